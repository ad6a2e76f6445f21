import { pathInLanguage, splitLanguagePath, type TLanguage } from '@rihla/shared/rules/languages';
import { currentLocale } from './i18n';
import { readStorage, writeStorage } from './storage';

// The storefront's language choice (decision 101): the path says the page's language; the shopper's own choice is
// remembered and honoured on the next visit; the browser's language only ever brings an offer, never a redirect.

/** The language the shopper chose with the switch or the offer, if any. */
export function chosenLanguage(): TLanguage | null {
  const stored = readStorage('language');
  return stored === 'ar' || stored === 'en' ? stored : null;
}

export function rememberLanguage(language: TLanguage): void {
  writeStorage('language', language);
}

/** The address of the page at `pathname` (inside the app, without /ar), `search` and `hash`, in a language. */
export function pageInLanguage(pathname: string, search: string, hash: string, language: TLanguage): string {
  return `${pathInLanguage(pathname, language)}${search}${hash}`;
}

/**
 * Where a first load should go instead, or null: the same page in the language the shopper chose before, when the
 * address is in the other one (a bookmark, a shared link). The back office has one language and is left alone.
 */
export function rememberedLanguageAddress(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  const chosen = chosenLanguage();
  const { language, path } = splitLanguagePath(location.pathname);
  if (!chosen || chosen === language || path.split('/')[1]?.toLowerCase() === 'admin') return null;
  return pageInLanguage(path, location.search, location.hash, chosen);
}

/** Whether the browser says it prefers Arabic first (the offer's condition, with no choice stored). */
export function isArabicPreferred(languages: readonly string[] = navigator.languages): boolean {
  return /^ar\b/i.test(languages[0] ?? '');
}

/** Whether an English page offers Arabic: the browser prefers it and the shopper has chosen no language yet. */
export function isArabicOffered(): boolean {
  return currentLocale() === 'en' && chosenLanguage() === null && isArabicPreferred();
}
