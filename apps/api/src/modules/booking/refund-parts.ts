// Where each part of an order's refund went, read from the refund the order records (decisions 049, 063): the
// one source of the cancellation's email, text and notification and of the shopper's orders page.
import type { TRefundPart, TRefundPartDestination } from '@rihla/shared/messages/refunds';
import type { TOrderRow } from '../../db/tables/schema.js';
import { isCashTransaction } from '../payments/cash.js';

/** What an order records of its refund, and the payment its card part was taken with. */
export type TRefundRecord = Pick<
  TOrderRow,
  | 'refunded_fils'
  | 'refunded_points_used'
  | 'refunded_points_fils'
  | 'refunded_gift_card_fils'
  | 'refunded_wallet_fils'
  | 'refund_to'
  | 'gift_card_refund_to'
> & { provider_transaction_id: string };

/** The gift card's part: back on the card, to the wallet, or (any other destination recorded) not refunded. */
function giftCardPartTo(recorded: TRefundRecord['gift_card_refund_to']): TRefundPartDestination {
  switch (recorded) {
    case null:
    case 'gift_card':
      return 'giftCard';
    case 'wallet':
      return 'wallet';
    default:
      return 'voided';
  }
}

/**
 * The parts in the order a refund takes them (points, gift card, wallet, then what was paid by card or in cash at
 * the desk), those going to one place added together; parts of nothing left out.
 */
export function refundPartsOf(order: TRefundRecord): TRefundPart[] {
  const paidTo: TRefundPartDestination = isCashTransaction(order.provider_transaction_id) ? 'cash' : 'card';
  const parts: TRefundPart[] = [];
  const add = (to: TRefundPartDestination, fils: number, points = 0) => {
    if (fils <= 0 && points <= 0) return;
    const same = parts.find((part) => part.to === to);
    if (same) same.fils += fils;
    else parts.push(to === 'points' ? { to, fils, points } : { to, fils });
  };
  add('points', order.refunded_points_fils, order.refunded_points_used);
  add(giftCardPartTo(order.gift_card_refund_to), order.refunded_gift_card_fils);
  add('wallet', order.refunded_wallet_fils);
  add(order.refund_to === 'wallet' ? 'wallet' : paidTo, order.refunded_fils);
  return parts;
}
