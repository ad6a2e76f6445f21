// Selling through N-Genius in Chromium (issue 35, decision 083): a server of its own configured to the local fake of
// N-Genius Online (PAYMENT_PROVIDER=ngenius), and gateway-shop.ts's flow on it: two tickets paid on the fake's hosted
// page, a declined card, "Cancel and return to the merchant", one ticket refunded from the back office through the
// payment's refund link; the shopper's orders and the order page agree with the fake's order and its refunds.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNgeniusFake, type TNgeniusFake } from '../../api/src/gateway-fakes/ngenius';
import { launchBrowser } from './browser';
import { sellsEndToEnd, startGatewayShop, type TGatewayShop } from './gateway-shop';
import { shows } from './journey';

let shop: TGatewayShop<TNgeniusFake>;
let browser: Browser;

beforeAll(async () => {
  shop = await startGatewayShop('ngenius', (notifyUrl) => startNgeniusFake({ notifyUrl }));
  browser = await launchBrowser();
}, 150_000);

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('selling through N-Genius', () => {
  it('pays, declines and cancels on N-Genius’s page, refunds a ticket in part: every side agrees with N-Genius', {
    timeout: 240_000,
  }, async () => {
    await sellsEndToEnd(shop, browser, {
      name: 'ngenius',
      async isOnPage(page, fake) {
        await page.waitForURL((url) => url.origin === fake.url && url.pathname === '/paypage', { timeout: 20_000 });
        await shows(page.getByText(/^AED \d+\.\d\d$/));
      },
      payButton: 'Pay now',
      cancel: (page) => page.getByRole('link', { name: 'Cancel and return to the merchant' }),
      paidRecord(fake) {
        const [paid, ...others] = [...fake.orders.values()].filter((order) => order.refunds.length > 0);
        expect(others).toEqual([]);
        const refunded = (paid?.refunds ?? []).filter((refund) => refund.state === 'SUCCESS');
        return { paidFils: paid?.value ?? 0, refundedFils: refunded.reduce((sum, refund) => sum + refund.value, 0) };
      },
    });
    expect([...shop.fake.orders.values()].map((order) => order.state)).toEqual([
      'PARTIALLY_REFUNDED',
      'FAILED',
      'STARTED',
    ]);
  });
});
