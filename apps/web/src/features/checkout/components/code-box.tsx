import { LoaderCircle, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useId } from 'react';
import { t } from '../../../lib/i18n';

/**
 * A code typed and applied at checkout (the promo code, a gift card): its label, the box and Apply, then the
 * server's refusal or why it cannot be used now, said under the box and tied to it.
 */
export function CodeBox({
  label,
  applyLabel,
  name,
  value,
  onValueChange,
  onApply,
  error,
  note,
  isPending,
  isDisabled = false,
}: {
  label: string;
  /** The Apply button's name when the page has more than one Apply ('Apply gift card'); it still reads Apply. */
  applyLabel?: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  onApply: () => void;
  /** The server's refusal of the last Apply. */
  error: string;
  /** Why the box is off, said in words (never by its colour alone). */
  note?: string;
  isPending: boolean;
  isDisabled?: boolean;
}) {
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const noteId = `${fieldId}-note`;
  const describedBy = [error ? errorId : '', note ? noteId : ''].filter(Boolean).join(' ') || undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4">
      <label htmlFor={fieldId} className="field-label">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={fieldId}
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder={t('Enter code')}
          disabled={isDisabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="field-input min-w-0 flex-1 uppercase placeholder:normal-case disabled:cursor-not-allowed disabled:bg-surface"
        />
        <button
          type="submit"
          className="btn-secondary shrink-0 px-4 disabled:cursor-not-allowed disabled:opacity-60"
          disabled={isPending || isDisabled}
          aria-label={applyLabel}
        >
          {isPending ? <LoaderCircle size={16} className="animate-spin" aria-hidden="true" /> : null}
          {t('Apply')}
        </button>
      </div>
      {note && (
        <p id={noteId} className="mt-1 text-sm text-muted">
          {note}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** What is applied ('WELCOME10 applied'), with a button that takes it off again. */
export function AppliedChip({
  icon,
  text,
  removeLabel,
  onRemove,
  isPending,
}: {
  icon: ReactNode;
  text: string;
  removeLabel: string;
  /** Absent where nothing can change any more (a paid checkout). */
  onRemove?: () => void;
  isPending: boolean;
}) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-2">
      <p
        className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800"
        role="status"
      >
        {icon}
        {text}
      </p>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          disabled={isPending}
          aria-label={removeLabel}
          className="-my-2 inline-flex min-h-11 items-center gap-1 rounded px-1 text-xs font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60 lg:my-0 lg:min-h-0"
        >
          <X size={14} aria-hidden="true" />
          {t('Remove')}
        </button>
      )}
    </div>
  );
}
