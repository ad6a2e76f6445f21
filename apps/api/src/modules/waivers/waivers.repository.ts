// Waivers (issue 36, decision 096): products' waiver versions, the version each asks now, and acceptances.
import type { Insertable, Selectable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { WaiverAcceptancesTable, WaiverVersionsTable } from '../../db/tables/schema.js';
import type { TReferencedOrder } from '../booking/index.js';

export type TWaiverVersionRow = Selectable<WaiverVersionsTable> & { operator_name: string | null };
export type TWaiverAcceptanceRow = Selectable<WaiverAcceptancesTable>;

export async function productExists(db: TDb, id: string): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** A product's versions, newest first, with their writers' names. */
export function listWaiverVersions(db: TDb, productId: string): Promise<TWaiverVersionRow[]> {
  return db
    .selectFrom('waiver_versions')
    .leftJoin('operators', 'operators.id', 'waiver_versions.operator_id')
    .selectAll('waiver_versions')
    .select('operators.name as operator_name')
    .where('waiver_versions.product_id', '=', productId)
    .orderBy('waiver_versions.version', 'desc')
    .execute();
}

/** The version a product asks now, or undefined when it asks no waiver. */
export async function findCurrentWaiverVersion(db: TDb, productId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('product_waivers')
    .select('version')
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row?.version;
}

/** The versions some products ask now, with their words, by product id; a product that asks none is absent. */
export async function listCurrentWaivers(
  db: TDb,
  productIds: string[],
): Promise<Map<string, Selectable<WaiverVersionsTable>>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_waivers')
    .innerJoin('waiver_versions', (join) =>
      join
        .onRef('waiver_versions.product_id', '=', 'product_waivers.product_id')
        .onRef('waiver_versions.version', '=', 'product_waivers.version'),
    )
    .selectAll('waiver_versions')
    .where('product_waivers.product_id', 'in', productIds)
    .execute();
  return new Map(rows.map((row) => [row.product_id, row]));
}

/**
 * A new version (numbered after every one written before) made the one the product asks now. Two saves at once
 * cannot take the same number: the one that finds it taken numbers again.
 */
export async function insertWaiverVersion(
  db: TDb,
  row: Omit<Insertable<WaiverVersionsTable>, 'version'>,
): Promise<number> {
  for (;;) {
    const last = await db
      .selectFrom('waiver_versions')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('product_id', '=', row.product_id)
      .executeTakeFirst();
    const version = Number(last?.version ?? 0) + 1;
    const inserted = await db
      .insertInto('waiver_versions')
      .values({ ...row, version })
      .onConflict((oc) => oc.columns(['product_id', 'version']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
    await db
      .insertInto('product_waivers')
      .values({ product_id: row.product_id, version, updated_at: row.created_at })
      .onConflict((oc) => oc.column('product_id').doUpdateSet({ version, updated_at: row.created_at }))
      .execute();
    return version;
  }
}

/** The product asks no waiver any more; its versions stay, as do the acceptances of them. */
export async function removeProductWaiver(db: TDb, productId: string): Promise<void> {
  await db.deleteFrom('product_waivers').where('product_id', '=', productId).execute();
}

/** An order as the waivers' calls read it (the booking module's lookup by reference). */
export type TWaiverOrder = TReferencedOrder;

/** Some orders' acceptances, oldest first (one order's for its page, a departure's for the manifest). */
export async function listWaiverAcceptances(db: TDb, orderIds: readonly string[]): Promise<TWaiverAcceptanceRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('waiver_acceptances')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('accepted_at')
    .orderBy('version')
    .execute();
}

/** Records an acceptance; one already recorded for the same version of the same passenger is kept as it was. */
export async function insertWaiverAcceptance(db: TDb, row: TWaiverAcceptanceRow): Promise<void> {
  await db
    .insertInto('waiver_acceptances')
    .values(row)
    .onConflict((oc) => oc.columns(['order_id', 'line_index', 'passenger', 'version']).doNothing())
    .execute();
}

/** The demo's waiver: its first version written unless the product has a waiver already (seeding may run again). */
export async function hasAnyWaiverVersion(db: TDb, productId: string): Promise<boolean> {
  const row = await db
    .selectFrom('waiver_versions')
    .select('version')
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Orders with a waiver accepted (the passengers' retention reads only these, decision 098). */
export async function listOrdersWithAcceptances(db: TDb): Promise<string[]> {
  const rows = await db.selectFrom('waiver_acceptances').select('order_id').distinct().execute();
  return rows.map((row) => row.order_id);
}

/** Deletes an order's acceptances of `lines` (all its lines when null); answers how many rows went. */
export async function deleteOrderAcceptances(
  trx: TDb,
  orderId: string,
  lines: readonly number[] | null,
): Promise<number> {
  let query = trx.deleteFrom('waiver_acceptances').where('order_id', '=', orderId);
  if (lines !== null) query = query.where('line_index', 'in', [...lines]);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
