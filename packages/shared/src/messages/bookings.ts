import { filsToAed, formatAedAmount } from '../rules/money.js';
import { DEPARTURE_DESK_MESSAGES } from './departures.js';

const aed = (fils: number) => `AED ${formatAedAmount(filsToAed(fils))}`;

/** What each message of the outbox is, as the order's timeline names it (decision 045). */
const MESSAGE_TOPIC_NAMES: Record<string, string> = {
  orderConfirmed: 'Booking confirmation',
  orderCancelled: 'Cancellation',
  orderRefunded: 'Refund',
  departureReminder: 'Reminder',
  departureCancelled: 'Departure cancellation',
  departureMessage: 'Message to passengers',
  phonePaymentLink: 'Payment link',
  detailsReminder: 'Details reminder',
  pickupChosen: 'Pick-up',
};

/** Texts of the bookings desk's calls (issue 18, decision 038). */
export const BOOKING_DESK_MESSAGES = {
  orderNotFound: 'No such order',
  notRefundable: 'This order is already cancelled or was never paid: there is nothing left to refund',
  amountTooLarge: (leftFils: number) => `At most ${aed(leftFils)} can be refunded`,
  overLimit: (limitFils: number | null) =>
    limitFils === null
      ? 'Your role does not allow refunds'
      : `Your refund limit is ${aed(limitFils)}: ask a manager to refund more`,
  cancelledMeanwhile: 'This order was cancelled meanwhile: its refund stands as recorded on the order page',
  changedMeanwhile: 'This order changed meanwhile: open it again and choose the tickets anew',
  refunded: 'Refunded: the booking stands',
  cancelled: (refundFils: number) =>
    refundFils > 0 ? `Booking cancelled and ${aed(refundFils)} refunded` : 'Booking cancelled, nothing refunded',
  ticketsCancelled: (cancelled: number, refundFils: number) =>
    `${cancelled} ticket${cancelled === 1 ? '' : 's'} cancelled${refundFils > 0 ? ` and ${aed(refundFils)} refunded` : ', nothing refunded'}`,
  termsRefuse: (refusal: string) => `${refusal}: choose a full refund, an amount or no refund to override the terms`,
  amountRequired: 'Give the amount to refund',
  noteAdded: 'Note added',
  notConfirmedForResend: 'Only a confirmed order has a confirmation to send',
  noAddressForResend: 'This customer has no email address on their account',
  confirmationResent: 'The confirmation is on its way to the customer again',
  messageSent: (topic: string, channel: string, recipient: string) =>
    `${MESSAGE_TOPIC_NAMES[topic] ?? topic} by ${DEPARTURE_DESK_MESSAGES.channels([channel])} to ${recipient}`,
} as const;
