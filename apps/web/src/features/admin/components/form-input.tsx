import type { ComponentProps } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { t } from '../../../lib/i18n';
import { AdminInput } from './admin-ui';

/**
 * A labelled input of a react-hook-form form: the field's text, and the message of its check (the call's schema's,
 * or a refusal naming the field) under it. Its id is the caller's, as the journeys and labels expect. A field
 * `valueAs="number"` holds a number: an emptied box is NaN, so the schema's own message says what is missing.
 */
export function FormInput<TValues extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  valueAs = 'text',
  ...input
}: { control: Control<TValues, unknown, TOutput>; name: FieldPath<TValues>; valueAs?: 'text' | 'number' } & Omit<
  ComponentProps<typeof AdminInput>,
  'value' | 'onChange' | 'onBlur' | 'error'
>) {
  const isNumber = valueAs === 'number';
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <AdminInput
          {...(isNumber ? { type: 'number', inputMode: 'numeric' } : {})}
          {...input}
          value={isNumber ? (Number.isNaN(field.value) ? '' : String(field.value)) : field.value}
          onChange={isNumber ? (text) => field.onChange(text === '' ? Number.NaN : Number(text)) : field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * The weekdays a rule or an action runs on, 0 (Sunday) to 6, as checkboxes named by `names` (short or long), and
 * the message of their check under them.
 */
export function WeekdaysField<TValues extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  names,
  gapClassName,
}: {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  names: readonly string[];
  /** The space between a checkbox and its name. */
  gapClassName: 'gap-1.5' | 'gap-2';
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const days = field.value as number[];
        const toggle = (day: number) =>
          field.onChange(days.includes(day) ? days.filter((item) => item !== day) : [...days, day].sort());
        return (
          <fieldset>
            <legend className="field-label">{t('Weekdays')}</legend>
            <div className="flex flex-wrap gap-3">
              {names.map((dayName, day) => (
                <label key={dayName} className={`flex min-h-11 items-center ${gapClassName} text-sm`}>
                  <input type="checkbox" className="size-5" checked={days.includes(day)} onChange={() => toggle(day)} />
                  {t(dayName)}
                </label>
              ))}
            </div>
            {fieldState.error?.message && (
              <p role="alert" className="field-error">
                {t(fieldState.error.message)}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
