import type { TPaidWith } from '@rihla/shared/schemas/booking';
import { formatCount, formatPrice } from './format';
import { t } from './i18n';

// How an order was paid (issue 20, decision 049), said the same way on the orders page and after a booking.

/** Sums AED amounts without floating-point crumbs (AED 0.1 + 0.2 is 0.30). */
export function sumAed(...amounts: number[]): number {
  return amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
}

/** What the parts come to, in AED: card, gift card, wallet and points. */
export function partsTotal(parts: TPaidWith): number {
  return sumAed(parts.card, parts.gift_card, parts.wallet, parts.points);
}

/** What an order cost after its discount: the card's part (amount_paid) and what balances paid besides. */
export function orderTotal(order: { amount_paid: number; paid_with: TPaidWith }): number {
  return sumAed(order.amount_paid, order.paid_with.gift_card, order.paid_with.wallet, order.paid_with.points);
}

/**
 * The parts that paid, each as "Card AED 400.00" ("Cash AED 400.00" for a booking paid at our desk), "Points 2,500
 * (AED 20.00)"; none when nothing was paid.
 */
export function paidWithParts(parts: TPaidWith, method: 'card' | 'cash' = 'card'): string[] {
  const paid = { amount: formatPrice(parts.card) };
  return [
    parts.card > 0 ? (method === 'cash' ? t('Cash {amount}', paid) : t('Card {amount}', paid)) : '',
    parts.wallet > 0 ? t('Wallet {amount}', { amount: formatPrice(parts.wallet) }) : '',
    parts.points > 0 || parts.points_used > 0
      ? t('Points {count} ({amount})', {
          count: formatCount(parts.points_used),
          amount: formatPrice(parts.points),
        })
      : '',
    parts.gift_card > 0 ? t('Gift card {amount}', { amount: formatPrice(parts.gift_card) }) : '',
  ].filter(Boolean);
}

/** "Card AED 400.00 · Wallet AED 25.00 · Points 925 (AED 7.40) · Gift card AED 50.00". */
export function paidWithText(parts: TPaidWith): string {
  return paidWithParts(parts).join(' · ');
}
