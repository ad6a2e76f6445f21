import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addNextWeek, call, seedShopper } from './api';
import { launchBrowser, screenshot, VIEWPORTS } from './browser';

const baseUrl = inject('baseUrl');

/**
 * A new shopper puts a product in the cart, checks out with WELCOME10 and starts paying. Not the demo shopper: the
 * route walk in the same lane expects the demo shopper without the notifications a payment leaves.
 */
async function startPayment() {
  const { token } = await seedShopper('Paying');
  const [product] = (await call('users/filteredList', { category: ['Picnic Musandum'] })).data;
  await addNextWeek(product, 2, token);
  const checkout = await call('users/checkout', { coupon_code: 'WELCOME10' }, token);
  const cartId = checkout.data[0]._id as string;
  const initiated = await call('users/paymentInitiate', { cartId }, token);
  return { token, cartId, toBePaid: checkout.data[0].to_be_paid as number, ...initiated.data.Transaction };
}

describe('the sandbox hosted payment page in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [outcome, card] of [
    ['approved', '4111 1111 1111 1111'],
    ['declined', '4000 0000 0000 0002'],
  ] as const) {
    it(`takes a card by its labelled fields and returns the shopper, ${outcome}`, async () => {
      const payment = await startPayment();
      const page = await browser.newPage({ viewport: VIEWPORTS.phone });
      await page.goto(`${payment.PaymentPage}?TransactionID=${encodeURIComponent(payment.TransactionID)}`);
      await expect
        .poll(() =>
          page
            .getByText(`AED ${payment.toBePaid.toFixed(2)}`)
            .first()
            .isVisible(),
        )
        .toBe(true);
      await page.getByLabel('Card number').fill(card);
      await page.getByLabel('Expiry (MM/YY)').fill('12/39');
      await page.getByLabel('CVV').fill('123');
      await screenshot(page, `sandbox-payment-page-${outcome}-phone`);
      await page.getByRole('button', { name: /^Pay AED/ }).click();
      // Back in the shop: its return page, or already the result it sends the shopper on to (on a busy machine the
      // return page may have moved on before the wait begins).
      await page.waitForURL(
        (url) =>
          url.origin === new URL(baseUrl).origin &&
          ['/transactionStatus', '/success', '/failure'].includes(url.pathname),
      );
      await page.close();

      const confirmed = await call(
        'users/confirmBooking',
        { paymentId: payment.TransactionID, cartId: payment.cartId },
        payment.token,
      );
      if (outcome === 'approved') {
        expect(confirmed.status).toBe(1);
        const orders = await call('users/viewCompletedOrder', {}, payment.token);
        const order = orders.data.find((o: { reference: string }) => o.reference === confirmed.data.reference);
        const pdf = await fetch(order.pdfUrl);
        expect(pdf.headers.get('content-type')).toBe('application/pdf');
        expect(
          Buffer.from(await pdf.arrayBuffer())
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
      } else {
        expect(confirmed).toEqual({ status: 0, message: 'Your payment was declined' });
      }
    });
  }
});
