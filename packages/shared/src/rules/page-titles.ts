/**
 * The browser title of each page. The server writes it into the first HTML response (decision 027) and the web
 * app sets the same text when a shopper navigates inside the app, so a tab, a bookmark and a search result name
 * the page alike. The site is the shop's name from its settings (decision 071); '' (not known yet) leaves it out.
 */

/** What the home page's title says the site sells (in English; a language gives its own, decision 101). */
export const HOME_SELLS = 'Tours, Musandam trips and tickets in the UAE';

/** The home page's title: the site first, then what it sells. */
export function homeTitle(site: string, sells: string = HOME_SELLS): string {
  return site ? `${site} | ${sells}` : sells;
}

/** A page's title: its own name, then the site's. */
export function pageTitle(name: string, site: string): string {
  return site ? `${name} | ${site}` : name;
}

export function blogPostTitle(title: string, site: string): string {
  return pageTitle(title, site ? `${site} blog` : 'Blog');
}

/** The filter page: the chosen category (or every experience) in the UAE. */
export function filterPageName(category: string | null): string {
  return `${category ?? 'All experiences'} in the UAE`;
}

/** The names of the pages without data of their own, by their path in the web app's router. */
export const STATIC_PAGE_NAMES = {
  '/blogs': 'Travel blog',
  '/about': 'About us',
  '/faq': 'Help and FAQ',
  '/BurjKhalifa': 'Burj Khalifa tickets',
  '/PrivacyPolicy': 'Privacy policy',
  '/TermsofServices': 'Terms of service',
  '/LawEnforcementResources': 'Law enforcement resources',
  '/IntellectualPropertyPolicy': 'Intellectual property policy',
  '/CookiesPolicy': 'Cookies policy',
  '/VisaChange': 'UAE visa change',
  '/gift-cards': 'Gift cards',
} as const;

export type TStaticPagePath = keyof typeof STATIC_PAGE_NAMES;

export function notFoundTitle(site: string, name = 'Page not found'): string {
  return pageTitle(name, site);
}
