/**
 * The browser title of each page. The server writes it into the first HTML response (decision 027) and the web
 * app sets the same text when a shopper navigates inside the app, so a tab, a bookmark and a search result name
 * the page alike.
 */

export const SITE_NAME = 'Rihla';

export const HOME_TITLE = `${SITE_NAME} | Tours, Musandam trips and tickets in the UAE`;

/** A page's title: its own name, then the site's. */
export function pageTitle(name: string): string {
  return `${name} | ${SITE_NAME}`;
}

export function blogPostTitle(title: string): string {
  return `${title} | ${SITE_NAME} blog`;
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

export const NOT_FOUND_TITLE = pageTitle('Page not found');
