// The translation layer: every user-facing string goes through t(). English is the source language and
// the key (gettext style), so a new language is one table of English -> translation, and nothing else.
type TVars = Record<string, string | number>;

const tables: Record<string, Record<string, string>> = { en: {} };
let locale = 'en';

export function setLocale(next: string, table?: Record<string, string>): void {
  if (table) tables[next] = table;
  locale = next;
  document.documentElement.lang = next;
  document.documentElement.dir = next === 'ar' ? 'rtl' : 'ltr';
}

/** Translates an English text and fills {placeholders} from vars. */
export function t(english: string, vars?: TVars): string {
  const text = tables[locale]?.[english] ?? english;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}
