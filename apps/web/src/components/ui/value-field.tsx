import type { InputHTMLAttributes } from 'react';
import { t } from '../../lib/i18n';

/**
 * A labelled text input held in the caller's state (not react-hook-form's), with its message under it: the back
 * office's forms and the gift card page.
 */
export function ValueField({
  id,
  label,
  value,
  onChange,
  error,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        className="field-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
