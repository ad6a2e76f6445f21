import { CircleAlert, CircleCheck } from 'lucide-react';
import type { Ref } from 'react';
import { t } from '../../../lib/i18n';

/** The server's refusal under a form, read out at once. */
export function FailureAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-danger/30 bg-danger/5 p-3 text-sm font-medium text-danger"
    >
      <CircleAlert size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
      <span>{t(message)}</span>
    </p>
  );
}

/** The server's good news at the top of a form (a sign-up made, a code sent). */
export function SuccessStatus({ message, ref }: { message: string; ref?: Ref<HTMLParagraphElement> }) {
  if (!message) return null;
  return (
    <p
      ref={ref}
      role="status"
      className="flex items-start gap-2 rounded-xl border border-brand-100 bg-brand-50 p-3 text-sm font-medium text-brand-800"
    >
      <CircleCheck size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
      <span>{t(message)}</span>
    </p>
  );
}
