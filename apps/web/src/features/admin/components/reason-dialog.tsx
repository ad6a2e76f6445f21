import { zodResolver } from '@hookform/resolvers/zod';
import type { TOperatorCallName } from '@rihla/shared/operator-calls';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import type { TOperatorResult } from '../api/operator-client';

const REASON_MAX = 200;

type TReasonSchema = z.ZodObject<{ reason: z.ZodType<string, string> }>;

/**
 * A back office write whose only field is a reason (pause a discount code, block a wallet, void a gift card): the
 * reason checked with the call's own schema's rule for it, the server's refusal kept in the dialog, and on success a
 * toast of the server's message, the changed answers asked again, and the dialog closed.
 */
export function ReasonDialog<N extends TOperatorCallName, S extends TReasonSchema>({
  title,
  description,
  actionLabel,
  actionClass = 'btn-primary',
  fieldId,
  fieldLabel,
  schema,
  bodyOf,
  send,
  changes,
  onClose,
  after,
}: {
  title: string;
  description: string;
  actionLabel: string;
  /** The action button's look: 'btn-danger' for a write that cannot be undone. */
  actionClass?: 'btn-primary' | 'btn-danger';
  fieldId: string;
  /** The field's label, when it is not a reason (a mismatch's resolution is a note). */
  fieldLabel?: string;
  /** The call's request schema: its message for a bad reason shows beside the field. */
  schema: S;
  /** The call's body with the reason typed. */
  bodyOf(reason: string): z.input<S>;
  send(body: z.output<S>): Promise<TOperatorResult<N>>;
  /** The calls whose answers the write changes. */
  changes: readonly TOperatorCallName[];
  onClose(): void;
  /** What follows a success once the dialog is closed (the deleted customer's page is left). */
  after?: () => void;
}) {
  const write = useDeskWrite();
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(schema.pick({ reason: true })),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });

  const submit = form.handleSubmit(async (values) => {
    await write.send(() => send(schema.parse(bodyOf(values.reason))), {
      done: (message) => t(message),
      changes,
      after: () => {
        onClose();
        after?.();
      },
      form,
    });
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <ReasonField
          id={fieldId}
          label={fieldLabel}
          value={reason}
          onChange={(value) => form.setValue('reason', value)}
          error={form.formState.errors.reason?.message}
        />
        {write.error && (
          <p role="alert" className="field-error">
            {t(write.error)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('Cancel')}
          </button>
          <button type="submit" className={actionClass} disabled={write.isBusy}>
            {actionLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The reason of an operator's write: a required text of at most 200 characters, its message under it. */
export function ReasonField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label?: string | undefined;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label ?? t('Reason (required)')}
      </label>
      <textarea
        id={id}
        className="field-input min-h-24"
        value={value}
        maxLength={REASON_MAX}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
