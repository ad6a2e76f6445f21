// The manifests and check-in desk (issue 18, decision 039). A booking is an order's paid seats on one departure
// (a product on a date at a start time). A role with manifests.read sees every departure; a role with only
// checkin.write (a guide) sees and checks in only the departures assigned to it. A booking's tickets are checked in
// all at once (a voucher's scan: every ticket not yet in) or in parts (two of a family of four, then the other two;
// decision 072); a scan of a booking with every ticket in is answered 'already checked in' and kept as a conflict.
import { createHash } from 'node:crypto';
import { CANCEL_MESSAGES } from '@rihla/shared/messages/booking';
import { MANIFEST_MESSAGES } from '@rihla/shared/messages/manifests';
import { roleCan } from '@rihla/shared/rules/operator-roles';
import { slotStartMs } from '@rihla/shared/rules/time';
import {
  dubaiClock,
  type TAssignGuidesRequest,
  type TCheckInData,
  type TCheckInRefusal,
  type TCheckInRequest,
  type TDepartureKey,
  type TGuideRef,
  type TListDeparturesRequest,
  type TListedDeparture,
  type TManifestBooking,
  type TManifestData,
  type TManifestDeparture,
  type TManifestPassenger,
  type TPassengerRef,
  type TUndoCheckInData,
  type TUndoCheckInRequest,
} from '@rihla/shared/schemas/operator-manifests';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { insertAuditEntry } from '../audit/index.js';
import { readDepartureState, storedLines, ticketsCancelledOf } from '../booking/index.js';
import { listOrderNotes } from '../bookings-desk/index.js';
import { findBookingProducts, type TBookingProduct } from '../catalogue/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import {
  NO_DETAILS,
  passengersOnDeparture,
  type TDepartureBookingDetails,
  type TDeparturePassenger,
} from '../passengers/index.js';
import { pickupOnDeparture, pickupsOfOrders } from '../pickups/index.js';
import { waiversOnDeparture } from '../waivers/index.js';
import {
  demoteLaterCheckIns,
  findOrderByCode,
  findOrderById,
  insertConflictingCheckIn,
  insertWinningCheckIn,
  isGuideOf,
  listActiveGuides,
  listAssignments,
  listDepartureBookings,
  listDepartureCheckIns,
  listDepartureGuides,
  listRangeBookings,
  listRangeCheckIns,
  replaceAssignments,
  type TBookingRow,
  type TDepartureKeyRow,
  type TWinningScanRow,
  undoWinningCheckIn,
} from './manifests-desk.repository.js';

/** The operator asking; their language (decision 104), when known, names the pick-up points (decision 117). */
type TOperator = Pick<TOperatorAuth, 'id' | 'name' | 'role'> & Partial<Pick<TOperatorAuth, 'language'>>;

const keyRow = (key: TDepartureKey): TDepartureKeyRow => ({
  product_id: key.productId,
  date: key.date,
  start_time: key.start,
});
const keyText = (row: TDepartureKeyRow) => `${row.product_id} ${row.date} ${row.start_time}`;

/** Whether the operator sees every departure (manifests.read) or only those assigned to it. */
export function seesEveryDeparture(operator: TOperator): boolean {
  return roleCan(operator.role, 'manifests.read');
}

/** Refuses (403) an operator who sees only its own departures at a departure not assigned to it. */
export async function assertMayWork(db: TDb, operator: TOperator, key: TDepartureKey): Promise<void> {
  if (seesEveryDeparture(operator)) return;
  if (!(await isGuideOf(db, operator.id, keyRow(key))))
    throw new AppError('FORBIDDEN', MANIFEST_MESSAGES.notYourDeparture);
}

interface TDepartureCounts {
  seats: number;
  bookings: number;
  /** Bookings with every ticket checked in. */
  checkedIn: number;
  tickets: number;
  checkedInTickets: number;
}
const NO_COUNTS: TDepartureCounts = { seats: 0, bookings: 0, checkedIn: 0, tickets: 0, checkedInTickets: 0 };

/** The lines of an order on one departure. */
function linesOn(order: { items: string }, key: TDepartureKeyRow) {
  return storedLines(order).filter(
    (line) => line.productId === key.product_id && line.date === key.date && line.start === key.start_time,
  );
}

/** The tickets (passengers, infants included) of an order on one departure. */
function ticketCountOn(order: { items: string }, key: TDepartureKeyRow): number {
  return linesOn(order, key).reduce((sum, line) => sum + line.rows.reduce((rows, ticket) => rows + ticket.count, 0), 0);
}

/**
 * How many of a booking's `of` tickets its winning scans checked in: each its own count, or (a scan from before
 * per-ticket check-in) all of them; never more than the booking holds (tickets cancelled after a check-in).
 */
function checkedInOf(scans: readonly { tickets: number | null }[], of: number): number {
  return Math.min(
    of,
    scans.reduce((sum, scan) => sum + (scan.tickets ?? of), 0),
  );
}

/** A passenger's key in a scan's `passengers`: its order line and number there ('0:2'). */
const refText = (ref: TPassengerRef) => `${ref.line}:${ref.number}`;

/** An order's passengers on one departure, in order: each line there, its passengers 1..n (infants included). */
function passengerSlotsOf(order: { items: string }, key: TDepartureKeyRow): TPassengerRef[] {
  const slots: TPassengerRef[] = [];
  for (const [index, line] of storedLines(order).entries()) {
    if (line.productId !== key.product_id || line.date !== key.date || line.start !== key.start_time) continue;
    const count = line.tickets.adult + line.tickets.child + line.tickets.infant;
    for (let number = 1; number <= count; number += 1) slots.push({ line: index, number });
  }
  return slots;
}

/**
 * Which passengers a booking's winning scans (oldest first) checked in (decision 097): those a scan names, and for a
 * scan of a count of tickets (or of the whole booking) the first passengers not yet in.
 */
function passengersInOf(
  scans: readonly { tickets: number | null; passengers: string | null }[],
  slots: readonly TPassengerRef[],
): Set<string> {
  return new Set(passengerScansOf(scans, slots).keys());
}

/** The passengers a booking's winning scans (oldest first) checked in, each with the scan that did (as above). */
function passengerScansOf<TScan extends { tickets: number | null; passengers: string | null }>(
  scans: readonly TScan[],
  slots: readonly TPassengerRef[],
): Map<string, TScan> {
  const checked = new Map<string, TScan>();
  for (const scan of scans) {
    const named = namedOf(scan);
    if (named !== null) {
      for (const each of named) checked.set(each, scan);
      continue;
    }
    let count = scan.tickets ?? slots.length;
    for (const slot of slots) {
      if (count <= 0) break;
      if (checked.has(refText(slot))) continue;
      checked.set(refText(slot), scan);
      count -= 1;
    }
  }
  return checked;
}

/** A passenger's name as a refusal says it, or 'Passenger 3' before it is given. */
function passengerNameOf(details: TDepartureBookingDetails | undefined, ref: TPassengerRef): string {
  return (
    details?.passengers.find((each) => refText(each) === refText(ref))?.details.fullName || `Passenger ${ref.number}`
  );
}

/** The passengers a scan names ('0:2'), or null for a scan of a count or of the whole booking. */
const namedOf = (scan: { passengers: string | null }): string[] | null =>
  scan.passengers === null ? null : (JSON.parse(scan.passengers) as string[]);

/** Some orders' passengers on a departure with their details, masked (the manifest's view). */
function manifestDetailsOf(
  ctx: TAppContext,
  orders: readonly TBookingRow[],
  key: TDepartureKeyRow,
  view: 'masked' | 'revealed' = 'masked',
): Promise<Map<string, TDepartureBookingDetails>> {
  return passengersOnDeparture(
    ctx,
    orders.map((order) => ({ id: order.order_id, items: order.items })),
    { productId: key.product_id, date: key.date, start: key.start_time },
    view,
  );
}

// A deleted account's orders keep no name (as on the voucher).
const leadNameOf = (row: { first_name: string; last_name: string; deleted_at: string | null }) =>
  row.deleted_at ? 'Deleted account' : `${row.first_name} ${row.last_name}`.trim();

/** Whether a booking is one a search names: any part of its reference or of its lead guest's name, any case. */
function isFoundBy(search: string, booking: { reference: string; leadName: string; isDeleted: boolean }): boolean {
  const wanted = search.toLowerCase();
  return (
    booking.reference.toLowerCase().includes(wanted) ||
    (!booking.isDeleted && booking.leadName.toLowerCase().includes(wanted))
  );
}

async function departureOf(
  db: TDb,
  product: TBookingProduct,
  key: TDepartureKeyRow,
  counts: TDepartureCounts,
  guides: TGuideRef[],
  now: Date,
): Promise<TManifestDeparture> {
  const state = await readDepartureState(db, product, key.date, key.start_time, now);
  return {
    productId: product.id,
    module: product.module,
    title: product.title,
    date: key.date,
    start: key.start_time,
    end: state?.end ?? key.start_time,
    capacity: state?.capacity ?? 0,
    isClosed: state === null || state.isClosed,
    bookedSeats: counts.seats,
    bookings: counts.bookings,
    checkedIn: counts.checkedIn,
    tickets: counts.tickets,
    checkedInTickets: counts.checkedInTickets,
    guides,
  };
}

/**
 * The departures of a range of dates that have paid bookings or guides (a guide: those assigned to it), with their
 * seats, bookings and tickets and how many are checked in. With a search, only the departures with a paid booking
 * it names (a lead name or reference), each with those bookings.
 */
export async function listDepartures(
  ctx: TAppContext,
  operator: TOperator,
  range: TListDeparturesRequest,
): Promise<{ departures: TListedDeparture[] }> {
  const { db } = ctx;
  const onlyOwn = !seesEveryDeparture(operator);
  const search = range.search?.trim() ?? '';
  const [bookingRows, checkIns, assignments] = await Promise.all([
    listRangeBookings(db, range.from, range.to),
    listRangeCheckIns(db, range.from, range.to),
    listAssignments(db, range.from, range.to),
  ]);
  const keys = new Map<string, TDepartureKeyRow>();
  const guidesOf = new Map<string, TGuideRef[]>();
  for (const row of assignments) {
    const text = keyText(row);
    keys.set(text, row);
    guidesOf.set(text, [...(guidesOf.get(text) ?? []), { id: row.operator_id, name: row.name }]);
  }
  const scansOf = new Map<string, { tickets: number | null }[]>();
  for (const scan of checkIns) {
    const text = `${scan.order_id} ${keyText(scan)}`;
    scansOf.set(text, [...(scansOf.get(text) ?? []), scan]);
  }
  // A booking is an order on a departure; it may hold more than one seat hold there.
  const countsOf = new Map<string, TDepartureCounts>();
  const matchesOf = new Map<string, TListedDeparture['matches']>();
  const seen = new Set<string>();
  for (const row of bookingRows) {
    const text = keyText(row);
    keys.set(text, row);
    const counts = countsOf.get(text) ?? { ...NO_COUNTS };
    countsOf.set(text, counts);
    counts.seats += Number(row.quantity);
    const bookingText = `${row.order_id} ${text}`;
    if (seen.has(bookingText)) continue;
    seen.add(bookingText);
    const tickets = ticketCountOn(row, row);
    const checked = checkedInOf(scansOf.get(bookingText) ?? [], tickets);
    counts.bookings += 1;
    counts.tickets += tickets;
    counts.checkedInTickets += checked;
    if (tickets > 0 && checked === tickets) counts.checkedIn += 1;
    const leadName = leadNameOf(row);
    if (search && isFoundBy(search, { reference: row.reference, leadName, isDeleted: row.deleted_at !== null })) {
      matchesOf.set(text, [
        ...(matchesOf.get(text) ?? []),
        { orderId: row.order_id, reference: row.reference, leadName },
      ]);
    }
  }
  const shown = [...keys.entries()].filter(
    ([text]) =>
      (!onlyOwn || (guidesOf.get(text) ?? []).some((guide) => guide.id === operator.id)) &&
      (!search || matchesOf.has(text)),
  );
  const products = await findBookingProducts(db, [...new Set(shown.map(([, row]) => row.product_id))]);
  const now = ctx.clock.now();
  const departures: TListedDeparture[] = [];
  for (const [text, row] of shown) {
    const product = products.get(row.product_id);
    if (!product) continue;
    const departure = await departureOf(
      db,
      product,
      row,
      countsOf.get(text) ?? NO_COUNTS,
      guidesOf.get(text) ?? [],
      now,
    );
    const matches = (matchesOf.get(text) ?? []).sort((a, b) => a.reference.localeCompare(b.reference));
    departures.push({ ...departure, matches });
  }
  departures.sort(
    (a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.title.localeCompare(b.title),
  );
  return { departures };
}

/**
 * A booking row as the manifest shows it: the lines of the order on this departure, added up, with how many of its
 * tickets its winning scans (oldest first) checked in and the latest of them.
 */
function bookingOf(
  row: TBookingRow,
  key: TDepartureKeyRow,
  scans: readonly Pick<TWinningScanRow, 'scanned_at' | 'source' | 'name' | 'tickets' | 'passengers'>[],
  notes: readonly string[] = [],
  details: TDepartureBookingDetails = NO_DETAILS,
): TManifestBooking {
  const tickets = new Map<string, { kind: string; label: string; count: number }>();
  let seats = 0;
  const lines = linesOn(row, key);
  // Tickets the bookings desk cancelled of this booking (decision 062) head its notes: '1 of 3 tickets cancelled'.
  const cancelled = ticketsCancelledOf(lines);
  const allNotes = cancelled ? [CANCEL_MESSAGES.ticketsCancelled(cancelled.cancelled, cancelled.of), ...notes] : notes;
  for (const line of lines) {
    seats += line.seats;
    for (const ticket of line.rows) {
      const was = tickets.get(ticket.kind);
      tickets.set(ticket.kind, { kind: ticket.kind, label: ticket.label, count: (was?.count ?? 0) + ticket.count });
    }
  }
  const ticketCount = ticketCountOn(row, key);
  const latest = scans.at(-1);
  const checked = passengersInOf(scans, passengerSlotsOf(row, key));
  const passengers = details.passengers.map(
    (each): TManifestPassenger => ({
      line: each.line,
      number: each.number,
      fullName: each.details.fullName ?? '',
      nationality: each.details.nationality ?? '',
      dateOfBirth: each.details.dateOfBirth ?? '',
      passportNumber: each.details.passportNumber ?? '',
      passportExpiry: each.details.passportExpiry ?? '',
      answers: each.answers,
      missing: each.missing,
      checkedIn: checked.has(refText(each)),
    }),
  );
  return {
    orderId: row.order_id,
    reference: row.reference,
    leadName: leadNameOf(row),
    phone: row.deleted_at ? '' : row.phone_number,
    tickets: [...tickets.values()],
    seats,
    ticketCount,
    checkedInTickets: checkedInOf(scans, ticketCount),
    notes: allNotes.join(' · '),
    checkIn: latest
      ? { at: latest.scanned_at, clock: dubaiClock(latest.scanned_at), by: latest.name, source: latest.source }
      : null,
    voucherCodeHash: createHash('sha256').update(row.voucher_code).digest('hex'),
    details: details.details,
    passengers,
    bookingAnswers: details.bookingAnswers,
    bookingMissing: details.bookingMissing,
  };
}

async function productOf(db: TDb, productId: string): Promise<TBookingProduct> {
  const product = (await findBookingProducts(db, [productId])).get(productId);
  if (!product) throw new AppError('NOT_FOUND', MANIFEST_MESSAGES.productNotFound);
  return product;
}

/** One departure's paid bookings with their check-in state, by reference. */
export async function getManifest(ctx: TAppContext, operator: TOperator, key: TDepartureKey): Promise<TManifestData> {
  const { db } = ctx;
  await assertMayWork(db, operator, key);
  const product = await productOf(db, key.productId);
  const row = keyRow(key);
  const canAssignGuides = roleCan(operator.role, 'timetables.write');
  const [rows, checkIns, guides, guideChoices] = await Promise.all([
    listDepartureBookings(db, row),
    listDepartureCheckIns(db, row),
    listDepartureGuides(db, row),
    canAssignGuides ? listActiveGuides(db) : Promise.resolve([]),
  ]);
  const scansOf = new Map<string, TWinningScanRow[]>();
  for (const scan of checkIns) scansOf.set(scan.order_id, [...(scansOf.get(scan.order_id) ?? []), scan]);
  const notesOf = new Map<string, string[]>();
  for (const note of await listOrderNotes(
    db,
    rows.map((each) => each.order_id),
  )) {
    notesOf.set(note.order_id, [...(notesOf.get(note.order_id) ?? []), note.text]);
  }
  const detailsOf = await manifestDetailsOf(ctx, rows, row);
  // Where and when each booking is collected (decision 095): the pick-up of its line on this departure.
  const pickupsOf = await pickupsOfOrders(
    db,
    rows.map((each) => each.order_id),
    operator.language ?? 'en',
  );
  // Who has not accepted the trip's waiver (decision 096).
  const waiversOf = await waiversOnDeparture(
    ctx,
    rows.map((each) => ({ id: each.order_id, items: each.items })),
    key,
  );
  const bookings = rows.map((each) => {
    const booking = bookingOf(
      each,
      row,
      scansOf.get(each.order_id) ?? [],
      notesOf.get(each.order_id),
      detailsOf.get(each.order_id),
    );
    const pickup = pickupOnDeparture(each, pickupsOf.get(each.order_id), key);
    const waiver = waiversOf.get(each.order_id);
    return { ...booking, ...(pickup ? { pickup } : {}), ...(waiver ? { waiver } : {}) };
  });
  const departure = await departureOf(
    db,
    product,
    row,
    {
      seats: bookings.reduce((sum, each) => sum + each.seats, 0),
      bookings: bookings.length,
      checkedIn: bookings.filter((each) => each.ticketCount > 0 && each.checkedInTickets === each.ticketCount).length,
      tickets: bookings.reduce((sum, each) => sum + each.ticketCount, 0),
      checkedInTickets: bookings.reduce((sum, each) => sum + each.checkedInTickets, 0),
    },
    guides,
    ctx.clock.now(),
  );
  return {
    departure,
    bookings,
    guideChoices,
    canAssignGuides,
    missingDetails: bookings.filter((each) => each.details === 'missing').length,
    canDownloadBorderList: roleCan(operator.role, 'passengers.reveal'),
  };
}

/** Sets the guides of a departure (active guides only), recorded in the audit log. */
export async function assignGuides(
  ctx: TAppContext,
  by: TOperator,
  request: TAssignGuidesRequest,
): Promise<{ guides: TGuideRef[] }> {
  await productOf(ctx.db, request.productId);
  const wanted = [...new Set(request.guideIds)];
  const active = new Map((await listActiveGuides(ctx.db)).map((guide) => [guide.id, guide]));
  if (wanted.some((id) => !active.has(id))) throw new AppError('BAD_REQUEST', MANIFEST_MESSAGES.guideNotFound);
  const row = keyRow(request);
  const at = ctx.clock.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await listDepartureGuides(trx, row);
    await replaceAssignments(trx, row, wanted, by.id, at);
    const guides = await listDepartureGuides(trx, row);
    await insertAuditEntry(trx, {
      at,
      operatorId: by.id,
      action: 'departure.assignGuides',
      objectType: 'departure',
      objectId: keyText(row),
      before: { guides: before.map((guide) => guide.name) },
      after: { guides: guides.map((guide) => guide.name) },
    });
    return { guides };
  });
}

/** How far an offline scan's own time may lie before the sync (a week) or after the server's clock (a minute). */
const OFFLINE_SCAN_MAX_AGE_MS = 7 * 86_400_000;
const CLOCK_SKEW_MS = 60_000;

/** When the scan was made: now for an online scan; an offline scan's own time, kept within a sane window. */
function scanTimeOf(request: TCheckInRequest, now: Date): string {
  if (request.source !== 'offline' || request.scannedAt === undefined) return now.toISOString();
  const ms = Date.parse(request.scannedAt);
  if (ms > now.getTime() + CLOCK_SKEW_MS || ms < now.getTime() - OFFLINE_SCAN_MAX_AGE_MS) {
    throw new AppError('BAD_REQUEST', MANIFEST_MESSAGES.scanTimeOutOfRange);
  }
  return new Date(ms).toISOString();
}

/**
 * How long before a departure starts its scans may be dated: the check-in page keeps tomorrow's manifests on the
 * device and a departure's own page may be opened sooner, so a scan the day before is possible; days before is not.
 */
const SCAN_WINDOW_BEFORE_DEPARTURE_MS = 48 * 3_600_000;

/**
 * Refuses (400) an offline scan dated before it could have been made: before the booking existed, or more than 48
 * hours before the departure starts. A scan so dated would otherwise take the win over the real one (issue 32).
 */
function assertPossibleScan(scannedAt: string, order: TBookingRow, key: TDepartureKeyRow): void {
  const ms = Date.parse(scannedAt);
  if (ms < Date.parse(order.created_at)) throw new AppError('BAD_REQUEST', MANIFEST_MESSAGES.scanBeforeBooking);
  if (ms < slotStartMs(key.date, key.start_time) - SCAN_WINDOW_BEFORE_DEPARTURE_MS) {
    throw new AppError('BAD_REQUEST', MANIFEST_MESSAGES.scanBeforeDeparture);
  }
}

function refused(reason: TCheckInRefusal, booking: TManifestBooking | null): TCheckInData {
  return { result: 'refused', reason, headline: MANIFEST_MESSAGES.refusals[reason], booking };
}

/**
 * Whether the operator may see this order's lead guest and phone: a role that sees every departure, or a guide
 * assigned to one of the order's departures (issue 32). A refusal shows no one else's personal data.
 */
async function maySeeBooking(db: TDb, operator: TOperator, order: TBookingRow): Promise<boolean> {
  if (seesEveryDeparture(operator)) return true;
  for (const line of storedLines(order)) {
    const departure = { product_id: line.productId, date: line.date, start_time: line.start };
    if (await isGuideOf(db, operator.id, departure)) return true;
  }
  return false;
}

/** Why an order's voucher is not good for this departure, or null when it is. */
function refusalOf(order: TBookingRow, key: TDepartureKeyRow): TCheckInRefusal | null {
  if (order.status === 'cancelled') return 'cancelled';
  if (order.status === 'refunded') return 'refunded';
  if (order.status !== 'confirmed') return 'unpaid';
  const lines = storedLines(order).filter((line) => line.productId === key.product_id);
  if (lines.length === 0) return 'otherProduct';
  if (lines.some((line) => line.date === key.date && line.start === key.start_time)) return null;
  return lines.some((line) => line.date === key.date) ? 'otherDeparture' : 'otherDay';
}

/** The winner_key of a booking's n-th winning scan: the first keeps the key scans had before migration 032. */
function winnerKeyOf(bookingKey: string, n: number): string {
  return n === 1 ? bookingKey : `${bookingKey} #${n}`;
}

/** The lowest winner_key of a booking that no winning scan holds. */
function nextWinnerKey(bookingKey: string, scans: readonly Pick<TWinningScanRow, 'winner_key'>[]): string {
  const taken = new Set(scans.map((scan) => scan.winner_key));
  let n = 1;
  while (taken.has(winnerKeyOf(bookingKey, n))) n += 1;
  return winnerKeyOf(bookingKey, n);
}

/**
 * The passengers a check-in names, each one of the booking's on this departure and named once; refused (400)
 * otherwise, before anything is written. Not with `tickets`: one or the other.
 */
function namedPassengers(request: TCheckInRequest, order: TBookingRow, key: TDepartureKeyRow): TPassengerRef[] {
  const named = request.passengers ?? [];
  if (request.tickets !== undefined) {
    throw new AppError('BAD_REQUEST', MANIFEST_MESSAGES.ticketsOrPassengers, { field: 'passengers' });
  }
  const slots = new Set(passengerSlotsOf(order, key).map(refText));
  if (named.some((each) => !slots.has(refText(each)))) {
    throw new AppError('BAD_REQUEST', MANIFEST_MESSAGES.noSuchPassenger, {
      refusal: 'checkin.no_such_passenger',
      field: 'passengers',
    });
  }
  if (new Set(named.map(refText)).size !== named.length) {
    throw new AppError('BAD_REQUEST', MANIFEST_MESSAGES.passengerTwice, { field: 'passengers' });
  }
  return named;
}

/** How often a check-in reads again after a racing scan took the winner_key it meant to write. */
const CHECK_IN_ATTEMPTS = 5;

/**
 * Checks a booking in at a departure by its reference or QR code: `tickets` of its tickets, or every ticket not yet
 * in. Each scan that checks tickets in is recorded with who made it; a scan of a booking with every ticket in answers
 * when and by whom the last came, and is kept as a conflict. An offline scan made before the scans that filled the
 * booking takes their tickets (the earliest scan wins; theirs become conflicts). More tickets than are left is
 * refused (409) and, like every refusal, changes nothing. Each recorded scan has its audit entry in the same
 * transaction.
 */
export async function checkIn(ctx: TAppContext, by: TOperator, request: TCheckInRequest): Promise<TCheckInData> {
  const { db } = ctx;
  await assertMayWork(db, by, request);
  const now = ctx.clock.now();
  const scannedAt = scanTimeOf(request, now);
  const row = keyRow(request);
  const order = await findOrderByCode(db, request.code);
  if (!order) {
    await productOf(db, request.productId);
    return refused('unknown', null);
  }
  const ticketCount = ticketCountOn(order, row);
  // An order with no ticket left on this departure (the bookings desk cancelled them all) is not good for it.
  const refusal = refusalOf(order, row) ?? (ticketCount === 0 ? 'cancelled' : null);
  if (refusal) {
    return refused(refusal, (await maySeeBooking(db, by, order)) ? bookingOf(order, row, []) : null);
  }
  if (request.source === 'offline') assertPossibleScan(scannedAt, order, row);
  const named = request.passengers ? namedPassengers(request, order, row) : null;
  const details = (await manifestDetailsOf(ctx, [order], row)).get(order.order_id);

  const at = now.toISOString();
  const bookingKey = `${order.order_id} ${keyText(row)}`;
  const scan = {
    ...row,
    id: newId(),
    order_id: order.order_id,
    operator_id: by.id,
    source: request.source,
    scanned_at: scannedAt,
    recorded_at: at,
  };
  const audit = (trx: TDb, tickets: number | null) =>
    insertAuditEntry(trx, {
      at,
      operatorId: by.id,
      action: tickets === null ? 'booking.checkInRepeat' : 'booking.checkIn',
      objectType: 'order',
      objectId: order.order_id,
      before: null,
      after: { reference: order.reference, departure: keyText(row), source: scan.source, scannedAt, tickets },
    });
  return db.transaction().execute(async (trx) => {
    for (let attempt = 1; ; attempt += 1) {
      let scans = await listDepartureCheckIns(trx, row, order.order_id);
      let left = ticketCount - checkedInOf(scans, ticketCount);
      // Every ticket is in, but an offline scan of them all made before some of those scans takes their tickets.
      if (left === 0 && request.source === 'offline' && request.tickets === undefined && named === null) {
        const later = scans.filter((each) => each.scanned_at > scannedAt).map((each) => each.id);
        if ((await demoteLaterCheckIns(trx, later, scannedAt)) > 0) {
          scans = await listDepartureCheckIns(trx, row, order.order_id);
          left = ticketCount - checkedInOf(scans, ticketCount);
        }
      }
      if (named !== null && request.source === 'offline') {
        // An offline check-in of named passengers made before the scans that named only (some of) them takes them
        // (decision 100): theirs become conflicts. A later scan that also named others, or a count, keeps its win.
        const wanted = new Set(named.map(refText));
        const later = scans
          .filter((each) => each.scanned_at > scannedAt && namedOf(each)?.every((ref) => wanted.has(ref)))
          .map((each) => each.id);
        if ((await demoteLaterCheckIns(trx, later, scannedAt)) > 0) {
          scans = await listDepartureCheckIns(trx, row, order.order_id);
          left = ticketCount - checkedInOf(scans, ticketCount);
        }
        // A passenger still in was checked in first by another scan: this one is kept as a repeat, as a voucher's.
        const takenBy = passengerScansOf(scans, passengerSlotsOf(order, row));
        const already = named.find((each) => takenBy.has(refText(each)));
        const first = already && takenBy.get(refText(already));
        if (already && first) {
          await insertConflictingCheckIn(trx, scan);
          await audit(trx, null);
          return {
            result: 'alreadyCheckedIn',
            reason: null,
            headline: MANIFEST_MESSAGES.passengerCheckedInBy(
              passengerNameOf(details, already),
              dubaiClock(first.scanned_at),
              first.name,
            ),
            booking: bookingOf(order, row, scans, [], details),
          };
        }
      }
      const latest = scans.at(-1);
      if (left === 0 && latest) {
        await insertConflictingCheckIn(trx, scan);
        await audit(trx, null);
        return {
          result: 'alreadyCheckedIn',
          reason: null,
          headline: MANIFEST_MESSAGES.alreadyCheckedIn(dubaiClock(latest.scanned_at), latest.name),
          booking: bookingOf(order, row, scans, [], details),
        };
      }
      if (attempt > CHECK_IN_ATTEMPTS) throw new AppError('CONFLICT', MANIFEST_MESSAGES.scanRace);
      if (named) {
        const checked = passengersInOf(scans, passengerSlotsOf(order, row));
        const already = named.find((each) => checked.has(refText(each)));
        if (already) {
          throw new AppError('CONFLICT', MANIFEST_MESSAGES.passengerIn(passengerNameOf(details, already)), {
            refusal: 'checkin.passenger_in',
            field: 'passengers',
          });
        }
      }
      const wanted = named ? named.length : request.tickets;
      if (wanted !== undefined && wanted > left) {
        throw new AppError('CONFLICT', MANIFEST_MESSAGES.tooMany(left, ticketCount), {
          refusal: 'checkin.too_many',
          field: 'tickets',
        });
      }
      const tickets = wanted ?? left;
      const passengers = named ? JSON.stringify(named.map(refText)) : null;
      if (await insertWinningCheckIn(trx, scan, nextWinnerKey(bookingKey, scans), tickets, passengers)) {
        await audit(trx, tickets);
        const booking = bookingOf(order, row, await listDepartureCheckIns(trx, row, order.order_id), [], details);
        const headline =
          booking.checkedInTickets < booking.ticketCount
            ? MANIFEST_MESSAGES.validPartly(booking.checkedInTickets, booking.ticketCount)
            : MANIFEST_MESSAGES.valid;
        return { result: 'valid', reason: null, headline, booking };
      }
    }
  });
}

/**
 * Undoes the latest check-in of a booking at a departure (a tap by mistake): that scan stops counting, so its tickets
 * are no longer in, and it is kept with who undid it; audited. Refused (409) when none of its tickets is in.
 */
export async function undoCheckIn(
  ctx: TAppContext,
  by: TOperator,
  request: TUndoCheckInRequest,
): Promise<{ data: TUndoCheckInData; message: string }> {
  const { db } = ctx;
  await assertMayWork(db, by, request);
  const row = keyRow(request);
  const nothing = () =>
    new AppError('CONFLICT', MANIFEST_MESSAGES.nothingToUndo, { refusal: 'checkin.nothing_to_undo' });
  const order = await findOrderById(db, request.orderId);
  if (!order) throw nothing();
  const at = ctx.clock.now().toISOString();
  const details = (await manifestDetailsOf(ctx, [order], row)).get(order.order_id);
  return db.transaction().execute(async (trx) => {
    const latest = (await listDepartureCheckIns(trx, row, order.order_id)).at(-1);
    if (!latest || !(await undoWinningCheckIn(trx, latest.id, by.id, at))) throw nothing();
    await insertAuditEntry(trx, {
      at,
      operatorId: by.id,
      action: 'booking.checkInUndone',
      objectType: 'order',
      objectId: order.order_id,
      before: {
        reference: order.reference,
        departure: keyText(row),
        scannedAt: latest.scanned_at,
        by: latest.name,
        tickets: latest.tickets,
      },
      after: null,
    });
    const booking = bookingOf(order, row, await listDepartureCheckIns(trx, row, order.order_id), [], details);
    return {
      data: { booking },
      message: MANIFEST_MESSAGES.undone(booking.checkedInTickets, booking.ticketCount),
    };
  });
}

/** One passenger of the border list: in full (passengers.reveal), with what the product requires and is missing. */
export interface TBorderListPassenger {
  reference: string;
  leadName: string;
  fullName: string;
  nationality: string;
  dateOfBirth: string;
  passportNumber: string;
  passportExpiry: string;
  missing: string[];
}

/** A departure's border list (decision 097): who sails, for the border post. */
export interface TBorderList {
  departure: TManifestDeparture;
  passengers: TBorderListPassenger[];
  /** Passengers with something missing. */
  missing: number;
}

/** What a passenger of a product that asks nothing lacks on the border list. */
const NOT_ASKED = 'details not asked by this trip';

/**
 * The border list of a departure (decision 097): every passenger of its paid bookings, names, nationalities, dates
 * of birth and passport numbers and expiries in full. Only for roles with passengers.reveal (403 otherwise) who may
 * work the departure. The caller audits the download (who, which departure, how many passengers; never the details).
 */
export async function borderList(ctx: TAppContext, operator: TOperator, key: TDepartureKey): Promise<TBorderList> {
  const { db } = ctx;
  if (!roleCan(operator.role, 'passengers.reveal')) {
    throw new AppError('FORBIDDEN', MANIFEST_MESSAGES.borderListForbidden, { refusal: 'border_list.forbidden' });
  }
  await assertMayWork(db, operator, key);
  const product = await productOf(db, key.productId);
  const row = keyRow(key);
  const [rows, guides] = await Promise.all([listDepartureBookings(db, row), listDepartureGuides(db, row)]);
  const detailsOf = await manifestDetailsOf(ctx, rows, row, 'revealed');
  const passengers: TBorderListPassenger[] = [];
  let seats = 0;
  for (const order of rows) {
    const details = detailsOf.get(order.order_id);
    const leadName = leadNameOf(order);
    seats += linesOn(order, row).reduce((sum, line) => sum + line.seats, 0);
    const each: TDeparturePassenger[] = details
      ? details.passengers
      : passengerSlotsOf(order, row).map((slot) => ({ ...slot, details: {}, answers: [], missing: [NOT_ASKED] }));
    for (const passenger of each) {
      passengers.push({
        reference: order.reference,
        leadName,
        fullName: passenger.details.fullName ?? '',
        nationality: passenger.details.nationality ?? '',
        dateOfBirth: passenger.details.dateOfBirth ?? '',
        passportNumber: passenger.details.passportNumber ?? '',
        passportExpiry: passenger.details.passportExpiry ?? '',
        missing: passenger.missing,
      });
    }
  }
  const departure = await departureOf(
    db,
    product,
    row,
    { ...NO_COUNTS, seats, bookings: rows.length, tickets: passengers.length },
    guides,
    ctx.clock.now(),
  );
  return { departure, passengers, missing: passengers.filter((each) => each.missing.length > 0).length };
}

/** Records a border list's download: who, which departure, how many passengers, never their details. */
export async function auditBorderList(
  ctx: TAppContext,
  operator: TOperator,
  list: TBorderList,
  format: 'csv' | 'pdf',
): Promise<void> {
  const { departure } = list;
  await insertAuditEntry(ctx.db, {
    at: ctx.clock.now().toISOString(),
    operatorId: operator.id,
    action: 'departure.borderList',
    objectType: 'departure',
    objectId: `${departure.productId} ${departure.date} ${departure.start}`,
    before: null,
    after: { format, passengers: list.passengers.length, missing: list.missing },
  });
}
