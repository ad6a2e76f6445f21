// What cancelling an order gives back, from the terms each of its lines was sold with (decision 026): never
// from the product as it is now.
import { CANCEL_MESSAGES } from '@rihla/shared/messages/booking';
import { lastCancellationAt, type TTicketCounts, tierAt } from '@rihla/shared/rules/departures';
import { slotStartUtc } from '@rihla/shared/rules/time';
import { ZTicketKind } from '@rihla/shared/schemas/booking-terms';
import { storedLines, type TPricedLine } from './steps/price-cart.js';
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
  const paidFils = heldValueFils(order);
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

const TICKET_KINDS = ZTicketKind.options;

type TValuedOrder = Parameters<typeof cancellationOf>[0] & { discount_fils: number };

/**
 * What the order's tickets are worth now: what was paid (the card's part and what points, a gift card and the wallet
 * paid, decision 049), less what tickets an operator cancelled took with them (the lines' price after the discount,
 * decision 062). Refunds that kept the order are not taken off: the tiers apply to this, and a cancellation then
 * gives back at most what is left.
 */
function heldValueFils(order: Parameters<typeof cancellationOf>[0] & { discount_fils?: number }): number {
  const linesFils = order.subtotal_fils - (order.discount_fils ?? 0);
  return Math.max(0, Math.min(orderValueFils(order), linesFils));
}

/** Some tickets of one line cancelled: what the line and the order become, and what the terms give back for them. */
export interface TTicketsCancellation {
  /** Why these tickets cannot be cancelled at all (nothing would be left of the line, no adult left...). */
  invalid: string | null;
  /** Why the terms give nothing back for them now (non-refundable, too late); an operator may override. */
  refusal: string | null;
  /** The tickets cancelled and what the line had before. */
  cancelledCount: number;
  bookedCount: number;
  /** Their share of what the order is worth, and what the terms give back of it (0 when refused). */
  valueFils: number;
  refundFils: number;
  percent: number;
  /** Seats of the departure they free. */
  seats: number;
  line: TPricedLine;
  items: TPricedLine[];
  subtotalFils: number;
  discountFils: number;
}

const countOf = (tickets: Partial<TTicketCounts>) => TICKET_KINDS.reduce((sum, kind) => sum + (tickets[kind] ?? 0), 0);

/**
 * Seats a line's tickets of each kind take: adults always; children before infants take what the line's seats
 * beyond its adults are (the line keeps its seats, not which types took one when it was sold).
 */
function seatsOfKinds(line: TPricedLine): TTicketCounts {
  const beyondAdults = Math.max(0, line.seats - line.tickets.adult);
  const child = Math.min(line.tickets.child, beyondAdults);
  return { adult: line.tickets.adult, child, infant: Math.min(line.tickets.infant, beyondAdults - child) };
}

/** A cancellation of tickets that cannot be: nothing changes. */
function refused(
  order: TValuedOrder,
  items: TPricedLine[],
  line: TPricedLine | undefined,
  invalid: string,
): TTicketsCancellation {
  return {
    invalid,
    refusal: null,
    cancelledCount: 0,
    bookedCount: 0,
    valueFils: 0,
    refundFils: 0,
    percent: 0,
    seats: 0,
    line: line as TPricedLine,
    items,
    subtotalFils: order.subtotal_fils,
    discountFils: order.discount_fils,
  };
}

/**
 * Cancelling `cancel` tickets of line `lineIndex` now (decision 062): the line keeps the rest at the prices it was
 * sold at; its tickets' share of the order's worth (the discount shared in proportion) is what they were paid, and
 * the tier of the line's terms gives back its percentage of that, as a shopper's cancellation would.
 */
export function ticketsCancellationOf(
  order: TValuedOrder,
  lineIndex: number,
  cancel: Partial<TTicketCounts>,
  now: Date,
): TTicketsCancellation {
  const items = storedLines(order);
  const line = items[lineIndex];
  const fail = (invalid: string) => refused(order, items, line, invalid);
  if (!line) return fail(CANCEL_MESSAGES.noSuchLine);
  if (line.pricing === 'perGroup') return fail(CANCEL_MESSAGES.groupTickets);
  const cancelledCount = countOf(cancel);
  if (cancelledCount < 1) return fail(CANCEL_MESSAGES.noTicketsChosen);
  const left = { ...line.tickets };
  for (const kind of TICKET_KINDS) {
    const count = cancel[kind] ?? 0;
    if (count > left[kind]) return fail(CANCEL_MESSAGES.moreThanBooked(kind, left[kind]));
    left[kind] -= count;
  }
  if (countOf(left) < 1) return fail(CANCEL_MESSAGES.wholeLine);
  if (left.adult < 1) return fail(CANCEL_MESSAGES.adultStays);
  const seatsBefore = seatsOfKinds(line);
  const seats = TICKET_KINDS.reduce(
    (sum, kind) => sum + Math.max(0, seatsBefore[kind] - Math.min(seatsBefore[kind], left[kind])),
    0,
  );
  return cancellationLeaving(order, lineIndex, { left, cancelledCount, seats }, now);
}

/**
 * Every ticket of line `lineIndex` cancelled while the order keeps its other lines (a departure cancelled, decision
 * 073): the line leaves the order (its voucher, emails and reminders name only what is left), all its seats go back,
 * and its share of the order's worth is computed as for some tickets (decision 062), a group line's too. Invalid for
 * an order with no other line: cancel the order instead.
 */
export function lineCancellationOf(order: TValuedOrder, lineIndex: number, now: Date): TTicketsCancellation {
  const items = storedLines(order);
  const line = items[lineIndex];
  const left = { adult: 0, child: 0, infant: 0 };
  if (!line) return refused(order, items, line, CANCEL_MESSAGES.noSuchLine);
  if (items.length < 2) return refused(order, items, line, CANCEL_MESSAGES.wholeLine);
  return cancellationLeaving(order, lineIndex, { left, cancelledCount: countOf(line.tickets), seats: line.seats }, now);
}

/** What line `lineIndex` and the order become with `left` tickets on it (none: the line leaves the order). */
function cancellationLeaving(
  order: TValuedOrder,
  lineIndex: number,
  cancel: { left: TTicketCounts; cancelledCount: number; seats: number },
  now: Date,
): TTicketsCancellation {
  const items = storedLines(order);
  const line = items[lineIndex] as TPricedLine;
  const { left, cancelledCount, seats } = cancel;
  const rows = line.rows
    .map((row) => ({ ...row, count: left[row.kind], totalFils: left[row.kind] * row.unitFils }))
    .filter((row) => row.count > 0);
  const totalFils = countOf(left) > 0 ? rows.reduce((sum, row) => sum + row.totalFils, 0) : 0;
  const removedFils = line.totalFils - totalFils;
  const worthFils = heldValueFils(order);
  const valueFils = order.subtotal_fils > 0 ? Math.floor((worthFils * removedFils) / order.subtotal_fils) : 0;
  const subtotalFils = order.subtotal_fils - removedFils;
  const before = line.cancelledTickets ?? { adult: 0, child: 0, infant: 0 };
  const after: TPricedLine = {
    ...line,
    tickets: left,
    adultCount: left.adult,
    rows,
    totalFils,
    seats: line.seats - seats,
    cancelledTickets: {
      adult: before.adult + line.tickets.adult - left.adult,
      child: before.child + line.tickets.child - left.child,
      infant: before.infant + line.tickets.infant - left.infant,
    },
  };
  const startsAt = slotStartUtc(line.date, line.start);
  const tier = line.cancellation.refundable ? tierAt(line.cancellation, startsAt.getTime() - now.getTime()) : null;
  const fewestHours = Math.min(...line.cancellation.tiers.map((item) => item.hoursBefore));
  const refusal = !line.cancellation.refundable
    ? CANCEL_MESSAGES.nonRefundable
    : tier
      ? null
      : CANCEL_MESSAGES.tooLateFor(Number.isFinite(fewestHours) ? fewestHours : 0);
  return {
    invalid: null,
    refusal,
    cancelledCount,
    bookedCount: countOf(line.tickets),
    valueFils,
    refundFils: tier ? Math.floor((valueFils * tier.refundPercent) / 100) : 0,
    percent: tier?.refundPercent ?? 0,
    seats,
    line: after,
    items:
      countOf(left) > 0
        ? items.map((item, index) => (index === lineIndex ? after : item))
        : items.filter((_, index) => index !== lineIndex),
    subtotalFils,
    // What the tickets left are worth stays the order's worth less the cancelled tickets' share.
    discountFils: Math.max(0, subtotalFils - (worthFils - valueFils)),
  };
}

/** Tickets an operator cancelled of an order's lines, and how many were booked (decision 062); null when none were. */
export function ticketsCancelledOf(lines: TPricedLine[]): { cancelled: number; of: number } | null {
  let cancelled = 0;
  let left = 0;
  for (const line of lines) {
    cancelled += countOf(line.cancelledTickets ?? {});
    left += countOf(line.tickets);
  }
  return cancelled > 0 ? { cancelled, of: cancelled + left } : null;
}
