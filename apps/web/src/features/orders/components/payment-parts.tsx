import type { TCompletedOrder, TPaidWith } from '@rihla/shared/schemas/booking';
import { formatPoints, formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';

/** Sums AED amounts without floating-point crumbs (AED 0.1 + 0.2 is 0.30). */
function sumAed(...amounts: number[]): number {
  return amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
}

/** What an order's parts come to, in AED: card, gift card, wallet and points. */
export function partsTotal(parts: TPaidWith): number {
  return sumAed(parts.card, parts.gift_card, parts.wallet, parts.points);
}

/** What the order cost after its discount: the card's part (amount_paid) and what balances paid besides. */
export function orderTotal(order: TCompletedOrder): number {
  return sumAed(order.amount_paid, order.paid_with.gift_card, order.paid_with.wallet, order.paid_with.points);
}

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

/** "Points 925 (AED 7.40)". */
function pointsPart(parts: TPaidWith): string {
  return t('Points {count} ({amount})', { count: parts.points_used, amount: formatPrice(parts.points) });
}

/** "Card AED 400.00 · Wallet AED 25.00 · Points 925 (AED 7.40) · Gift card AED 50.00": the parts that paid. */
export function paidWithText(parts: TPaidWith): string {
  return [
    parts.card > 0 ? t('Card {amount}', { amount: formatPrice(parts.card) }) : '',
    parts.wallet > 0 ? t('Wallet {amount}', { amount: formatPrice(parts.wallet) }) : '',
    parts.points > 0 || parts.points_used > 0 ? pointsPart(parts) : '',
    parts.gift_card > 0 ? t('Gift card {amount}', { amount: formatPrice(parts.gift_card) }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
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
