import { CHUNK_LOAD_TIMEOUT_MS } from '@rihla/shared/constants';
import { BACK_OFFICE_PATH, isBackOfficePath } from '@rihla/shared/rules/back-office';
import { ARABIC_PATH, type TLanguage } from '@rihla/shared/rules/languages';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { featuredDataQuery } from '../features/home/api/featured-data';
import { bannersQuery } from '../features/home/api/list-banner';
import { viewDetailQuery } from '../features/product/api/view-detail-query';
import { catalogueComplete } from '../lib/i18n';
import { FIRST_PAGES } from '../locales/first-pages';
import { queryClient } from './query-client';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * A page's module; `firstData` starts the rest of the page's calls and settles when they have answered. The
 * first load waits on it (see prefetch), so that the page renders in one interruptible pass with its data
 * instead of once per answer.
 */
type TPageModule = { default: ComponentType; firstData?: () => Promise<unknown> };

/** The server's first screen still shows: the app has not rendered its layout (`<main id="main">`) yet. */
const isFirstScreen = () => !document.getElementById('main');

/**
 * Route-level code splitting. A chunk that fails to load, or takes longer than the spec's 120 s, becomes
 * the error "Loading chunk <name> failed", which the router's error screen shows.
 */
function page(name: string, load: () => Promise<TPageModule>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), CHUNK_LOAD_TIMEOUT_MS);
      });
      try {
        // Other pages than the first ones bring the rest of their language's texts (decision 101).
        const texts = name in FIRST_PAGES ? undefined : catalogueComplete();
        const [module] = await Promise.race([Promise.all([load(), texts]), timeout]);
        if (module.firstData && isFirstScreen()) await Promise.race([module.firstData(), timeout]);
        return { Component: module.default };
      } catch {
        throw new Error(`Loading chunk ${name} failed`);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * Starts the first calls of a page while its chunk loads (the router runs a static loader beside `lazy`), so
 * the page's hooks find them on the way instead of asking only once the chunk has run. A navigation inside the
 * app never waits on them. Only the first load does, while the server's first screen still shows (no
 * `<main id="main">` yet, decision 015): the app then replaces it with the finished page, not a skeleton. A
 * failed call is left to the page's own hook to show (prefetchQuery never rejects).
 */
function prefetch(start: (args: LoaderFunctionArgs) => Promise<void>): Pick<RouteObject, 'loader'> {
  return {
    loader: async (args) => {
      const pending = start(args);
      if (isFirstScreen()) await pending;
      return null;
    },
  };
}

const prefetchProduct = prefetch(async ({ params }) => {
  if (params.type && params.id) await queryClient.prefetchQuery(viewDetailQuery(params.type, params.id));
});

export const ROUTES: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // The global loader overlay covers the first paint; nothing else is needed while a page chunk loads.
    HydrateFallback: () => null,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            ...page('home', () => import('./routes/home')),
            ...prefetch(async () => {
              void queryClient.prefetchQuery(featuredDataQuery('most_popular'));
              await queryClient.prefetchQuery(bannersQuery());
            }),
          },
          { path: 'orderDetails', ...page('orders', () => import('./routes/orders')) },
          { path: 'wallet', ...page('wallet', () => import('./routes/wallet')) },
          { path: 'travellers/:reference', ...page('travellers', () => import('./routes/travellers')) },
          { path: 'gift-cards', ...page('giftCards', () => import('./routes/gift-cards')) },
          { path: 'success', ...page('success', () => import('./routes/success')) },
          { path: 'failure', ...page('failure', () => import('./routes/failure')) },
          { path: 'gateway/:transactionID/:actionURL', ...page('gateway', () => import('./routes/gateway')) },
          { path: 'cartcount/:type/:id', ...page('ticket', () => import('./routes/ticket')) },
          { path: 'cart', ...page('cart', () => import('./routes/cart')) },
          { path: 'transactionStatus', ...page('transactionStatus', () => import('./routes/transaction-status')) },
          // A phone booking's payer after paying the link (decision 075).
          { path: 'paid/:checkoutId', ...page('phonePaid', () => import('./routes/phone-paid')) },
          { path: 'checkout/:id', ...page('checkout', () => import('./routes/checkout')) },
          { path: 'wishlist', ...page('wishlist', () => import('./routes/wishlist')) },
          { path: 'personalinfoform', ...page('profile', () => import('./routes/profile')) },
          { path: 'about', ...page('about', () => import('./routes/about')) },
          { path: 'faq', ...page('faq', () => import('./routes/faq')) },
          { path: 'detail/:type/:id', ...page('detail', () => import('./routes/detail')), ...prefetchProduct },
          { path: 'package/:type/:id', ...page('package', () => import('./routes/package')), ...prefetchProduct },
          { path: 'blogs', ...page('blogs', () => import('./routes/blogs')) },
          { path: 'blogsdetails/:id', ...page('blogDetail', () => import('./routes/blog-detail')) },
          { path: 'ProductFilterPage', ...page('filter', () => import('./routes/filter')) },
          { path: 'BurjKhalifa', ...page('burjKhalifa', () => import('./routes/burj-khalifa')) },
          { path: 'PrivacyPolicy', ...page('privacy', () => import('./routes/privacy-policy')) },
          { path: 'TermsofServices', ...page('terms', () => import('./routes/terms-of-services')) },
          { path: 'LawEnforcementResources', ...page('lawEnforcement', () => import('./routes/law-enforcement')) },
          {
            path: 'IntellectualPropertyPolicy',
            ...page('intellectualProperty', () => import('./routes/intellectual-property')),
          },
          { path: 'CookiesPolicy', ...page('cookies', () => import('./routes/cookies-policy')) },
          { path: 'VisaChange', ...page('visaChange', () => import('./routes/visa-change')) },
          { path: '*', ...page('notFound', () => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

let isBackOfficeAdded = false;

/**
 * The storefront's router in a language: Arabic pages are the same routes under /ar (decision 101); a partner's
 * booking widget (decision 123) the same routes under its prefix, /widget/<partner>.
 */
export function createRouter(language: TLanguage = 'en', prefix = '') {
  return createBrowserRouter(ROUTES, {
    basename: `${prefix}${language === 'ar' ? ARABIC_PATH : ''}` || '/',
    // The back office (decision 032) joins the route table on the first visit under /admin: none of its code,
    // nor its routes, is in a shopper's pages.
    async patchRoutesOnNavigation({ path, patch }) {
      if (isBackOfficeAdded || !isBackOfficePath(path)) return;
      const { ADMIN_ROUTES } = await import('./admin-router');
      if (isBackOfficeAdded) return;
      isBackOfficeAdded = true;
      patch(null, [{ path: BACK_OFFICE_PATH, ErrorBoundary: RouteError, children: ADMIN_ROUTES }]);
    },
  });
}
