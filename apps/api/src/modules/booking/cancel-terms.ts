// What cancelling an order gives back, from the terms each of its lines was sold with (decision 026): never
// from the product as it is now.
import { CANCEL_MESSAGES } from '@rihla/shared/messages/booking';
import { lastCancellationAt, tierAt } from '@rihla/shared/rules/departures';
import { slotStartUtc } from '@rihla/shared/rules/time';
import { storedLines } from './steps/price-cart.js';
import { orderValueFils } from './steps/spend-balances.js';

export interface TOrderCancellation {
  /** Every line of the order is sold refundable. */
  refundable: boolean;
  /** The last instant the whole order can be cancelled (its earliest line's last tier); null if never. */
  cancellableUntil: Date | null;
  /** Why the order cannot be cancelled now; null when it can. */
  refusal: string | null;
  /** What cancelling now gives back, in fils, and as a share of what was paid (0 when it cannot be). */
  refundFils: number;
  percent: number;
}

/**
 * The order's cancellation now: each line's tier by the time left before its departure, the refund the sum
 * of each line's share of what was paid (a promo discount is shared in proportion) at its tier's percentage,
 * rounded down to the fils.
 */
export function cancellationOf(
  order: {
    items: string;
    subtotal_fils: number;
    amount_paid_fils: number;
    points_used: number;
    points_fils: number;
    gift_card_fils: number;
    wallet_fils: number;
  },
  now: Date,
): TOrderCancellation {
  // What was paid: the card's part and what points, a gift card and the wallet paid (decision 049).
  const paidFils = orderValueFils(order);
  const lines = storedLines(order);
  const refundable = lines.length > 0 && lines.every((line) => line.cancellation.refundable);
  let cancellableUntil: Date | null = null;
  let refusal: string | null = refundable ? null : CANCEL_MESSAGES.nonRefundable;
  let weighted = 0;
  for (const line of lines) {
    const startsAt = slotStartUtc(line.date, line.start);
    const last = lastCancellationAt(line.cancellation, startsAt);
    if (last && (!cancellableUntil || last < cancellableUntil)) cancellableUntil = last;
    const tier = tierAt(line.cancellation, startsAt.getTime() - now.getTime());
    if (!tier) {
      const fewestHours = Math.min(...line.cancellation.tiers.map((item) => item.hoursBefore));
      refusal ??= CANCEL_MESSAGES.tooLateFor(Number.isFinite(fewestHours) ? fewestHours : 0);
      continue;
    }
    weighted += line.totalFils * tier.refundPercent;
  }
  if (refusal || !refundable) {
    return { refundable, cancellableUntil: refundable ? cancellableUntil : null, refusal, refundFils: 0, percent: 0 };
  }
  const percent = order.subtotal_fils > 0 ? Math.round(weighted / order.subtotal_fils) : 100;
  const refundFils = order.subtotal_fils > 0 ? Math.floor((paidFils * weighted) / (order.subtotal_fils * 100)) : 0;
  return { refundable, cancellableUntil, refusal: null, refundFils, percent };
}
