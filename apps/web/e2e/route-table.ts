import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { addNextWeek, call, loginDemoShopper, nextWeek } from './api';
import { launchBrowser } from './browser';

/** The names of the spec's routes, in the order a walk visits them: one test each (route-walk.ts). */
export const ROUTE_NAMES = [
  'home',
  'orders',
  'success',
  'failure',
  'gateway',
  'ticket',
  'cart',
  'transaction-status',
  'checkout',
  'wishlist',
  'profile',
  'about',
  'faq',
  'detail-picnic',
  'detail-inbound',
  'package-holidays',
  'package-entry-ticket',
  'blogs',
  'blog-detail',
  'filter',
  'filter-holidays',
  'burj-khalifa',
  'privacy-policy',
  'terms-of-services',
  'law-enforcement',
  'intellectual-property',
  'cookies-policy',
  'visa-change',
  'not-found',
] as const;
export type TRouteName = (typeof ROUTE_NAMES)[number];

/** The path of every route of the spec's route table, with real ids from the demo data. */
export async function routeTable(token: string): Promise<Record<TRouteName, string>> {
  const first = async (category: string) => (await call('users/filteredList', { category: [category] })).data[0];
  const picnic = await first('Picnic Musandum');
  const inbound = await first('Inbound');
  const holiday = await first('Holidays');
  const ticket = await first('Entry ticket');
  const [blog] = (await call('users/listBlog', { limit: 'all', page: 0 })).data;
  await addNextWeek(picnic, 2, token);
  const checkout = await call('users/checkout', {}, token);
  const checkoutId = checkout.data[0]._id;
  const initiated = await call('users/paymentInitiate', { cartId: checkoutId }, token);
  const { TransactionID, PaymentPage } = initiated.data.Transaction;
  return {
    home: '/',
    orders: '/orderDetails',
    success: '/success',
    failure: '/failure',
    gateway: `/gateway/${TransactionID}/${encodeURIComponent(PaymentPage)}`,
    ticket: `/cartcount/${picnic.module}/${picnic.planId}`,
    cart: '/cart',
    'transaction-status': '/transactionStatus',
    checkout: `/checkout/${checkoutId}`,
    wishlist: '/wishlist',
    profile: '/personalinfoform',
    about: '/about',
    faq: '/faq',
    'detail-picnic': `/detail/${picnic.module}/${picnic.planId}`,
    'detail-inbound': `/detail/${inbound.module}/${inbound.planId}`,
    'package-holidays': `/package/${holiday.module}/${holiday.planId}`,
    'package-entry-ticket': `/package/${ticket.module}/${ticket.planId}`,
    blogs: '/blogs',
    'blog-detail': `/blogsdetails/${blog._id}`,
    filter: '/ProductFilterPage',
    'filter-holidays': '/ProductFilterPage?category=Holidays',
    'burj-khalifa': '/BurjKhalifa',
    'privacy-policy': '/PrivacyPolicy',
    'terms-of-services': '/TermsofServices',
    'law-enforcement': '/LawEnforcementResources',
    'intellectual-property': '/IntellectualPropertyPolicy',
    'cookies-policy': '/CookiesPolicy',
    'visa-change': '/VisaChange',
    'not-found': '/no-such-page',
  };
}

/** The ticket page reads the date and time chosen on the product page: this stores them, as that page would. */
export async function rememberTicketChoice(context: BrowserContext): Promise<void> {
  await context.addInitScript((date) => {
    if (window.top !== window) return;
    window.localStorage.setItem('formattedDate', date);
    window.localStorage.setItem('formattedTime', '9:00 AM - 5:00 PM');
  }, nextWeek());
}

export interface TRouteSuite {
  browser: Browser;
  session: { token: string; firstName: string };
  /** Each route's path, there once the suite's beforeAll has run; ROUTE_NAMES gives their order. */
  paths: Record<TRouteName, string>;
}

/**
 * For a describe block that walks every route: launches Chromium, logs the demo shopper in and builds the route
 * table before its tests, and closes the browser after them. The fields are there once beforeAll has run.
 */
export function everyRouteSuite(): TRouteSuite {
  const suite = {} as TRouteSuite;
  beforeAll(async () => {
    suite.browser = await launchBrowser();
    suite.session = await loginDemoShopper();
    suite.paths = await routeTable(suite.session.token);
  });
  afterAll(async () => {
    await suite.browser?.close();
  });
  return suite;
}
