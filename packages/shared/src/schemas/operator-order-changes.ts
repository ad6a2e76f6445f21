// Changing an order line's date or departure (issue 18, decision 043): the quote and the change.
import { z } from 'zod';
import { ZIsoDate, ZOpaqueId } from './common.js';
import { ZDeskOrder } from './operator-bookings.js';

const ZHhMm = z.string({ error: 'start must be a time (HH:mm)' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: 'start must be a time (HH:mm)',
});

export const ZDateChangeRequest = z.strictObject({
  id: ZOpaqueId('id'),
  /** Which line of the order (0 for the first). */
  lineIndex: z.number({ error: 'lineIndex must be a number' }).int().min(0).max(50),
  /** The new departure's date (YYYY-MM-DD). */
  date: ZIsoDate('date must be a date (YYYY-MM-DD)'),
  /** The new departure's start (HH:mm); without it the quote lists the date's departures only. */
  start: ZHhMm.optional(),
});
export type TDateChangeRequest = z.infer<typeof ZDateChangeRequest>;

export const ZChangeOrderDateRequest = ZDateChangeRequest.extend({
  start: ZHhMm,
  /**
   * Charge or refund the difference at today's prices (decision 063): only for operators who may give money back,
   * a refund within their limit. Without it the line keeps the price the customer paid and no money moves.
   */
  reprice: z.boolean({ error: 'reprice must be true or false' }).optional(),
});
export type TChangeOrderDateRequest = z.infer<typeof ZChangeOrderDateRequest>;

export const ZChangeDeparture = z.object({
  start: z.string(),
  end: z.string(),
  /** The 12-hour label ('9:00 AM - 1:00 PM'). */
  time: z.string(),
  seatsLeft: z.number().int(),
  /** Why it cannot take this line (closed, booking closed, too few seats, the line's own departure); else null. */
  refusal: z.string().nullable(),
});

/** A moved line's price and what it makes the order's total. */
const ZChangePrice = z.object({
  lineTotalFils: z.number().int(),
  subtotalFils: z.number().int(),
  /** The order's promo discount, kept in fils (never more than the new subtotal). */
  discountFils: z.number().int(),
  totalFils: z.number().int(),
  /** New total minus what the order holds now: above 0 collected by a payment link, below 0 refunded. */
  differenceFils: z.number().int(),
});

export const ZDateChangeQuote = z.object({
  lineIndex: z.number().int(),
  date: z.string(),
  /** The line's seats (a group takes one). */
  seats: z.number().int(),
  departures: z.array(ZChangeDeparture),
  /**
   * The departure asked for (start given); null when none was asked. Its amounts are the price the customer paid,
   * which a moved line keeps (difference 0); `todaysPrice` is the same line at today's prices (decision 063).
   */
  target: z
    .object({
      start: z.string(),
      time: z.string(),
      /** Why the line cannot move there; null when it can. */
      refusal: z.string().nullable(),
      ...ZChangePrice.shape,
      todaysPrice: ZChangePrice.extend({
        /** Why this operator may not reprice the line (their role or refund limit); null when they may. */
        refusal: z.string().nullable(),
      }),
    })
    .nullable(),
});
export type TDateChangeQuote = z.infer<typeof ZDateChangeQuote>;

export const DATE_CHANGE_OUTCOMES = ['moved', 'refunded', 'awaitingPayment'] as const;

export const ZChangeOrderDateData = z.object({
  outcome: z.enum(DATE_CHANGE_OUTCOMES),
  differenceFils: z.number().int(),
  /** The sandbox gateway's hosted page for the difference (awaitingPayment); else null. */
  paymentUrl: z.string().nullable(),
  /** Until when the new seats are held for that payment; else null. */
  holdExpiresAt: z.string().nullable(),
  order: ZDeskOrder,
});
export type TChangeOrderDateData = z.infer<typeof ZChangeOrderDateData>;
