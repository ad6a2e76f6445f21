import { nationalityCodes } from '@rihla/shared/rules/passengers';
import { Check, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { t } from '../../../lib/i18n';

interface TCountry {
  code: string;
  name: string;
}

let countries: TCountry[] | undefined;

/** Every nationality the server accepts, by its English name (Intl's), in alphabetical order. */
function allCountries(): TCountry[] {
  if (!countries) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    countries = nationalityCodes()
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
  return countries;
}

/** A country's name from its code ('OM' -> 'Oman'). */
export function countryName(code: string): string {
  return allCountries().find((country) => country.code === code)?.name ?? code;
}

const MAX_SHOWN = 50;

/**
 * The nationality: a searchable country select (an ARIA combobox). Typing filters the countries by name or code;
 * arrows move, Enter or a tap chooses; the value is the ISO code the call takes.
 */
export function CountrySelect({
  id,
  value,
  onChange,
  onBlur,
  describedBy,
  isInvalid,
  isRequired,
}: {
  id: string;
  value: string;
  onChange(code: string): void;
  onBlur(): void;
  describedBy?: string | undefined;
  isInvalid: boolean;
  isRequired: boolean;
}) {
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = `${id}-list`;
  const isOpen = query !== null;
  const shown = useMemo(() => {
    const needle = (query ?? '').trim().toLowerCase();
    const all = allCountries();
    if (!needle) return all.slice(0, MAX_SHOWN);
    const starts = all.filter((c) => c.name.toLowerCase().startsWith(needle) || c.code.toLowerCase() === needle);
    const contains = all.filter((c) => !starts.includes(c) && c.name.toLowerCase().includes(needle));
    return [...starts, ...contains].slice(0, MAX_SHOWN);
  }, [query]);

  const choose = (country: TCountry) => {
    onChange(country.code);
    setQuery(null);
  };
  /** Enter on an option that got the focus somehow (a screen reader's own cursor) chooses it too. */
  const onOptionKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const country = shown.find((one) => `${listId}-${one.code}` === event.currentTarget.id);
    if (event.key === 'Enter' && country) choose(country);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!isOpen) setQuery('');
      setActive((index) => Math.min(index + 1, shown.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && isOpen) {
      event.preventDefault();
      const country = shown[active];
      if (country) choose(country);
    } else if (event.key === 'Escape') {
      setQuery(null);
    }
  };

  return (
    <div className="relative">
      <input
        id={id}
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isOpen && shown[active] ? `${listId}-${shown[active].code}` : undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        aria-required={isRequired || undefined}
        autoComplete="off"
        placeholder={t('Search a country')}
        className="field-input pe-10"
        value={query ?? (value ? countryName(value) : '')}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onFocus={(event) => event.currentTarget.select()}
        onClick={() => setQuery((current) => current ?? '')}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          // A tap on a country moves the focus into the list first: that choice is made by its own click.
          if (listRef.current?.contains(event.relatedTarget as Node | null)) return;
          setQuery(null);
          onBlur();
        }}
      />
      <ChevronDown
        size={18}
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 end-3 my-auto text-muted"
      />
      {isOpen && (
        <div className="absolute inset-x-0 top-full z-20 mt-1 rounded-xl border border-line bg-white py-1 shadow-lg">
          {shown.length === 0 && <p className="px-3 py-3 text-sm text-muted">{t('No country matches')}</p>}
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={t('Countries')}
            className="max-h-64 overflow-y-auto overscroll-contain"
          >
            {shown.map((country, index) => (
              // The combobox's input keeps the focus and the keys (aria-activedescendant); an option takes a tap.
              <div
                key={country.code}
                id={`${listId}-${country.code}`}
                role="option"
                aria-selected={country.code === value}
                tabIndex={-1}
                className={`flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 text-sm ${
                  index === active ? 'bg-brand-50 text-brand-800' : 'text-ink'
                }`}
                onMouseEnter={() => setActive(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(country)}
                onKeyDown={onOptionKey}
              >
                <span>{country.name}</span>
                {country.code === value && <Check size={16} aria-hidden="true" />}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
