import { COUNTRY_PLACEHOLDER } from '@rihla/shared/constants';
import { ChevronDown, Eye, EyeOff, Phone } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { t } from '../../../lib/i18n';
import { useCountries } from '../api/countries';

interface TFieldBase {
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

function invalidProps(error: string | undefined, errorId: string) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
}

/** The label, the control and its error line; the control gets the field's id and error id. */
function FieldShell({
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
            className="absolute inset-y-0 end-1 my-auto grid size-9 place-items-center rounded-lg text-muted hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {isVisible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
          </button>
        </div>
      )}
    </FieldShell>
  );
}

/** Native select of countries: a 'Select Country' placeholder, then every country with its dial code. */
export function CountrySelect({ label, error, registration }: TFieldBase) {
  const countries = useCountries();
  return (
    <FieldShell label={label} error={error}>
      {({ id, errorId }) => (
        <div className="relative">
          <select
            id={id}
            className="field-input appearance-none pe-10"
            autoComplete="country"
            {...invalidProps(error, errorId)}
            {...registration}
          >
            <option value={COUNTRY_PLACEHOLDER}>{t('Select Country')}</option>
            {countries.data?.map((country) => (
              <option key={country.code} value={country.code}>
                {t('{name} ({dialCode})', { name: country.name, dialCode: country.dialCode })}
              </option>
            ))}
          </select>
          <ChevronDown
            size={18}
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 end-3 my-auto text-muted"
          />
        </div>
      )}
    </FieldShell>
  );
}

/** Phone number with the chosen country's dial code shown in front. */
export function PhoneField({
  label,
  error,
  registration,
  countryCode,
}: TFieldBase & { countryCode: string | undefined }) {
  const countries = useCountries();
  const dialCode = countries.data?.find((country) => country.code === countryCode)?.dialCode;
  return (
    <FieldShell label={label} error={error}>
      {({ id, errorId }) => (
        <div className="flex items-stretch">
          <span
            id={`${id}-prefix`}
            className={`inline-flex min-w-14 items-center justify-center rounded-s-xl border border-e-0 bg-surface px-3 text-sm font-semibold text-muted ${error ? 'border-danger' : 'border-line'}`}
          >
            {dialCode ?? <Phone size={16} aria-hidden="true" />}
          </span>
          <input
            id={id}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('50 123 4567')}
            className="field-input min-w-0 rounded-s-none"
            aria-invalid={error ? true : undefined}
            aria-describedby={
              [dialCode ? `${id}-prefix` : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
            }
            {...registration}
          />
        </div>
      )}
    </FieldShell>
  );
}
