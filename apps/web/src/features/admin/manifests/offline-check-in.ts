// Check-in without a connection (issue 18, decision 041): the rules the scan page applies to the manifests it
// keeps on the device, and the queue of scans it sends when the connection returns. Pure functions only: the
// device storage is offline-store.ts and the page's state is use-offline-check-in.ts.
import { MANIFEST_MESSAGES } from '@rihla/shared/messages/manifests';
import { addDays } from '@rihla/shared/rules/time';
import {
  dubaiClock,
  type TCheckInData,
  type TCheckInRefusal,
  type TCheckInState,
  type TDepartureKey,
  type TManifestBooking,
  type TManifestData,
  type TManifestDeparture,
} from '@rihla/shared/schemas/operator-manifests';

/** A departure's manifest as the device keeps it: the departure and its bookings, with when it was fetched. */
export type TStoredManifest = Pick<TManifestData, 'departure' | 'bookings'> & { fetchedAt: string };
/** The stored manifests by departure (`departureKeyText`). */
export type TStoredManifests = Record<string, TStoredManifest>;

/** A scan made without a connection, waiting to be sent with `source: 'offline'` and its own time. */
export interface TQueuedScan {
  id: string;
  key: TDepartureKey;
  code: string;
  /** When the guide scanned it (UTC ISO): the server lets the earliest scan win. */
  scannedAt: string;
  /** What the device answered from its stored manifest. */
  answer: TCheckInData;
}

/** How long a code must be out of the camera's sight before it counts again: one voucher held up is one scan. */
export const REPEAT_SCAN_MS = 4_000;

export function departureKeyText(key: TDepartureKey): string {
  return `${key.productId} ${key.date} ${key.start}`;
}

function isSameDeparture(a: TDepartureKey, b: TDepartureKey): boolean {
  return a.productId === b.productId && a.date === b.date && a.start === b.start;
}

/** SHA-256 (hex) of a scanned code, as the server's manifest gives each booking's voucher code. */
export async function hashCode(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code.trim()));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether a booking is the one a code names: its reference as typed (any case) or its QR payload's hash. */
function isBookingOf(booking: TManifestBooking, code: string, codeHash: string): boolean {
  return booking.reference === code.trim().toUpperCase() || booking.voucherCodeHash === codeHash;
}

function refused(reason: TCheckInRefusal, booking: TManifestBooking | null): TCheckInData {
  return { result: 'refused', reason, headline: MANIFEST_MESSAGES.refusals[reason], booking };
}

/** Whether every ticket of a booking is checked in (a booking may arrive in parts, decision 072). */
export function isAllIn(booking: Pick<TManifestBooking, 'ticketCount' | 'checkedInTickets'>): boolean {
  return booking.checkedInTickets >= booking.ticketCount;
}

/**
 * The answer of the stored manifests to a scan at a departure, as the server would give it: valid (every ticket not
 * yet in), already checked in (all of them were, by the stored manifest or an earlier scan on this device), or refused:
 * a booking on another stored manifest is for another trip, day or departure; one on none is unknown.
 */
export function answerOffline(
  manifests: TStoredManifests,
  scan: { key: TDepartureKey; code: string; codeHash: string; scannedAt: string; by: string },
): TCheckInData {
  const here = manifests[departureKeyText(scan.key)];
  const booking = here?.bookings.find((each) => isBookingOf(each, scan.code, scan.codeHash));
  if (booking?.checkIn && isAllIn(booking)) {
    return {
      result: 'alreadyCheckedIn',
      reason: null,
      headline: MANIFEST_MESSAGES.alreadyCheckedIn(booking.checkIn.clock, booking.checkIn.by),
      booking,
    };
  }
  if (booking) {
    // A voucher's scan checks in every ticket not yet in, as the server does (decision 072).
    const checkIn: TCheckInState = {
      at: scan.scannedAt,
      clock: dubaiClock(scan.scannedAt),
      by: scan.by,
      source: 'offline',
    };
    return {
      result: 'valid',
      reason: null,
      headline: MANIFEST_MESSAGES.valid,
      // Every passenger not yet in comes in with the scan (decision 097), as on the server.
      booking: {
        ...booking,
        checkIn,
        checkedInTickets: booking.ticketCount,
        passengers: (booking.passengers ?? []).map((passenger) => ({ ...passenger, checkedIn: true })),
      },
    };
  }
  for (const other of Object.values(manifests)) {
    if (isSameDeparture(other.departure, scan.key)) continue;
    const elsewhere = other.bookings.find((each) => isBookingOf(each, scan.code, scan.codeHash));
    if (!elsewhere) continue;
    if (other.departure.productId !== scan.key.productId) return refused('otherProduct', elsewhere);
    return refused(other.departure.date === scan.key.date ? 'otherDeparture' : 'otherDay', elsewhere);
  }
  return refused('unknown', null);
}

/** Whether an answer is one the server records (a scan of a good booking); refusals write nothing there either. */
export function isRecordedScan(answer: TCheckInData): boolean {
  return answer.result !== 'refused';
}

/**
 * The manifests with a booking's check-in and its count of tickets in taken from an answer (the server's, or the
 * device's own valid scan): the next scan of that booking on this device is 'already checked in'. The server's word
 * replaces the device's; the device's own scan only fills a booking with tickets not yet in.
 */
export function withCheckIn(
  manifests: TStoredManifests,
  key: TDepartureKey,
  answer: TCheckInData,
  { isFromServer }: { isFromServer: boolean },
): TStoredManifests {
  const text = departureKeyText(key);
  const manifest = manifests[text];
  const answered = answer.booking;
  if (!manifest || !answered?.checkIn || answer.result === 'refused') return manifests;
  const bookings = manifest.bookings.map((booking) =>
    booking.reference === answered.reference && (isFromServer || !isAllIn(booking))
      ? {
          ...booking,
          checkIn: answered.checkIn,
          checkedInTickets: answered.checkedInTickets,
          passengers: answered.passengers ?? booking.passengers,
        }
      : booking,
  );
  return { ...manifests, [text]: { ...manifest, bookings, departure: withCounts(manifest.departure, bookings) } };
}

/** A departure's check-in counts, from its bookings: bookings all in, and tickets in. */
export function withCounts(
  departure: TManifestDeparture,
  bookings: readonly Pick<TManifestBooking, 'ticketCount' | 'checkedInTickets'>[],
): TManifestDeparture {
  return {
    ...departure,
    checkedIn: bookings.filter((booking) => booking.ticketCount > 0 && isAllIn(booking)).length,
    checkedInTickets: bookings.reduce((sum, booking) => sum + booking.checkedInTickets, 0),
  };
}

/** The manifests worth keeping on `today` (Dubai): departures of today and later; the rest is dropped. */
export function keptManifests(manifests: TStoredManifests, today: string): TStoredManifests {
  return Object.fromEntries(Object.entries(manifests).filter(([, manifest]) => manifest.departure.date >= today));
}

/** The dates whose manifests the page keeps: today's and tomorrow's departures (Dubai). */
export function keptDates(today: string): { from: string; to: string } {
  return { from: today, to: addDays(today, 1) };
}

/** Whether a code is the one last seen a moment ago (the camera sees a held voucher many times a second). */
export function isRepeatScan(last: { code: string; atMs: number } | null, code: string, nowMs: number): boolean {
  return last !== null && last.code === code && nowMs - last.atMs < REPEAT_SCAN_MS;
}

/** The server's answer to one queued scan: its answer, a refusal of the call (4xx), or no connection. */
export type TSyncOutcome =
  | { kind: 'answered'; answer: TCheckInData }
  | { kind: 'rejected'; message: string }
  | { kind: 'unreachable' };

/**
 * Sends the queued scans in the order they were made, one at a time, and reports each outcome as it comes (the
 * caller stores the shorter queue then, so a reload never sends a scan twice). Stops at the first scan the
 * server cannot be reached for: it and the later ones stay queued. Returns the scans still waiting.
 */
export async function syncQueue(
  queue: readonly TQueuedScan[],
  send: (scan: TQueuedScan) => Promise<TSyncOutcome>,
  onOutcome: (scan: TQueuedScan, outcome: TSyncOutcome, rest: TQueuedScan[]) => Promise<void> | void,
): Promise<TQueuedScan[]> {
  let rest = [...queue];
  while (rest.length > 0) {
    const [scan, ...later] = rest as [TQueuedScan, ...TQueuedScan[]];
    const outcome = await send(scan);
    if (outcome.kind === 'unreachable') return rest;
    rest = later;
    await onOutcome(scan, outcome, rest);
  }
  return rest;
}
