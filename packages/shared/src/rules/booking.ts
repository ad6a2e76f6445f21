import { BOOKING_MESSAGES } from '../messages/booking.js';

/** The per-order ticket limit of a product: the refusal to show, or null when `count` is allowed. */
export function ticketLimitRefusal(
  product: { title: string; maxTicketsPerOrder: number },
  count: number,
): string | null {
  return count > product.maxTicketsPerOrder
    ? BOOKING_MESSAGES.tooManyTickets(product.maxTicketsPerOrder, product.title)
    : null;
}
