import type { TPaidWith } from '@rihla/shared/schemas/booking';
import { formatPoints, formatPrice } from '../../../lib/format';
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

/** The gift card's part a refund kept back because the card had been voided (decision 057), as a sentence. */
export function forfeitedLines(giftCardForfeited: number): string[] {
  if (giftCardForfeited <= 0) return [];
  return [
    t('{amount} paid with a gift card was not refunded: the gift card was cancelled.', {
      amount: formatPrice(giftCardForfeited),
    }),
  ];
}

/** Where each part of a refund went, one sentence each; a card refund says how long it takes (the Terms). */
export function refundedToLines(parts: TPaidWith): string[] {
  return [
    parts.card > 0
      ? t('{amount} back to your card: it takes 10 to 15 working days to reach you.', {
          amount: formatPrice(parts.card),
        })
      : '',
    parts.wallet > 0
      ? t('{amount} to your wallet: it is in your wallet now.', { amount: formatPrice(parts.wallet) })
      : '',
    parts.points > 0 || parts.points_used > 0
      ? t('{points} ({amount}) back to your points.', {
          points: formatPoints(parts.points_used),
          amount: formatPrice(parts.points),
        })
      : '',
    parts.gift_card > 0 ? t('{amount} back to your gift card.', { amount: formatPrice(parts.gift_card) }) : '',
  ].filter(Boolean);
}
