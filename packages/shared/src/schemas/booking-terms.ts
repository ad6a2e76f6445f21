// The booking terms of a product (issue 15, decision 026): its schedule of departures, its ticket types or
// group price, its cancellation tiers and where the shopper has to be. The API stores each as a JSON column of
// the product, validated by these schemas on every write (seed and back office alike), and answers them in the
// detail; the web app reads them to draw the ticket page.
import { z } from 'zod';
import { isHhMm, isIsoDate } from '../rules/time.js';

const ZHhMm = z.string().refine(isHhMm, 'Write a time as HH:mm (24-hour)');

/** 'YYYY-MM-DD' (that date only) or 'MM-DD' (that day every year). */
const ZSeasonDay = z
  .string()
  .refine(
    (value) => isIsoDate(value) || (/^\d{2}-\d{2}$/.test(value) && isIsoDate(`2024-${value}`)),
    'Write a season day as YYYY-MM-DD or MM-DD',
  );

/**
 * Departures by weekday and time, valid in a season. Weekdays are 0 (Sunday) to 6 (Saturday), Dubai time;
 * absent means every day. A season runs from `from` to `until` inclusive: both dates (YYYY-MM-DD), or both
 * days of the year (MM-DD, wrapping over the new year when `until` comes before `from`).
 */
export const ZScheduleRule = z
  .strictObject({
    start: ZHhMm,
    end: ZHhMm,
    weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7).optional(),
    season: z.strictObject({ from: ZSeasonDay, until: ZSeasonDay }).optional(),
    /** Seats of each departure of this rule; the product's capacity when absent. */
    capacity: z.number().int().min(0).max(100_000).optional(),
  })
  .refine((rule) => !rule.season || rule.season.from.length === rule.season.until.length, {
    message: 'A season is two dates or two days of the year',
    path: ['season'],
  });
export type TScheduleRule = z.infer<typeof ZScheduleRule>;

/** A product's schedule; empty means one departure every day from the product's start to its end time. */
export const ZSchedule = z.array(ZScheduleRule).max(200);
export type TSchedule = z.infer<typeof ZSchedule>;

/** A ticket type besides Adult (whose price is the product's price). */
export const ZTicketKind = z.enum(['adult', 'child', 'infant']);
export type TTicketKind = z.infer<typeof ZTicketKind>;
export const ZExtraTicketType = z.strictObject({
  kind: z.enum(['child', 'infant']),
  priceFils: z.number().int().min(0),
  minAge: z.number().int().min(0).max(120),
  maxAge: z.number().int().min(0).max(120),
  /** Whether this ticket takes a seat of the departure (an infant on a lap does not). */
  takesSeat: z.boolean(),
  /** Whether at least one adult must come on the same booking. */
  requiresAdult: z.boolean(),
  /** At most this many of this type per adult on one booking (infants: usually 1); absent means no limit. */
  maxPerAdult: z.number().int().min(1).max(20).optional(),
});
export type TExtraTicketType = z.infer<typeof ZExtraTicketType>;
export const ZExtraTicketTypes = z.array(ZExtraTicketType).max(2);

/**
 * How a product is priced: per person (adults at the product's price, plus its extra ticket types), or per
 * group (one price for a private boat or car up to `max_ppl` guests; the departure's capacity counts groups).
 */
export const ZPricing = z.enum(['perPerson', 'perGroup']);
export type TPricing = z.infer<typeof ZPricing>;

/** What a per-group product's price is per, as the price label says it ('/ Boat'); DEFAULT_GROUP_UNIT until set. */
export const ZGroupUnit = z
  .string({ error: 'Unit must be text' })
  .trim()
  .min(1, 'Name what the group price is for (Boat, Car, Room)')
  .max(30, 'Unit is at most 30 characters');

/** The per-group unit's Arabic ('قارب'), '' for none: the price label then says the English (decision 117). */
export const ZGroupUnitArabic = z
  .string({ error: 'Arabic unit must be text' })
  .trim()
  .max(30, 'Arabic unit is at most 30 characters');

/**
 * Cancellation terms: each tier refunds `refundPercent` of the price when the booking is cancelled at least
 * `hoursBefore` hours before the departure; the tier with the most hours that still applies wins. Past every
 * tier the booking can no longer be cancelled. A non-refundable product has no tiers at all.
 */
export const ZCancellationTier = z.strictObject({
  hoursBefore: z
    .number()
    .int()
    .min(0)
    .max(24 * 365),
  refundPercent: z.number().int().min(0).max(100),
});
export type TCancellationTier = z.infer<typeof ZCancellationTier>;
export const ZCancellationTiers = z.array(ZCancellationTier).max(10);

/** Where the shopper has to be: a meeting point, or a hotel pick-up in a zone before the departure. */
/**
 * Where to be in Arabic (decision 109): the zone or the meeting place, and the note; each optional, '' or left out
 * is none (the English shows). Only the back office reads it; the storefront answers the words in its language.
 */
export const ZWhereToBeArabic = z
  .strictObject({
    place: z.string().trim().max(300).default(''),
    note: z.string().trim().max(500).default(''),
  })
  .optional();

export const ZWhereToBe = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('meetingPoint'),
    place: z.string().min(1).max(300),
    /** A short note (arrive 30 minutes early, look for the Rihla flag). */
    note: z.string().max(500).default(''),
    ar: ZWhereToBeArabic,
  }),
  z.strictObject({
    kind: z.literal('pickup'),
    /** The zone collected from, e.g. 'Dubai hotels and residences'. */
    zone: z.string().min(1).max(300),
    /** The pick-up window opens this many minutes before the departure and lasts windowMinutes. */
    minutesBefore: z
      .number()
      .int()
      .min(0)
      .max(24 * 60),
    windowMinutes: z
      .number()
      .int()
      .min(0)
      .max(6 * 60),
    note: z.string().max(500).default(''),
    ar: ZWhereToBeArabic,
  }),
]);
export type TWhereToBe = z.infer<typeof ZWhereToBe>;

/** A departure's state for a shopper. */
export const ZDepartureStatus = z.enum(['available', 'limited', 'soldOut', 'closed', 'pastCutoff']);
export type TDepartureStatus = z.infer<typeof ZDepartureStatus>;

/** What the ticket page needs of a product's terms (in the detail answer). Prices in AED. */
export const ZBookingTermsAnswer = z.object({
  pricing: ZPricing,
  /** What a per-group price is per ('Boat'); the price label's word (see pricePer). */
  groupUnit: z.string(),
  ticketTypes: z.array(
    z.object({
      kind: ZTicketKind,
      label: z.string(),
      /** Unit price in AED (per person; for a group product, the group's price on the adult type). */
      price: z.number(),
      minAge: z.number().int().nullable(),
      maxAge: z.number().int().nullable(),
      takesSeat: z.boolean(),
      requiresAdult: z.boolean(),
      maxPerAdult: z.number().int().nullable(),
    }),
  ),
  /** People on one booking (all ticket types, infants included): at least minPeople, at most maxPeople. */
  minPeople: z.number().int(),
  maxPeople: z.number().int(),
  /** Seats one booking may take (the per-order ticket limit). */
  maxTicketsPerOrder: z.number().int(),
  /** Bookings close this many minutes before each departure. */
  cutoffMinutes: z.number().int(),
  cancellation: z.object({ refundable: z.boolean(), tiers: z.array(ZCancellationTier), text: z.string() }),
  whereToBe: ZWhereToBe.nullable(),
  /** The schedule in words ('Daily at 9:00 AM and 2:00 PM'; 'Thursday and Friday, October to April'). */
  scheduleText: z.string(),
});
export type TBookingTermsAnswer = z.infer<typeof ZBookingTermsAnswer>;
