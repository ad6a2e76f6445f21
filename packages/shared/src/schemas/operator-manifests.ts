// The manifests and check-in calls of the back office (issue 18, decision 039): the departures of a few days
// with their bookings and check-ins, one departure's passenger list, the guides who work it, and the scan that
// checks a booking in. A booking is an order's seats on one departure. Dates YYYY-MM-DD and times HH:mm, Dubai.
import { z } from 'zod';
import { isHhMm, isIsoDate } from '../rules/time.js';
import { ZModule, ZOpaqueId } from './common.js';

/** The most days one departures list covers. */
export const MANIFEST_MAX_DAYS = 14;

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

export const ZListDeparturesRequest = z
  .strictObject({ from: ZDate('from'), to: ZDate('to') })
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
  checkedIn: z.number().int(),
  guides: z.array(ZGuideRef),
});
export type TManifestDeparture = z.infer<typeof ZManifestDeparture>;

export const ZListDeparturesData = z.object({ departures: z.array(ZManifestDeparture) });
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

export const ZManifestBooking = z.object({
  orderId: z.string(),
  reference: z.string(),
  leadName: z.string(),
  phone: z.string(),
  tickets: z.array(z.object({ kind: z.string(), label: z.string(), count: z.number().int() })),
  seats: z.number().int(),
  /** Internal notes of the order; empty until the bookings desk's notes (issue 18, other part) land. */
  notes: z.string(),
  checkIn: ZCheckInState.nullable(),
  /**
   * SHA-256 (hex) of the voucher code, the QR code's payload: the check-in page matches a scanned code against the
   * manifest it keeps on the device while offline without the device holding the codes themselves (decision 041).
   */
  voucherCodeHash: z.string(),
});
export type TManifestBooking = z.infer<typeof ZManifestBooking>;

export const ZManifestData = z.object({
  departure: ZManifestDeparture,
  bookings: z.array(ZManifestBooking),
  /** The guides a manager may assign (empty for a role that cannot assign). */
  guideChoices: z.array(ZGuideRef),
  canAssignGuides: z.boolean(),
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
