// A departure's desk (issue 34, decision 073): the desk's words, and the shopper's email and text when the shop
// cancels a departure or writes to its passengers.
import { filsToAed, formatAedAmount } from '../rules/money.js';
import { refundPartLines, type TRefundPart } from './refunds.js';

const aed = (fils: number) => `AED ${formatAedAmount(filsToAed(fils))}`;
const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

export const DEPARTURE_DESK_MESSAGES = {
  noSuchDeparture: 'No such departure',
  /** The desk's answer to a cancellation: what happened to how many, and what still needs an eye. */
  cancelled: (cancelled: number, refundFils: number, failed: number) =>
    [
      cancelled === 0
        ? 'Departure closed, no booking left to cancel'
        : `Departure closed and ${plural(cancelled, 'booking', 'bookings')} cancelled`,
      ...(refundFils > 0 ? [`${aed(refundFils)} refunded`] : []),
      ...(failed > 0 ? [`${plural(failed, 'booking needs', 'bookings need')} another try`] : []),
    ].join(', '),
  messaged: (orders: number) => `Message on its way to ${plural(orders, 'booking', 'bookings')}`,
  noPassengers: 'This departure has no confirmed bookings to message',
  noTexts: 'This shop sends no text messages: choose email',
  pastDeparture: 'A departure of a past day cannot be cancelled',
  /** The order's timeline and audit log: which departure, and why. */
  cancelledEvent: (title: string, when: string, reason: string) => `Departure cancelled: ${title}, ${when}. ${reason}`,
  messagedEvent: (channels: string, text: string) => `Message to passengers by ${channels}: ${text}`,
  channels: (channels: readonly string[]) =>
    channels.map((channel) => (channel === 'sms' ? 'text' : channel)).join(' and '),
  refundNotPaid: (error: string) =>
    `Cancelled, but the card refund was not paid yet (${error}): cancel the departure again to retry it`,
  /** The shopper's email. */
  cancelledSubject: (title: string, when: string) => `${title} on ${when} is cancelled`,
  cancelledIntro: (title: string, when: string) => `We are sorry: we had to cancel ${title} on ${when}.`,
  reasonLine: (reason: string) => `Why: ${reason}`,
  wholeOrderLine: (reference: string) => `Your booking ${reference} is cancelled and refunded in full.`,
  restStandsLine: (reference: string) =>
    `These tickets of your booking ${reference} are cancelled and refunded in full; the rest of your booking stands.`,
  messageSubject: (title: string, when: string) => `About ${title} on ${when}`,
  messageIntro: (title: string, when: string, reference: string) =>
    `A message from our team about ${title} on ${when} (booking ${reference}):`,
  /** The shopper's texts: short, the shop's name first. */
  cancelledText: (
    sender: string,
    title: string,
    when: string,
    reason: string,
    reference: string,
    parts: readonly TRefundPart[],
  ) =>
    [
      `${sender}: sorry, ${title} on ${when} is cancelled: ${reason}. Booking ${reference}:`,
      ...refundPartLines(parts),
    ].join(' '),
  messageText: (sender: string, title: string, when: string, text: string) =>
    `${sender}, about ${title} on ${when}: ${text}`,
} as const;
