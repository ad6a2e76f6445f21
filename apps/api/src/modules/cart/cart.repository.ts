import type { TDb } from '../../db/database.js';
import { CARD_COLUMNS, type TCardRow } from '../catalogue/catalogue.repository.js';

export type TCartRow = TCardRow & { date: string; time: string; adult_count: number };

/** The cart holds one line per product: adding a product again replaces its date, time and count. */
export async function upsertCartItem(
  db: TDb,
  item: { user_id: string; product_id: string; date: string; time: string; adult_count: number; added_at: string },
): Promise<void> {
  await db
    .insertInto('cart_items')
    .values(item)
    .onConflict((oc) =>
      oc.columns(['user_id', 'product_id']).doUpdateSet({
        date: item.date,
        time: item.time,
        adult_count: item.adult_count,
        added_at: item.added_at,
      }),
    )
    .execute();
}

export function listCartRows(db: TDb, userId: string): Promise<TCartRow[]> {
  return db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select([...CARD_COLUMNS, 'cart_items.date', 'cart_items.time', 'cart_items.adult_count'])
    .where('cart_items.user_id', '=', userId)
    .orderBy('cart_items.added_at')
    .orderBy('products.id')
    .execute();
}

export async function deleteCartItem(db: TDb, userId: string, productId: string): Promise<number> {
  const result = await db
    .deleteFrom('cart_items')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteCartItems(db: TDb, userId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.deleteFrom('cart_items').where('user_id', '=', userId).where('product_id', 'in', productIds).execute();
}

export async function findCartPromo(db: TDb, userId: string): Promise<string | null> {
  const row = await db.selectFrom('carts').select('promo_code').where('user_id', '=', userId).executeTakeFirst();
  return row?.promo_code ?? null;
}

export async function setCartPromo(db: TDb, userId: string, promoCode: string | null, now: string): Promise<void> {
  await db
    .insertInto('carts')
    .values({ user_id: userId, promo_code: promoCode, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ promo_code: promoCode, updated_at: now }))
    .execute();
}
