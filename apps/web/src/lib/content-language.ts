import { currentLocale } from './i18n';

const ARABIC_LETTER = /[\u0620-\u064A\u066E-\u06D3\u06FA-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/;

/** The attributes of an element holding content (from the API or the shop) shown on a page of either language. */
export interface TContentLanguage {
  lang?: 'en' | 'ar';
  dir: 'auto';
}

/**
 * How a content field is marked on the page (decision 105): always `dir="auto"`, so that a name, an address or a
 * title in the other language keeps its own direction (numbers and references keep their order), and `lang` when
 * the text is in the other language than the page: an Arabic page showing a field with Latin letters and no Arabic
 * one is showing English (a field that fell back to English, a name written in English), which screen readers
 * should read as English and which the Arabic-routes journey allows; an English page showing Arabic says so too.
 * Only for content: the app's own texts go through t() and never need it.
 */
export function contentLanguage(text: string | null | undefined, locale = currentLocale()): TContentLanguage {
  const value = text ?? '';
  const hasArabic = ARABIC_LETTER.test(value);
  if (locale === 'ar' && !hasArabic && LATIN_LETTER.test(value)) return { lang: 'en', dir: 'auto' };
  if (locale === 'en' && hasArabic) return { lang: 'ar', dir: 'auto' };
  return { dir: 'auto' };
}
