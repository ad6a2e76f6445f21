/**
 * The storefront's languages (issue 37, decision 101): English at the paths the spec gives, Arabic at the same path
 * under /ar, so no English link breaks. A module of its own, importing nothing: the web app's entry and the API's
 * page serving both use it.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** The prefix of the Arabic pages. */
export const ARABIC_PATH = '/ar';

/** The language of a path, and the path without its language (`/ar/cart?x=1` is ar and `/cart?x=1`, `/ar` is `/`). */
export function splitLanguagePath(url: string): { language: TLanguage; path: string } {
  const match = /^\/ar(?=$|[/?#])/.exec(url);
  if (!match) return { language: 'en', path: url };
  const rest = url.slice(ARABIC_PATH.length);
  return { language: 'ar', path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** A page's path (from `/`) in a language: `/cart` is `/ar/cart` in Arabic, `/` is `/ar/`. */
export function pathInLanguage(path: string, language: TLanguage): string {
  const page = path.startsWith('/') ? path : `/${path}`;
  return language === 'ar' ? `${ARABIC_PATH}${page}` : page;
}
