// The translation layer: every user-facing string goes through t(). English is the source language and
// the key (gettext style), so a new language is one catalogue of English -> translation, and nothing else
// (decision 101). Counts use ICU's plural form (decision 076):
// t('{count, plural, one {# adult} other {# adults}}', { count }) -> "1 adult", "3 adults".
//
// English, the source, is formatted here by a small ICU subset (placeholders, plural with =N and categories) that
// costs the first load nothing. A translation is formatted by FormatJS's intl-messageformat from messages the
// build precompiled to ASTs (build/catalogue.ts), so its parser never ships; the catalogue and the library load
// together, as one chunk, only when the page is in that language (locales/ar.ts).
export type TVars = Record<string, string | number>;

/** The languages of the storefront: English at today's paths, Arabic under /ar (decision 101). */
export const LOCALES = ['en', 'ar'] as const;
export type TLocale = (typeof LOCALES)[number];

/** A loaded catalogue: the translation of an English text, or undefined when it has none yet. */
export type TTranslate = (english: string, vars?: TVars) => string | undefined;

/**
 * The one place that names the Intl locales of each language. English keeps the forms its texts were written
 * with (SPEC's "Sat, 28 Nov 2026" and "8:00 AM", numbers "1,234.50"); Arabic uses ar-AE, whose CLDR numbering
 * system is Western digits (latn), pinned here so that an engine with other data still shows them (decision 101).
 */
export const INTL_LOCALES: Record<TLocale, { date: string; time: string; number: string }> = {
  en: { date: 'en-GB', time: 'en-US', number: 'en-US' },
  ar: { date: 'ar-AE-u-nu-latn', time: 'ar-AE-u-nu-latn', number: 'ar-AE-u-nu-latn' },
};

let locale: TLocale = 'en';
let translate: TTranslate | undefined;
const pluralRules = new Map<string, Intl.PluralRules>();

let whenComplete: Promise<void> = Promise.resolve();

/**
 * Switches the language of t() and of the page (`<html lang dir>`); `catalogue` translates into it, and
 * `completing`, when given, settles once the rest of its texts have loaded (a first load brings only its own).
 */
export function setLocale(next: TLocale, catalogue?: TTranslate, completing?: Promise<void>): void {
  locale = next;
  translate = next === 'en' ? undefined : catalogue;
  whenComplete = completing ?? Promise.resolve();
  document.documentElement.lang = next;
  document.documentElement.dir = next === 'ar' ? 'rtl' : 'ltr';
}

/** Settles when every text of the current language's catalogue has loaded (at once in English). */
export function catalogueComplete(): Promise<void> {
  return whenComplete;
}

export function currentLocale(): TLocale {
  return locale;
}

/** The Intl locale for dates, times or numbers in the current language. */
export function intlLocale(kind: 'date' | 'time' | 'number'): string {
  return INTL_LOCALES[locale][kind];
}

function pluralCategory(count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get('en');
  if (!rules) {
    rules = new Intl.PluralRules('en');
    pluralRules.set('en', rules);
  }
  return rules.select(count);
}

/** The end of the {...} that opens at `start` (its index), counting nested braces. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/** The branches of a plural's body, `=0 {none} one {# adult} other {# adults}`, by their selector. */
function pluralBranches(body: string): Map<string, string> {
  const branches = new Map<string, string>();
  let index = 0;
  while (index < body.length) {
    const open = body.indexOf('{', index);
    if (open < 0) break;
    const close = closingBrace(body, open);
    if (close < 0) break;
    branches.set(body.slice(index, open).trim(), body.slice(open + 1, close));
    index = close + 1;
  }
  return branches;
}

/** Replaces each `{name, plural, ...}` by its branch for vars[name], `#` by the number. */
function withPlurals(text: string, vars: TVars): string {
  const start = text.search(/\{\w+, ?plural,/);
  if (start < 0) return text;
  const close = closingBrace(text, start);
  if (close < 0) return text;
  const [, name = '', body = ''] = /^\{(\w+), ?plural,(.*)\}$/s.exec(text.slice(start, close + 1)) ?? [];
  const count = Number(vars[name]);
  const branches = pluralBranches(body);
  const branch = branches.get(`=${count}`) ?? branches.get(pluralCategory(count)) ?? branches.get('other') ?? '';
  const shown = branch.replace(/#/g, String(vars[name]));
  return text.slice(0, start) + shown + withPlurals(text.slice(close + 1), vars);
}

/** The English text with its {placeholders} and {count, plural, ...} forms filled from vars. */
function formatEnglish(english: string, vars?: TVars): string {
  if (!vars) return english;
  return withPlurals(english, vars).replace(/\{(\w+)\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}

/** Translates an English text and fills {placeholders} and {count, plural, ...} forms from vars. */
export function t(english: string, vars?: TVars): string {
  return translate?.(english, vars) ?? formatEnglish(english, vars);
}
