import type { TDb } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { CartItemsTable } from '../../db/tables/schema.js';
import { CARD_COLUMNS, type TCardRow } from '../catalogue/catalogue.repository.js';

export type TCartRow = TCardRow & { date: string; time: string; adult_count: number };

/**
 * The cart holds one line per product: adding a product again replaces its date, time and count. Every line
 * of one call is written by one statement, so they are added together or not at all.
 */
export async function upsertCartItems(db: TDb, items: CartItemsTable[]): Promise<void> {
  if (items.length === 0) return;
  await cartItemsUpsert.run(db, { items });
}

const cartItemsUpsert = preparedQuery((db, args: { items: CartItemsTable[] }) =>
  db
    .insertInto('cart_items')
    .values(args.items)
    .onConflict((oc) =>
      oc.columns(['user_id', 'product_id']).doUpdateSet((eb) => ({
        date: eb.ref('excluded.date'),
        time: eb.ref('excluded.time'),
        adult_count: eb.ref('excluded.adult_count'),
        added_at: eb.ref('excluded.added_at'),
      })),
    ),
);

const cartRows = preparedQuery((db, args: { userId: string }) =>
  db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select([...CARD_COLUMNS, 'cart_items.date', 'cart_items.time', 'cart_items.adult_count'])
    .where('cart_items.user_id', '=', args.userId)
    .orderBy('cart_items.added_at')
    .orderBy('products.id'),
);

export function listCartRows(db: TDb, userId: string): Promise<TCartRow[]> {
  return cartRows.all(db, { userId });
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
  await cartItemsDelete.run(db, { userId, productIds });
}

const cartItemsDelete = preparedQuery((db, args: { userId: string; productIds: string[] }) =>
  db.deleteFrom('cart_items').where('user_id', '=', args.userId).where('product_id', 'in', args.productIds),
);

export async function findCartPromo(db: TDb, userId: string): Promise<string | null> {
  const row = await db.selectFrom('carts').select('promo_code').where('user_id', '=', userId).executeTakeFirst();
  return row?.promo_code ?? null;
}

export async function setCartPromo(db: TDb, userId: string, promoCode: string | null, now: string): Promise<void> {
  await cartPromoUpsert.run(db, { userId, promoCode, now });
}

const cartPromoUpsert = preparedQuery((db, args: { userId: string; promoCode: string | null; now: string }) =>
  db
    .insertInto('carts')
    .values({ user_id: args.userId, promo_code: args.promoCode, updated_at: args.now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ promo_code: args.promoCode, updated_at: args.now })),
);
