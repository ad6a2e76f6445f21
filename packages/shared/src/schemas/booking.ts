import { z } from 'zod';
import { MAX_AVAILABILITY_DAYS, MESSAGES } from '../constants.js';
import { addDays, isIsoDate } from '../rules/time.js';
import { ZModule, ZOpaqueId, ZPlanId } from './common.js';

export const MAX_CART_LINES = 20;
export const MAX_ADULT_COUNT = 100;

export const ZCartItemInput = z.strictObject({
  module: ZModule,
  planId: ZPlanId,
  /** Ignored: the title always comes from the catalogue. */
  title: z.string().max(300).optional(),
  date: z.string({ error: MESSAGES.selectDateAndTime }).refine(isIsoDate, MESSAGES.selectDateAndTime),
  time: z
    .string({ error: MESSAGES.selectDateAndTime })
    .trim()
    .min(1, MESSAGES.selectDateAndTime)
    .max(40, 'Time range is too long'),
  // A JSON number, or a string of digits as a form sends; never a boolean, a list or a hex string (issue 14).
  adultCount: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,6}$/, 'adultCount must be a number'),
      ],
      { error: 'adultCount must be a number' },
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .int('adultCount must be a whole number')
        .min(1, 'At least one ticket is needed')
        .max(MAX_ADULT_COUNT, `At most ${MAX_ADULT_COUNT} tickets can be booked at a time`),
    ),
  /** Ignored: prices are always computed on the server. Accepted because older clients send them. */
  price: z.unknown().optional(),
  totalAmount: z.unknown().optional(),
});
export type TCartItemInput = z.infer<typeof ZCartItemInput>;

export const ZAddToCartRequest = z.strictObject({
  item: z
    .array(ZCartItemInput, { error: 'item must be a list' })
    .min(1, 'item must name at least one product')
    .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} items`),
});
export type TAddToCartRequest = z.infer<typeof ZAddToCartRequest>;
export const ZAddToCartData = z.null();

/** A priced line of a checkout or an order: what was (or will be) charged for it. */
export const ZOrderItem = z.object({
  module: ZModule,
  planId: z.string(),
  title: z.string(),
  date: z.string(),
  time: z.string(),
  adultCount: z.number().int(),
  /** Unit price in AED. */
  price: z.number(),
  /** Line total in AED. */
  totalAmount: z.number(),
  pictures: z.array(z.string()),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZOrderStatus = z.enum(['confirmed', 'cancelled', 'refunded', 'failed']);

export const ZCartItem = ZOrderItem.extend({ tour_type: z.string() });
export type TCartItem = z.infer<typeof ZCartItem>;

export const ZViewCartData = z.object({
  items: z.array(ZCartItem),
  totalCartAmount: z.number(),
  amount_paid: z.number(),
  discount: z.number(),
  coupon_code: z.string().nullable(),
});
export type TViewCartData = z.infer<typeof ZViewCartData>;

export const ZDeleteCartRequest = z.strictObject({ module: ZModule, planId: ZPlanId });
export const ZDeleteCartData = z.null();

export const ZCheckoutRequest = z
  .strictObject({
    coupon_code: z.string({ error: 'coupon_code must be text' }).trim().max(40, MESSAGES.invalidPromo).optional(),
  })
  .default({});
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;
export const ZCheckoutSummary = z.object({
  _id: z.string(),
  actual_amount: z.number(),
  to_be_paid: z.number(),
  discount: z.number(),
  coupon_code: z.string().nullable(),
  /** When the seats held for this checkout are released unless it is paid (ISO-8601 UTC). */
  expiresAt: z.string(),
});
export type TCheckoutSummary = z.infer<typeof ZCheckoutSummary>;
export const ZCheckoutData = z.array(ZCheckoutSummary);

export const ZPaymentInitiateRequest = z.strictObject({ cartId: ZOpaqueId('cartId') });

export const ZViewCheckoutRequest = z.strictObject({ cartId: ZOpaqueId('cartId') });
/**
 * Where a checkout stands: `open` (not paid yet: Pay Now, unless `payRefusal` says why not), `paid` (its
 * order was made), `cancelled` (its order was cancelled, or its account closed before paying), `failed`
 * (paid, but its order could not be made: seats, cut-off or code ran out; the payment is refunded).
 */
export const ZCheckoutState = z.enum(['open', 'paid', 'cancelled', 'failed']);
export type TCheckoutState = z.infer<typeof ZCheckoutState>;
export const ZViewCheckoutData = ZCheckoutSummary.extend({
  state: ZCheckoutState,
  /** The lines exactly as checkout priced them: what a payment is asked for. */
  items: z.array(ZOrderItem),
  /** Why an open checkout cannot be paid now (a line past its cut-off, seats gone, code ran out); else null. */
  payRefusal: z.string().nullable(),
  /** The order made from this checkout, once paid (also a failed or cancelled one); null before. */
  order: z.object({ reference: z.string(), status: ZOrderStatus }).nullable(),
});
export type TViewCheckoutData = z.infer<typeof ZViewCheckoutData>;
export const ZPaymentInitiateData = z.object({
  Transaction: z.object({ PaymentPage: z.string(), TransactionID: z.string() }),
});

export const ZCompletedOrder = z.object({
  paymentId: z.string(),
  reference: z.string(),
  cartData: z.array(ZOrderItem),
  createdAt: z.string(),
  amount_paid: z.number(),
  discount: z.number(),
  status: ZOrderStatus,
  pdfUrl: z.string().nullable(),
  /** False when a product of the order is sold as final (no refund on cancellation). */
  refundable: z.boolean(),
  /** The last instant (ISO-8601 UTC) the shopper may cancel; null when the order cannot be cancelled. */
  cancellableUntil: z.string().nullable(),
});
export type TCompletedOrder = z.infer<typeof ZCompletedOrder>;

export const ZCancelBookingRequest = z.strictObject({ reference: ZOpaqueId('reference') });
export type TCancelBookingRequest = z.infer<typeof ZCancelBookingRequest>;
export const ZCancelBookingData = ZCompletedOrder;

export const ZConfirmBookingRequest = z.strictObject({
  paymentId: ZOpaqueId('paymentId'),
  cartId: ZOpaqueId('cartId'),
});
export const ZConfirmBookingData = ZCompletedOrder;
export const ZViewCompletedOrderData = z.array(ZCompletedOrder);

export const ZVerifyVoucherRequest = z.strictObject({ code: ZOpaqueId('code') });
export const ZVerifyVoucherData = z.object({
  reference: z.string(),
  status: ZCompletedOrder.shape.status,
  items: z.array(z.object({ title: z.string(), date: z.string(), time: z.string(), adultCount: z.number().int() })),
});

const isRangeChecked = (request: { from: unknown; days: unknown }): request is { from: string; days: number } =>
  typeof request.from === 'string' &&
  isIsoDate(request.from) &&
  Number.isInteger(request.days) &&
  (request.days as number) >= 1 &&
  (request.days as number) <= MAX_AVAILABILITY_DAYS;
export const ZAvailabilityRequest = z
  .strictObject({
    module: ZModule,
    planId: ZPlanId,
    from: z.string({ error: 'from must be a date' }).refine(isIsoDate, 'from must be a date written YYYY-MM-DD'),
    days: z.coerce
      .number({ error: 'days must be a number' })
      .int('days must be a whole number')
      .min(1, 'days must be at least 1')
      .max(MAX_AVAILABILITY_DAYS, `days must be at most ${MAX_AVAILABILITY_DAYS}`),
  })
  // A range that runs past 9999-12-31 has days that are no calendar date (the fuzzer found one). Checked only
  // once both fields are valid: refinements run even when a field has failed.
  .refine((request) => !isRangeChecked(request) || isIsoDate(addDays(request.from, request.days - 1)), {
    message: 'These dates run past the end of the calendar',
    path: ['from'],
  });
export type TAvailabilityRequest = z.infer<typeof ZAvailabilityRequest>;
export const ZSlotStatus = z.enum(['available', 'soldOut', 'closed', 'pastCutoff']);
export type TSlotStatus = z.infer<typeof ZSlotStatus>;
export const ZSlotAvailability = z.object({
  date: z.string(),
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  status: ZSlotStatus,
});
export type TSlotAvailability = z.infer<typeof ZSlotAvailability>;
export const ZAvailabilityData = z.array(ZSlotAvailability);
