import type { TScheduleRule } from '@rihla/shared/schemas/booking-terms';
import { type TTimetable, ZSetScheduleRequest } from '@rihla/shared/schemas/operator-timetables';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminInput } from '../components/admin-ui';
import { TIMETABLE_CALLS } from './timetable-calls';

const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A rule as the form edits it: every field text, the season optional. */
interface TRuleDraft {
  start: string;
  end: string;
  weekdays: number[];
  seasonFrom: string;
  seasonUntil: string;
  capacity: string;
}

function draftOf(rule: TScheduleRule): TRuleDraft {
  return {
    start: rule.start,
    end: rule.end,
    weekdays: rule.weekdays ?? [0, 1, 2, 3, 4, 5, 6],
    seasonFrom: rule.season?.from ?? '',
    seasonUntil: rule.season?.until ?? '',
    capacity: rule.capacity === undefined ? '' : String(rule.capacity),
  };
}

function ruleOf(draft: TRuleDraft): TScheduleRule {
  return {
    start: draft.start,
    end: draft.end,
    ...(draft.weekdays.length < 7 && { weekdays: draft.weekdays }),
    ...((draft.seasonFrom || draft.seasonUntil) && { season: { from: draft.seasonFrom, until: draft.seasonUntil } }),
    ...(draft.capacity.trim() !== '' && { capacity: Number(draft.capacity) }),
  };
}

/** The Weekly schedule tab: rules with start, end, weekdays, season and seats; default seats and cut-off. */
export function ScheduleForm({ timetable, canWrite }: { timetable: TTimetable; canWrite: boolean }) {
  const [rules, setRules] = useState<TRuleDraft[]>(() =>
    timetable.schedule.length > 0
      ? timetable.schedule.map(draftOf)
      : [draftOf({ start: timetable.defaultStart, end: timetable.defaultEnd })],
  );
  const [capacity, setCapacity] = useState(String(timetable.capacity));
  const [cutoff, setCutoff] = useState(String(timetable.cutoffMinutes));
  const [issues, setIssues] = useState<string[]>([]);
  const { isBusy, error, send } = useDeskWrite();
  const errors = error ? [...issues, error] : issues;
  const change = (index: number, patch: Partial<TRuleDraft>) =>
    setRules(rules.map((rule, at) => (at === index ? { ...rule, ...patch } : rule)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      productId: timetable.productId,
      schedule: rules.map(ruleOf),
      capacity: Number(capacity),
      cutoffMinutes: Number(cutoff),
    };
    const parsed = ZSetScheduleRequest.safeParse(body);
    setIssues(
      parsed.success
        ? []
        : parsed.error.issues.map((issue) => {
            const [first, index] = issue.path;
            return first === 'schedule' && typeof index === 'number'
              ? t('Departure {n}: {message}', { n: index + 1, message: issue.message })
              : issue.message;
          }),
    );
    if (!parsed.success) return;
    await send(() => operatorCall('operator/setSchedule', parsed.data), {
      done: t('Schedule saved'),
      changes: TIMETABLE_CALLS,
    });
  };

  return (
    <AdminCard title={t('Weekly schedule')}>
      <form onSubmit={submit} className="space-y-5" noValidate>
        <div aria-live="polite">
          {errors.length > 0 && (
            <ul role="alert" className="list-disc rounded-xl bg-red-50 p-3 ps-8 text-sm text-danger">
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          )}
        </div>
        <p className="text-sm text-muted">
          {t(
            'Each rule runs a departure on its weekdays, in its season if it has one (YYYY-MM-DD or MM-DD). A departure with bookings cannot be dropped: close it on its dates instead.',
          )}
        </p>
        {rules.map((rule, index) => (
          <fieldset key={index} className="space-y-3 rounded-xl border border-line p-4" disabled={!canWrite}>
            <legend className="px-1 font-semibold text-ink">{t('Departure {n}', { n: index + 1 })}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              <AdminInput
                id={`rule-${index}-start`}
                label={t('Start')}
                type="time"
                value={rule.start}
                onChange={(start) => change(index, { start })}
              />
              <AdminInput
                id={`rule-${index}-end`}
                label={t('End')}
                type="time"
                value={rule.end}
                onChange={(end) => change(index, { end })}
              />
              <AdminInput
                id={`rule-${index}-capacity`}
                label={t('Seats (empty: default)')}
                inputMode="numeric"
                value={rule.capacity}
                onChange={(value) => change(index, { capacity: value })}
              />
            </div>
            <fieldset>
              <legend className="field-label">{t('Weekdays')}</legend>
              <div className="flex flex-wrap gap-3">
                {WEEKDAY_SHORT.map((name, day) => (
                  <label key={name} className="flex min-h-11 items-center gap-1.5 text-sm">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={rule.weekdays.includes(day)}
                      onChange={() =>
                        change(index, {
                          weekdays: rule.weekdays.includes(day)
                            ? rule.weekdays.filter((item) => item !== day)
                            : [...rule.weekdays, day].sort(),
                        })
                      }
                    />
                    {t(name)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-3 sm:grid-cols-3">
              <AdminInput
                id={`rule-${index}-from`}
                label={t('Season from')}
                placeholder="10-01"
                value={rule.seasonFrom}
                onChange={(seasonFrom) => change(index, { seasonFrom })}
              />
              <AdminInput
                id={`rule-${index}-until`}
                label={t('Season until')}
                placeholder="04-30"
                value={rule.seasonUntil}
                onChange={(seasonUntil) => change(index, { seasonUntil })}
              />
              {canWrite && rules.length > 1 && (
                <div className="flex items-end">
                  <button
                    type="button"
                    className="btn-secondary min-h-11 px-3 py-2"
                    onClick={() => setRules(rules.filter((_, at) => at !== index))}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                    {t('Remove departure {n}', { n: index + 1 })}
                  </button>
                </div>
              )}
            </div>
          </fieldset>
        ))}
        <fieldset className="grid gap-3 sm:grid-cols-3" disabled={!canWrite}>
          <AdminInput
            id="schedule-capacity"
            label={t('Default seats per departure')}
            inputMode="numeric"
            value={capacity}
            onChange={setCapacity}
          />
          <AdminInput
            id="schedule-cutoff"
            label={t('Booking closes (minutes before)')}
            inputMode="numeric"
            value={cutoff}
            onChange={setCutoff}
          />
        </fieldset>
        {canWrite && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-secondary"
              onClick={() => setRules([...rules, draftOf({ start: '17:00', end: '19:00' })])}
            >
              <Plus size={16} aria-hidden="true" />
              {t('Add a departure')}
            </button>
            <button type="submit" className="btn-primary" disabled={isBusy}>
              {isBusy && <Spinner size={16} />}
              {t('Save the schedule')}
            </button>
          </div>
        )}
      </form>
    </AdminCard>
  );
}
