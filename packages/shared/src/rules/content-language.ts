// The languages content is written in (issue 37, decision 102): English, always there, and Arabic beside it,
// field by field. A shopper's request names its language by Accept-Language; a missing Arabic field falls back to
// the English one.

import type { TLanguage } from './languages.js';

/** The storefront's languages (decision 101) are the languages content is written in. */
export type TContentLanguage = TLanguage;

/**
 * The language of an Accept-Language header: Arabic when its first tag is `ar` or `ar-*` (any case, before any
 * `;q=`), English otherwise (no header, `*`, any other language). The web app sends exactly `ar` or `en`.
 */
export function languageOfAcceptLanguage(header: string | readonly string[] | undefined): TContentLanguage {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string') return 'en';
  const first = value.split(',', 1)[0]?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en';
}

/** The Arabic text where it is written (not blank), else the English: the storefront's rule for every field. */
export function inLanguage(language: TContentLanguage, english: string, arabic: string | undefined): string {
  return language === 'ar' && arabic !== undefined && arabic.trim() !== '' ? arabic : english;
}

/** The fields among `fields` whose Arabic text is blank while the English one is not: what the back office flags. */
export function missingArabicFields<K extends string>(
  fields: readonly K[],
  english: Readonly<Record<K, string>>,
  arabic: Readonly<Partial<Record<K, string>>>,
): K[] {
  return fields.filter((field) => english[field].trim() !== '' && (arabic[field] ?? '').trim() === '');
}

/**
 * The Arabic texts kept in a content row's `ar` JSON, for `keys` (the row's own column names): a key not written,
 * blank, not text, or a document that does not parse is left out (decision 102).
 */
export function arabicTextsOf<K extends string>(json: string, keys: readonly K[]): Partial<Record<K, string>> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {};
  }
  if (value === null || typeof value !== 'object') return {};
  const texts: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const text = (value as Record<string, unknown>)[key];
    if (typeof text === 'string' && text.trim() !== '') texts[key] = text;
  }
  return texts;
}
