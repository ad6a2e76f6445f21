// The manifests and check-in calls of the back office (issue 18, decision 039): the departures of a few days
// with their bookings and check-ins, one departure's passenger list, the guides who work it, and the scan that
// checks a booking in. A booking is an order's seats on one departure. Dates YYYY-MM-DD and times HH:mm, Dubai.
import { z } from 'zod';
import { isHhMm, isIsoDate } from '../rules/time.js';
import { ZModule, ZOpaqueId } from './common.js';
import { ZLinePickup } from './pickups.js';

/** The most days one departures list covers. */
export const MANIFEST_MAX_DAYS = 14;
/** The most tickets one check-in names (more than any booking holds). */
export const MANIFEST_MAX_TICKETS = 500;

const ZDate = (label: string) =>
  z.string({ error: `${label} is required` }).refine(isIsoDate, `${label}: write a date as YYYY-MM-DD`);
const ZTime = (label: string) =>
  z.string({ error: `${label} is required` }).refine(isHhMm, `${label}: write a time as HH:mm (24-hour)`);

export const ZDepartureKey = z.strictObject({
  productId: ZOpaqueId('productId'),
  date: ZDate('date'),
  start: ZTime('start'),
});
export type TDepartureKey = z.infer<typeof ZDepartureKey>;

/** The most characters a search of the departures list (a lead name or a reference) may have. */
export const MANIFEST_SEARCH_MAX = 80;

export const ZListDeparturesRequest = z
  .strictObject({
    from: ZDate('from'),
    to: ZDate('to'),
    /** A lead name or booking reference (any part, any case): only departures with such a paid booking are listed. */
    search: z
      .string()
      .trim()
      .max(MANIFEST_SEARCH_MAX, `Search with at most ${MANIFEST_SEARCH_MAX} characters`)
      .optional(),
  })
  .refine((body) => body.from <= body.to, { message: 'to must not be before from', path: ['to'] })
  .refine((body) => daysBetween(body.from, body.to) < MANIFEST_MAX_DAYS, {
    message: `A departures list covers at most ${MANIFEST_MAX_DAYS} days`,
    path: ['to'],
  });
export type TListDeparturesRequest = z.infer<typeof ZListDeparturesRequest>;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const ZGuideRef = z.object({ id: z.string(), name: z.string() });
export type TGuideRef = z.infer<typeof ZGuideRef>;

/** A departure as the check-in desk lists it: seats, bookings and how many of them are checked in. */
export const ZManifestDeparture = z.object({
  productId: z.string(),
  module: ZModule,
  title: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  /** Seats of the departure (0 when it no longer runs: closed or taken off the schedule). */
  capacity: z.number().int(),
  isClosed: z.boolean(),
  /** Seats taken by paid bookings. */
  bookedSeats: z.number().int(),
  bookings: z.number().int(),
  /** Bookings with every ticket checked in. */
  checkedIn: z.number().int(),
  /** Tickets (passengers, infants included) of the paid bookings, and how many of them are checked in. */
  tickets: z.number().int(),
  checkedInTickets: z.number().int(),
  guides: z.array(ZGuideRef),
});
export type TManifestDeparture = z.infer<typeof ZManifestDeparture>;

/** A paid booking the departures list's search found, on the departure it is listed under. */
export const ZDepartureMatch = z.object({ orderId: z.string(), reference: z.string(), leadName: z.string() });
export type TDepartureMatch = z.infer<typeof ZDepartureMatch>;

export const ZListedDeparture = ZManifestDeparture.extend({
  /** The bookings of this departure the search found (empty without a search). */
  matches: z.array(ZDepartureMatch),
});
export type TListedDeparture = z.infer<typeof ZListedDeparture>;

export const ZListDeparturesData = z.object({ departures: z.array(ZListedDeparture) });
export type TListDeparturesData = z.infer<typeof ZListDeparturesData>;

export const ZCheckInSource = z.enum(['online', 'offline']);

export const ZCheckInState = z.object({
  /** When it was scanned (UTC ISO) and its Dubai clock time, HH:mm. */
  at: z.string(),
  clock: z.string(),
  by: z.string(),
  source: ZCheckInSource,
});
export type TCheckInState = z.infer<typeof ZCheckInState>;

/** One of a booking's passengers on a departure, by its order line and number there (issue 36, decision 097). */
export const ZPassengerRef = z.strictObject({
  line: z.number({ error: 'line: write a whole number' }).int('line: write a whole number').min(0).max(99),
  number: z.number({ error: 'number: write a whole number' }).int('number: write a whole number').min(1).max(500),
});
export type TPassengerRef = z.infer<typeof ZPassengerRef>;

/** A question's answer as the manifest prints it: the question's words and the answer in words. */
export const ZManifestAnswer = z.object({ label: z.string(), value: z.string() });

/**
 * A passenger as the manifest shows it (decision 097): the details given, the date of birth and passport number
 * masked as decision 092 masks them (the border list alone shows them in full), what the form requires and is
 * missing, and whether the passenger is checked in.
 */
export const ZManifestPassenger = ZPassengerRef.extend({
  fullName: z.string(),
  nationality: z.string(),
  dateOfBirth: z.string(),
  passportNumber: z.string(),
  passportExpiry: z.string(),
  answers: z.array(ZManifestAnswer),
  missing: z.array(z.string()),
  checkedIn: z.boolean(),
});
export type TManifestPassenger = z.infer<typeof ZManifestPassenger>;

/**
 * A booking's waiver on a departure (issue 36, decision 096): the version in force, how many of its passengers must
 * accept it (every one, or the lead only), and the numbers of those who have not accepted that version yet.
 */
export const ZManifestWaiver = z.object({
  version: z.number().int(),
  signers: z.number().int(),
  needed: z.array(z.number().int()),
});
export type TManifestWaiver = z.infer<typeof ZManifestWaiver>;

export const ZManifestBooking = z.object({
  orderId: z.string(),
  reference: z.string(),
  leadName: z.string(),
  phone: z.string(),
  tickets: z.array(z.object({ kind: z.string(), label: z.string(), count: z.number().int() })),
  seats: z.number().int(),
  /** Tickets of the booking on this departure (passengers, infants included), and how many are checked in. */
  ticketCount: z.number().int(),
  checkedInTickets: z.number().int(),
  /** Internal notes of the order; empty until the bookings desk's notes (issue 18, other part) land. */
  notes: z.string(),
  /** The latest check-in of the booking's tickets (a booking may arrive in parts: 2 of 4, then 2 more); null before. */
  checkIn: ZCheckInState.nullable(),
  /**
   * SHA-256 (hex) of the voucher code, the QR code's payload: the check-in page matches a scanned code against the
   * manifest it keeps on the device while offline without the device holding the codes themselves (decision 041).
   */
  voucherCodeHash: z.string(),
  /**
   * What the product asks (decision 097): 'none' (a booking as before issue 36), 'complete', or 'missing' when
   * something it requires of the booking or a passenger is not given.
   */
  details: z.enum(['none', 'complete', 'missing']),
  /** The booking's passengers on this departure, in order (empty when its product asks no details). */
  passengers: z.array(ZManifestPassenger),
  /** The answers to what the product asks of the booking itself, and what of it is missing. */
  bookingAnswers: z.array(ZManifestAnswer),
  bookingMissing: z.array(z.string()),
  /** Where and when the booking's guests are collected (issue 36, decision 095); null or absent when not chosen. */
  pickup: ZLinePickup.nullable().optional(),
  /** Its waiver and who has not accepted it (decision 096); absent when the trip asks none. */
  waiver: ZManifestWaiver.optional(),
});
export type TManifestBooking = z.infer<typeof ZManifestBooking>;

export const ZManifestData = z.object({
  departure: ZManifestDeparture,
  bookings: z.array(ZManifestBooking),
  /** The guides a manager may assign (empty for a role that cannot assign). */
  guideChoices: z.array(ZGuideRef),
  canAssignGuides: z.boolean(),
  /** Bookings whose details are incomplete ('3 bookings missing details'). */
  missingDetails: z.number().int(),
  /** Whether the operator may download the border list (passengers.reveal). */
  canDownloadBorderList: z.boolean(),
});
export type TManifestData = z.infer<typeof ZManifestData>;

export const ZAssignGuidesRequest = z.strictObject({
  productId: ZOpaqueId('productId'),
  date: ZDate('date'),
  start: ZTime('start'),
  guideIds: z.array(ZOpaqueId('guideId')).max(10, 'At most 10 guides work one departure'),
});
export type TAssignGuidesRequest = z.infer<typeof ZAssignGuidesRequest>;

export const ZAssignGuidesData = z.object({ guides: z.array(ZGuideRef) });

export const ZCheckInRequest = z.strictObject({
  productId: ZOpaqueId('productId'),
  date: ZDate('date'),
  start: ZTime('start'),
  /** The voucher's reference as typed (RH-...) or the QR code's payload (the voucher code). */
  code: z
    .string({ error: 'code is required' })
    .trim()
    .min(1, 'Type the reference or scan the voucher')
    .max(200, 'This is not a voucher reference'),
  /** 'offline': a scan queued on the device and synced later, with the time it was made (`scannedAt`). */
  source: z.enum(['online', 'offline']).default('online'),
  scannedAt: z.iso.datetime({ error: 'scannedAt: write a UTC time as ISO 8601' }).optional(),
  /**
   * How many of the booking's tickets arrive now (two of a family of four); without it, every ticket not yet checked
   * in (a voucher's scan). More than are left is refused (409, `checkin.too_many`).
   */
  tickets: z
    .number({ error: 'tickets: write a whole number' })
    .int('tickets: write a whole number')
    .min(1, 'Check in at least 1 ticket')
    .max(MANIFEST_MAX_TICKETS, `At most ${MANIFEST_MAX_TICKETS} tickets at once`)
    .optional(),
  /**
   * Which of the booking's passengers arrive now, one by one (decision 097); instead of `tickets`. One already in is
   * refused (409, `checkin.passenger_in`).
   */
  passengers: z
    .array(ZPassengerRef)
    .min(1, 'Name at least 1 passenger')
    .max(MANIFEST_MAX_TICKETS, `At most ${MANIFEST_MAX_TICKETS} passengers at once`)
    .optional(),
});
export type TCheckInRequest = z.infer<typeof ZCheckInRequest>;

export const CHECK_IN_REFUSALS = [
  'unknown',
  'cancelled',
  'refunded',
  'unpaid',
  'otherDay',
  'otherDeparture',
  'otherProduct',
] as const;
export type TCheckInRefusal = (typeof CHECK_IN_REFUSALS)[number];

export const ZCheckInData = z.object({
  result: z.enum(['valid', 'alreadyCheckedIn', 'refused']),
  /** Why it was refused; null otherwise. */
  reason: z.enum(CHECK_IN_REFUSALS).nullable(),
  /** What the guide reads, in large type. */
  headline: z.string(),
  booking: ZManifestBooking.nullable(),
});
export type TCheckInData = z.infer<typeof ZCheckInData>;

/** The Dubai clock time (HH:mm) of a UTC ISO timestamp; Dubai keeps UTC+4 all year. */
export function dubaiClock(iso: string): string {
  return new Date(Date.parse(iso) + 4 * 3_600_000).toISOString().slice(11, 16);
}

/** Undoes the latest check-in of one booking at a departure (a tap by mistake): its tickets are no longer in. */
export const ZUndoCheckInRequest = z.strictObject({
  productId: ZOpaqueId('productId'),
  date: ZDate('date'),
  start: ZTime('start'),
  orderId: ZOpaqueId('orderId'),
});
export type TUndoCheckInRequest = z.infer<typeof ZUndoCheckInRequest>;

export const ZUndoCheckInData = z.object({ booking: ZManifestBooking });
export type TUndoCheckInData = z.infer<typeof ZUndoCheckInData>;
