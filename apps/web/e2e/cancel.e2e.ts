import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addNextWeek, call, firstOfCategory, payCart, seedShopper, type TShopper } from './api';
import { launchBrowser, newContext, screenshot, watchProblems } from './browser';
import { shows, toast, unexpectedProblems } from './journey';

const baseUrl = inject('baseUrl');
/** A demo product sold as final (packages/demo/src/content.ts). */
const NON_REFUNDABLE = { module: 'entryTicket', planId: 'img-worlds-of-adventure-ticket' };

/** Books one product through the API and pays with the sandbox's approving card; returns the order. */
async function buy(shopper: TShopper, product: { module: string; planId: string }, adultCount: number) {
  const added = await addNextWeek(product, adultCount, shopper.token);
  if (added.status !== 1) throw new Error(`addToCart: ${added.message}`);
  return payCart(shopper.token);
}

describe('cancelling a booking from Your Orders', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('cancels a refundable booking at phone width: asks first, then shows it refunded; a final sale cannot be cancelled', async () => {
    const shopper = await seedShopper('Canceller');
    const picnic = await firstOfCategory('Picnic Musandum');
    const finalSale = await buy(shopper, NON_REFUNDABLE, 1);
    const order = await buy(shopper, picnic, 2);

    const context = await newContext(browser, 'phone', { token: shopper.token, firstName: shopper.firstName });
    const page = await context.newPage();
    const problems = watchProblems(page, baseUrl);
    await page.goto(`${baseUrl}/orderDetails`);
    const card = page.getByRole('article', { name: `Booking ${order.reference}` });
    await shows(card.getByText(/^Cancellable until /));
    await shows(card.getByText(/^Cancel now: \d+% refund: AED /));
    const finalCard = page.getByRole('article', { name: `Booking ${finalSale.reference}` });
    await shows(finalCard.getByText('Non-refundable: this booking cannot be cancelled.'));
    expect(await finalCard.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);

    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel booking ${order.reference}?` });
    await shows(dialog);
    await screenshot(page, 'cancel-dialog-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Yes, cancel and refund' }).click();
    await shows(toast(page, 'Your booking is cancelled', 'success'));
    await shows(card.getByText('Refunded'));
    await shows(card.getByText(/^Cancelled\. AED [\d,.]+ was refunded to your card\.$/));
    await shows(card.getByText('No voucher available'));
    await screenshot(page, 'cancel-refunded-phone', { fullPage: false });

    const orders = await call('users/viewCompletedOrder', {}, shopper.token);
    const states = Object.fromEntries(
      orders.data.map((o: { reference: string; status: string }) => [o.reference, o.status]),
    );
    expect(states).toEqual({ [order.reference]: 'refunded', [finalSale.reference]: 'confirmed' });
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
