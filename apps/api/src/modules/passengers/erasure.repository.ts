// Passengers' details erased (issue 36, decision 098): the rows of each table that holds them, the record of what
// was erased and when, and the orders the timed work reads.
import type { TDb } from '../../db/database.js';
import type { PassengerErasuresTable } from '../../db/tables/schema.js';

/** Orders that hold any details in order_passengers. */
export async function listOrdersWithPassengerRows(db: TDb): Promise<string[]> {
  const rows = await db.selectFrom('order_passengers').select('order_id').distinct().execute();
  return rows.map((row) => row.order_id);
}

/** Deletes an order's details of `lines` (all its lines when null); answers how many rows went. */
export async function deleteOrderPassengerRows(
  trx: TDb,
  orderId: string,
  lines: readonly number[] | null,
): Promise<number> {
  let query = trx.deleteFrom('order_passengers').where('order_id', '=', orderId);
  if (lines !== null) query = query.where('line_index', 'in', [...lines]);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Records lines as erased; a line erased before keeps its first date. */
export async function insertErasures(
  trx: TDb,
  rows: ReadonlyArray<{
    order_id: string;
    line_index: number;
    erased_at: string;
    reason: PassengerErasuresTable['reason'];
  }>,
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('passenger_erasures')
    .values([...rows])
    .onConflict((oc) => oc.columns(['order_id', 'line_index']).doNothing())
    .execute();
}

export function listErasures(db: TDb, orderId: string) {
  return db
    .selectFrom('passenger_erasures')
    .select(['line_index', 'erased_at'])
    .where('order_id', '=', orderId)
    .execute();
}

/** The orders of `ids`, with what retention reads of them (their lines). */
export function listOrdersByIds(db: TDb, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select(['id', 'user_id', 'reference', 'status', 'items'])
    .where('id', 'in', [...ids])
    .execute();
}

/** A shopper's orders (their account is being deleted). */
export function listOrdersOfUser(db: TDb, userId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'user_id', 'reference', 'status', 'items'])
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Confirmed orders made since `since` (by the index on status and creation): an order can be made at most
 * BOOKING_HORIZON_DAYS before its trip, so every order whose details may still be due is among them.
 */
export function listConfirmedOrdersSince(db: TDb, since: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'user_id', 'reference', 'status', 'items', 'created_at'])
    .where('status', '=', 'confirmed')
    .where('created_at', '>=', since)
    .execute();
}

/** Every product's form, as JSON by product id (a short table: one row per product that asks anything). */
export async function listAllPassengerFormTexts(db: TDb): Promise<Map<string, string>> {
  const rows = await db.selectFrom('product_passenger_forms').select(['product_id', 'form']).execute();
  return new Map(rows.map((row) => [row.product_id, row.form]));
}

/**
 * Deletes the details given at checkout whose payment never made an order (decision 107): rows under an id that is no
 * order's, last written before `before`; answers how many went.
 */
export async function deleteRowsOfNoOrder(db: TDb, before: string): Promise<number> {
  const result = await db
    .deleteFrom('order_passengers')
    .where('updated_at', '<', before)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('orders').select('orders.id').whereRef('orders.id', '=', 'order_passengers.order_id')),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the details given at checkout by a shopper (decision 107), whether or not a payment made them an order's. */
export async function deleteRowsOfUsersCheckouts(trx: TDb, userId: string): Promise<number> {
  const result = await trx
    .deleteFrom('order_passengers')
    .where('order_id', 'in', (eb) =>
      eb.selectFrom('checkouts').select('checkouts.id').where('checkouts.user_id', '=', userId),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
