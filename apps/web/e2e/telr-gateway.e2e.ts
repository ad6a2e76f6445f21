// Selling at Telr (issue 35, decision 084): a server of its own configured to Telr's local fake (the protocol of
// docs.telr.com: order.json, the hosted page, the return address, remote.xml refunds), and gateway-shop.ts's flow on
// it (decision 087): two tickets paid on the fake's hosted page in the whole window (a gateway's card page is never
// framed), a declined card, Cancel on Telr's page, one ticket refunded from the back office; every side agrees.
import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import { describe, expect } from 'vitest';
import { startTelrFake } from '../../api/src/gateway-fakes/telr';
import { itSellsEndToEnd } from './gateway-shop';
import { shows } from './journey';

/** Telr's decimal amount ("370.00") in fils. */
const filsOf = (amount: string) => Math.round(Number(amount) * 100);

describe('selling at Telr', () => {
  itSellsEndToEnd(
    'pays, declines and cancels on Telr’s hosted page, refunds a ticket in part: every side agrees with Telr',
    {
      name: 'telr',
      startFake: (notifyUrl) => startTelrFake({ notifyUrl }),
      async isOnPage(page, fake) {
        await page.waitForURL((url) => url.href.startsWith(`${fake.url}/gateway/process.html?o=`), {
          timeout: 20_000,
        });
        await shows(page.getByText('Test mode: no money moves.'));
      },
      payButton: 'Pay now',
      cancel: (page) => page.getByRole('button', { name: 'Cancel', exact: true }),
      // Cancel on the gateway's page is said as the payer's own cancellation, never as a decline.
      cancelledWords: PAYMENT_MESSAGES.cancelledByPayer,
      paidRecord(fake) {
        const [paid, ...others] = [...fake.orders.values()].filter((order) => order.statusCode === 3);
        expect(others).toEqual([]);
        return { paidFils: paid ? filsOf(paid.amount) : 0, refundedFils: paid?.refundedFils ?? 0 };
      },
    },
    // Paid, declined (-3) and cancelled (-2), as Telr's order status codes say.
    (fake) => expect([...fake.orders.values()].map((order) => order.statusCode)).toEqual([3, -3, -2]),
  );
});
