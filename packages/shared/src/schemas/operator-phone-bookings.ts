// Phone and walk-in bookings (issue 18, decision 042): an agent finds or creates the caller's shopper account,
// books a departure for them (held as a shopper's checkout holds it) and takes payment by link or in cash.
import { z } from 'zod';
import { ZTicketCountsInput } from './booking.js';
import { ZDepartureStatus } from './booking-terms.js';
import { ZIsoDate, ZOpaqueId } from './common.js';
import { ZOrderLine } from './operator-bookings.js';

/** The country a phone number is read in when the agent names none (the shop's callers are mostly local). */
export const PHONE_BOOKING_DEFAULT_COUNTRY = 'AE';

const ZPhone = z
  .string({ error: 'A phone number is required' })
  .trim()
  .min(3, 'A phone number is required')
  .max(30, 'This phone number is too long');
const ZCountry = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter country code')
  .default(PHONE_BOOKING_DEFAULT_COUNTRY);
const ZName = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(50, `${name} is too long`);

export const ZFindCustomerRequest = z.strictObject({ phone: ZPhone, country: ZCountry });
export type TFindCustomerRequest = z.input<typeof ZFindCustomerRequest>;

export const ZPhoneCustomer = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** E.164, as the shopper's account stores it. */
  phone: z.string(),
  email: z.string(),
});
export type TPhoneCustomer = z.infer<typeof ZPhoneCustomer>;
export const ZFindCustomerData = z.object({
  /** The phone number as it would be stored (E.164). */
  phone: z.string(),
  customer: ZPhoneCustomer.nullable(),
});

export const ZCreateCustomerRequest = z.strictObject({
  firstName: ZName('First name'),
  lastName: ZName('Last name'),
  phone: ZPhone,
  country: ZCountry,
  email: z
    .union([z.literal(''), z.email('Enter a valid email address').max(200, 'This email is too long')])
    .default(''),
});
export type TCreateCustomerRequest = z.input<typeof ZCreateCustomerRequest>;

export const ZPhoneDeparturesRequest = z.strictObject({
  productId: ZOpaqueId('productId'),
  date: ZIsoDate('date must be a date (YYYY-MM-DD)'),
});
export const ZPhoneDeparturesData = z.object({
  departures: z.array(
    z.object({
      start: z.string(),
      end: z.string(),
      time: z.string(),
      seatsLeft: z.number().int(),
      status: ZDepartureStatus,
    }),
  ),
});

export const ZBookByPhoneRequest = z.strictObject({
  customerId: ZOpaqueId('customerId'),
  productId: ZOpaqueId('productId'),
  date: ZIsoDate('date must be a date (YYYY-MM-DD)'),
  /** The departure's start (HH:mm, Dubai), from operator/phoneDepartures. */
  departure: z.string({ error: 'departure is required' }).regex(/^\d{2}:\d{2}$/, 'departure must be HH:mm'),
  tickets: ZTicketCountsInput,
});
export type TBookByPhoneRequest = z.input<typeof ZBookByPhoneRequest>;

export const ZPhoneBookingRequest = z.strictObject({ checkoutId: ZOpaqueId('checkoutId') });

export const PHONE_BOOKING_STATES = ['awaitingPayment', 'confirmed', 'failed', 'cancelled'] as const;
export type TPhoneBookingState = (typeof PHONE_BOOKING_STATES)[number];

export const ZPhoneBooking = z.object({
  checkoutId: z.string(),
  state: z.enum(PHONE_BOOKING_STATES),
  customer: ZPhoneCustomer,
  lines: z.array(ZOrderLine),
  totalFils: z.number().int(),
  /** When the seats stop being held for this booking (UTC). */
  holdExpiresAt: z.string(),
  /** The gateway's hosted page for the customer to pay on; null once paid. */
  paymentUrl: z.string().nullable(),
  /** The order, once paid (by link or in cash). */
  orderId: z.string().nullable(),
  reference: z.string().nullable(),
});
export type TPhoneBooking = z.infer<typeof ZPhoneBooking>;
