// The texts of the money path (seats, checkout, payment, orders, cancellation), defined once for the API
// and the web app.
import { BOOKING_HORIZON_DAYS, CANCEL_HOURS_BEFORE, MAX_HELD_SEATS } from '../constants.js';
import { filsToAed, formatAedAmount } from '../rules/money.js';
import { refundPartLines, type TRefundPart } from './refunds.js';

const aed = (fils: number) => `AED ${formatAedAmount(filsToAed(fils))}`;

/** Seats, dates and the per-order ticket limit. */
export const BOOKING_MESSAGES = {
  pastCutoff: 'Booking for this date has closed. Please choose a later date',
  closed: 'This date is not available',
  pastDate: 'Please choose a date from today onwards',
  tooManySeatsHeld: `You can reserve at most ${MAX_HELD_SEATS} seats at a time. Please book the rest in another order`,
  tooFarAhead: `Bookings open ${BOOKING_HORIZON_DAYS} days ahead. Please choose an earlier date`,
  tooManyTickets: (max: number, title: string) => `You can book at most ${max} tickets for ${title} at a time`,
  seatsLeft: (left: number, title: string, date: string) =>
    left <= 0
      ? `Sold out for ${title} on ${date}`
      : `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left for ${title} on ${date}`,
  soldOutAfterPayment: 'The seats sold out before your payment completed. Your payment has been refunded.',
  refundNotification: (reference: string) =>
    `Your payment for booking ${reference} was refunded because the seats sold out before it completed.`,
  closedAfterPayment: 'Booking for this date closed before your payment completed. Your payment has been refunded.',
  closedRefundNotification: (reference: string) =>
    `Your payment for booking ${reference} was refunded because booking for its date closed before the payment completed.`,
  confirmedNotification: (reference: string) =>
    `Your booking ${reference} is confirmed. Download your voucher from Your Orders.`,
} as const;

/** The cart as the shopper changes it. */
export const CART_MESSAGES = {
  removed: 'Removed from your cart',
  notInCart: 'This item is not in your cart',
  updated: 'Your cart was updated',
  restored: 'Put back in your cart',
} as const;

/** Promo codes, at the cart and at checkout. */
export const PROMO_MESSAGES = {
  notActiveYet: 'This promo code is not active yet',
  expired: 'This promo code has expired',
  paused: 'This promo code is paused',
  minimumOrder: (minFils: number) =>
    `This promo code needs an order of at least AED ${formatAedAmount(filsToAed(minFils))}`,
  fullyRedeemed: 'This promo code has been fully redeemed',
  alreadyUsed: 'You have already used this promo code',
  applied: (code: string) => `Promo code ${code} applied`,
  ranOutAfterPayment: 'Your promo code ran out before your payment completed. Your payment has been refunded.',
  refundNotification: (reference: string) =>
    `Your payment for booking ${reference} was refunded because its promo code ran out before the payment completed.`,
} as const;

/** Checkouts, payments and confirmation. */
export const PAYMENT_MESSAGES = {
  checkoutReady: 'Checkout ready',
  /** A widget's partner that is unknown or suspended (decision 123). */
  widgetUnavailable: 'This booking window is not available. Please book on our own site.',
  checkoutNotFound: 'This checkout was not found. Please check out again.',
  alreadyPaid: 'This checkout has already been paid',
  paymentNotFound: 'This payment was not found',
  notCompleted: 'Your payment has not been completed',
  declined: 'Your payment was declined',
  /** The payer pressed Cancel on the gateway's own page: nothing was taken. */
  cancelledByPayer: 'You cancelled the payment, so nothing was charged',
  amountMismatch: 'The amount paid does not match your order',
  paidByAnother: 'This checkout was paid by another payment',
  paidByAnotherRefunded: 'This checkout was already paid by another payment, so this payment has been refunded',
  checkoutCancelled: 'This checkout was cancelled, so the payment has been refunded',
  bookingConfirmed: 'Your booking is confirmed',
  /** The gateway did not answer in time, or answered with nothing we could read (decision 078). */
  gatewayUnavailable:
    'The payment gateway is not answering. Nothing has been booked: if you were charged, your booking is confirmed by email within minutes; otherwise please try again shortly.',
  /** The gateway answered and refused to open a payment page (its credentials, its limits). */
  gatewayRefused: 'The payment gateway could not start this payment. Nothing has been charged; please try again later.',
  /** A refund the gateway would not make: the operator is told, the money is still owed. */
  refundRefused: 'The payment gateway refused this refund',
} as const;

const PART_REFUNDED_WORDS = (refundFils: number, paidFils: number) => `${aed(refundFils)} of ${aed(paidFils)} refunded`;
const CANCEL_TICKETS_WORDS = (cancelled: number, of: number) =>
  `${cancelled} of ${of} ticket${of === 1 ? '' : 's'} cancelled`;

/** Cancelling a confirmed booking. */
export const CANCEL_MESSAGES = {
  notFound: 'This booking was not found',
  notConfirmed: 'Only a confirmed booking can be cancelled',
  alreadyCancelled: 'This booking has already been cancelled',
  nonRefundable: 'This booking is non-refundable and cannot be cancelled',
  tooLate: `A booking can be cancelled only up to ${CANCEL_HOURS_BEFORE} hours before the activity starts`,
  tooLateFor: (hours: number) => `A booking can be cancelled only up to ${hours} hours before the activity starts`,
  cancelled: 'Your booking is cancelled',
  /** The in-app notification: where each part of the refund went (decision 063). */
  notification: (reference: string, parts: readonly TRefundPart[]) =>
    [`Your booking ${reference} is cancelled.`, ...refundPartLines(parts)].join(' '),
  /**
   * A cancellation whose answer is not simply the refund it asked for (issue 32 item 16): another cancellation won
   * the race (an operator's), or refunds that kept the booking had already given part back. Read from what the
   * order recorded.
   */
  cancelledMeanwhile: (refundFils: number) =>
    refundFils > 0
      ? `Your booking had already been cancelled. ${aed(refundFils)} was refunded.`
      : 'Your booking had already been cancelled. Nothing was refunded.',
  cancelledAfterRefunds: (refundFils: number, earlierFils: number) =>
    refundFils > 0
      ? `Your booking is cancelled. ${aed(refundFils)} more was refunded (${aed(earlierFils)} had been refunded before).`
      : `Your booking is cancelled. Nothing more was refunded (${aed(earlierFils)} had been refunded before).`,
  /** A refund that kept the booking, or some of its tickets cancelled (decision 062), in the shopper's words. */
  partRefunded: PART_REFUNDED_WORDS,
  ticketsCancelled: CANCEL_TICKETS_WORDS,
  partNotification: (
    reference: string,
    refundFils: number,
    paidFils: number,
    tickets?: { cancelled: number; of: number },
  ) =>
    `Your booking ${reference}: ${[
      ...(tickets ? [CANCEL_TICKETS_WORDS(tickets.cancelled, tickets.of)] : []),
      ...(refundFils > 0 ? [PART_REFUNDED_WORDS(refundFils, paidFils)] : []),
    ].join(', ')}. The rest of the booking stands.`,
  // Cancelling some of a booking's tickets (the bookings desk, decision 062).
  noSuchLine: 'This booking has no such line',
  groupTickets: 'A private group is one booking: cancel the booking instead',
  noTicketsChosen: 'Choose at least one ticket to cancel',
  moreThanBooked: (kind: string, booked: number) =>
    `The booking has ${booked} ${kind} ticket${booked === 1 ? '' : 's'} to cancel`,
  wholeLine: 'Cancelling every ticket of a line: cancel the booking instead',
  adultStays: 'At least one adult stays on the booking: cancel the booking instead',
} as const;

/** Departures, ticket types and the people of one booking (issue 15). */
export const DEPARTURE_MESSAGES = {
  noDepartures: (title: string, date: string) => `${title} does not run on ${date}. Please choose another date`,
  unknownDeparture: (title: string, date: string, offered: string) =>
    offered === ''
      ? `${title} does not run on ${date}. Please choose another date`
      : `${title} departs at ${offered} on ${date}. Please choose one of those times`,
  departureClosed: 'This departure is not available. Please choose another time',
  timeDisagrees: 'The time and the departure name different departures',
  adultCountDisagrees: 'adultCount and tickets.adult name different numbers of adults',
  noTickets: 'At least one ticket is needed',
  typeNotSold: (title: string, kind: string) => `${title} has no ${kind} tickets`,
  groupHasNoTypes: (title: string) => `${title} is booked for the whole group: give the number of guests only`,
  needsAdult: (kind: string) => `A ${kind} ticket needs at least one adult on the same booking`,
  perAdult: (kind: string, max: number) => `At most ${max} ${kind} ${max === 1 ? 'ticket' : 'tickets'} per adult`,
  tooFewPeople: (min: number, title: string) => `${title} needs at least ${min} people on one booking`,
  tooManyPeople: (max: number, title: string) => `${title} takes at most ${max} people on one booking`,
  notInCartLine: 'This line is not in your cart',
} as const;
