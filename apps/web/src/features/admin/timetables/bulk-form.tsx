import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import {
  BULK_MAX_DAYS,
  datesMatching,
  daysBetween,
  type TBulkAction,
  type TBulkTimetableData,
} from '@rihla/shared/schemas/operator-timetables';
import { type FormEvent, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminInput, AdminSelect } from '../components/admin-ui';
import { TIMETABLE_CALLS } from './timetable-calls';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ACTIONS = [
  ['close', 'Close the days'],
  ['reopen', 'Reopen the days'],
  ['setCapacity', 'Set seats per departure'],
  ['addDeparture', 'Add a departure'],
] as const;
type TActionKind = (typeof ACTIONS)[number][0];

/** One action on every matching date of a range: a preview of how many dates match, then the result. */
export function BulkForm({ productId }: { productId: string }) {
  const today = todayInDubai();
  const [from, setFrom] = useState(today);
  const [until, setUntil] = useState(addDays(today, 30));
  const [weekdays, setWeekdays] = useState<number[]>([0, 1, 2, 3, 4, 5, 6]);
  const [kind, setKind] = useState<TActionKind>('close');
  const [capacity, setCapacity] = useState('');
  const [start, setStart] = useState('17:00');
  const [end, setEnd] = useState('19:00');
  const { isBusy, error, send } = useDeskWrite();
  const [result, setResult] = useState<TBulkTimetableData | null>(null);

  const isRange = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(until) && from <= until;
  const isTooLong = isRange && daysBetween(from, until) >= BULK_MAX_DAYS;
  const matching = isRange && !isTooLong && weekdays.length > 0 ? datesMatching(from, until, weekdays).length : 0;
  const seats = capacity.trim() === '' ? null : Number(capacity);
  const action: TBulkAction =
    kind === 'setCapacity'
      ? { kind, capacity: seats }
      : kind === 'addDeparture'
        ? { kind, start, end, capacity: seats }
        : { kind };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const body = { productId, from, until, ...(weekdays.length < 7 ? { weekdays } : {}), action };
    await send(() => operatorCall('operator/bulkTimetable', body), {
      changes: TIMETABLE_CALLS,
      after: setResult,
    });
  };

  const toggle = (day: number) =>
    setWeekdays(weekdays.includes(day) ? weekdays.filter((item) => item !== day) : [...weekdays, day].sort());

  return (
    <AdminCard title={t('Bulk actions')}>
      <form onSubmit={submit} className="space-y-4" noValidate aria-busy={isBusy}>
        <div className="grid gap-4 sm:grid-cols-2">
          <AdminInput id="bulk-from" label={t('From')} type="date" value={from} onChange={setFrom} />
          <AdminInput
            id="bulk-until"
            label={t('Until')}
            type="date"
            value={until}
            onChange={setUntil}
            error={isTooLong ? t('At most {days} days at once', { days: BULK_MAX_DAYS }) : null}
          />
        </div>
        <fieldset>
          <legend className="field-label">{t('Weekdays')}</legend>
          <div className="flex flex-wrap gap-3">
            {WEEKDAY_NAMES.map((name, day) => (
              <label key={name} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={weekdays.includes(day)}
                  onChange={() => toggle(day)}
                />
                {t(name)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <AdminSelect
            id="bulk-action"
            label={t('Action')}
            value={kind}
            onChange={(value) => setKind(value as TActionKind)}
            options={ACTIONS.map(([value, label]) => [value, t(label)] as const)}
          />
          {(kind === 'setCapacity' || kind === 'addDeparture') && (
            <AdminInput
              id="bulk-capacity"
              label={t('Seats (empty: the schedule’s)')}
              inputMode="numeric"
              value={capacity}
              onChange={setCapacity}
            />
          )}
          {kind === 'addDeparture' && (
            <>
              <AdminInput id="bulk-start" label={t('Departure start')} type="time" value={start} onChange={setStart} />
              <AdminInput id="bulk-end" label={t('Departure end')} type="time" value={end} onChange={setEnd} />
            </>
          )}
        </div>
        <p className="text-sm text-ink" aria-live="polite" data-testid="bulk-preview">
          {t('{count} dates match.', { count: matching })}
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
            ? t('Applying to {count} dates…', { count: matching })
            : t('Apply to {count} dates', { count: matching })}
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
