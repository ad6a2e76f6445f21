import type { TDb } from '../../db/database.js';
import type { TProductRow, TSeatHoldRow } from '../../db/tables/schema.js';
import { newId } from '../../lib/ids.js';

export type THoldStatus = 'held' | 'booked' | 'released';

/** The product fields that decide whether a date can be booked. */
export type TSlotProduct = Pick<
  TProductRow,
  'id' | 'title' | 'start_time' | 'capacity_per_slot' | 'cutoff_minutes' | 'max_tickets_per_order'
>;

const SLOT_PRODUCT_COLUMNS = [
  'id',
  'title',
  'start_time',
  'capacity_per_slot',
  'cutoff_minutes',
  'max_tickets_per_order',
] as const;

export async function findSlotProducts(db: TDb, productIds: string[]): Promise<Map<string, TSlotProduct>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.selectFrom('products').select(SLOT_PRODUCT_COLUMNS).where('id', 'in', productIds).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** One product of a module with the fields booking needs (not the whole row), or undefined. */
export function findSlotProductOfModule(db: TDb, module: string, productId: string): Promise<TSlotProduct | undefined> {
  return db
    .selectFrom('products')
    .select(SLOT_PRODUCT_COLUMNS)
    .where('id', '=', productId)
    .where('module', '=', module)
    .executeTakeFirst();
}

export function listOverrides(db: TDb, productId: string, fromDate: string, toDate: string) {
  return db
    .selectFrom('slot_overrides')
    .selectAll()
    .where('product_id', '=', productId)
    .where('date', '>=', fromDate)
    .where('date', '<=', toDate)
    .execute();
}

/**
 * Seats taken per date: booked holds, and held ones that have not expired yet. An expired hold stops
 * counting by itself, so no job is needed to give its seats back.
 */
export async function seatsTakenByDate(
  db: TDb,
  productId: string,
  fromDate: string,
  toDate: string,
  nowIso: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('seat_holds')
    .select((eb) => ['date', eb.fn.sum<number>('quantity').as('taken')])
    .where('product_id', '=', productId)
    .where('date', '>=', fromDate)
    .where('date', '<=', toDate)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'booked' satisfies THoldStatus),
        eb.and([eb('status', '=', 'held' satisfies THoldStatus), eb('expires_at', '>', nowIso)]),
      ]),
    )
    .groupBy('date')
    .execute();
  return new Map(rows.map((row) => [row.date, Number(row.taken)]));
}

/** The seats of one checkout line, held until `expiresAt` or booked. */
export async function insertHold(
  db: TDb,
  checkoutId: string,
  line: { productId: string; date: string; adultCount: number },
  hold: { status: THoldStatus; expiresAt: string },
  nowIso: string,
): Promise<void> {
  await db
    .insertInto('seat_holds')
    .values({
      id: newId(),
      checkout_id: checkoutId,
      product_id: line.productId,
      date: line.date,
      quantity: line.adultCount,
      status: hold.status,
      expires_at: hold.expiresAt,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .execute();
}

export function listHoldsOfCheckout(db: TDb, checkoutId: string): Promise<TSeatHoldRow[]> {
  return db.selectFrom('seat_holds').selectAll().where('checkout_id', '=', checkoutId).orderBy('id').execute();
}

export async function setHoldStatus(db: TDb, holdIds: string[], status: THoldStatus, nowIso: string): Promise<void> {
  if (holdIds.length === 0) return;
  await db.updateTable('seat_holds').set({ status, updated_at: nowIso }).where('id', 'in', holdIds).execute();
}

/**
 * Releases the seats still held by a user's earlier checkouts, so checking out again never holds twice.
 * Only an open checkout has held seats (confirming books or releases them), so only those are looked at.
 */
export async function releaseHeldSeatsOfUser(db: TDb, userId: string, nowIso: string): Promise<void> {
  await db
    .updateTable('seat_holds')
    .set({ status: 'released' satisfies THoldStatus, updated_at: nowIso })
    .where('status', '=', 'held' satisfies THoldStatus)
    .where('checkout_id', 'in', (eb) =>
      eb.selectFrom('checkouts').select('id').where('user_id', '=', userId).where('status', '=', 'open'),
    )
    .execute();
}
