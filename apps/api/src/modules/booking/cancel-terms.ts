import { CANCEL_HOURS_BEFORE } from '@rihla/shared/constants';
import { slotStartUtc } from '@rihla/shared/rules/time';
import type { TCancelTermsProduct } from '../catalogue/product-terms.repository.js';
import { storedLines } from './steps/price-cart.js';

export interface TCancelTerms {
  /** Every product of the order can be refunded. */
  refundable: boolean;
  /** The earliest activity start of the order minus the notice the terms ask for; null if unknown. */
  deadline: Date | null;
}

const HOUR_MS = 3_600_000;

/** The cancellation terms of an order: refundable only if all its products are, until 24 h before the first activity. */
export function cancelTermsOf(order: { items: string }, products: Map<string, TCancelTermsProduct>): TCancelTerms {
  let refundable = true;
  let firstStart: number | null = null;
  for (const line of storedLines(order)) {
    const product = products.get(line.productId);
    if (!product) return { refundable: false, deadline: null };
    if (product.is_refundable !== 1) refundable = false;
    const start = slotStartUtc(line.date, product.start_time).getTime();
    firstStart = firstStart === null ? start : Math.min(firstStart, start);
  }
  return { refundable, deadline: firstStart === null ? null : new Date(firstStart - CANCEL_HOURS_BEFORE * HOUR_MS) };
}

/** The products of some orders, as a list of ids for findCancelTermsProducts. */
export function productIdsOf(orders: { items: string }[]): string[] {
  return [...new Set(orders.flatMap((order) => storedLines(order).map((line) => line.productId)))];
}
