import { zodResolver } from '@hookform/resolvers/zod';
import { roleCan } from '@rihla/shared/rules/operator-roles';
import {
  type TProductWaiverData,
  type TWaiverAskedOf,
  type TWaiverVersion,
  type TWaiverWrite,
  type TWaiverWriteInput,
  WAIVER_TEXT_MAX,
  ZWaiverWrite,
} from '@rihla/shared/schemas/waivers';
import { useQueryClient } from '@tanstack/react-query';
import { Save, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { useOperatorMe } from '../api/operator-calls';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminSelect, formatDubaiDateTime } from '../components/admin-ui';
import { productWaiverQuery, useProductWaiver } from './waiver-calls';

const ASKED_OF_WORDS: Record<TWaiverAskedOf, string> = {
  passenger: 'Each passenger',
  lead: 'The lead passenger only',
};

/**
 * The product editor's waiver section (decision 096), saved through its own call: each save of new words (or of
 * who accepts them) is a new version that bookings accept from then on; versions are never edited and all are kept.
 * Owners, managers and editors write it (content.write); the other roles that read products read it.
 */
export function WaiverEditor({ productId }: { productId: string }) {
  const waiver = useProductWaiver(productId);
  const me = useOperatorMe();
  const canWrite = me.data ? roleCan(me.data.role, 'content.write') : false;
  return (
    <div className="mt-6">
      <AdminCard title={t('Waiver')}>
        {waiver.isError ? (
          <p role="alert" className="text-danger">
            {t(waiver.error.message)}
          </p>
        ) : waiver.data ? (
          // A new key per version: the form starts from the version in force after each save.
          <WaiverForm
            key={waiver.data.current?.version ?? 0}
            productId={productId}
            data={waiver.data}
            canWrite={canWrite}
          />
        ) : (
          <Spinner />
        )}
      </AdminCard>
    </div>
  );
}

function WaiverForm({ productId, data, canWrite }: { productId: string; data: TProductWaiverData; canWrite: boolean }) {
  const textId = useId();
  const queryClient = useQueryClient();
  const saving = useDeskWrite();
  const removing = useDeskWrite();
  const { current } = data;
  const form = useForm<TWaiverWriteInput, unknown, TWaiverWrite>({
    resolver: zodResolver(ZWaiverWrite),
    defaultValues: { text: current?.text ?? '', askedOf: current?.askedOf ?? 'passenger' },
  });
  const [text, askedOf] = useWatch({ control: form.control, name: ['text', 'askedOf'] });
  const error = form.formState.errors.text?.message ?? saving.error;
  const show = (answer: TProductWaiverData) => queryClient.setQueryData(productWaiverQuery(productId).queryKey, answer);
  const save = form.handleSubmit((values) =>
    saving.send(() => operatorCall('operator/saveProductWaiver', { id: productId, waiver: values }), {
      done: (message) => t(message),
      after: show,
      form,
    }),
  );
  const remove = () =>
    removing.send(() => operatorCall('operator/saveProductWaiver', { id: productId, waiver: null }), {
      done: (message) => t(message),
      after: show,
      refusalAs: 'toast',
    });
  const isBusy = saving.isBusy || removing.isBusy;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        {current
          ? t('Version {version}, written {when} by {who}. Shoppers accept it on their booking’s travellers page.', {
              version: current.version,
              when: formatDubaiDateTime(current.createdAt),
              who: current.createdBy ?? t('the demo'),
            })
          : t(
              'This product asks no waiver. Write one to have shoppers accept it, with each passenger’s name, before the trip.',
            )}
      </p>
      <form onSubmit={(event) => void save(event)} noValidate className="space-y-4" aria-label={t('Waiver')}>
        <fieldset disabled={!canWrite || isBusy} className="min-w-0 space-y-4">
          <div>
            <label htmlFor={textId} className="field-label">
              {t('Waiver text (plain text; a blank line starts a new paragraph)')}
            </label>
            <textarea
              id={textId}
              className="field-input min-h-64 font-[inherit] leading-6"
              value={text}
              maxLength={WAIVER_TEXT_MAX}
              onChange={(event) => form.setValue('text', event.target.value, { shouldDirty: true })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${textId}-error` : `${textId}-count`}
            />
            <p id={`${textId}-count`} className="mt-1 text-xs text-muted">
              {t('{count} of {max} characters', { count: text.length, max: WAIVER_TEXT_MAX })}
            </p>
            {error && (
              <p id={`${textId}-error`} role="alert" className="field-error">
                {t(error)}
              </p>
            )}
          </div>
          <div className="max-w-sm">
            <AdminSelect
              id={`${textId}-asked-of`}
              label={t('Who accepts it')}
              value={askedOf}
              onChange={(value) => form.setValue('askedOf', value as TWaiverAskedOf, { shouldDirty: true })}
              options={(['passenger', 'lead'] as const).map((each) => [each, t(ASKED_OF_WORDS[each])] as const)}
            />
          </div>
        </fieldset>
        {canWrite ? (
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn-primary min-h-11" disabled={isBusy}>
              {saving.isBusy ? <Spinner size={18} className="text-white" /> : <Save size={18} aria-hidden="true" />}
              {current ? t('Save as a new version') : t('Save the waiver')}
            </button>
            {current && (
              <button type="button" className="btn-secondary min-h-11" disabled={isBusy} onClick={() => void remove()}>
                <Trash2 size={18} aria-hidden="true" />
                {t('Stop asking a waiver')}
              </button>
            )}
            <span className="text-sm text-muted">
              {t('Bookings that accepted an older version are asked to accept the new one.')}
            </span>
          </div>
        ) : (
          <p className="text-sm text-muted">
            {t('Your role reads the waiver; owners, managers and editors write it.')}
          </p>
        )}
      </form>
      {data.versions.length > 0 && <Versions versions={data.versions} />}
    </div>
  );
}

/** Every version written, newest first, as it was: the words a booking accepted can always be read again. */
function Versions({ versions }: { versions: TWaiverVersion[] }) {
  return (
    <details className="rounded-xl border border-line p-3">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">
        {t('{count, plural, one {# version} other {# versions}} written', { count: versions.length })}
      </summary>
      <ol className="mt-2 space-y-4">
        {versions.map((version) => (
          <li key={version.version} className="border-t border-line pt-3">
            <p className="text-sm font-semibold">
              {t('Version {version}', { version: version.version })} · {formatDubaiDateTime(version.createdAt)} ·{' '}
              {version.createdBy ?? t('the demo')} · {t(ASKED_OF_WORDS[version.askedOf])}
            </p>
            <p className="mt-1 text-sm whitespace-pre-wrap break-words text-ink/85">{version.text}</p>
          </li>
        ))}
      </ol>
    </details>
  );
}
