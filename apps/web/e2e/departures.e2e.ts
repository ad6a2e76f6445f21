// Issue 15 in Chromium at phone width: a family of 2 adults, 1 child and 1 infant on a cruise with two refund
// tiers, and a private dhow charter for ten guests, each chosen on its page, paid, shown in Your Orders, put on a
// voucher and cancelled under its own terms.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, seedShopper } from './api';
import { launchBrowser, newContext, screenshot, watchProblems } from './browser';
import {
  aed,
  dismissToasts,
  longDate,
  openBookingPanel,
  payWithTestCard,
  scrollSettled,
  shortDate,
  shows,
  toast,
  unexpectedProblems,
} from './journey';

const baseUrl = inject('baseUrl');
const HOUR = 3_600_000;
/** Demo products (packages/demo/src/products/picnic.ts): a cruise with child and infant tickets and tiers 48:100, 24:50. */
const FAMILY_CRUISE = { module: 'picnic', planId: 'khasab-dhow-cruise-full-day' };
/** The private charter: one price for the boat, up to 20 guests, tiers 336:100 and 72:50. */
const CHARTER = { module: 'picnic', planId: 'dibba-private-dhow-charter' };

interface TDay {
  date: string;
  departures: Array<{ start: string; time: string; status: string }>;
}

/** The first date whose first open departure starts between `minHours` and `maxHours` from now. */
async function dateStartingIn(product: typeof FAMILY_CRUISE, minHours: number, maxHours: number) {
  const from = new Date(Date.now() + 4 * HOUR).toISOString().slice(0, 10);
  const days: TDay[] = (await call('users/departures', { ...product, from, days: 30 })).data;
  for (const day of days) {
    const departure = day.departures.find((item) => item.status === 'available' || item.status === 'limited');
    if (!departure) continue;
    const hours = (Date.parse(`${day.date}T${departure.start}:00+04:00`) - Date.now()) / HOUR;
    if (hours > minHours && hours < maxHours) return { date: day.date, time: departure.time };
  }
  throw new Error(`no departure of ${product.planId} between ${minHours} and ${maxHours} hours ahead`);
}

/** Opens the product page, picks the date and the departure, and presses Get Ticket. */
async function chooseDeparture(page: Page, product: typeof FAMILY_CRUISE, pick: { date: string; time: string }) {
  await page.goto(`${baseUrl}/detail/${product.module}/${product.planId}`);
  const panel = await openBookingPanel(page, 'phone');
  const day = panel.getByRole('button', { name: longDate(pick.date), exact: true });
  // The strip starts at today; later days come into view as it scrolls.
  for (let tries = 0; tries < 10 && (await day.count()) === 0; tries += 1) {
    await panel.getByRole('button', { name: /next/i }).first().click();
  }
  await scrollSettled(day);
  await day.click();
  await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');
  const select = panel.getByLabel('Time', { exact: true });
  const option = (await select.locator('option').allTextContents()).find((text) => text.startsWith(pick.time));
  expect(option, `the departure ${pick.time} is offered`).toBeDefined();
  await select.selectOption({ label: option as string });
  await panel.getByRole('button', { name: `Get Ticket For ${shortDate(pick.date)}` }).click();
  await page.waitForURL(`${baseUrl}/cartcount/${product.module}/${product.planId}`);
}

/** Cart -> checkout -> Pay Now -> the sandbox's card page -> success. */
async function payForCart(page: Page, amount: number, shot: (step: string) => Promise<unknown>) {
  await page.waitForURL(`${baseUrl}/cart`);
  await dismissToasts(page);
  await shot('cart');
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
  await shows(page.getByText(aed(amount)).first());
  await shot('checkout');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await payWithTestCard(page);
  await shows(page.getByRole('heading', { name: 'Your booking is confirmed' }));
}

/** Cancels the order of a product on Your Orders; answers the order card. */
async function cancelOnOrders(page: Page, title: string, refundText: string, shot: (step: string) => Promise<unknown>) {
  await page.goto(`${baseUrl}/orderDetails`);
  const card = page.getByRole('article').filter({ hasText: title });
  await shows(card.getByText(`Cancel now: ${refundText}`));
  await shot('orders');
  await card.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog');
  await shows(dialog);
  await shot('cancel-dialog');
  await dialog.getByRole('button', { name: /^Yes, cancel/ }).click();
  await shows(toast(page, 'Your booking is cancelled', 'success'));
  return card;
}

describe('departures, ticket types and group prices in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('books 2 adults, 1 child and 1 infant, shows them everywhere, and cancels at 50% under the second tier', async () => {
    const shopper = await seedShopper('Family');
    const detail = (await call('users/viewDetail', FAMILY_CRUISE)).data;
    const [adult, child] = detail.booking.ticketTypes as Array<{ price: number; label: string }>;
    const total = 2 * (adult?.price ?? 0) + (child?.price ?? 0);
    // Between 48 and 24 hours before its departure: the 50% tier. The cruise sails daily, so exactly one departure
    // is in that window at any time; the margins (6 minutes each side) cover the journey's own minute or two, and
    // the journey runs at any hour of the day.
    const pick = await dateStartingIn(FAMILY_CRUISE, 24.1, 47.9);
    const context = await newContext(browser, 'phone', shopper);
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    const shot = (step: string) => screenshot(page, `departures-family-${step}-phone`);

    await page.goto(`${baseUrl}/detail/${FAMILY_CRUISE.module}/${FAMILY_CRUISE.planId}`);
    await shows(page.getByText(detail.booking.cancellation.text).first());
    await shot('detail');
    await chooseDeparture(page, FAMILY_CRUISE, pick);

    await page.getByRole('button', { name: /^Increase Adult/ }).click();
    await page.getByRole('button', { name: /^Increase Child/ }).click();
    await page.getByRole('button', { name: /^Increase Infant/ }).click();
    await expect.poll(() => page.getByTestId('ticket-total').textContent()).toBe(aed(total));
    await shot('tickets');
    await page.getByRole('button', { name: 'Add To Cart', exact: true }).click();
    await shows(toast(page, 'Added to cart', 'success'));
    const line = page.getByRole('listitem').filter({ hasText: detail.title });
    await shows(line.getByText('2 adults', { exact: true }));
    await shows(line.getByText(pick.time).first());
    await payForCart(page, total, shot);

    const refund = Math.floor(total * 50) / 100;
    const card = await cancelOnOrders(page, detail.title, `50% refund: ${aed(refund)}`, shot);
    await shows(card.getByText(`Cancelled. ${aed(refund)} of ${aed(total)} was refunded to your card.`));
    await shot('cancelled');
    const orders = (await call('users/viewCompletedOrder', {}, shopper.token)).data;
    expect(orders[0]).toMatchObject({ status: 'refunded', refunded_amount: refund, amount_paid: total });
    expect(orders[0].cartData[0]).toMatchObject({ adultCount: 2, childCount: 1, infantCount: 1 });
    expect(unexpectedProblems(problems)).toEqual([]);
  }, 120_000);

  it('charters the private dhow for ten guests at one price, and cancels it in full two weeks ahead', async () => {
    const shopper = await seedShopper('Charter');
    const detail = (await call('users/viewDetail', CHARTER)).data;
    expect(detail.booking.pricing).toBe('perGroup');
    const pick = await dateStartingIn(CHARTER, 15 * 24, 25 * 24);
    const context = await newContext(browser, 'phone', shopper);
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    const shot = (step: string) => screenshot(page, `departures-charter-${step}-phone`);
    await chooseDeparture(page, CHARTER, pick);

    for (let guests = 1; guests < 10; guests += 1) await page.getByRole('button', { name: 'Increase Guests' }).click();
    await expect.poll(() => page.getByTestId('ticket-total').textContent()).toBe(aed(detail.price));
    await shot('guests');
    await page.getByRole('button', { name: 'Add To Cart', exact: true }).click();
    await shows(toast(page, 'Added to cart', 'success'));
    await payForCart(page, detail.price, shot);

    const orders = (await call('users/viewCompletedOrder', {}, shopper.token)).data;
    expect(orders[0]).toMatchObject({ amount_paid: detail.price, refundNow: { percent: 100, amount: detail.price } });
    expect(orders[0].cartData[0]).toMatchObject({ adultCount: 10, pricing: 'perGroup' });
    // The voucher names the group and its guests.
    const pdf = await fetch(orders[0].pdfUrl);
    expect(pdf.status).toBe(200);

    const card = await cancelOnOrders(page, detail.title, `100% refund: ${aed(detail.price)}`, shot);
    await shows(card.getByText(`Cancelled. ${aed(detail.price)} was refunded to your card.`));
    await shot('cancelled');
    expect(unexpectedProblems(problems)).toEqual([]);
  }, 120_000);
});
