import { PAGE_MESSAGES } from '@rihla/shared/messages/pages';
import type { TContentPageSlug } from '@rihla/shared/pages/content-pages';
import type { TOperatorPage } from '@rihla/shared/schemas/content-pages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Control, type UseFormRegister, useForm, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { callKey } from '../../../lib/query-keys';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall, operatorData } from '../api/operator-client';
import { Allowed } from '../components/admin-app';
import { AdminCard, formatDubaiDateTime, ScreenHeading } from '../components/admin-ui';
import { MissingArabic } from '../components/arabic-beside';

// The Pages desk (issue 37, decision 112): the Terms, the other policies and the help page's questions, every text
// with its English and its Arabic side by side. Owners and managers (pages.write); shoppers see a save at once.

function usePages() {
  return useQuery({ queryKey: callKey('operator/listPages'), queryFn: () => operatorData('operator/listPages') });
}

function usePage(page: string) {
  return useQuery({
    queryKey: callKey('operator/getPage', { page }),
    queryFn: () => operatorData('operator/getPage', { page: page as TContentPageSlug }),
  });
}

function PagesFrame({ children }: { children: () => React.ReactNode }) {
  return (
    <Allowed permission="pages.write">
      {() => (
        <>
          <ScreenHeading
            title={t('Pages')}
            lead={t(
              'The Terms of Service, the other policies, the help page and the About and Visa change pages, in English and Arabic. A text without Arabic shows in English on the Arabic site. Every change shows at once.',
            )}
          />
          {children()}
        </>
      )}
    </Allowed>
  );
}

/** Every page, with how many of its texts have no Arabic. */
export function PagesListPage() {
  const pages = usePages();
  return (
    <PagesFrame>
      {() => (
        <AdminCard title={t('Pages')}>
          {pages.isPending ? (
            <Spinner />
          ) : pages.isError ? (
            <p role="alert" className="text-danger">
              {pages.error.message}
            </p>
          ) : (
            <ul className="divide-y divide-line">
              {pages.data.pages.map((page) => (
                <li key={page.page} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div>
                    <Link
                      to={`/admin/pages/${page.page}`}
                      className="font-semibold text-brand-700 underline"
                      lang="en"
                      dir="ltr"
                    >
                      {page.title}
                    </Link>
                    <p className="text-sm text-muted">
                      {page.updatedAt
                        ? t('Last changed {when}', { when: formatDubaiDateTime(page.updatedAt) })
                        : t('As it came: nobody has changed it yet')}
                    </p>
                  </div>
                  {page.missingArabic > 0 ? (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                      {t('Missing in Arabic')}: {page.missingArabic}
                    </span>
                  ) : (
                    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                      {t('In both languages')}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </AdminCard>
      )}
    </PagesFrame>
  );
}

type TField = TOperatorPage['fields'][number];

/** Where a text is on its page, in words: "Section 3", "Paragraph 2", "List item 4". */
function placeOf(path: string): { group: string; label: string } {
  const parts = path.split('.');
  const at = (index: number) => Number(parts[index]) + 1;
  const prefix = parts[0] === 'appendix' ? 1 : 0;
  if (parts[prefix] === 'sections') {
    const group = `${parts.slice(0, prefix + 2).join('.')}`;
    const rest = parts.slice(prefix + 2);
    if (rest[0] === 'heading') return { group, label: t('Heading') };
    if (rest[0] === 'tocLabel') return { group, label: t('Label in the contents') };
    const block = rest[1] === undefined ? 1 : Number(rest[1]) + 1;
    if (rest[2] === 'subheading') return { group, label: t('Subheading') };
    if (rest[2] === 'list')
      return { group, label: t('Paragraph {block}, list item {item}', { block, item: at(prefix + 5) }) };
    if (rest[2] === 'definitions') {
      return { group, label: t('Paragraph {block}, definition {item}', { block, item: at(prefix + 5) }) };
    }
    return { group, label: t('Paragraph {block}', { block }) };
  }
  if (parts[0] === 'items') {
    const group = parts.slice(0, 2).join('.');
    if (parts[2] === 'question') return { group, label: t('Question') };
    if (parts[2] === 'list') return { group, label: t('List item {item}', { item: at(3) }) };
    return { group, label: t('Answer, paragraph {block}', { block: at(3) }) };
  }
  const top = parts.slice(prefix).join('.');
  const group = prefix ? 'appendix' : '';
  return { group, label: top === 'title' ? t('Title') : top === 'summary' ? t('Summary') : top };
}

interface TGroup {
  key: string;
  title: string;
  rows: { field: TField; index: number; label: string }[];
}

/** The page's texts by section (or question), each group titled by its English heading. */
function groupsOf(page: TOperatorPage): TGroup[] {
  const groups = new Map<string, TGroup>();
  page.fields.forEach((field, index) => {
    const { group, label } = placeOf(field.path);
    let entry = groups.get(group);
    if (!entry) {
      entry = { key: group, title: group === '' ? t('Title and summary') : '', rows: [] };
      groups.set(group, entry);
    }
    if (!entry.title) entry.title = field.english;
    entry.rows.push({ field, index, label });
  });
  return [...groups.values()];
}

interface TPageForm {
  english: string[];
  arabic: string[];
}

function TextRow({
  field,
  index,
  label,
  control,
  register,
  error,
}: {
  field: TField;
  index: number;
  label: string;
  control: Control<TPageForm>;
  register: UseFormRegister<TPageForm>;
  error: string | undefined;
}) {
  const english = useWatch({ control, name: `english.${index}` });
  const arabic = useWatch({ control, name: `arabic.${index}` });
  const englishId = `page-text-${index}`;
  const rows = Math.min(8, Math.max(2, Math.ceil(field.english.length / 70)));
  return (
    <div className="grid gap-3 border-t border-line py-3 md:grid-cols-2" data-path={field.path}>
      <div>
        <label htmlFor={englishId} className="field-label">
          {t('{field} (English)', { field: label })}
        </label>
        <textarea
          id={englishId}
          rows={rows}
          className="field-input"
          {...(field.isArabicSource ? { lang: 'ar', dir: 'rtl' } : { lang: 'en', dir: 'ltr' })}
          aria-invalid={error ? true : undefined}
          {...register(`english.${index}`, {
            validate: (value) => value.trim() !== '' || t(PAGE_MESSAGES.englishBlank),
          })}
        />
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
      </div>
      <div>
        {field.isArabicSource ? (
          <p className="text-sm text-muted">
            {t('Written in Arabic on the English page too: it has no Arabic of its own.')}
          </p>
        ) : (
          <>
            <label htmlFor={`${englishId}-ar`} className="field-label">
              {t('{field} (Arabic)', { field: label })}
              <MissingArabic english={english} arabic={arabic} />
            </label>
            <textarea
              id={`${englishId}-ar`}
              rows={rows}
              className="field-input"
              lang="ar"
              dir="rtl"
              {...register(`arabic.${index}`)}
            />
          </>
        )}
      </div>
    </div>
  );
}

/** One page's texts, English and Arabic side by side, saved together (only the texts changed are sent). */
export function PageEditor({ page }: { page: TOperatorPage }) {
  const form = useForm<TPageForm>({
    defaultValues: {
      english: page.fields.map((field) => field.english),
      arabic: page.fields.map((field) => field.arabic),
    },
  });
  const { isBusy, error, send } = useDeskWrite();
  const [isMissingOnly, setMissingOnly] = useState(false);
  const missing = new Set(page.missingArabic);

  const save = form.handleSubmit(async (values) => {
    const english: Record<string, string> = {};
    const arabic: Record<string, string> = {};
    page.fields.forEach((field, index) => {
      const newEnglish = values.english[index] ?? field.english;
      const newArabic = values.arabic[index] ?? field.arabic;
      if (newEnglish.trim() !== field.english) english[field.path] = newEnglish;
      if (!field.isArabicSource && newArabic.trim() !== field.arabic) arabic[field.path] = newArabic;
    });
    await send(() => operatorCall('operator/updatePage', { page: page.page, english, arabic }), {
      done: t('Page saved: shoppers see it now'),
      changes: ['operator/listPages', 'operator/getPage'],
    });
  });

  const groups = groupsOf(page)
    .map((group) => ({
      ...group,
      rows: isMissingOnly ? group.rows.filter((row) => missing.has(row.field.path)) : group.rows,
    }))
    .filter((group) => group.rows.length > 0);

  return (
    <AdminCard title={page.title}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 text-sm">
        <Link to="/admin/pages" className="text-brand-700 underline">
          {t('Back to the pages')}
        </Link>
        <span className="text-muted">
          {page.missingArabic.length > 0
            ? t('Texts missing in Arabic: {count}', { count: page.missingArabic.length })
            : t('In both languages')}
        </span>
        <label className="inline-flex min-h-11 items-center gap-2">
          <input type="checkbox" checked={isMissingOnly} onChange={(event) => setMissingOnly(event.target.checked)} />
          {t('Only the texts missing in Arabic')}
        </label>
      </div>
      <form onSubmit={save} noValidate>
        {groups.map((group) => (
          <fieldset key={group.key} className="mb-6">
            <legend className="text-base font-bold text-ink" dir="auto">
              {group.title}
            </legend>
            {group.rows.map((row) => (
              <TextRow
                key={row.field.path}
                field={row.field}
                index={row.index}
                label={row.label}
                control={form.control}
                register={form.register}
                error={form.formState.errors.english?.[row.index]?.message}
              />
            ))}
          </fieldset>
        ))}
        {error && (
          <p role="alert" className="mb-3 text-danger">
            {error}
          </p>
        )}
        <div className="sticky bottom-0 flex justify-end border-t border-line bg-white py-3">
          <button type="submit" className="btn-primary" disabled={isBusy}>
            {isBusy && <Spinner size={18} />}
            {t('Save the page')}
          </button>
        </div>
      </form>
    </AdminCard>
  );
}

/** /admin/pages/:page: one page's editor. */
export function PageEditorPage() {
  const { page = '' } = useParams();
  const query = usePage(page);
  return (
    <PagesFrame>
      {() =>
        query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <p role="alert" className="text-danger">
            {query.error.message}
          </p>
        ) : (
          <PageEditor key={query.data.updatedAt ?? 'defaults'} page={query.data} />
        )
      }
    </PagesFrame>
  );
}
