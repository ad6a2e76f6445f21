// A departure's desk (issue 34, decision 073): cancel a departure (every booking on it cancelled and refunded in full,
// each shopper told) and message its passengers, from the timetable's day panel and the manifest.
import { z } from 'zod';
import { REFUND_PART_DESTINATIONS } from '../messages/refunds.js';
import { ZDepartureKey } from './operator-manifests.js';

/** The longest reason of a departure's cancellation: it goes into each shopper's email and text. */
export const DEPARTURE_REASON_MAX = 200;
/** The longest message to a departure's passengers by email only. */
export const PASSENGER_MESSAGE_MAX = 1000;
/** The longest message when it also goes by text: a text stays short (three SMS parts with the shop's heading). */
export const PASSENGER_TEXT_MAX = 300;

export const PASSENGER_CHANNELS = ['email', 'sms'] as const;
export type TPassengerChannel = (typeof PASSENGER_CHANNELS)[number];

export const ZCancelDepartureRequest = ZDepartureKey.extend({
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(1, 'A reason is required')
    .max(DEPARTURE_REASON_MAX, `A reason has at most ${DEPARTURE_REASON_MAX} characters`),
}).strict();
export type TCancelDepartureRequest = z.infer<typeof ZCancelDepartureRequest>;

/** One part of a refund: fils to a destination (points: the points given back). */
export const ZRefundPartFils = z.object({
  to: z.enum(REFUND_PART_DESTINATIONS),
  fils: z.number().int(),
  points: z.number().int().optional(),
});

export const ZDepartureSummary = z.object({
  productId: z.string(),
  title: z.string(),
  date: z.string(),
  start: z.string(),
  /** The departure's time as the shopper saw it ('08:00 - 12:00'). */
  time: z.string(),
  isClosed: z.boolean(),
});
export type TDepartureSummary = z.infer<typeof ZDepartureSummary>;

/** One confirmed booking of the departure and what cancelling the departure does to it. */
export const ZDepartureBookingQuote = z.object({
  orderId: z.string(),
  reference: z.string(),
  leadName: z.string(),
  seats: z.number().int(),
  /** False: the order has other departures; only this departure's tickets are cancelled (decision 062). */
  isWholeOrder: z.boolean(),
  refundFils: z.number().int(),
  parts: z.array(ZRefundPartFils),
});

export const ZDepartureCancellationQuote = z.object({
  departure: ZDepartureSummary,
  bookings: z.array(ZDepartureBookingQuote),
  totalFils: z.number().int(),
  /** What goes back to each destination, all bookings together. */
  byDestination: z.array(ZRefundPartFils),
});
export type TDepartureCancellationQuote = z.infer<typeof ZDepartureCancellationQuote>;

export const DEPARTURE_CANCEL_OUTCOMES = ['cancelled', 'ticketsCancelled', 'alreadyCancelled', 'failed'] as const;
export type TDepartureCancelOutcome = (typeof DEPARTURE_CANCEL_OUTCOMES)[number];

export const ZDepartureCancelResult = z.object({
  orderId: z.string(),
  reference: z.string(),
  leadName: z.string(),
  outcome: z.enum(DEPARTURE_CANCEL_OUTCOMES),
  refundFils: z.number().int(),
  parts: z.array(ZRefundPartFils),
  /** Why it failed, or what is still to do (a card refund the gateway refused is retried by running it again). */
  problem: z.string().nullable(),
});
export type TDepartureCancelResult = z.infer<typeof ZDepartureCancelResult>;

export const ZCancelDepartureData = z.object({
  departure: ZDepartureSummary,
  results: z.array(ZDepartureCancelResult),
});
export type TCancelDepartureData = z.infer<typeof ZCancelDepartureData>;

const ZPassengerMessageFields = {
  text: z
    .string({ error: 'A message is required' })
    .trim()
    .min(1, 'A message is required')
    .max(PASSENGER_MESSAGE_MAX, `A message has at most ${PASSENGER_MESSAGE_MAX} characters`),
  channels: z
    .array(z.enum(PASSENGER_CHANNELS, { error: 'A channel is email or sms' }))
    .min(1, 'Choose email, text or both')
    .max(2)
    .refine((channels) => new Set(channels).size === channels.length, 'Each channel once'),
};

/** A message that goes by text stays short. */
const isShortEnough = (body: { text: string; channels: readonly TPassengerChannel[] }) =>
  !body.channels.includes('sms') || body.text.length <= PASSENGER_TEXT_MAX;
const TEXT_TOO_LONG = {
  message: `A message sent by text has at most ${PASSENGER_TEXT_MAX} characters`,
  path: ['text'],
};

/** The message dialog's fields: the text and the channels, checked as the call checks them. */
export const ZPassengerMessage = z.strictObject(ZPassengerMessageFields).refine(isShortEnough, TEXT_TOO_LONG);
export type TPassengerMessage = z.infer<typeof ZPassengerMessage>;

export const ZMessagePassengersRequest = ZDepartureKey.extend(ZPassengerMessageFields)
  .strict()
  .refine(isShortEnough, TEXT_TOO_LONG);
export type TMessagePassengersRequest = z.infer<typeof ZMessagePassengersRequest>;

export const ZMessagePassengersData = z.object({
  /** Each order messaged, and how many messages were queued for it (none: no address on the account). */
  sent: z.array(
    z.object({ orderId: z.string(), reference: z.string(), leadName: z.string(), queued: z.number().int() }),
  ),
});
export type TMessagePassengersData = z.infer<typeof ZMessagePassengersData>;
