// The bookings desk's calls (issue 18, decision 038): finding orders, the order page, refunds and notes.
import { z } from 'zod';
import { filsOfTyped } from '../rules/money.js';
import { checkedBy, ZIsoDate, ZOpaqueId } from './common.js';

export const ORDER_PAGE_SIZES = [25, 50, 100] as const;
export const ORDER_STATUSES = ['confirmed', 'cancelled', 'refunded', 'failed'] as const;
export type TDeskOrderStatus = (typeof ORDER_STATUSES)[number];
/** The longest refund reason and note an operator may write. */
export const ORDER_TEXT_MAX = 1000;

export const ZSearchOrdersRequest = z.strictObject({
  /**
   * One box: an order reference (RH-...), an email (with an '@'; its start is enough), a phone number (digits; a
   * UAE number may start with 0) or a name (the start of the first or the last name).
   */
  search: z.string().trim().max(100, 'Search is too long').default(''),
  /** Only this shopper's orders (the customers desk's page, decision 074); the search box is not read then. */
  userId: ZOpaqueId('userId').optional(),
  productId: ZOpaqueId('productId').optional(),
  /** The departure's date (YYYY-MM-DD). */
  date: ZIsoDate('date must be a date (YYYY-MM-DD)').optional(),
  status: z.enum(ORDER_STATUSES, { error: 'Unknown status' }).optional(),
  page: z.number({ error: 'page must be a number' }).int().min(0).max(100_000).default(0),
  pageSize: z
    .union(ORDER_PAGE_SIZES.map((size) => z.literal(size)) as [z.ZodLiteral<25>, z.ZodLiteral<50>, z.ZodLiteral<100>], {
      error: 'pageSize must be 25, 50 or 100',
    })
    .default(25),
});
export type TSearchOrdersRequest = z.input<typeof ZSearchOrdersRequest>;

export const ZOrderListRow = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The lines' product titles, in order. */
  products: z.array(z.string()),
  /** The earliest departure date of the lines. */
  firstDate: z.string(),
  amountPaidFils: z.number().int(),
  refundedFils: z.number().int(),
  /** What the order was paid with in all (card, points, gift card, wallet) and what came back of it (decision 062). */
  paidValueFils: z.number().int(),
  refundedValueFils: z.number().int(),
  /** Tickets an operator cancelled of those booked; null when none were. */
  ticketsCancelled: z.object({ cancelled: z.number().int(), of: z.number().int() }).nullable(),
});
export type TOrderListRow = z.infer<typeof ZOrderListRow>;
export const ZSearchOrdersData = z.object({ rows: z.array(ZOrderListRow), hasNextPage: z.boolean() });

export const ZOrderIdRequest = z.strictObject({ id: ZOpaqueId('id') });

export const ORDER_EVENT_KINDS = [
  'created',
  'paid',
  'confirmed',
  'cancelled',
  'refunded',
  'note',
  'confirmationResent',
  'dateChanged',
  'checkedIn',
  'messageSent',
  // A phone or walk-in booking (decision 042): who booked it, and cash taken at the desk.
  'bookedByPhone',
  'paidInCash',
  // The payment link sent to the caller from the desk (decision 075): by whom, how and to where.
  'paymentLinkSent',
  // Refunds that keep the order (decision 062): an amount given back, some tickets cancelled.
  'amountRefunded',
  'ticketsCancelled',
  // An operator's message to a departure's passengers (decision 073).
  'passengersMessaged',
] as const;
export type TOrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export const ZOrderEvent = z.object({
  kind: z.enum(ORDER_EVENT_KINDS),
  at: z.string(),
  /** The operator who did it; null for the shopper or the system. */
  operator: z.object({ id: z.string(), name: z.string() }).nullable(),
  amountFils: z.number().int().nullable(),
  /** A refund an operator made outside the product's terms (inside the cut-off, or non-refundable). */
  isOverride: z.boolean(),
  /** A note's text, a refund's reason. */
  text: z.string(),
});
export type TOrderEvent = z.infer<typeof ZOrderEvent>;

export const ZOrderLine = z.object({
  productId: z.string(),
  title: z.string(),
  date: z.string(),
  start: z.string(),
  time: z.string(),
  /** Tickets per type: adult, child, infant (a per-group product counts its guests as adults). */
  tickets: z.record(z.string(), z.number().int()),
  /** Tickets per type an operator cancelled since the sale (decision 062); `tickets` are those left. */
  cancelledTickets: z.record(z.string(), z.number().int()),
  totalFils: z.number().int(),
});

export const ZDeskOrder = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  lines: z.array(ZOrderLine),
  subtotalFils: z.number().int(),
  discountFils: z.number().int(),
  /** What the card (or cash) paid; the balances' parts are in `balancesFils` (decision 049). */
  amountPaidFils: z.number().int(),
  /** What points (their value, and the points themselves), a gift card and the wallet paid of the price. */
  balancesFils: z.object({
    pointsUsed: z.number().int(),
    points: z.number().int(),
    giftCard: z.number().int(),
    wallet: z.number().int(),
  }),
  refundedFils: z.number().int(),
  /** What a refund did not give back of the gift card's part, the card having been voided (decision 057). */
  giftCardForfeitedFils: z.number().int(),
  /** What may still be refunded: what was paid less all refunds so far while the order stands; nothing once cancelled. */
  refundableFils: z.number().int(),
  /** What the order was paid with in all and what came back of it, every part (decision 062). */
  paidValueFils: z.number().int(),
  refundedValueFils: z.number().int(),
  /** Tickets an operator cancelled of those booked; null when none were. */
  ticketsCancelled: z.object({ cancelled: z.number().int(), of: z.number().int() }).nullable(),
  promoCode: z.string().nullable(),
  payment: z.object({
    provider: z.string(),
    transactionId: z.string(),
    status: z.string(),
    cardLast4: z.string().nullable(),
  }),
  /** Why the shopper could not cancel now (an operator refund would be an override); null when they could. */
  overrideReason: z.string().nullable(),
  /** The voucher's page (null once the order no longer stands). */
  voucherUrl: z.string().nullable(),
  /** The reseller that sold it and its own reference (decision 121); null when sold on the shop's own channels. */
  partner: z
    .object({
      id: z.string(),
      name: z.string(),
      reference: z.string().nullable(),
      /** How it sold it (decision 126): its API, its booking widget, or one of its travel agents on account. */
      channel: z.enum(['api', 'widget', 'agency']).nullable(),
    })
    .nullable(),
  events: z.array(ZOrderEvent),
});
export type TDeskOrder = z.infer<typeof ZDeskOrder>;

const ZOrderText = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(ORDER_TEXT_MAX, `${name} is too long`);

export const ZRefundOrderRequest = z.strictObject({
  id: ZOpaqueId('id'),
  /** The amount to give back, in fils, the order kept (decision 062): at most what is left to refund. */
  amountFils: z
    .number({ error: 'amountFils must be a number of fils' })
    .int('amountFils must be a whole number of fils')
    .min(1, 'amountFils must be at least 1 fils')
    .max(100_000_000, 'amountFils is too large'),
  reason: ZOrderText('A reason'),
});
export type TRefundOrderRequest = z.infer<typeof ZRefundOrderRequest>;

/**
 * The order page's refund dialog, as typed: the amount in AED. Its output is operator/refundOrder's body but the
 * order, checked by the call's schema, whose messages show beside the same fields.
 */
export const ZRefundOrderForm = z
  .object({ amountFils: z.string(), reason: z.string() })
  .transform((form, ctx) =>
    checkedBy(
      ZRefundOrderRequest.omit({ id: true }),
      { amountFils: filsOfTyped(form.amountFils), reason: form.reason },
      ctx,
    ),
  );
export type TRefundOrderForm = z.input<typeof ZRefundOrderForm>;

const ZOptionalAmount = ZRefundOrderRequest.shape.amountFils.optional();

/**
 * What a cancellation gives back (decision 062): what the terms give now ('terms', refused inside the cut-off or for
 * a non-refundable product), all that is left ('full'), nothing ('none', a no-show or a final sale), or `amountFils`
 * ('amount'). Anything the terms would not give is recorded as an override.
 */
export const REFUND_CHOICES = ['terms', 'full', 'none', 'amount'] as const;
export type TRefundChoice = (typeof REFUND_CHOICES)[number];
const ZRefundChoice = z.enum(REFUND_CHOICES, { error: 'refund must be terms, full, none or amount' });

export const ZCancelOrderRequest = z.strictObject({
  id: ZOpaqueId('id'),
  refund: ZRefundChoice,
  amountFils: ZOptionalAmount,
  reason: ZOrderText('A reason'),
});
export type TCancelOrderRequest = z.infer<typeof ZCancelOrderRequest>;

/**
 * The refund of both cancellations (the booking, some tickets), as typed: the choice, and the amount in AED when it
 * is 'amount'. Its output is the refund's part of operator/cancelOrder's body (operator/cancelTickets' is the same),
 * checked by the call's schema, whose messages show beside the same fields.
 */
export const ZCancelRefundForm = z
  .object({ refund: ZRefundChoice, amountFils: z.string(), reason: z.string() })
  .transform((form, ctx) =>
    checkedBy(
      ZCancelOrderRequest.pick({ refund: true, amountFils: true, reason: true }),
      {
        refund: form.refund,
        ...(form.refund === 'amount' && { amountFils: filsOfTyped(form.amountFils) }),
        reason: form.reason,
      },
      ctx,
    ),
  );
export type TCancelRefundForm = z.input<typeof ZCancelRefundForm>;

const ZTicketCount = (kind: string) =>
  z
    .number({ error: `${kind} must be a number of tickets` })
    .int(`${kind} must be a whole number`)
    .min(0, `${kind} cannot be negative`)
    .max(50, `${kind} is too many`)
    .optional();
/** Tickets per type to cancel of one line. */
export const ZTicketsToCancel = z.strictObject({
  adult: ZTicketCount('adult'),
  child: ZTicketCount('child'),
  infant: ZTicketCount('infant'),
});
const ZLineIndex = z
  .number({ error: 'lineIndex must be a number' })
  .int('lineIndex must be a whole number')
  .min(0, 'lineIndex cannot be negative')
  .max(50, 'lineIndex is too large');

export const ZCancelTicketsRequest = z.strictObject({
  id: ZOpaqueId('id'),
  lineIndex: ZLineIndex,
  tickets: ZTicketsToCancel,
  refund: ZRefundChoice,
  amountFils: ZOptionalAmount,
  reason: ZOrderText('A reason'),
});
export type TCancelTicketsRequest = z.infer<typeof ZCancelTicketsRequest>;

/** The preview of a cancellation, of the whole order or (with lineIndex and tickets) of some of its tickets. */
export const ZQuoteCancellationRequest = z.strictObject({
  id: ZOpaqueId('id'),
  lineIndex: ZLineIndex.optional(),
  tickets: ZTicketsToCancel.optional(),
});
export const ZCancellationQuote = z.object({
  /** What is left to refund of the order. */
  leftFils: z.number().int(),
  /** What the terms give back now, and why they give nothing (an operator's refund would be an override). */
  termsFils: z.number().int(),
  percent: z.number().int(),
  refusal: z.string().nullable(),
  /** 'full': all that is left (the whole order), or what the tickets were paid (at most what is left). */
  fullFils: z.number().int(),
  /** The tickets cancelled and those booked on the line, the seats they free; null for the whole order. */
  tickets: z.object({ cancelled: z.number().int(), of: z.number().int(), seats: z.number().int() }).nullable(),
  /** Why these tickets cannot be cancelled at all; null when they can. */
  invalid: z.string().nullable(),
});
export type TCancellationQuote = z.infer<typeof ZCancellationQuote>;

export const ZAddOrderNoteRequest = z.strictObject({ id: ZOpaqueId('id'), text: ZOrderText('The note') });
