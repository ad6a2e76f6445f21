// Selling through N-Genius in Chromium (issue 35, decision 083): a server of its own configured to the local fake of
// N-Genius Online (PAYMENT_PROVIDER=ngenius), and gateway-shop.ts's flow on it (decision 087): two tickets paid on the
// fake's hosted page, a declined card, "Cancel and return to the merchant", one ticket refunded from the back office
// through the payment's refund link; the shopper's orders and the order page agree with the fake's order.
import { describe, expect } from 'vitest';
import { startNgeniusFake } from '../../api/src/gateway-fakes/ngenius';
import { itSellsEndToEnd } from './gateway-shop';
import { shows } from './journey';

describe('selling through N-Genius', () => {
  itSellsEndToEnd(
    'pays, declines and cancels on N-Genius’s page, refunds a ticket in part: every side agrees with N-Genius',
    {
      name: 'ngenius',
      // Settled at once (N-Genius settles overnight): the partial refund below is a refund, not a same-day reversal,
      // which N-Genius takes only for the whole amount (decision 088).
      startFake: (notifyUrl) => startNgeniusFake({ notifyUrl, settleAfterMs: 0 }),
      async isOnPage(page, fake) {
        await page.waitForURL((url) => url.origin === fake.url && url.pathname === '/paypage', { timeout: 20_000 });
        await shows(page.getByText(/^AED \d+\.\d\d$/));
      },
      payButton: 'Pay now',
      cancel: (page) => page.getByRole('link', { name: 'Cancel and return to the merchant' }),
      // N-Genius marks nothing on a cancel: the order is still open, so not paid yet.
      cancelledWords: 'Your payment has not been completed',
      paidRecord(fake) {
        const [paid, ...others] = [...fake.orders.values()].filter((order) => order.refunds.length > 0);
        expect(others).toEqual([]);
        const refunded = (paid?.refunds ?? []).filter((refund) => refund.state === 'SUCCESS');
        return { paidFils: paid?.value ?? 0, refundedFils: refunded.reduce((sum, refund) => sum + refund.value, 0) };
      },
    },
    (fake) =>
      expect([...fake.orders.values()].map((order) => order.state)).toEqual([
        'PARTIALLY_REFUNDED',
        'FAILED',
        'STARTED',
      ]),
  );
});
