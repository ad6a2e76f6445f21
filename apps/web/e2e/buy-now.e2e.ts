import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, firstOfCategory, registerShopper } from './api';
import { launchBrowser, newContext, screenshot, watchProblems } from './browser';
import {
  aed,
  dubaiDate,
  pickDateAndGetTicket,
  shortDate,
  shows,
  showsNo,
  unexpectedProblems,
  VIEWPORT_NAMES,
} from './journey';

const baseUrl = inject('baseUrl');

/** The sections a package page has and an entry ticket page must not have (SPEC section 2, Package detail). */
const PACKAGE_ONLY_HEADINGS = ['Itinerary', 'Inclusions', 'Exclusions', 'Next Steps'];

type TProduct = Awaited<ReturnType<typeof firstOfCategory>>;

/** The text of the first element of an HTML fragment that has any ("Wheelchair access to both levels"). */
function firstText(html: string): string {
  for (const match of html.matchAll(/>([^<>]+)</g)) {
    const text = (match[1] ?? '').trim();
    if (text) return text;
  }
  return '';
}

describe('Buy It Now and the entry ticket page', () => {
  let browser: Browser;
  let holiday: TProduct;
  let ticket: TProduct;
  beforeAll(async () => {
    browser = await launchBrowser();
    holiday = await firstOfCategory('Holidays');
    ticket = await firstOfCategory('Entry ticket');
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`buys a holiday package with Buy It Now at ${viewport} width`, async () => {
      expect(holiday.module).toBe('holidays');
      const shopper = await registerShopper('Huda');
      const context = await newContext(browser, viewport, shopper);
      const page = await context.newPage();
      const problems = watchProblems(page, baseUrl);
      const shot = (step: string) => screenshot(page, `buy-now-${step}-${viewport}`);

      await page.goto(`${baseUrl}/package/holidays/${holiday.planId}`);
      await shows(page.getByRole('heading', { level: 1, name: holiday.title }));
      // A holiday package shows the package sections the entry ticket hides.
      for (const heading of PACKAGE_ONLY_HEADINGS) {
        await shows(page.getByRole('heading', { level: 2, name: heading, exact: true }));
      }
      await showsNo(page.getByRole('heading', { name: 'Cancellation Policy', exact: true }));

      const date = dubaiDate(5);
      const time = await pickDateAndGetTicket(page, viewport, date, () => shot('date-picked'));
      await page.waitForURL(`${baseUrl}/cartcount/holidays/${holiday.planId}`);
      await shows(page.getByRole('heading', { name: 'Your tickets' }));
      expect(await page.getByTestId('ticket-total').textContent()).toBe(aed(holiday.price));
      await shot('ticket-page');

      const buying = page.waitForResponse((res) => res.url().endsWith('/api/users/checkout'));
      await page.getByRole('button', { name: 'Buy It Now', exact: true }).click();
      const checkout = (await (await buying).json()) as { status: number; data: Array<{ _id: string }> };
      expect(checkout.status).toBe(1);
      await page.waitForURL(`${baseUrl}/checkout/${checkout.data[0]?._id}`);
      await shows(page.getByRole('heading', { name: 'Checkout', exact: true }));
      const booking = page.getByRole('region', { name: 'Your booking' });
      await shows(booking.getByRole('link', { name: holiday.title }));
      await shows(booking.getByText('1 adult', { exact: true }));
      await shows(booking.getByText(shortDate(date)));
      await shows(booking.getByText(time));
      await shows(page.getByRole('button', { name: 'Pay Now' }));
      await shot('checkout');

      // The cart holds the one item bought.
      const cart = await call('users/viewCart', {}, shopper.token);
      expect(
        cart.data.items.map((item: { planId: string; adultCount: number }) => [item.planId, item.adultCount]),
      ).toEqual([[holiday.planId, 1]]);

      expect(unexpectedProblems(problems)).toEqual([]);
      await context.close();
    });

    it(`shows an entry ticket's cancellation policy and no package sections at ${viewport} width`, async () => {
      expect(ticket.module).toBe('entryTicket');
      const detail = await call('users/viewDetail', { module: ticket.module, planId: ticket.planId });
      expect(detail.data.cancellation_policy.trim()).not.toBe('');
      // The demo entry ticket does carry package texts: the page must hide them, not merely lack them.
      const hiddenTexts = ['inclusions', 'exclusions', 'itenary', 'next_step'].map((field) => {
        const text = firstText(detail.data[field]);
        expect(text, `the entry ticket's ${field}`).not.toBe('');
        return text;
      });
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const problems = watchProblems(page, baseUrl);

      await page.goto(`${baseUrl}/package/entryTicket/${ticket.planId}`);
      await shows(page.getByRole('heading', { level: 1, name: ticket.title }));
      const policy = page.getByRole('heading', { level: 2, name: 'Cancellation Policy', exact: true });
      await shows(policy);
      // The policy's own words are shown in its section.
      const policySection = policy.locator('xpath=..');
      await shows(policySection.getByText(firstText(detail.data.cancellation_policy)));
      for (const heading of PACKAGE_ONLY_HEADINGS) {
        await showsNo(page.getByRole('heading', { name: heading, exact: true }));
      }
      await showsNo(page.getByRole('heading', { name: /itinerary|inclusion|exclusion|next step/i }));
      for (const text of hiddenTexts) await showsNo(page.getByText(text));
      await screenshot(page, `buy-now-entry-ticket-${viewport}`);

      expect(unexpectedProblems(problems)).toEqual([]);
      await context.close();
    });
  }
});
