import { zodResolver } from '@hookform/resolvers/zod';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import {
  BULK_MAX_DAYS,
  datesMatching,
  daysBetween,
  type TBulkTimetableData,
  type TBulkTimetableForm,
  type TBulkTimetableRequest,
  ZBulkTimetableForm,
} from '@rihla/shared/schemas/operator-timetables';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminInput, AdminSelect } from '../components/admin-ui';
import { FormInput, WeekdaysField } from '../components/form-input';
import { TIMETABLE_CALLS } from './timetable-calls';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ACTIONS = [
  ['close', 'Close the days'],
  ['reopen', 'Reopen the days'],
  ['setCapacity', 'Set seats per departure'],
  ['addDeparture', 'Add a departure'],
] as const;

/** One action on every matching date of a range: a preview of how many dates match, then the result. */
export function BulkForm({ productId }: { productId: string }) {
  const today = todayInDubai();
  const form = useForm<TBulkTimetableForm, unknown, TBulkTimetableRequest>({
    resolver: zodResolver(ZBulkTimetableForm),
    defaultValues: {
      productId,
      from: today,
      until: addDays(today, 30),
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      action: { kind: 'close', capacity: '', start: '17:00', end: '19:00' },
    },
  });
  const { control } = form;
  const [from, until, weekdays, kind] = useWatch({ control, name: ['from', 'until', 'weekdays', 'action.kind'] });
  const { isBusy, error, send } = useDeskWrite();
  const [result, setResult] = useState<TBulkTimetableData | null>(null);

  const isRange = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(until) && from <= until;
  const isTooLong = isRange && daysBetween(from, until) >= BULK_MAX_DAYS;
  const matching = isRange && !isTooLong && weekdays.length > 0 ? datesMatching(from, until, weekdays).length : 0;

  const submit = form.handleSubmit(async (body) => {
    setResult(null);
    await send<'operator/bulkTimetable', TBulkTimetableForm>(() => operatorCall('operator/bulkTimetable', body), {
      changes: TIMETABLE_CALLS,
      after: setResult,
      form,
    });
  });

  return (
    <AdminCard title={t('Bulk actions')}>
      <form onSubmit={submit} className="space-y-4" noValidate aria-busy={isBusy}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInput control={control} name="from" id="bulk-from" label={t('From')} type="date" />
          <Controller
            control={control}
            name="until"
            render={({ field, fieldState }) => (
              <AdminInput
                id="bulk-until"
                label={t('Until')}
                type="date"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                // NOTE: a range too long shows as it is typed, before any check: the preview counts nothing then.
                error={
                  isTooLong ? t('At most {days} days at once', { days: BULK_MAX_DAYS }) : fieldState.error?.message
                }
              />
            )}
          />
        </div>
        <WeekdaysField control={control} name="weekdays" names={WEEKDAY_NAMES} gapClassName="gap-2" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="action.kind"
            render={({ field }) => (
              <AdminSelect
                id="bulk-action"
                label={t('Action')}
                value={field.value}
                onChange={field.onChange}
                options={ACTIONS.map(([value, label]) => [value, t(label)] as const)}
              />
            )}
          />
          {(kind === 'setCapacity' || kind === 'addDeparture') && (
            <FormInput
              control={control}
              name="action.capacity"
              id="bulk-capacity"
              label={t('Seats (empty: the schedule’s)')}
              inputMode="numeric"
            />
          )}
          {kind === 'addDeparture' && (
            <>
              <FormInput
                control={control}
                name="action.start"
                id="bulk-start"
                label={t('Departure start')}
                type="time"
              />
              <FormInput control={control} name="action.end" id="bulk-end" label={t('Departure end')} type="time" />
            </>
          )}
        </div>
        <p className="text-sm text-ink" aria-live="polite" data-testid="bulk-preview">
          {t('{count, plural, one {# date matches} other {# dates match}}.', { count: matching })}
          {kind === 'close' && ` ${t('Closing does not cancel the bookings on them: they stay valid.')}`}
        </p>
        {error && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-danger">
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={isBusy || matching === 0}>
          {isBusy && <Spinner size={16} />}
          {isBusy
            ? t('Applying to {count, plural, one {# date} other {# dates}}…', { count: matching })
            : t('Apply to {count, plural, one {# date} other {# dates}}', { count: matching })}
        </button>
      </form>
      <div aria-live="polite" className="mt-4">
        {result && (
          <div className="rounded-xl bg-brand-50 p-3 text-sm text-ink" data-testid="bulk-result">
            <p className="font-semibold">
              {t('{changed} of {matched} dates changed.', { changed: result.changed, matched: result.matched })}
            </p>
            {result.skipped.length > 0 && (
              <>
                <p className="mt-2">{t('Skipped:')}</p>
                <ul className="list-disc ps-5">
                  {result.skipped.map((skip) => (
                    <li key={skip.date}>
                      {skip.date}: {skip.reason}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>
    </AdminCard>
  );
}
