import { refundPartLines } from '@rihla/shared/messages/refunds';
import { aedToFils } from '@rihla/shared/rules/money';
import type { TCompletedOrder, TPaidWith } from '@rihla/shared/schemas/booking';
import { t } from '../../../lib/i18n';
import { sumAed } from '../../../lib/paid-with';

/** True when part of the order was paid with points, a gift card or the wallet (decision 049). */
export function hasBalanceParts(parts: TPaidWith): boolean {
  return parts.points > 0 || parts.gift_card > 0 || parts.wallet > 0;
}

/**
 * The card's part of a refund of `amount`: what is left after points, then the gift card, then the wallet have
 * taken theirs back (decision 049). Only this part can go to the wallet instead of the card.
 */
export function cardPartOfRefund(paidWith: TPaidWith, amount: number): number {
  return Math.max(0, sumAed(amount, -paidWith.points, -paidWith.gift_card, -paidWith.wallet));
}

/**
 * Where each part of a refund went, one sentence each, worded as the cancellation's email and text word them
 * (decision 063): a card refund says how long it takes (the Terms), cash is paid back at our desk.
 */
export function refundedToLines(parts: TCompletedOrder['refund_parts']): string[] {
  return refundPartLines(
    parts.map((part) => ({ to: part.to, fils: aedToFils(part.amount), points: part.points })),
    t,
  );
}
