import { BOOKING_MESSAGES } from '../messages/booking.js';
import { timeRange12Hour } from './time.js';

/** The per-order ticket limit of a product: the refusal to show, or null when `count` is allowed. */
export function ticketLimitRefusal(
  product: { title: string; maxTicketsPerOrder: number },
  count: number,
): string | null {
  return count > product.maxTicketsPerOrder
    ? BOOKING_MESSAGES.tooManyTickets(product.maxTicketsPerOrder, product.title)
    : null;
}

/** How a shopper may write a time range: spacing (also around the dash) and letter case do not matter. */
function normaliseTimeRange(text: string): string {
  return text.trim().replace(/\s+/g, ' ').replace(/ ?- ?/g, ' - ').toLowerCase();
}

/**
 * The time a product offers, in the canonical 12-hour text the cart stores ('9:00 AM - 5:00 PM'), when
 * `asked` names it: in that form or in 24-hour form ('09:00 - 17:00'), whatever the spacing and case. Null
 * when `asked` is any other time. A product offers one range today (its start to end; SPEC section 4).
 */
export function offeredTimeOf(product: { start: string; end: string }, asked: string): string | null {
  const offered = timeRange12Hour(product.start, product.end);
  const wanted = normaliseTimeRange(asked);
  const forms = [offered, `${product.start} - ${product.end}`];
  return forms.some((form) => normaliseTimeRange(form) === wanted) ? offered : null;
}

/**
 * The offered time of a cart line, or the refusal naming the time the product offers (the cart takes only
 * that; checkout refuses a line written before the rule existed).
 */
export function offeredTimeOrRefusal(
  product: { title: string; start: string; end: string },
  asked: string,
): { time: string; refusal: null } | { time: null; refusal: string } {
  const time = offeredTimeOf(product, asked);
  if (time) return { time, refusal: null };
  return {
    time: null,
    refusal: BOOKING_MESSAGES.notOfferedTime(product.title, timeRange12Hour(product.start, product.end)),
  };
}
