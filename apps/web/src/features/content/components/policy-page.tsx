import type { TContentPageSlug } from '@rihla/shared/pages/content-pages';
import type { TPolicyBlock, TPolicyDocument, TPolicySection } from '@rihla/shared/pages/policy-types';
import { ArrowUp, FileText } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { formatDayOf } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useRedirectHomeOnFailure } from '../../../lib/use-required-data';
import { useContentPage } from '../api/view-page';
import { PageSkeleton } from './page-skeleton';
import { fallbackLanguage, usePageText } from './page-text';
import { RichText as AnyRichText } from './rich-text';

/** Every text of a policy comes from the API in the page's language (decision 112). */
function RichText({ text }: { text: string }) {
  return <AnyRichText text={text} isPageText />;
}

const TOC_ID = 'contents';

const POLICY_LINKS = [
  { to: '/TermsofServices', label: 'Terms of Service' },
  { to: '/PrivacyPolicy', label: 'Privacy Policy' },
  { to: '/CookiesPolicy', label: 'Cookies Policy' },
  { to: '/IntellectualPropertyPolicy', label: 'Intellectual Property Policy' },
  { to: '/LawEnforcementResources', label: 'Law Enforcement Resources' },
] as const;

function formatLongDate(isoDate: string): string {
  return formatDayOf(isoDate, { day: 'numeric', month: 'long', year: 'numeric' });
}

function Block({ block, level }: { block: TPolicyBlock; level: 2 | 3 }) {
  if (typeof block === 'string') {
    return (
      <p {...fallbackLanguage(block)}>
        <RichText text={block} />
      </p>
    );
  }
  if ('subheading' in block) {
    const Heading = level === 2 ? 'h3' : 'h4';
    return (
      <Heading {...fallbackLanguage(block.subheading)} className="!mt-7 text-base font-semibold text-ink">
        <RichText text={block.subheading} />
      </Heading>
    );
  }
  if ('definitions' in block) {
    return (
      <dl className="divide-y divide-line overflow-hidden rounded-xl border border-line">
        {block.definitions.map((item) => (
          <div key={item.term} className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
            <dt>
              <code
                translate="no"
                dir="ltr"
                className="rounded-md bg-surface px-1.5 py-0.5 font-mono text-[13px] text-brand-800"
              >
                {item.term}
              </code>
            </dt>
            <dd {...fallbackLanguage(item.description)} className="text-ink/85">
              <RichText text={item.description} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List
      className={`space-y-2 ps-6 marker:text-brand-600 ${block.ordered ? 'list-decimal marker:font-semibold' : 'list-disc'}`}
    >
      {block.list.map((item) => (
        <li key={item} {...fallbackLanguage(item)} className="ps-1">
          <RichText text={item} />
        </li>
      ))}
    </List>
  );
}

function Section({ section, number, level }: { section: TPolicySection; number: number; level: 2 | 3 }) {
  const pageText = usePageText();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      lang={section.lang}
      dir={section.lang === 'ar' ? 'rtl' : undefined}
      className={`scroll-mt-24 ${section.lang === 'ar' ? 'rounded-2xl bg-sand-100/60 p-5 text-[17px] leading-8 sm:p-7' : ''}`}
    >
      <Heading
        id={`${section.id}-heading`}
        className={`flex gap-3 font-bold text-ink ${level === 2 ? 'text-xl sm:text-2xl' : 'text-lg sm:text-xl'}`}
      >
        <span className="shrink-0 tabular-nums text-brand-700">{number}.</span>
        <span {...fallbackLanguage(section.heading)}>{pageText(section.heading)}</span>
      </Heading>
      <div className="mt-4 space-y-4">
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} level={level} />
        ))}
      </div>
      <a
        href={`#${TOC_ID}`}
        className="mt-1 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-muted hover:text-brand-700 lg:hidden"
      >
        <ArrowUp aria-hidden="true" className="size-3.5" />
        {t('Back to contents')}
      </a>
    </section>
  );
}

function TocList({ sections }: { sections: readonly TPolicySection[] }) {
  const pageText = usePageText();
  return (
    <ol className="space-y-0.5">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex min-h-11 items-center gap-2 rounded-lg px-2.5 py-1.5 text-sm leading-snug lg:min-h-0 text-ink/80 transition hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <span className="w-5 shrink-0 text-end tabular-nums text-muted">{index + 1}.</span>
            {section.tocLabel ? (
              <span {...fallbackLanguage(section.tocLabel)}>{pageText(section.tocLabel)}</span>
            ) : (
              <span lang={section.lang} {...fallbackLanguage(section.heading)}>
                {pageText(section.heading)}
              </span>
            )}
          </a>
        </li>
      ))}
    </ol>
  );
}

function TableOfContents({ policy }: { policy: TPolicyDocument }) {
  const pageText = usePageText();
  return (
    <nav
      id={TOC_ID}
      aria-labelledby={`${TOC_ID}-heading`}
      className="scroll-mt-24 rounded-2xl border border-line bg-white p-4 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0"
    >
      <h2 id={`${TOC_ID}-heading`} className="px-2.5 pb-2 text-xs font-bold uppercase tracking-wider text-muted">
        {t('Table of contents')}
      </h2>
      <TocList sections={policy.sections} />
      {policy.appendix && (
        <div className="mt-4 border-t border-line pt-4">
          <p
            {...fallbackLanguage(policy.appendix.title)}
            className="px-2.5 pb-2 text-xs font-bold uppercase tracking-wider text-muted"
          >
            {pageText(policy.appendix.title)}
          </p>
          <TocList sections={policy.appendix.sections} />
        </div>
      )}
    </nav>
  );
}

function RelatedPolicies() {
  const { pathname } = useLocation();
  return (
    <nav aria-labelledby="related-policies" className="mt-10 border-t border-line pt-8">
      <h2 id="related-policies" className="text-sm font-bold uppercase tracking-wider text-muted">
        {t('Related policies')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {POLICY_LINKS.filter((link) => link.to.toLowerCase() !== pathname.toLowerCase()).map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-white px-3.5 py-1.5 text-sm font-medium text-ink transition hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <FileText aria-hidden="true" className="size-4 text-brand-600" />
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Sections({ sections, level }: { sections: readonly TPolicySection[]; level: 2 | 3 }): ReactNode {
  return sections.map((section, index) => (
    <Section key={section.id} section={section} number={index + 1} level={level} />
  ));
}

function PolicySkeleton() {
  return (
    <PageSkeleton>
      <div className="h-4 w-40 animate-pulse rounded bg-line" />
      <div className="h-9 w-3/5 animate-pulse rounded bg-line" />
      <div className="h-4 w-full animate-pulse rounded bg-line" />
      <div className="h-4 w-11/12 animate-pulse rounded bg-line" />
    </PageSkeleton>
  );
}

/** A policy page: its document from the API in the page's language (decision 112), drawn by PolicyDocument. */
export function PolicyPage({ page }: { page: TContentPageSlug }) {
  const query = useContentPage(page);
  // A page that cannot be read shows the server's message and goes home (SPEC section 8), as a blog post does.
  useRedirectHomeOnFailure(query);
  const data = query.isError ? undefined : query.data;
  if (data?.kind !== 'policy') return query.isPending ? <PolicySkeleton /> : null;
  return <PolicyDocument policy={data.document} />;
}

/** One long, readable policy document: header with last-updated date, table of contents, numbered sections. */
export function PolicyDocument({ policy }: { policy: TPolicyDocument }) {
  const pageText = usePageText();
  const title = pageText(policy.title);
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    // The layout scrolls to the top after a route change, after this effect: open a deep link one frame later.
    const frame = requestAnimationFrame(() =>
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView(),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash]);
  return (
    <>
      <header className="border-b border-line bg-white">
        <div className="container-page py-8 sm:py-12">
          <Breadcrumbs items={[{ label: t('Home'), to: '/' }, { label: title }]} />
          <h1 {...fallbackLanguage(title)} className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {title}
          </h1>
          <p
            {...fallbackLanguage(policy.summary)}
            className="mt-3 max-w-[65ch] text-base leading-7 text-muted sm:text-lg"
          >
            {pageText(policy.summary)}
          </p>
          <p className="mt-4 text-sm text-muted">
            {t('Last updated')}:{' '}
            <time dateTime={policy.lastUpdated} className="font-semibold text-ink">
              {formatLongDate(policy.lastUpdated)}
            </time>
          </p>
        </div>
      </header>
      <div className="container-page grid gap-6 py-6 sm:gap-8 sm:py-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 xl:grid-cols-[18rem_minmax(0,1fr)]">
        <aside>
          <TableOfContents policy={policy} />
        </aside>
        <article className="-mx-4 min-w-0 border-y border-line bg-white px-4 py-8 sm:mx-0 sm:rounded-2xl sm:border sm:px-10 sm:py-10 xl:px-14">
          <div className="max-w-[70ch] space-y-10 text-[15px] leading-7 text-ink/90 sm:text-base xl:text-[17px] xl:leading-8">
            <Sections sections={policy.sections} level={2} />
            {policy.appendix && (
              <div className="space-y-8 border-t-2 border-brand-100 pt-10">
                <div>
                  <h2
                    {...fallbackLanguage(policy.appendix.title)}
                    className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl"
                  >
                    {pageText(policy.appendix.title)}
                  </h2>
                  <p {...fallbackLanguage(policy.appendix.summary)} className="mt-2 text-muted">
                    {pageText(policy.appendix.summary)}
                  </p>
                </div>
                <Sections sections={policy.appendix.sections} level={3} />
              </div>
            )}
          </div>
          <RelatedPolicies />
        </article>
      </div>
    </>
  );
}
