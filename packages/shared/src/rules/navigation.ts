import { DETAIL_ROUTE_MODULES, type TModule } from '../constants.js';
import { isBackOfficePath } from './back-office.js';

/** SPEC "Navigation rule for items": picnic and inBound open the detail route, every other module the package route. */
export function itemPath(module: string, planId: string): string {
  const base = (DETAIL_ROUTE_MODULES as readonly string[]).includes(module) ? 'detail' : 'package';
  return `/${base}/${encodeURIComponent(module)}/${encodeURIComponent(planId)}`;
}

export function isDetailRouteModule(module: TModule): boolean {
  return DETAIL_ROUTE_MODULES.includes(module);
}

/**
 * The web app's pages as React Router path patterns (apps/web/src/app/router.tsx, which a web test holds to
 * this list). The server answers any other path with the app's not-found page and status 404.
 */
export const WEB_PAGE_PATHS = [
  '/',
  '/orderDetails',
  '/success',
  '/failure',
  '/gateway/:transactionID/:actionURL',
  '/cartcount/:type/:id',
  '/cart',
  '/transactionStatus',
  // A phone booking's payer after paying the link (decision 075).
  '/paid/:checkoutId',
  '/checkout/:id',
  '/wishlist',
  '/personalinfoform',
  '/wallet',
  // Who is travelling on one of the shopper's orders (issue 36).
  '/travellers/:reference',
  '/gift-cards',
  '/about',
  '/faq',
  '/detail/:type/:id',
  '/package/:type/:id',
  '/blogs',
  '/blogsdetails/:id',
  '/ProductFilterPage',
  '/BurjKhalifa',
  '/PrivacyPolicy',
  '/TermsofServices',
  '/LawEnforcementResources',
  '/IntellectualPropertyPolicy',
  '/CookiesPolicy',
  '/VisaChange',
] as const;

/** Whether a URL path is one of the web app's pages, matched as React Router does (any case, a slash at the end). */
export function isWebPagePath(pathname: string): boolean {
  if (isBackOfficePath(pathname)) return true;
  const segments = pathname.split('/').filter(Boolean);
  return WEB_PAGE_PATHS.some((path) => {
    const pattern = path.split('/').filter(Boolean);
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]?.toLowerCase())
    );
  });
}
