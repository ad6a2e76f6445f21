import { filsToAed, formatAedAmount } from '../rules/money.js';

const aed = (fils: number) => `AED ${formatAedAmount(filsToAed(fils))}`;

/** Texts of changing an order's date or departure (issue 18, decision 043). */
export const DATE_CHANGE_MESSAGES = {
  notChangeable: 'Only a confirmed order can change its date',
  noSuchLine: 'This order has no such line',
  productGone: 'This product can no longer be booked',
  sameDeparture: 'This is the line’s own departure',
  otherLineThere: 'Another line of this order is on this departure already',
  pending: 'A date change of this order waits on its payment: it completes or lapses first',
  changedMeanwhile: 'This order changed meanwhile: look again before changing its date',
  repriceNotAllowed: 'Your role may not reprice a booking: the line keeps the price paid, or ask a manager',
  moved: 'Date changed',
  refunded: (fils: number) => `Date changed: ${aed(fils)} refunded`,
  awaitingPayment: (fils: number) => `Send the customer the payment link for ${aed(fils)}: the date changes when paid`,
  lapsed: 'The date change lapsed before it was paid: the payment is refunded and the booking stays as it was',
  failed: 'The order changed before the date change was paid: the payment is refunded',
  /** The timeline's line for a move. */
  movedText: (title: string, from: string, to: string) => `${title}: ${from} → ${to}`,
  checkedInText: (clock: string, name: string) => `Checked in at ${clock} by ${name}`,
} as const;
