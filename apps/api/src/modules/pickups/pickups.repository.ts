// Hotel pick-ups (issue 36, decision 095): the desk's points, the products' pick-ups and the shoppers' choices.
import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { OrderPickupsTable, PickupPointsTable } from '../../db/tables/schema.js';
import type { TReferencedOrder } from '../booking/index.js';

export type TPickupPointRow = Selectable<PickupPointsTable>;
export type TOrderPickupRow = Selectable<OrderPickupsTable>;

export function listPickupPointRows(db: TDb): Promise<TPickupPointRow[]> {
  return db.selectFrom('pickup_points').selectAll().orderBy('area').orderBy('name').orderBy('id').execute();
}

export async function listPickupPointsByIds(db: TDb, ids: string[]): Promise<Map<string, TPickupPointRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('pickup_points').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export function findPickupPointRow(db: TDb, id: string): Promise<TPickupPointRow | undefined> {
  return db.selectFrom('pickup_points').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPickupPoint(db: TDb, row: TPickupPointRow): Promise<void> {
  await db.insertInto('pickup_points').values(row).execute();
}

/** A point written unless one of that id is there already (the demo's seeding, which may run again). */
export async function insertPickupPointIfMissing(db: TDb, row: TPickupPointRow): Promise<void> {
  await db
    .insertInto('pickup_points')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function updatePickupPointRow(
  db: TDb,
  id: string,
  changes: Omit<TPickupPointRow, 'id' | 'created_at'>,
): Promise<void> {
  await db.updateTable('pickup_points').set(changes).where('id', '=', id).execute();
}

export async function productExists(db: TDb, id: string): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function findProductPickupsText(db: TDb, productId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('product_pickups')
    .select('pickups')
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row?.pickups;
}

/** The pick-ups of some products as JSON by product id; a product that collects from none is absent. */
export async function listProductPickupsTexts(db: TDb, productIds: string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_pickups')
    .select(['product_id', 'pickups'])
    .where('product_id', 'in', productIds)
    .execute();
  return new Map(rows.map((row) => [row.product_id, row.pickups]));
}

export async function saveProductPickupsText(db: TDb, productId: string, pickups: string | null, now: string) {
  if (pickups === null) {
    await db.deleteFrom('product_pickups').where('product_id', '=', productId).execute();
    return;
  }
  await db
    .insertInto('product_pickups')
    .values({ product_id: productId, pickups, updated_at: now })
    .onConflict((oc) => oc.column('product_id').doUpdateSet({ pickups, updated_at: now }))
    .execute();
}

/** A product's pick-ups written unless it has some already (the demo's seeding). */
export async function insertProductPickupsIfMissing(db: TDb, productId: string, pickups: string, now: string) {
  await db
    .insertInto('product_pickups')
    .values({ product_id: productId, pickups, updated_at: now })
    .onConflict((oc) => oc.column('product_id').doNothing())
    .execute();
}

/** An order as the pick-ups' calls read it (the booking module's lookup by reference). */
export type TPickupOrder = TReferencedOrder;

/** The pick-ups chosen for some orders' lines, with their points and the orders' lines (their current departures). */
export function listOrderPickups(db: TDb, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_pickups')
    .innerJoin('pickup_points', 'pickup_points.id', 'order_pickups.point_id')
    .innerJoin('orders', 'orders.id', 'order_pickups.order_id')
    .select([
      'order_pickups.order_id',
      'order_pickups.line_index',
      'order_pickups.point_id',
      'order_pickups.minutes_before',
      'orders.items',
      'pickup_points.name',
      'pickup_points.area',
      'pickup_points.address',
      'pickup_points.ar',
    ])
    .where('order_pickups.order_id', 'in', orderIds)
    .orderBy('order_pickups.order_id')
    .orderBy('order_pickups.line_index')
    .execute();
}

/** Writes a line's pick-up, replacing the one chosen before. */
export async function putOrderPickup(db: TDb, row: TOrderPickupRow): Promise<void> {
  const { order_id: _order, line_index: _line, ...changes } = row;
  await db
    .insertInto('order_pickups')
    .values(row)
    .onConflict((oc) => oc.columns(['order_id', 'line_index']).doUpdateSet(changes))
    .execute();
}

/** Orders with a pick-up chosen (the passengers' retention reads only these, decision 098). */
export async function listOrdersWithPickups(db: TDb): Promise<string[]> {
  const rows = await db.selectFrom('order_pickups').select('order_id').distinct().execute();
  return rows.map((row) => row.order_id);
}

/** Deletes an order's pick-up choices of `lines` (all its lines when null); answers how many rows went. */
export async function deleteOrderPickups(trx: TDb, orderId: string, lines: readonly number[] | null): Promise<number> {
  let query = trx.deleteFrom('order_pickups').where('order_id', '=', orderId);
  if (lines !== null) query = query.where('line_index', 'in', [...lines]);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The pick-up kept for a line of an order, or of a checkout whose order will take its id (decision 130). */
export function findOrderPickupRow(db: TDb, orderId: string, line: number): Promise<TOrderPickupRow | undefined> {
  return db
    .selectFrom('order_pickups')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('line_index', '=', line)
    .executeTakeFirst();
}
