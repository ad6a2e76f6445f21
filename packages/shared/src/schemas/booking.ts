import { z } from 'zod';
import { MAX_AVAILABILITY_DAYS, MESSAGES } from '../constants.js';
import { PAYMENT_MESSAGES } from '../messages/booking.js';
import { REFUND_PART_DESTINATIONS } from '../messages/refunds.js';
import { addDays, isHhMm, isIsoDate } from '../rules/time.js';
import { PARTNER_ID_PATTERN } from '../rules/widget.js';
import { ZBookingTermsAnswer, ZCancellationTier, ZDepartureStatus, ZPricing, ZTicketKind } from './booking-terms.js';
import { ZModule, ZOpaqueId, ZPlanId } from './common.js';
import { ZCheckoutPassengerLine, ZGivenPassengerLines } from './passengers.js';
import { ZLinePickup } from './pickups.js';

export const MAX_CART_LINES = 20;
export const MAX_ADULT_COUNT = 100;

const ZTicketCount = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,6}$/, 'A ticket count must be a number'),
    ],
    {
      error: 'A ticket count must be a number',
    },
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int('A ticket count must be a whole number')
      .min(0, 'A ticket count cannot be negative')
      .max(MAX_ADULT_COUNT, `At most ${MAX_ADULT_COUNT} tickets can be booked at a time`),
  );

/** Counts per ticket type (issue 15); a type left out counts 0. For a per-group product `adult` is the guests. */
export const ZTicketCountsInput = z.strictObject({
  adult: ZTicketCount.optional(),
  child: ZTicketCount.optional(),
  infant: ZTicketCount.optional(),
});

export const ZCartItemInput = z
  .strictObject({
    module: ZModule,
    planId: ZPlanId,
    /** Ignored: the title always comes from the catalogue. */
    title: z.string().max(300).optional(),
    date: z.string({ error: MESSAGES.selectDateAndTime }).refine(isIsoDate, MESSAGES.selectDateAndTime),
    /** The departure as the spec sends it ('9:00 AM - 1:00 PM'); optional when `departure` names it. */
    time: z
      .string({ error: MESSAGES.selectDateAndTime })
      .trim()
      .min(1, MESSAGES.selectDateAndTime)
      .max(40, 'Time range is too long')
      .optional(),
    /** The departure's start time (HH:mm, Dubai), from users/departures. */
    departure: z
      .string({ error: 'departure must be a time written HH:mm' })
      .refine(isHhMm, 'departure must be a time written HH:mm')
      .optional(),
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
      )
      .optional(),
    /** Counts per ticket type; with adultCount alone every ticket is an adult's (the spec's call). */
    tickets: ZTicketCountsInput.optional(),
    /** Ignored: prices are always computed on the server. Accepted because older clients send them. */
    price: z.unknown().optional(),
    totalAmount: z.unknown().optional(),
  })
  .refine((item) => item.time !== undefined || item.departure !== undefined, {
    message: MESSAGES.selectDateAndTime,
    path: ['time'],
  })
  .refine((item) => item.adultCount !== undefined || item.tickets !== undefined, {
    message: 'At least one ticket is needed',
    path: ['adultCount'],
  });
export type TCartItemInput = z.infer<typeof ZCartItemInput>;

export const ZAddToCartRequest = z.strictObject({
  item: z
    .array(ZCartItemInput, { error: 'item must be a list' })
    .min(1, 'item must name at least one product')
    .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} items`),
});
export type TAddToCartRequest = z.infer<typeof ZAddToCartRequest>;
/**
 * The cart line each item became, in the order of `item` (an item naming a departure already in the cart
 * gives that line's id: its counts were replaced). Buy It Now checks out the line it added (decision 030).
 */
export const ZAddToCartData = z.object({ lineIds: z.array(z.string()) });
export type TAddToCartData = z.infer<typeof ZAddToCartData>;

/**
 * New ticket counts for one line of the cart: checked exactly as users/addToCart checks a line (decision 030).
 */
export const ZUpdateCartLineRequest = z.strictObject({
  lineId: ZOpaqueId('lineId'),
  tickets: ZTicketCountsInput,
});
export type TUpdateCartLineRequest = z.infer<typeof ZUpdateCartLineRequest>;
export const ZUpdateCartLineData = z.null();

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
  /** The departure booked (issue 15): its start and end, HH:mm Dubai time. */
  departure: z.object({ start: z.string(), end: z.string() }),
  pricing: ZPricing,
  /** The priced rows: one per ticket type booked, or the whole group. Prices in AED. */
  tickets: z.array(
    z.object({
      kind: ZTicketKind,
      label: z.string(),
      count: z.number().int(),
      price: z.number(),
      totalAmount: z.number(),
    }),
  ),
  /** Children and infants booked (adultCount holds the adults, or a group's guests). */
  childCount: z.number().int(),
  infantCount: z.number().int(),
  /** The cancellation terms this line is sold with, and in words. */
  cancellation: z.object({ refundable: z.boolean(), tiers: z.array(ZCancellationTier), text: z.string() }),
  /** Where to be for this departure, in words; null when the product's location is all there is. */
  whereToBe: z.string().nullable(),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZOrderStatus = z.enum(['confirmed', 'cancelled', 'refunded', 'failed']);

export const ZCartItem = ZOrderItem.extend({
  tour_type: z.string(),
  /** The product's booking terms now: how far the cart's steppers may go (the server checks again). */
  booking: ZBookingTermsAnswer,
  /** The line's id: users/deleteCart with it removes this line only. */
  lineId: z.string(),
});
export type TCartItem = z.infer<typeof ZCartItem>;

export const ZViewCartData = z.object({
  items: z.array(ZCartItem),
  totalCartAmount: z.number(),
  amount_paid: z.number(),
  discount: z.number(),
  coupon_code: z.string().nullable(),
});
export type TViewCartData = z.infer<typeof ZViewCartData>;

/**
 * The spec's call removes every line of a product (module and planId); a lineId removes that line only, with
 * or without the product named.
 */
export const ZDeleteCartRequest = z.union([
  z.strictObject({ module: ZModule, planId: ZPlanId, lineId: ZOpaqueId('lineId').optional() }),
  z.strictObject({ lineId: ZOpaqueId('lineId') }),
]);
export type TDeleteCartRequest = z.infer<typeof ZDeleteCartRequest>;
export const ZDeleteCartData = z.null();

export const ZCheckoutRequest = z
  .strictObject({
    coupon_code: z.string({ error: 'coupon_code must be text' }).trim().max(40, MESSAGES.invalidPromo).optional(),
    /**
     * Pay with the shopper's points (issue 20, decision 049): as many as the price after any discount allows, in
     * steps of 5 points (AED 0.04). Refused with a discount code: the two never go together on one order.
     */
    use_points: z.boolean({ error: 'use_points must be true or false' }).optional(),
    /** Pay with the shopper's wallet: as much as the price left after points and a gift card allows. */
    use_wallet: z.boolean({ error: 'use_wallet must be true or false' }).optional(),
    /** Pay with a gift card's balance: as much as the price left after points allows (before the wallet). */
    gift_card_code: z
      .string({ error: 'gift_card_code must be text' })
      .trim()
      .max(40, 'This gift card code is not valid')
      .optional(),
    /** The partner whose booking widget sold it (decision 123); none on the shop's own pages. */
    partner_id: z
      .string({ error: 'partner_id must be text' })
      .regex(PARTNER_ID_PATTERN, PAYMENT_MESSAGES.widgetUnavailable)
      .optional(),
    /** Check out these cart lines only (Buy It Now, decision 030); without it, the whole cart (the spec). */
    lineIds: z
      .array(ZOpaqueId('lineId'), { error: 'lineIds must be a list' })
      .min(1, 'lineIds must name at least one line')
      .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} items`)
      .optional(),
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
  /**
   * The hold's length in minutes as the server gave it (decision 075): HOLD_MINUTES for a shopper's own checkout,
   * the shop's phoneHoldMinutes for a phone booking's; what the checkout's countdown measures the time left against.
   */
  holdMinutes: z.number().int(),
  /**
   * How the price after the discount is paid (issue 20, decision 049), all AED but points_used: points first,
   * then a gift card, then the wallet; to_be_paid is what is left to pay online (0: no gateway at all).
   */
  points_used: z.number().int(),
  points_amount: z.number(),
  gift_card_code: z.string().nullable(),
  gift_card_amount: z.number(),
  wallet_amount: z.number(),
  /**
   * The VAT (AED) the price after the discount contains, whatever pays it: what the order's receipt and tax invoice
   * will state (rules/money.ts supplyVatFils, decisions 028 and 080), shown before paying.
   */
  vat: z.number(),
});
export type TCheckoutSummary = z.infer<typeof ZCheckoutSummary>;
export const ZCheckoutData = z.array(ZCheckoutSummary);

export const ZPaymentInitiateRequest = z.strictObject({
  cartId: ZOpaqueId('cartId'),
  /**
   * The passengers' details the checkout page collected (decision 107), by the checkout's lines: checked before the
   * payment starts and kept for its order; optional, as the shopper may give them later.
   */
  passengers: ZGivenPassengerLines.optional(),
});

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
  /** The cart lines a line checkout was made of (Buy It Now); null when it priced the whole cart. */
  lineIds: z.array(z.string()).nullable(),
  /** The lines exactly as checkout priced them: what a payment is asked for. */
  items: z.array(ZOrderItem),
  /** Why an open checkout cannot be paid now (a line past its cut-off, seats gone, code ran out); else null. */
  payRefusal: z.string().nullable(),
  /**
   * Why the newest payment of an open checkout failed, as the shop's return page says it (the card declined, the
   * payer cancelled), so a page waiting on a payment in another tab learns of it (decision 129); null while none has
   * failed, or a newer one is under way.
   */
  paymentFailure: z.string().nullable(),
  /** The order made from this checkout, once paid (also a failed or cancelled one); null before. */
  order: z.object({ reference: z.string(), status: ZOrderStatus }).nullable(),
  /** Its lines whose products ask each passenger's details, with their forms (decision 107); [] when none asks. */
  passengerLines: z.array(ZCheckoutPassengerLine),
});
export type TViewCheckoutData = z.infer<typeof ZViewCheckoutData>;
export const ZPaymentInitiateData = z.object({
  Transaction: z.object({ PaymentPage: z.string(), TransactionID: z.string() }),
});

/** An order's parts by where the value came from (or went back to), AED; points_used counts the points themselves. */
export const ZPaidWith = z.object({
  card: z.number(),
  gift_card: z.number(),
  wallet: z.number(),
  points: z.number(),
  points_used: z.number().int(),
});
export type TPaidWith = z.infer<typeof ZPaidWith>;

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
  /** What cancelling now would give back under the terms the order was sold with; null when it cannot be. */
  refundNow: z.object({ percent: z.number().int(), amount: z.number() }).nullable(),
  /** What has been given back (AED); less than amount_paid when a tier refunded part. */
  refunded_amount: z.number(),
  /**
   * The VAT (AED) the order's whole price after its discount contains, whatever paid it (card, gift card, wallet,
   * points): prices are VAT-inclusive (decision 028), and VAT is on the supply (supplyVatFils, decision 080).
   */
  vat: z.number(),
  /**
   * How the order was paid (issue 20, decision 049), AED but points_used. amount_paid is the card's part (the spec's
   * amount paid online); the order's price after its discount is card + gift_card + wallet + points.
   */
  paid_with: ZPaidWith,
  /** Where what was given back went, in the same shape: the card's part to the card or to the wallet (refund_to). */
  refunded_to: ZPaidWith,
  /** How amount_paid was paid: by card online, or in cash at our desk (a phone or walk-in booking, decision 042). */
  payment_method: z.enum(['card', 'cash']),
  /**
   * Where each part of what was given back went (decision 063), in the order a refund takes them; amount in AED,
   * points the points given back. The orders page and the cancellation's email and text word them alike.
   */
  refund_parts: z.array(
    z.object({ to: z.enum(REFUND_PART_DESTINATIONS), amount: z.number(), points: z.number().int() }),
  ),
  /**
   * Tickets our team cancelled of those booked (decision 062): '1 of 3 tickets cancelled'; null when none were. A
   * confirmed order whose refunded_to is not nothing was refunded in part and stands.
   */
  tickets_cancelled: z.object({ cancelled: z.number().int(), of: z.number().int() }).nullable(),
  /** Where and when each line's guests are collected, once the shopper chose (issue 36, decision 095). */
  pickups: z.array(ZLinePickup).optional(),
});
export type TCompletedOrder = z.infer<typeof ZCompletedOrder>;

/** Where a cancelled order's card part goes back: to the card through the gateway (10 to 15 working days), or to the wallet at once. */
export const REFUND_DESTINATIONS = ['card', 'wallet'] as const;
export type TRefundDestination = (typeof REFUND_DESTINATIONS)[number];

export const ZCancelBookingRequest = z.strictObject({
  reference: ZOpaqueId('reference'),
  /** Where the card's part of the refund goes; the card when absent (the spec's call). */
  refund_to: z.enum(REFUND_DESTINATIONS, { error: 'refund_to must be card or wallet' }).optional(),
});
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
  items: z.array(
    z.object({
      title: z.string(),
      date: z.string(),
      time: z.string(),
      adultCount: z.number().int(),
      /** The departure's start (HH:mm, Dubai time). */
      departure: z.string(),
      childCount: z.number().int(),
      infantCount: z.number().int(),
      /** The priced rows in words: a ticket type (or the group) and its count. */
      tickets: z.array(z.object({ label: z.string(), count: z.number().int() })),
    }),
  ),
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

/** users/departures (issue 15): the departures of each date with their seats and state. */
export const ZDeparturesRequest = ZAvailabilityRequest;
export const ZDepartureAvailability = z.object({
  /** The departure's start, its key on the date (HH:mm, Dubai time); addToCart's `departure`. */
  start: z.string(),
  end: z.string(),
  /** Its 12-hour label ('9:00 AM - 1:00 PM'), addToCart's `time`. */
  time: z.string(),
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  status: ZDepartureStatus,
});
export type TDepartureAvailability = z.infer<typeof ZDepartureAvailability>;
export const ZDayDepartures = z.object({
  date: z.string(),
  /** The day over its departures: the best state any of them has; 'closed' when none runs that day. */
  status: ZDepartureStatus,
  departures: z.array(ZDepartureAvailability),
});
export type TDayDepartures = z.infer<typeof ZDayDepartures>;
export const ZDeparturesData = z.array(ZDayDepartures);
