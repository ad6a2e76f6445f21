// Where each part of a refund went (decisions 049, 062, 063): the one source of the cancellation's and a kept order's
// refund's email, text and notification, and of the shopper's orders page.
import type { TRefundPart, TRefundPartDestination } from '@rihla/shared/messages/refunds';
import type { TRefundDestination } from '@rihla/shared/schemas/booking';
import type { TGiftCardRefundDestination, TOrderRow } from '../../db/tables/schema.js';
import { isCashTransaction } from '../payments/index.js';
import type { TRefundSplit } from './steps/spend-balances.js';

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

/** Where one refund sent its parts: the card's part (to the card, or the wallet), the gift card's part. */
export interface TRefundPartsTo {
  card: TRefundDestination | null;
  giftCard: TGiftCardRefundDestination | null;
  /** The card's part was paid in cash at the desk (decision 042): it is handed back there. */
  isCash: boolean;
}

/** The gift card's part: back on the card, to the wallet, or (any other destination recorded) not refunded. */
function giftCardPartTo(recorded: TGiftCardRefundDestination | null): TRefundPartDestination {
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
 * The parts of one refund in the order a refund takes them (points, gift card, wallet, then what was paid by card or
 * in cash at the desk), those going to one place added together; parts of nothing left out.
 */
export function refundPartsOfSplit(split: TRefundSplit, to: TRefundPartsTo): TRefundPart[] {
  const paidTo: TRefundPartDestination = to.isCash ? 'cash' : 'card';
  const parts: TRefundPart[] = [];
  const add = (dest: TRefundPartDestination, fils: number, points = 0) => {
    if (fils <= 0 && points <= 0) return;
    const same = parts.find((part) => part.to === dest);
    if (same) same.fils += fils;
    else parts.push(dest === 'points' ? { to: dest, fils, points } : { to: dest, fils });
  };
  add('points', split.pointsFils, split.pointsUsed);
  add(giftCardPartTo(to.giftCard), split.giftCardFils);
  add('wallet', split.walletFils);
  add(to.card === 'wallet' ? 'wallet' : paidTo, split.cardFils);
  return parts;
}

/** Everything an order's refunds gave back so far, part by part, as the order records it (the orders page). */
export function refundPartsOf(order: TRefundRecord): TRefundPart[] {
  return refundPartsOfSplit(
    {
      pointsUsed: order.refunded_points_used,
      pointsFils: order.refunded_points_fils,
      giftCardFils: order.refunded_gift_card_fils,
      walletFils: order.refunded_wallet_fils,
      cardFils: order.refunded_fils,
    },
    {
      card: order.refund_to,
      giftCard: order.gift_card_refund_to,
      isCash: isCashTransaction(order.provider_transaction_id),
    },
  );
}
