import { describe, expect, it } from 'vitest';
import { refundDestinationText } from './refund-destination';

const payment = (provider: string) => ({ provider, transactionId: 'x', status: 'paid', cardLast4: null });
const NONE = { pointsUsed: 0, points: 0, giftCard: 0, wallet: 0 };

describe('refundDestinationText: where an operator’s refund goes (decision 063)', () => {
  it('says cash at the desk for a booking paid in cash, never the card', () => {
    const text = refundDestinationText({ payment: payment('cash'), balancesFils: NONE });
    expect(text).toBe('The refund is cash to hand back to the customer at the desk.');
    expect(text).not.toMatch(/card/);
  });

  it('says the card with the Terms’ 10 to 15 working days, the balances first when they paid part', () => {
    expect(refundDestinationText({ payment: payment('sandbox'), balancesFils: NONE })).toBe(
      'The refund goes back to the card (10 to 15 working days).',
    );
    expect(refundDestinationText({ payment: payment('sandbox'), balancesFils: { ...NONE, wallet: 500 } })).toBe(
      'Points, gift card and wallet parts go back there first; the rest goes back to the card (10 to 15 working days).',
    );
    expect(refundDestinationText({ payment: payment('balance'), balancesFils: { ...NONE, giftCard: 500 } })).toBe(
      'The refund goes back to the points, gift card and wallet that paid the order.',
    );
  });
});
