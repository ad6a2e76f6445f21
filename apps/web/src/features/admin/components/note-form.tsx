import { zodResolver } from '@hookform/resolvers/zod';
import type { TOperatorCallName } from '@rihla/shared/operator-calls';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import type { TOperatorResult } from '../api/operator-client';

type TTextSchema = z.ZodObject<{ text: z.ZodType<string, string> }>;

/**
 * An operator's note (on an order, about a customer): the text checked with the add call's own rule for it, then
 * sent through the desk write; the field is emptied once the note is added.
 */
export function NoteForm<N extends TOperatorCallName>({
  id,
  label,
  maxLength,
  schema,
  send,
  changes,
}: {
  id: string;
  label: string;
  maxLength: number;
  /** The add call's request schema: its message for a bad text shows beside the field. */
  schema: TTextSchema;
  send(text: string): Promise<TOperatorResult<N>>;
  changes: readonly TOperatorCallName[];
}) {
  const { isBusy, error: refusal, send: sendWrite } = useDeskWrite();
  const form = useForm<{ text: string }>({
    resolver: zodResolver(schema.pick({ text: true })),
    defaultValues: { text: '' },
  });
  const text = useWatch({ control: form.control, name: 'text' });
  // NOTE: a refusal that names the text is also the write's message: it shows once, under the field.
  const error = form.formState.errors.text?.message ?? refusal;
  const save = form.handleSubmit(async (values) => {
    await sendWrite(() => send(values.text), {
      done: t('Note added'),
      changes,
      after: () => form.reset(),
      form,
    });
  });
  return (
    <form onSubmit={save} noValidate className="space-y-3">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        className="field-input min-h-24"
        value={text}
        maxLength={maxLength}
        onChange={(event) => form.setValue('text', event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {t(error)}
        </p>
      )}
      <button type="submit" className="btn-secondary" disabled={isBusy}>
        {t('Add the note')}
      </button>
    </form>
  );
}
