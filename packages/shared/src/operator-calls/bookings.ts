import * as bookings from '../schemas/operator-bookings.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

/** The bookings desk's calls (issue 18): finding orders, the order page and its actions, phone bookings. */
export const BOOKING_CALLS = {
  'operator/searchOrders': read(
    'bookings.read',
    bookings.ZSearchOrdersRequest,
    bookings.ZSearchOrdersData,
    'Orders, newest first: by reference, email, phone, name, product, departure date and status',
  ),
  'operator/getOrder': read(
    'bookings.read',
    bookings.ZOrderIdRequest,
    bookings.ZDeskOrder,
    'One order: lines, amounts, payment, voucher and its timeline',
  ),
  // NOTE: bookings.write, not refunds.write: an agent refunds too, up to the limit an owner set (decision 031);
  // the service lets refunds.write refund any amount and anyone else only up to their refundLimit (decision 038).
  'operator/refundOrder': write(
    'bookings.write',
    bookings.ZRefundOrderRequest,
    bookings.ZDeskOrder,
    'Refund an amount of an order that stands (seats, voucher and check-in kept), with a reason',
  ),
  'operator/cancelOrder': write(
    'bookings.write',
    bookings.ZCancelOrderRequest,
    bookings.ZDeskOrder,
    'Cancel an order (seats back on sale) refunding per its terms, all that is left, nothing or an amount',
  ),
  'operator/cancelTickets': write(
    'bookings.write',
    bookings.ZCancelTicketsRequest,
    bookings.ZDeskOrder,
    'Cancel some tickets of an order line (their seats back on sale), refunding per terms, in full, none or an amount',
  ),
  'operator/quoteCancellation': read(
    'bookings.write',
    bookings.ZQuoteCancellationRequest,
    bookings.ZCancellationQuote,
    'What cancelling an order, or some of its tickets, would give back now under its terms, and what is left',
  ),
  'operator/addOrderNote': write(
    'bookings.write',
    bookings.ZAddOrderNoteRequest,
    bookings.ZDeskOrder,
    'An internal note on the order’s timeline',
  ),
  'operator/resendConfirmation': write(
    'bookings.write',
    bookings.ZOrderIdRequest,
    bookings.ZDeskOrder,
    'Send the booking confirmation (email with the voucher) to the customer again',
  ),
} satisfies Record<string, TOperatorCallDefinition>;
