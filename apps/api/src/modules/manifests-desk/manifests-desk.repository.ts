// What the manifests and check-in desk reads and writes (decision 039): paid bookings per departure (an order's
// booked seats on a product, date and start), the guides assigned to departures, and the check-in scans.

import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TCheckInSource, THoldStatus, TOrderStatus } from '../../db/tables/schema.js';
import { hasConfirmedOrder } from '../booking/index.js';

export interface TDepartureKeyRow {
  product_id: string;
  date: string;
  start_time: string;
}

/** Seats and bookings of paid orders per departure of a range of dates. */
export function bookedSeatsByDeparture(db: TDb, fromDate: string, toDate: string) {
  return db
    .selectFrom('seat_holds')
    .select((eb) => [
      'seat_holds.product_id',
      'seat_holds.date',
      'seat_holds.start_time',
      eb.fn.sum<number>('seat_holds.quantity').as('seats'),
      // An order's checkout is its own (orders.checkout_id is unique): its bookings are its checkouts.
      eb.fn.count<number>('seat_holds.checkout_id').distinct().as('bookings'),
    ])
    .where('seat_holds.date', '>=', fromDate)
    .where('seat_holds.date', '<=', toDate)
    .where('seat_holds.status', '=', 'booked' satisfies THoldStatus)
    .where(hasConfirmedOrder)
    .groupBy(['seat_holds.product_id', 'seat_holds.date', 'seat_holds.start_time'])
    .execute();
}

/**
 * Bookings checked in per departure of a range of dates (the winning scans of paid orders). The order is asked for
 * per check-in (EXISTS), so the range of dates is read first (decision 054).
 */
export function checkInsByDeparture(db: TDb, fromDate: string, toDate: string) {
  return db
    .selectFrom('check_ins')
    .select((eb) => [
      'check_ins.product_id',
      'check_ins.date',
      'check_ins.start_time',
      eb.fn.count<number>('check_ins.id').as('checked_in'),
    ])
    .where('check_ins.date', '>=', fromDate)
    .where('check_ins.date', '<=', toDate)
    .where('check_ins.is_conflict', '=', 0)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('orders')
          .select(sql<number>`1`.as('one'))
          .whereRef('orders.id', '=', 'check_ins.order_id')
          .where('orders.status', '=', 'confirmed' satisfies TOrderStatus),
      ),
    )
    .groupBy(['check_ins.product_id', 'check_ins.date', 'check_ins.start_time'])
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

/** An order by its reference (as printed) or its voucher code (the QR code's payload). */
export function findOrderByCode(db: TDb, code: string): Promise<TBookingRow | undefined> {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(bookingColumns)
    .where((eb) => eb.or([eb('orders.reference', '=', code.toUpperCase()), eb('orders.voucher_code', '=', code)]))
    .executeTakeFirst();
}

/** The winning scans of a departure (one per booking checked in), with who scanned. */
export function listDepartureCheckIns(db: TDb, key: TDepartureKeyRow) {
  return db
    .selectFrom('check_ins')
    .innerJoin('operators', 'operators.id', 'check_ins.operator_id')
    .select(['check_ins.order_id', 'check_ins.scanned_at', 'check_ins.source', 'operators.name'])
    .where('check_ins.product_id', '=', key.product_id)
    .where('check_ins.date', '=', key.date)
    .where('check_ins.start_time', '=', key.start_time)
    .where('check_ins.is_conflict', '=', 0)
    .execute();
}

export function findWinningCheckIn(db: TDb, winnerKey: string) {
  return db
    .selectFrom('check_ins')
    .innerJoin('operators', 'operators.id', 'check_ins.operator_id')
    .select(['check_ins.order_id', 'check_ins.scanned_at', 'check_ins.source', 'operators.name'])
    .where('check_ins.winner_key', '=', winnerKey)
    .executeTakeFirst();
}

export interface TNewCheckIn extends TDepartureKeyRow {
  id: string;
  order_id: string;
  operator_id: string;
  source: TCheckInSource;
  scanned_at: string;
  recorded_at: string;
}

/**
 * Records a scan as the booking's check-in; false when another scan won first (the unique winner_key settles a
 * race on both databases), in which case this one is recorded as a conflict.
 */
export async function insertCheckIn(db: TDb, row: TNewCheckIn, winnerKey: string): Promise<boolean> {
  const won = await db
    .insertInto('check_ins')
    .values({ ...row, is_conflict: 0, winner_key: winnerKey })
    .onConflict((oc) => oc.column('winner_key').doNothing())
    .executeTakeFirst();
  if (Number(won.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  await db
    .insertInto('check_ins')
    .values({ ...row, is_conflict: 1, winner_key: null })
    .execute();
  return false;
}

/**
 * An offline scan made before the winning one takes its place (the earliest scan wins): the winner becomes a
 * conflict and the scan `id` the winner. False when the winner is not later than `scannedAt` (or another
 * takeover came first).
 */
export async function takeOverCheckIn(db: TDb, winnerKey: string, id: string, scannedAt: string): Promise<boolean> {
  const demoted = await db
    .updateTable('check_ins')
    .set({ is_conflict: 1, winner_key: null })
    .where('winner_key', '=', winnerKey)
    .where('scanned_at', '>', scannedAt)
    .executeTakeFirst();
  if (Number(demoted.numUpdatedRows) === 0) return false;
  await db.updateTable('check_ins').set({ is_conflict: 0, winner_key: winnerKey }).where('id', '=', id).execute();
  return true;
}
