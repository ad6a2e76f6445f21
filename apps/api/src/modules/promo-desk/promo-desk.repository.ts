// The discount codes desk's SQL (issue 20, decision 049): codes, their figures from confirmed orders, and their
// redemptions. The shoppers' side of codes (judging and claiming a use) stays in booking/promo.repository.ts.
import type { TDb } from '../../db/database.js';
import type { TPromoCodeRow } from '../../db/tables/schema.js';

export type TPromoCodeValues = Pick<
  TPromoCodeRow,
  | 'kind'
  | 'value'
  | 'max_discount_fils'
  | 'min_order_fils'
  | 'valid_from'
  | 'valid_until'
  | 'max_uses'
  | 'max_uses_per_user'
  | 'description'
>;

/** What a code's confirmed orders add up to, and the most uses one shopper has made of it. */
export interface TPromoFigures {
  orderCount: number;
  discountFils: number;
  revenueFils: number;
  mostUsesByOneShopper: number;
}

export const NO_FIGURES: TPromoFigures = { orderCount: 0, discountFils: 0, revenueFils: 0, mostUsesByOneShopper: 0 };

export function listPromoCodeRows(db: TDb): Promise<TPromoCodeRow[]> {
  return db.selectFrom('promo_codes').selectAll().orderBy('created_at', 'desc').orderBy('code').execute();
}

export function findPromoCodeRow(db: TDb, code: string): Promise<TPromoCodeRow | undefined> {
  return db.selectFrom('promo_codes').selectAll().where('code', '=', code).executeTakeFirst();
}

/**
 * The figures of the codes named (every code when none is named): confirmed orders only, since a cancelled,
 * refunded or failed order brought no revenue; revenue is the price after the discount (subtotal - discount),
 * whatever paid it.
 */
export async function listPromoFigures(db: TDb, code?: string): Promise<Map<string, TPromoFigures>> {
  let orders = db
    .selectFrom('orders')
    .select((eb) => [
      'promo_code',
      eb.fn.countAll<number | string>().as('order_count'),
      eb.fn.sum<number | string>('discount_fils').as('discount_fils'),
      eb.fn.sum<number | string>('subtotal_fils').as('subtotal_fils'),
    ])
    .where('status', '=', 'confirmed')
    .where('promo_code', 'is not', null)
    .groupBy('promo_code');
  if (code) orders = orders.where('promo_code', '=', code);
  let perShopper = db
    .selectFrom('promo_redemptions')
    .select((eb) => ['code', eb.fn.countAll<number | string>().as('uses')])
    .groupBy(['code', 'user_id']);
  if (code) perShopper = perShopper.where('code', '=', code);
  const [orderRows, shopperRows] = await Promise.all([
    orders.execute(),
    db
      .selectFrom(perShopper.as('per_shopper'))
      .select((eb) => ['per_shopper.code', eb.fn.max<number | string>('per_shopper.uses').as('most')])
      .groupBy('per_shopper.code')
      .execute(),
  ]);
  const figures = new Map<string, TPromoFigures>();
  const of = (key: string) => {
    const found = figures.get(key) ?? { ...NO_FIGURES };
    figures.set(key, found);
    return found;
  };
  for (const row of orderRows) {
    if (row.promo_code === null) continue;
    const entry = of(row.promo_code);
    entry.orderCount = Number(row.order_count);
    entry.discountFils = Number(row.discount_fils ?? 0);
    entry.revenueFils = Number(row.subtotal_fils ?? 0) - entry.discountFils;
  }
  for (const row of shopperRows) of(row.code).mostUsesByOneShopper = Number(row.most ?? 0);
  return figures;
}

/** A code's latest redemptions, newest first, with their order and shopper. */
export function listRedemptionRows(db: TDb, code: string, limit: number) {
  return db
    .selectFrom('promo_redemptions')
    .innerJoin('orders', 'orders.id', 'promo_redemptions.order_id')
    .innerJoin('users', 'users.id', 'promo_redemptions.user_id')
    .select([
      'orders.reference',
      'orders.status',
      'orders.subtotal_fils',
      'orders.discount_fils',
      'users.first_name',
      'users.last_name',
      'users.email',
      'promo_redemptions.created_at',
    ])
    .where('promo_redemptions.code', '=', code)
    .orderBy('promo_redemptions.created_at', 'desc')
    .orderBy('promo_redemptions.order_id', 'desc')
    .limit(limit)
    .execute();
}

/** Inserts a new code; false when a code of that name exists (a raced create included), and nothing changes. */
export async function insertPromoCode(db: TDb, code: string, values: TPromoCodeValues, now: string): Promise<boolean> {
  const result = await db
    .insertInto('promo_codes')
    .values({ code, ...values, used_count: 0, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('code').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Saves a code's fields; false (and nothing changed) when its uses have meanwhile passed the new total limit. */
export async function updatePromoCodeRow(
  db: TDb,
  code: string,
  values: TPromoCodeValues,
  now: string,
): Promise<boolean> {
  const limit = values.max_uses;
  const result = await db
    .updateTable('promo_codes')
    .set({ ...values, updated_at: now })
    .where('code', '=', code)
    .$if(limit !== null, (query) => query.where('used_count', '<=', limit ?? 0))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setPromoCodePause(
  db: TDb,
  code: string,
  pause: { at: string | null; reason: string },
  now: string,
) {
  await db
    .updateTable('promo_codes')
    .set({ paused_at: pause.at, paused_reason: pause.reason, updated_at: now })
    .where('code', '=', code)
    .execute();
}
