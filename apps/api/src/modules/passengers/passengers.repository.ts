// Who is travelling (issue 36, decision 092): products' forms and the details given for orders' lines.
import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { OrderPassengersTable } from '../../db/tables/schema.js';
import type { TReferencedOrder } from '../booking/index.js';

export type TOrderPassengerRow = Selectable<OrderPassengersTable>;

export async function productExists(db: TDb, id: string): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function findPassengerFormText(db: TDb, productId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('product_passenger_forms')
    .select('form')
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row?.form;
}

/** The forms of some products, as JSON by product id; a product that asks nothing is absent. */
export async function listPassengerFormTexts(db: TDb, productIds: string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_passenger_forms')
    .select(['product_id', 'form'])
    .where('product_id', 'in', productIds)
    .execute();
  return new Map(rows.map((row) => [row.product_id, row.form]));
}

export async function savePassengerFormText(db: TDb, productId: string, form: string | null, now: string) {
  if (form === null) {
    await db.deleteFrom('product_passenger_forms').where('product_id', '=', productId).execute();
    return;
  }
  await db
    .insertInto('product_passenger_forms')
    .values({ product_id: productId, form, updated_at: now })
    .onConflict((oc) => oc.column('product_id').doUpdateSet({ form, updated_at: now }))
    .execute();
}

/** A product's form written unless it has one already (the demo's seeding, which may run again). */
export async function insertPassengerFormIfMissing(db: TDb, productId: string, form: string, now: string) {
  await db
    .insertInto('product_passenger_forms')
    .values({ product_id: productId, form, updated_at: now })
    .onConflict((oc) => oc.column('product_id').doNothing())
    .execute();
}

/** An order as the passengers' calls read it (the booking module's lookup by reference). */
export type TPassengerOrder = TReferencedOrder;

export function listOrderPassengers(db: TDb, orderId: string): Promise<TOrderPassengerRow[]> {
  return db
    .selectFrom('order_passengers')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('line_index')
    .orderBy('passenger')
    .execute();
}

/** The entries of many orders (a departure's manifest or border list). */
export function listOrdersPassengers(db: TDb, orderIds: readonly string[]): Promise<TOrderPassengerRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_passengers')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .orderBy('line_index')
    .orderBy('passenger')
    .execute();
}

/**
 * Writes lines' booking and passenger entries, each replacing the one given before, in one statement (atomic on its
 * own: a save of three passengers is one write, not a transaction of three; decision 098's bench).
 */
export async function putOrderPassengers(db: TDb, rows: readonly TOrderPassengerRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('order_passengers')
    .values([...rows])
    .onConflict((oc) =>
      oc.columns(['order_id', 'line_index', 'passenger']).doUpdateSet((eb) => ({
        full_name: eb.ref('excluded.full_name'),
        nationality: eb.ref('excluded.nationality'),
        phone: eb.ref('excluded.phone'),
        answers: eb.ref('excluded.answers'),
        key_id: eb.ref('excluded.key_id'),
        sealed: eb.ref('excluded.sealed'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Up to `limit` rows sealed under one of `keyIds` (older keys), for a rotation. */
export function listSealedUnder(db: TDb, keyIds: string[], limit: number) {
  return db
    .selectFrom('order_passengers')
    .select(['order_id', 'line_index', 'passenger', 'key_id', 'sealed'])
    .where('key_id', 'in', keyIds)
    .orderBy('order_id')
    .orderBy('line_index')
    .orderBy('passenger')
    .limit(limit)
    .execute();
}

/** Replaces a row's sealed details when they are still as read (a concurrent save wins). */
export async function resealOrderPassenger(
  db: TDb,
  row: { order_id: string; line_index: number; passenger: number; sealed: string },
  next: { keyId: string; sealed: string },
): Promise<void> {
  await db
    .updateTable('order_passengers')
    .set({ key_id: next.keyId, sealed: next.sealed })
    .where('order_id', '=', row.order_id)
    .where('line_index', '=', row.line_index)
    .where('passenger', '=', row.passenger)
    .where('sealed', '=', row.sealed)
    .execute();
}

/** How many rows are sealed under none of `keyIds` (keys this process does not have). */
export async function countSealedUnderOthers(db: TDb, keyIds: string[]): Promise<number> {
  const row = await db
    .selectFrom('order_passengers')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('key_id', 'not in', keyIds)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
