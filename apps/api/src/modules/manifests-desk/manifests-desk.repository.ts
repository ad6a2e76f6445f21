// What the manifests and check-in desk reads and writes (decision 039): paid bookings per departure (an order's
// booked seats on a product, date and start), the guides assigned to departures, and the check-in scans.

import type { TDb } from '../../db/database.js';
import type { TCheckInSource, THoldStatus, TOrderStatus } from '../../db/tables/schema.js';

export interface TDepartureKeyRow {
  product_id: string;
  date: string;
  start_time: string;
}

/**
 * The paid bookings of a range of dates, one row per seat hold (an order's seats on a departure), with the order's
 * lines and lead guest: the departures list counts seats, bookings and tickets of them, and searches them. The range
 * of dates is read first (decision 054); an order's checkout is its own (orders.checkout_id is unique).
 */
export function listRangeBookings(db: TDb, fromDate: string, toDate: string) {
  return db
    .selectFrom('seat_holds')
    .innerJoin('orders', 'orders.checkout_id', 'seat_holds.checkout_id')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'seat_holds.product_id',
      'seat_holds.date',
      'seat_holds.start_time',
      'seat_holds.quantity',
      'orders.id as order_id',
      'orders.reference',
      'orders.items',
      'users.first_name',
      'users.last_name',
      'users.deleted_at',
    ])
    .where('seat_holds.date', '>=', fromDate)
    .where('seat_holds.date', '<=', toDate)
    .where('seat_holds.status', '=', 'booked' satisfies THoldStatus)
    .where('orders.status', '=', 'confirmed' satisfies TOrderStatus)
    .execute();
}

/** The winning scans of a range of dates: which booking, and how many of its tickets (null: all) each checked in. */
export function listRangeCheckIns(db: TDb, fromDate: string, toDate: string) {
  return db
    .selectFrom('check_ins')
    .select(['product_id', 'date', 'start_time', 'order_id', 'tickets'])
    .where('date', '>=', fromDate)
    .where('date', '<=', toDate)
    .where('is_conflict', '=', 0)
    .execute();
}

/** The guides of the departures of a range of dates (of one guide only, when `operatorId` is given). */
export function listAssignments(db: TDb, fromDate: string, toDate: string, operatorId?: string) {
  let query = db
    .selectFrom('guide_assignments')
    .innerJoin('operators', 'operators.id', 'guide_assignments.operator_id')
    .select([
      'guide_assignments.product_id',
      'guide_assignments.date',
      'guide_assignments.start_time',
      'operators.id as operator_id',
      'operators.name',
    ])
    .where('guide_assignments.date', '>=', fromDate)
    .where('guide_assignments.date', '<=', toDate);
  if (operatorId !== undefined) query = query.where('guide_assignments.operator_id', '=', operatorId);
  return query.orderBy('operators.name').execute();
}

export function listDepartureGuides(db: TDb, key: TDepartureKeyRow) {
  return db
    .selectFrom('guide_assignments')
    .innerJoin('operators', 'operators.id', 'guide_assignments.operator_id')
    .select(['operators.id', 'operators.name'])
    .where('guide_assignments.product_id', '=', key.product_id)
    .where('guide_assignments.date', '=', key.date)
    .where('guide_assignments.start_time', '=', key.start_time)
    .orderBy('operators.name')
    .execute();
}

export async function isGuideOf(db: TDb, operatorId: string, key: TDepartureKeyRow): Promise<boolean> {
  const row = await db
    .selectFrom('guide_assignments')
    .select('operator_id')
    .where('product_id', '=', key.product_id)
    .where('date', '=', key.date)
    .where('start_time', '=', key.start_time)
    .where('operator_id', '=', operatorId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Active operators with the guide role, by name: whom a manager may assign. */
export function listActiveGuides(db: TDb) {
  return db
    .selectFrom('operators')
    .select(['id', 'name'])
    .where('role', '=', 'guide')
    .where('status', '=', 'active')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Sets a departure's guides to exactly `operatorIds`. */
export async function replaceAssignments(
  db: TDb,
  key: TDepartureKeyRow,
  operatorIds: readonly string[],
  by: string,
  at: string,
): Promise<void> {
  await db
    .deleteFrom('guide_assignments')
    .where('product_id', '=', key.product_id)
    .where('date', '=', key.date)
    .where('start_time', '=', key.start_time)
    .execute();
  if (operatorIds.length === 0) return;
  await db
    .insertInto('guide_assignments')
    .values(operatorIds.map((operatorId) => ({ ...key, operator_id: operatorId, assigned_by: by, assigned_at: at })))
    .execute();
}

const bookingColumns = [
  'orders.id as order_id',
  'orders.reference',
  'orders.status',
  'orders.items',
  'orders.voucher_code',
  'orders.created_at',
  'users.first_name',
  'users.last_name',
  'users.phone_number',
  'users.deleted_at',
] as const;

/** The paid orders holding booked seats of one departure, by reference. */
export function listDepartureBookings(db: TDb, key: TDepartureKeyRow) {
  return db
    .selectFrom('seat_holds')
    .innerJoin('orders', 'orders.checkout_id', 'seat_holds.checkout_id')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(bookingColumns)
    .where('seat_holds.product_id', '=', key.product_id)
    .where('seat_holds.date', '=', key.date)
    .where('seat_holds.start_time', '=', key.start_time)
    .where('seat_holds.status', '=', 'booked' satisfies THoldStatus)
    .where('orders.status', '=', 'confirmed' satisfies TOrderStatus)
    .orderBy('orders.reference')
    .execute();
}
export type TBookingRow = Awaited<ReturnType<typeof listDepartureBookings>>[number];

/** An order by its id. */
export function findOrderById(db: TDb, orderId: string): Promise<TBookingRow | undefined> {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(bookingColumns)
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}

/** An order by its reference (as printed) or its voucher code (the QR code's payload). */
export function findOrderByCode(db: TDb, code: string): Promise<TBookingRow | undefined> {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(bookingColumns)
    .where((eb) => eb.or([eb('orders.reference', '=', code.toUpperCase()), eb('orders.voucher_code', '=', code)]))
    .executeTakeFirst();
}

const winningColumns = [
  'check_ins.id',
  'check_ins.order_id',
  'check_ins.winner_key',
  'check_ins.tickets',
  'check_ins.passengers',
  'check_ins.scanned_at',
  'check_ins.source',
  'operators.name',
] as const;

/**
 * The winning scans of a departure (a booking's tickets may arrive in parts), or of one booking on it (`orderId`),
 * oldest first, with who scanned.
 */
export function listDepartureCheckIns(db: TDb, key: TDepartureKeyRow, orderId?: string) {
  let query = db
    .selectFrom('check_ins')
    .innerJoin('operators', 'operators.id', 'check_ins.operator_id')
    .select(winningColumns)
    .where('check_ins.product_id', '=', key.product_id)
    .where('check_ins.date', '=', key.date)
    .where('check_ins.start_time', '=', key.start_time)
    .where('check_ins.is_conflict', '=', 0);
  if (orderId !== undefined) query = query.where('check_ins.order_id', '=', orderId);
  return query.orderBy('check_ins.scanned_at').orderBy('check_ins.id').execute();
}
export type TWinningScanRow = Awaited<ReturnType<typeof listDepartureCheckIns>>[number];

export interface TNewCheckIn extends TDepartureKeyRow {
  id: string;
  order_id: string;
  operator_id: string;
  source: TCheckInSource;
  scanned_at: string;
  recorded_at: string;
}

/**
 * Records a scan as a winning check-in of `tickets` of the booking under `winnerKey`; false when another scan took
 * that key first (the unique winner_key settles a race on both databases) and nothing was written.
 */
export async function insertWinningCheckIn(
  db: TDb,
  row: TNewCheckIn,
  winnerKey: string,
  tickets: number,
  passengers: string | null = null,
): Promise<boolean> {
  const won = await db
    .insertInto('check_ins')
    .values({ ...row, is_conflict: 0, winner_key: winnerKey, tickets, passengers })
    .onConflict((oc) => oc.column('winner_key').doNothing())
    .executeTakeFirst();
  return Number(won.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Records a scan of a booking already checked in: kept, not counted. */
export async function insertConflictingCheckIn(db: TDb, row: TNewCheckIn): Promise<void> {
  await db
    .insertInto('check_ins')
    .values({ ...row, is_conflict: 1, winner_key: null, tickets: null })
    .execute();
}

/**
 * Turns the winning scans `ids` made after `scannedAt` into conflicts (an offline scan made before them takes their
 * tickets: the earliest scan wins). Returns how many it turned; another request may have turned them first.
 */
export async function demoteLaterCheckIns(db: TDb, ids: readonly string[], scannedAt: string): Promise<number> {
  if (ids.length === 0) return 0;
  const demoted = await db
    .updateTable('check_ins')
    .set({ is_conflict: 1, winner_key: null })
    .where('id', 'in', ids)
    .where('is_conflict', '=', 0)
    .where('scanned_at', '>', scannedAt)
    .executeTakeFirst();
  return Number(demoted.numUpdatedRows);
}

/** Undoes a winning scan: it stops counting and keeps who undid it and when. False when it no longer counted. */
export async function undoWinningCheckIn(db: TDb, id: string, by: string, at: string): Promise<boolean> {
  const undone = await db
    .updateTable('check_ins')
    .set({ is_conflict: 1, winner_key: null, undone_at: at, undone_by: by })
    .where('id', '=', id)
    .where('is_conflict', '=', 0)
    .executeTakeFirst();
  return Number(undone.numUpdatedRows) > 0;
}
