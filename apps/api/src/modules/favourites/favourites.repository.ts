import type { TDb } from '../../db/database.js';
import { CARD_COLUMNS, type TCardRow } from '../catalogue/index.js';

export async function isFavourite(db: TDb, userId: string, productId: string): Promise<boolean> {
  const row = await db
    .selectFrom('favourites')
    .select('product_id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Adding a favourite twice is harmless. */
export async function insertFavourite(db: TDb, userId: string, productId: string, now: string): Promise<void> {
  await db
    .insertInto('favourites')
    .values({ user_id: userId, product_id: productId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
}

export async function deleteFavourite(db: TDb, userId: string, productId: string): Promise<void> {
  await db.deleteFrom('favourites').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}

export function listFavouriteCards(db: TDb, userId: string): Promise<TCardRow[]> {
  return (
    db
      .selectFrom('favourites')
      .innerJoin('products', 'products.id', 'favourites.product_id')
      .select(CARD_COLUMNS)
      .where('favourites.user_id', '=', userId)
      // An unpublished product's favourite is kept, and shows again once it is published (decision 034).
      .where('products.is_published', '=', 1)
      .orderBy('favourites.created_at', 'desc')
      .orderBy('products.id')
      .execute()
  );
}
