import { zodResolver } from '@hookform/resolvers/zod';
import type { TScheduleRule } from '@rihla/shared/schemas/booking-terms';
import {
  type TScheduleForm,
  type TScheduleRuleForm,
  type TSetScheduleRequest,
  type TTimetable,
  ZScheduleForm,
} from '@rihla/shared/schemas/operator-timetables';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard } from '../components/admin-ui';
import { FormInput, WeekdaysField } from '../components/form-input';
import { TIMETABLE_CALLS } from './timetable-calls';

const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A rule as the form edits it: every field text, every weekday ticked for "every day", the season optional. */
function ruleFormOf(rule: TScheduleRule): TScheduleRuleForm {
  return {
    start: rule.start,
    end: rule.end,
    weekdays: rule.weekdays ?? [0, 1, 2, 3, 4, 5, 6],
    season: { from: rule.season?.from ?? '', until: rule.season?.until ?? '' },
    capacity: rule.capacity === undefined ? '' : String(rule.capacity),
  };
}

/** The Weekly schedule tab: rules with start, end, weekdays, season and seats; default seats and cut-off. */
export function ScheduleForm({ timetable, canWrite }: { timetable: TTimetable; canWrite: boolean }) {
  const form = useForm<TScheduleForm, unknown, TSetScheduleRequest>({
    resolver: zodResolver(ZScheduleForm),
    defaultValues: {
      productId: timetable.productId,
      schedule: (timetable.schedule.length > 0
        ? timetable.schedule
        : [{ start: timetable.defaultStart, end: timetable.defaultEnd }]
      ).map(ruleFormOf),
      capacity: String(timetable.capacity),
      cutoffMinutes: String(timetable.cutoffMinutes),
    },
  });
  const { control } = form;
  const rules = useFieldArray({ control, name: 'schedule' });
  const ruleErrors = form.formState.errors.schedule;
  const { isBusy, error, send } = useDeskWrite();
  // NOTE: each field's message shows beside it; the list above the form keeps what names no field.
  const errors = [...new Set([ruleErrors?.root?.message, error])].filter((message): message is string =>
    Boolean(message),
  );

  const submit = form.handleSubmit(async (body) => {
    await send<'operator/setSchedule', TScheduleForm>(() => operatorCall('operator/setSchedule', body), {
      done: t('Schedule saved'),
      changes: TIMETABLE_CALLS,
      form,
    });
  });

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
        {rules.fields.map((rule, index) => (
          <fieldset key={rule.id} className="space-y-3 rounded-xl border border-line p-4" disabled={!canWrite}>
            <legend className="px-1 font-semibold text-ink">{t('Departure {n}', { n: index + 1 })}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              <FormInput
                control={control}
                name={`schedule.${index}.start`}
                id={`rule-${index}-start`}
                label={t('Start')}
                type="time"
              />
              <FormInput
                control={control}
                name={`schedule.${index}.end`}
                id={`rule-${index}-end`}
                label={t('End')}
                type="time"
              />
              <FormInput
                control={control}
                name={`schedule.${index}.capacity`}
                id={`rule-${index}-capacity`}
                label={t('Seats (empty: default)')}
                inputMode="numeric"
              />
            </div>
            <WeekdaysField
              control={control}
              name={`schedule.${index}.weekdays`}
              names={WEEKDAY_SHORT}
              gapClassName="gap-1.5"
            />
            <div className="grid gap-3 sm:grid-cols-3">
              <FormInput
                control={control}
                name={`schedule.${index}.season.from`}
                id={`rule-${index}-from`}
                label={t('Season from')}
                placeholder="10-01"
              />
              <FormInput
                control={control}
                name={`schedule.${index}.season.until`}
                id={`rule-${index}-until`}
                label={t('Season until')}
                placeholder="04-30"
              />
              {canWrite && rules.fields.length > 1 && (
                <div className="flex items-end">
                  <button
                    type="button"
                    className="btn-secondary min-h-11 px-3 py-2"
                    onClick={() => rules.remove(index)}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                    {t('Remove departure {n}', { n: index + 1 })}
                  </button>
                </div>
              )}
            </div>
            {ruleErrors?.[index]?.season?.message && (
              <p role="alert" className="field-error">
                {t(ruleErrors[index].season.message)}
              </p>
            )}
          </fieldset>
        ))}
        <fieldset className="grid gap-3 sm:grid-cols-3" disabled={!canWrite}>
          <FormInput
            control={control}
            name="capacity"
            id="schedule-capacity"
            label={t('Default seats per departure')}
            inputMode="numeric"
          />
          <FormInput
            control={control}
            name="cutoffMinutes"
            id="schedule-cutoff"
            label={t('Booking closes (minutes before)')}
            inputMode="numeric"
          />
        </fieldset>
        {canWrite && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-secondary"
              onClick={() => rules.append(ruleFormOf({ start: '17:00', end: '19:00' }))}
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
