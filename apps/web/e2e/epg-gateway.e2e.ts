// Selling through the Etisalat payment gateway (issue 35, decision 082): a server of its own configured to the local
// fake of EPG (api/src/gateway-fakes/epg.ts), and gateway-shop.ts's flow on it (decision 087): two tickets paid on
// EPG's hosted page (the whole window goes there and EPG POSTs the payer back), a declined card, Cancel on EPG's
// page, one ticket refunded from the back office; the shopper's orders and the order page agree with the fake.
import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import { describe, expect } from 'vitest';
import { startEpgFake } from '../../api/src/gateway-fakes/epg';
import { itSellsEndToEnd } from './gateway-shop';
import { shows } from './journey';

describe('selling through the Etisalat payment gateway', () => {
  itSellsEndToEnd(
    'pays, declines and cancels on EPG’s page, refunds a ticket in part: every side agrees with EPG',
    {
      name: 'epg',
      startFake: () => startEpgFake(),
      async isOnPage(page, fake) {
        await page.waitForURL((url) => url.origin === fake.url, { timeout: 20_000 });
        await shows(page.getByText('Etisalat Payment Gateway'));
      },
      payButton: /^Pay AED/,
      cancel: (page) => page.getByRole('button', { name: 'Cancel', exact: true }),
      // Cancel on the gateway's page is said as the payer's own cancellation, never as a decline.
      cancelledWords: PAYMENT_MESSAGES.cancelledByPayer,
      paidRecord(fake) {
        const [paid, ...others] = [...fake.transactions.values()].filter((txn) => txn.state === 'approved');
        expect(others).toEqual([]);
        return { paidFils: paid?.amountFils ?? 0, refundedFils: paid?.refundedFils ?? 0 };
      },
    },
    // EPG answers Finalization once: each transaction was finalized once, the cancelled one as cancelled.
    (fake) =>
      expect([...fake.transactions.values()].map((txn) => [txn.state, txn.finalizations])).toEqual([
        ['approved', 1],
        ['declined', 1],
        ['cancelled', 1],
      ]),
  );
});
