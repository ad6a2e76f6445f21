// Phone and walk-in bookings (issue 18, decision 042): an agent finds or creates the caller's shopper account,
// books a departure for them (held as a shopper's checkout holds it) and takes payment by link or in cash.
import { z } from 'zod';
import { LANGUAGES } from '../rules/languages.js';
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
  /** The language of the customer's last order (decision 110): the desk's default for the new one; null for none. */
  lastLanguage: z.enum(LANGUAGES).nullable(),
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

/** The trip a caller asks for: a product's departure on a date, and the tickets. */
const tripFields = {
  productId: ZOpaqueId('productId'),
  date: ZIsoDate('date must be a date (YYYY-MM-DD)'),
  /** The departure's start (HH:mm, Dubai), from operator/phoneDepartures. */
  departure: z.string({ error: 'departure is required' }).regex(/^\d{2}:\d{2}$/, 'departure must be HH:mm'),
  tickets: ZTicketCountsInput,
};

/**
 * The customer's language (decision 110): their order's, so its payment link, confirmation, voucher and invoice are
 * written in it. English when the desk names none.
 */
export const ZCustomerLanguage = z.enum(LANGUAGES, { error: 'Choose English or Arabic' });
export const ZBookByPhoneRequest = z.strictObject({
  customerId: ZOpaqueId('customerId'),
  ...tripFields,
  language: ZCustomerLanguage.default('en'),
});
export type TBookByPhoneRequest = z.input<typeof ZBookByPhoneRequest>;

/** The price of a trip before anything is held (decision 075): the same checks and prices as booking it. */
export const ZQuotePhoneBookingRequest = z.strictObject(tripFields);
export type TQuotePhoneBookingRequest = z.input<typeof ZQuotePhoneBookingRequest>;
export const ZPhoneQuote = z.object({
  title: z.string(),
  date: z.string(),
  /** The departure's label ('9:00 AM - 1:00 PM'). */
  time: z.string(),
  /** One row per ticket type asked for: its label, count, unit price and amount (fils). */
  rows: z.array(
    z.object({
      kind: z.string(),
      label: z.string(),
      count: z.number().int(),
      unitFils: z.number().int(),
      totalFils: z.number().int(),
    }),
  ),
  totalFils: z.number().int(),
  /** Seats of the departure left now (nothing is held by a quote). */
  seatsLeft: z.number().int(),
});
export type TPhoneQuote = z.infer<typeof ZPhoneQuote>;

/**
 * Where the desk sends the payment link: a text to the customer's phone, an email to their address, or a WhatsApp
 * message to their phone where the owner set up Twilio's WhatsApp sender (decision 078).
 */
export const PAYMENT_LINK_CHANNELS = ['sms', 'email', 'whatsapp'] as const;
export type TPaymentLinkChannel = (typeof PAYMENT_LINK_CHANNELS)[number];
export const ZSendPaymentLinkRequest = z.strictObject({
  checkoutId: ZOpaqueId('checkoutId'),
  channel: z.enum(PAYMENT_LINK_CHANNELS, { error: 'channel must be sms, email or whatsapp' }),
});
export type TSendPaymentLinkRequest = z.input<typeof ZSendPaymentLinkRequest>;
export const ZPaymentLinkSend = z.object({
  channel: z.enum(PAYMENT_LINK_CHANNELS),
  recipient: z.string(),
  at: z.string(),
  operatorName: z.string(),
});
export type TPaymentLinkSend = z.infer<typeof ZPaymentLinkSend>;

export const ZPhoneBookingRequest = z.strictObject({ checkoutId: ZOpaqueId('checkoutId') });

export const PHONE_BOOKING_STATES = ['awaitingPayment', 'confirmed', 'failed', 'cancelled'] as const;
export type TPhoneBookingState = (typeof PHONE_BOOKING_STATES)[number];

export const ZPhoneBooking = z.object({
  checkoutId: z.string(),
  state: z.enum(PHONE_BOOKING_STATES),
  /** The customer's language (decision 110): the link, the confirmation, the voucher and the invoice are in it. */
  language: z.enum(LANGUAGES),
  customer: ZPhoneCustomer,
  lines: z.array(ZOrderLine),
  totalFils: z.number().int(),
  /** When the seats stop being held for this booking (UTC). */
  holdExpiresAt: z.string(),
  /** How long this booking holds its seats, in minutes (decision 075: the owner's setting when it was booked). */
  holdMinutes: z.number().int(),
  /** The gateway's hosted page for the customer to pay on; null once paid. */
  paymentUrl: z.string().nullable(),
  /**
   * The link the customer is sent (decision 078): the shop's own page of this booking, which shows the trip, date,
   * tickets and amount before paying, expires with the hold, and shows the confirmation once paid. Null once paid.
   */
  linkUrl: z.string().nullable(),
  /** The order, once paid (by link or in cash). */
  orderId: z.string().nullable(),
  reference: z.string().nullable(),
  /** The payment link sent from the desk, oldest first. */
  sends: z.array(ZPaymentLinkSend),
  /** The ways this shop can send the link now (text and WhatsApp only where they are set up). */
  linkChannels: z.array(z.enum(PAYMENT_LINK_CHANNELS)),
  /**
   * Once paid, for a booking whose trips ask each guest's details (decision 094): until when they may be given, in
   * words ('Fri 4 Dec 2026, 09:00 (Dubai)'); null when nothing is asked, the deadline has passed or it is not paid.
   */
  passengerDetailsDeadline: z.string().nullable(),
});
export type TPhoneBooking = z.infer<typeof ZPhoneBooking>;

/**
 * The confirmation a phone booking's payer sees after paying the link (decision 075), signed in or not: the
 * key in the page's address (given only by the payment page) is the permission. Nothing about the customer.
 */
export const ZPaidPhoneBookingRequest = z.strictObject({
  checkoutId: ZOpaqueId('checkoutId'),
  key: z.string().min(1, 'key is required').max(100, 'key is too long'),
});
export const ZPaidPhoneBooking = z.object({
  /**
   * `payable`: the link can be paid now (its hold runs until `holdExpiresAt`; `payment` opens the gateway's page);
   * `paying` while the gateway's confirmation is under way; `expired` once the hold ran out unpaid (decision 078);
   * `notPaid` when the payment failed or the booking was cancelled.
   */
  state: z.enum(['payable', 'confirmed', 'paying', 'expired', 'notPaid']),
  /** Until when the seats are held for this link (UTC), while it is payable. */
  holdExpiresAt: z.string().nullable(),
  /** The payment page to send the payer to, while it is payable: as users/paymentInitiate answers it. */
  payment: z.object({ TransactionID: z.string(), PaymentPage: z.string() }).nullable(),
  reference: z.string().nullable(),
  lines: z.array(
    z.object({
      title: z.string(),
      date: z.string(),
      time: z.string(),
      tickets: z.record(z.string(), z.number().int()),
    }),
  ),
  totalFils: z.number().int(),
});
export type TPaidPhoneBooking = z.infer<typeof ZPaidPhoneBooking>;

/** operator/sendPassengerLink (decision 094): the travellers page's link to a paid phone booking's customer. */
export const PASSENGER_LINK_CHANNELS = ['sms', 'email'] as const;
export const ZSendPassengerLinkRequest = z.strictObject({
  checkoutId: ZOpaqueId('checkoutId'),
  channel: z.enum(PASSENGER_LINK_CHANNELS, { error: 'channel must be sms or email' }),
});
export type TSendPassengerLinkRequest = z.input<typeof ZSendPassengerLinkRequest>;
