import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { t } from '../../lib/i18n';

export interface TFieldBase {
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

type TInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur'>;

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      {t(message)}
    </p>
  );
}

export function invalidProps(error: string | undefined, errorId: string) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
}

/** The label, the control and its error line; the control gets the field's id and error id. */
export function FieldShell({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (ids: { id: string; errorId: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({ id, errorId })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function TextField({ label, error, registration, ...input }: TFieldBase & TInputProps) {
  return (
    <FieldShell label={label} error={error}>
      {({ id, errorId }) => (
        <input id={id} className="field-input" {...invalidProps(error, errorId)} {...registration} {...input} />
      )}
    </FieldShell>
  );
}

export function PasswordField({ label, error, registration, ...input }: TFieldBase & TInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FieldShell label={label} error={error}>
      {({ id, errorId }) => (
        <div className="relative">
          <input
            id={id}
            type={isVisible ? 'text' : 'password'}
            className="field-input pe-12"
            {...invalidProps(error, errorId)}
            {...registration}
            {...input}
          />
          <button
            type="button"
            onClick={() => setIsVisible((value) => !value)}
            aria-label={isVisible ? t('Hide password') : t('Show password')}
            aria-pressed={isVisible}
            className="absolute inset-y-0 end-0.5 my-auto grid size-11 place-items-center rounded-lg text-muted hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {isVisible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
