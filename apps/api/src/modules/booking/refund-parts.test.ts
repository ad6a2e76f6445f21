import { refundPartLines } from '@rihla/shared/messages/refunds';
import { smsMessages } from '@rihla/shared/messages/sms';
import { describe, expect, it } from 'vitest';
import type { TOrderRow } from '../../db/tables/schema.js';
import { refundPartsOf } from './refund-parts.js';

const NOTHING = {
  refunded_fils: 0,
  refunded_points_used: 0,
  refunded_points_fils: 0,
  refunded_gift_card_fils: 0,
  refunded_wallet_fils: 0,
  refund_to: null,
  gift_card_refund_to: null,
  provider_transaction_id: 'sbx_1',
};

describe('refundPartsOf: where each part of a recorded refund went (decision 063)', () => {
  it('says cash for a payment taken at the desk, the wallet when the shopper chose it, the card otherwise', () => {
    expect(refundPartsOf({ ...NOTHING, refunded_fils: 10_000, provider_transaction_id: 'cash_1' })).toEqual([
      { to: 'cash', fils: 10_000 },
    ]);
    expect(
      refundPartsOf({ ...NOTHING, refunded_fils: 10_000, refund_to: 'wallet', refunded_wallet_fils: 500 }),
    ).toEqual([{ to: 'wallet', fils: 10_500 }]);
    expect(refundPartsOf({ ...NOTHING, refunded_fils: 10_000, refund_to: 'card' })).toEqual([
      { to: 'card', fils: 10_000 },
    ]);
  });

  it('words a gift card part recorded as neither the card nor the wallet as not refunded: the card was voided', () => {
    const voided = 'void' as unknown as TOrderRow['gift_card_refund_to'];
    const parts = refundPartsOf({ ...NOTHING, refunded_gift_card_fils: 2_000, gift_card_refund_to: voided });
    expect(parts).toEqual([{ to: 'voided', fils: 2_000 }]);
    expect(refundPartLines(parts)).toEqual(['AED 20.00 not refunded: the gift card was voided.']);
    expect(smsMessages('Rihla').orderCancelled('RH-1', parts)).toBe(
      'Rihla: booking RH-1 is cancelled. AED 20.00 not refunded: the gift card was voided.',
    );
  });
});
