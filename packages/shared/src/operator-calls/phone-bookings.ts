import * as phone from '../schemas/operator-phone-bookings.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

/** Phone and walk-in bookings (issue 18, decision 042): the caller's account, the booking, link or cash. */
export const PHONE_BOOKING_CALLS = {
  'operator/findCustomer': read(
    'bookings.write',
    phone.ZFindCustomerRequest,
    phone.ZFindCustomerData,
    'The shopper account with this phone number, if any',
  ),
  'operator/createCustomer': write(
    'bookings.write',
    phone.ZCreateCustomerRequest,
    phone.ZPhoneCustomer,
    'A shopper account for a caller (no password they know: they may set one with forgot password)',
  ),
  'operator/phoneDepartures': read(
    'bookings.write',
    phone.ZPhoneDeparturesRequest,
    phone.ZPhoneDeparturesData,
    'A product’s departures on a date with their seats left, as the storefront shows them',
  ),
  'operator/quotePhoneBooking': read(
    'bookings.write',
    phone.ZQuotePhoneBookingRequest,
    phone.ZPhoneQuote,
    'The price of a departure and tickets for a caller, checked as booking it would be, holding nothing',
  ),
  'operator/bookByPhone': write(
    'bookings.write',
    phone.ZBookByPhoneRequest,
    phone.ZPhoneBooking,
    'Price and hold a departure for a customer and start a payment: the link to send them',
  ),
  'operator/getPhoneBooking': read(
    'bookings.read',
    phone.ZPhoneBookingRequest,
    phone.ZPhoneBooking,
    'A phone booking: awaiting payment (with its link) or its order',
  ),
  'operator/sendPaymentLink': write(
    'bookings.write',
    phone.ZSendPaymentLinkRequest,
    phone.ZPhoneBooking,
    'Send a phone booking’s payment link to the customer by text or email (recorded on the booking)',
  ),
  'operator/recordCashPayment': write(
    'payments.cash',
    phone.ZPhoneBookingRequest,
    phone.ZPhoneBooking,
    'Confirm a phone booking paid in cash at the desk',
  ),
  'operator/sendPassengerLink': write(
    'bookings.write',
    phone.ZSendPassengerLinkRequest,
    phone.ZPhoneBooking,
    'Send a paid phone booking’s customer the link to give their guests’ details, by text or email (decision 094)',
  ),
} satisfies Record<string, TOperatorCallDefinition>;
