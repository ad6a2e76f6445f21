// Check-in without a connection (issue 18, decision 041; per passenger, decision 100): the rules the scan page and
// the manifest page apply to the manifests kept on the device, and the one queue of scans and passenger taps sent
// when the connection returns. Pure functions only: the device storage is offline-store.ts and the pages' state is
// use-offline-check-in.ts.
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
  type TManifestPassenger,
  type TPassengerRef,
} from '@rihla/shared/schemas/operator-manifests';

/** A departure's manifest as the device keeps it: the departure and its bookings, with when it was fetched. */
export type TStoredManifest = Pick<TManifestData, 'departure' | 'bookings'> & { fetchedAt: string };
/** The stored manifests by departure (`departureKeyText`). */
export type TStoredManifests = Record<string, TStoredManifest>;

/**
 * A scan made without a connection, waiting to be sent with `source: 'offline'` and its own time: of a voucher (its
 * code), or a tap of named passengers of the booking whose reference is `code` (decision 100).
 */
export interface TQueuedScan {
  id: string;
  key: TDepartureKey;
  code: string;
  /** The passengers a tap checked in; absent for a voucher's scan (and for scans queued before decision 100). */
  passengers?: TPassengerRef[];
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

/** The device's answer to a tap of passengers: a check-in as the server answers it, or the server's refusal. */
export type TPassengerTapAnswer = { kind: 'answer'; answer: TCheckInData } | { kind: 'refused'; message: string };

const refText = (ref: TPassengerRef) => `${ref.line}:${ref.number}`;

/** A passenger's name as the server's refusals say it, or 'Passenger 3' before it is given. */
function nameOf(passenger: TManifestPassenger): string {
  return passenger.fullName || `Passenger ${passenger.number}`;
}

/**
 * The answer of the stored manifest to a tap of named passengers of a booking (decision 100), as the server would
 * give it: those passengers in, the booking's count up by as many (its last check-in the tap); or the server's
 * refusal, which the server records nothing for: a passenger not of the booking, named twice, already in, or more
 * than the tickets left. A booking the device does not keep is unknown.
 */
export function answerPassengersOffline(
  manifests: TStoredManifests,
  tap: { key: TDepartureKey; reference: string; passengers: readonly TPassengerRef[]; scannedAt: string; by: string },
): TPassengerTapAnswer {
  const booking = manifests[departureKeyText(tap.key)]?.bookings.find((each) => each.reference === tap.reference);
  if (!booking) return { kind: 'answer', answer: refused('unknown', null) };
  const passengers = booking.passengers ?? [];
  const named = new Set(tap.passengers.map(refText));
  if (named.size !== tap.passengers.length) return { kind: 'refused', message: MANIFEST_MESSAGES.passengerTwice };
  const chosen = passengers.filter((passenger) => named.has(refText(passenger)));
  if (chosen.length !== named.size) return { kind: 'refused', message: MANIFEST_MESSAGES.noSuchPassenger };
  const already = chosen.find((passenger) => passenger.checkedIn);
  if (already) return { kind: 'refused', message: MANIFEST_MESSAGES.passengerIn(nameOf(already)) };
  const left = booking.ticketCount - booking.checkedInTickets;
  if (chosen.length > left) return { kind: 'refused', message: MANIFEST_MESSAGES.tooMany(left, booking.ticketCount) };
  const checkedInTickets = booking.checkedInTickets + chosen.length;
  return {
    kind: 'answer',
    answer: {
      result: 'valid',
      reason: null,
      headline:
        checkedInTickets < booking.ticketCount
          ? MANIFEST_MESSAGES.validPartly(checkedInTickets, booking.ticketCount)
          : MANIFEST_MESSAGES.valid,
      booking: {
        ...booking,
        checkIn: { at: tap.scannedAt, clock: dubaiClock(tap.scannedAt), by: tap.by, source: 'offline' },
        checkedInTickets,
        passengers: passengers.map((passenger) =>
          named.has(refText(passenger)) ? { ...passenger, checkedIn: true } : passenger,
        ),
      },
    },
  };
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

/**
 * The manifests with a scan still waiting applied again (after a fresh fetch from the server): a voucher's scan by its
 * answer; a passenger tap answered anew on the fresh manifest, so that what another device checked in meanwhile
 * stays in. A tap the fresh manifest refuses (its passenger came in meanwhile) changes nothing; the sync will say so.
 */
export function withWaitingScan(manifests: TStoredManifests, scan: TQueuedScan): TStoredManifests {
  if (!scan.passengers) return withCheckIn(manifests, scan.key, scan.answer, { isFromServer: false });
  const tap = answerPassengersOffline(manifests, {
    key: scan.key,
    reference: scan.code,
    passengers: scan.passengers,
    scannedAt: scan.scannedAt,
    by: scan.answer.booking?.checkIn?.by ?? '',
  });
  return tap.kind === 'answer' ? withCheckIn(manifests, scan.key, tap.answer, { isFromServer: false }) : manifests;
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
