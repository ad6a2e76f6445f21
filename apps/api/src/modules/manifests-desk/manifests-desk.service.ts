// The manifests and check-in desk (issue 18, decision 039). A booking is an order's paid seats on one departure
// (a product on a date at a start time). A role with manifests.read sees every departure; a role with only
// checkin.write (a guide) sees and checks in only the departures assigned to it. A check-in is the first scan
// of a booking at its departure; later scans are answered 'already checked in' and kept as conflicts.
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
  type TManifestBooking,
  type TManifestData,
  type TManifestDeparture,
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
  bookedSeatsByDeparture,
  checkInsByDeparture,
  findOrderByCode,
  findWinningCheckIn,
  insertCheckIn,
  isGuideOf,
  listActiveGuides,
  listAssignments,
  listDepartureBookings,
  listDepartureCheckIns,
  listDepartureGuides,
  replaceAssignments,
  type TBookingRow,
  type TDepartureKeyRow,
  takeOverCheckIn,
} from './manifests-desk.repository.js';

type TOperator = Pick<TOperatorAuth, 'id' | 'name' | 'role'>;

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

async function departureOf(
  db: TDb,
  product: TBookingProduct,
  key: TDepartureKeyRow,
  counts: { seats: number; bookings: number; checkedIn: number },
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
    guides,
  };
}

/** The departures of a range of dates that have paid bookings or guides (a guide: those assigned to it). */
export async function listDepartures(
  ctx: TAppContext,
  operator: TOperator,
  range: TListDeparturesRequest,
): Promise<{ departures: TManifestDeparture[] }> {
  const { db } = ctx;
  const onlyOwn = !seesEveryDeparture(operator);
  const [seats, checkIns, assignments] = await Promise.all([
    bookedSeatsByDeparture(db, range.from, range.to),
    checkInsByDeparture(db, range.from, range.to),
    listAssignments(db, range.from, range.to),
  ]);
  const keys = new Map<string, TDepartureKeyRow>();
  const guidesOf = new Map<string, TGuideRef[]>();
  for (const row of assignments) {
    const text = keyText(row);
    keys.set(text, row);
    guidesOf.set(text, [...(guidesOf.get(text) ?? []), { id: row.operator_id, name: row.name }]);
  }
  for (const row of seats) keys.set(keyText(row), row);
  const seatsOf = new Map(seats.map((row) => [keyText(row), row]));
  const checkedInOf = new Map(checkIns.map((row) => [keyText(row), Number(row.checked_in)]));
  const shown = [...keys.entries()].filter(
    ([text]) => !onlyOwn || (guidesOf.get(text) ?? []).some((guide) => guide.id === operator.id),
  );
  const products = await findBookingProducts(db, [...new Set(shown.map(([, row]) => row.product_id))]);
  const now = ctx.clock.now();
  const departures: TManifestDeparture[] = [];
  for (const [text, row] of shown) {
    const product = products.get(row.product_id);
    if (!product) continue;
    const seat = seatsOf.get(text);
    departures.push(
      await departureOf(
        db,
        product,
        row,
        {
          seats: Number(seat?.seats ?? 0),
          bookings: Number(seat?.bookings ?? 0),
          checkedIn: checkedInOf.get(text) ?? 0,
        },
        guidesOf.get(text) ?? [],
        now,
      ),
    );
  }
  departures.sort(
    (a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.title.localeCompare(b.title),
  );
  return { departures };
}

/** A booking row as the manifest shows it: the lines of the order on this departure, added up. */
function bookingOf(
  row: TBookingRow,
  key: TDepartureKeyRow,
  checkIn: { scanned_at: string; source: 'online' | 'offline'; name: string } | undefined,
  notes: readonly string[] = [],
): TManifestBooking {
  const tickets = new Map<string, { kind: string; label: string; count: number }>();
  let seats = 0;
  const lines = storedLines(row).filter(
    (line) => line.productId === key.product_id && line.date === key.date && line.start === key.start_time,
  );
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
  return {
    orderId: row.order_id,
    reference: row.reference,
    // A deleted account's orders keep no name (as on the voucher).
    leadName: row.deleted_at ? 'Deleted account' : `${row.first_name} ${row.last_name}`.trim(),
    phone: row.deleted_at ? '' : row.phone_number,
    tickets: [...tickets.values()],
    seats,
    notes: allNotes.join(' · '),
    checkIn: checkIn
      ? { at: checkIn.scanned_at, clock: dubaiClock(checkIn.scanned_at), by: checkIn.name, source: checkIn.source }
      : null,
    voucherCodeHash: createHash('sha256').update(row.voucher_code).digest('hex'),
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
  const checkInOf = new Map(checkIns.map((each) => [each.order_id, each]));
  const notesOf = new Map<string, string[]>();
  for (const note of await listOrderNotes(
    db,
    rows.map((each) => each.order_id),
  )) {
    notesOf.set(note.order_id, [...(notesOf.get(note.order_id) ?? []), note.text]);
  }
  const bookings = rows.map((each) => bookingOf(each, row, checkInOf.get(each.order_id), notesOf.get(each.order_id)));
  const departure = await departureOf(
    db,
    product,
    row,
    {
      seats: bookings.reduce((sum, each) => sum + each.seats, 0),
      bookings: bookings.length,
      checkedIn: bookings.filter((each) => each.checkIn !== null).length,
    },
    guides,
    ctx.clock.now(),
  );
  return { departure, bookings, guideChoices, canAssignGuides };
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

/**
 * Checks a booking in at a departure by its reference or QR code. The first scan wins and is recorded with who
 * made it; a later one answers when and by whom it was checked in, and is kept as a conflict. Refusals change
 * nothing. Each scan that is recorded has its audit entry in the same transaction.
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
  const refusal = refusalOf(order, row);
  if (refusal) {
    return refused(refusal, (await maySeeBooking(db, by, order)) ? bookingOf(order, row, undefined) : null);
  }
  if (request.source === 'offline') assertPossibleScan(scannedAt, order, row);

  const at = now.toISOString();
  const winnerKey = `${order.order_id} ${keyText(row)}`;
  const scan = {
    ...row,
    id: newId(),
    order_id: order.order_id,
    operator_id: by.id,
    source: request.source,
    scanned_at: scannedAt,
    recorded_at: at,
  };
  return db.transaction().execute(async (trx) => {
    const isFirst =
      (await insertCheckIn(trx, scan, winnerKey)) ||
      (request.source === 'offline' && (await takeOverCheckIn(trx, winnerKey, scan.id, scannedAt)));
    const winner = await findWinningCheckIn(trx, winnerKey);
    await insertAuditEntry(trx, {
      at,
      operatorId: by.id,
      action: isFirst ? 'booking.checkIn' : 'booking.checkInRepeat',
      objectType: 'order',
      objectId: order.order_id,
      before: null,
      after: { reference: order.reference, departure: keyText(row), source: scan.source, scannedAt },
    });
    const checked = bookingOf(order, row, winner);
    if (isFirst || !winner)
      return { result: 'valid', reason: null, headline: MANIFEST_MESSAGES.valid, booking: checked };
    return {
      result: 'alreadyCheckedIn',
      reason: null,
      headline: MANIFEST_MESSAGES.alreadyCheckedIn(dubaiClock(winner.scanned_at), winner.name),
      booking: checked,
    };
  });
}
