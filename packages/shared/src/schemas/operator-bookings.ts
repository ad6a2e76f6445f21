// The bookings desk's calls (issue 18, decision 038): finding orders, the order page, refunds and notes.
import { z } from 'zod';
import { ZIsoDate, ZOpaqueId } from './common.js';

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
  /** What may still be refunded: all that was paid while the order stands, nothing once it is cancelled. */
  refundableFils: z.number().int(),
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
  /** The amount to give back, in fils: at most what was paid. */
  amountFils: z
    .number({ error: 'amountFils must be a number of fils' })
    .int('amountFils must be a whole number of fils')
    .min(1, 'amountFils must be at least 1 fils')
    .max(100_000_000, 'amountFils is too large'),
  reason: ZOrderText('A reason'),
});
export type TRefundOrderRequest = z.infer<typeof ZRefundOrderRequest>;

export const ZAddOrderNoteRequest = z.strictObject({ id: ZOpaqueId('id'), text: ZOrderText('The note') });
