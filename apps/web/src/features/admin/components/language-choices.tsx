import type { TLanguage } from '@rihla/shared/rules/languages';

/** Each language named in itself, as an operator who reads only one of them looks for it. */
export const LANGUAGE_NAMES: ReadonlyArray<{ language: TLanguage; name: string }> = [
  { language: 'en', name: 'English' },
  { language: 'ar', name: 'العربية' },
];

/** A language's name in itself ('العربية'), for a sentence that names it. */
export function languageName(language: TLanguage): string {
  return LANGUAGE_NAMES.find((option) => option.language === language)?.name ?? language;
}

/**
 * The languages as radio buttons, each named in itself: the operator's own back office (decision 104) and a phone
 * booking's customer (decision 110) are chosen the same way.
 */
export function LanguageChoices({
  name,
  language,
  isDisabled = false,
  onChange,
}: {
  name: string;
  language: TLanguage;
  isDisabled?: boolean;
  onChange(language: TLanguage): void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      {LANGUAGE_NAMES.map((option) => (
        <label
          key={option.language}
          lang={option.language}
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-4 py-2 text-sm font-semibold text-ink"
        >
          <input
            type="radio"
            name={name}
            value={option.language}
            checked={option.language === language}
            disabled={isDisabled}
            onChange={() => onChange(option.language)}
          />
          {option.name}
        </label>
      ))}
    </div>
  );
}
