import { COUNTRY_PLACEHOLDER } from '@rihla/shared/constants';
import { ChevronDown, Phone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FieldShell, invalidProps, type TFieldBase } from '../../../components/ui/form-fields';
import { t } from '../../../lib/i18n';
import { useCountries } from '../api/countries';

/** The country the login and sign-up forms start on: most shoppers of UAE tours live in the Emirates. */
export const DEFAULT_COUNTRY = 'AE';

/**
 * Native select of countries: a 'Select Country' placeholder (still selectable, and refused by the schema),
 * then every country with its dial code. Being native, it jumps to a country as its name is typed.
 * `value` is the form's value: the options arrive after the select is drawn, so it is put back on the
 * element once they are there (a select cannot show a value it has no option for).
 */
export function CountrySelect({ label, error, registration, value }: TFieldBase & { value: string | undefined }) {
  const countries = useCountries();
  const selectRef = useRef<HTMLSelectElement | null>(null);
  const hasOptions = Boolean(countries.data);
  useEffect(() => {
    const select = selectRef.current;
    if (hasOptions && select && value !== undefined && select.value !== value) select.value = value;
  }, [hasOptions, value]);
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
            ref={(element) => {
              selectRef.current = element;
              registration.ref(element);
            }}
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
