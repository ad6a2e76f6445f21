import type { TOperatorCallName } from '@rihla/shared/operator-calls';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import { fieldErrorsOf, useDeskWrite } from '../api/desk-write';
import type { TOperatorResult } from '../api/operator-client';

const REASON_MAX = 200;

/**
 * A back office write whose only field is a reason (pause a discount code, block a wallet, void a gift card): the
 * reason checked with the call's own schema, the server's refusal kept in the dialog, and on success a toast of
 * the server's message and what follows.
 */
export function ReasonDialog<N extends TOperatorCallName, B extends { reason: string }>({
  title,
  description,
  actionLabel,
  actionClass = 'btn-primary',
  fieldId,
  schema,
  bodyOf,
  send,
  after,
  onClose,
}: {
  title: string;
  description: string;
  actionLabel: string;
  /** The action button's look: 'btn-danger' for a write that cannot be undone. */
  actionClass?: 'btn-primary' | 'btn-danger';
  fieldId: string;
  /** The call's request schema: its message for a bad reason shows beside the field. */
  schema: z.ZodType<B>;
  /** The call's body with the reason typed. */
  bodyOf(reason: string): unknown;
  send(body: B): Promise<TOperatorResult<N>>;
  after(): Promise<unknown>;
  onClose(): void;
}) {
  const write = useDeskWrite();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(bodyOf(reason));
    setReasonError(parsed.success ? undefined : fieldErrorsOf<'reason'>(parsed.error.issues).reason);
    if (!parsed.success) return;
    await write.send(() => send(parsed.data), {
      done: (message) => t(message),
      after: async () => {
        await after();
        onClose();
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <ReasonField id={fieldId} value={reason} onChange={setReason} error={reasonError} />
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
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {t('Reason (required)')}
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
