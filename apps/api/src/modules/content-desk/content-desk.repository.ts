// The content desk's SQL (issue 17): banners in their order and the home page's two curated lists. Blog posts are
// read and written through the blog module's repository (its sanitising is the one way a post is written), and a
// banner through the catalogue's upsertBanner for the same reason.
import type { TDb } from '../../db/database.js';
import { HOME_LIST_RANKS, publishedProducts } from '../catalogue/index.js';

export type THomeFlag = keyof typeof HOME_LIST_RANKS;

/** Every banner, shown or not, in its order. */
export function listAllBanners(db: TDb) {
  return db.selectFrom('banners').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export function findBanner(db: TDb, id: string) {
  return db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order a new banner takes: after every other. */
export async function nextBannerOrder(db: TDb): Promise<number> {
  const row = await db
    .selectFrom('banners')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** False when there was no such banner. */
export async function deleteBannerRow(db: TDb, id: string): Promise<boolean> {
  const result = await db.deleteFrom('banners').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Gives the banners named the orders 0, 1, 2... in the order named. */
export async function setBannerOrders(db: TDb, ids: readonly string[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db.updateTable('banners').set({ sort_order: index }).where('id', '=', id).execute();
  }
}

/** The products that may be put on the home page: published ones (migration 012), as the home lists show. */
function curatableProducts(db: TDb) {
  return publishedProducts(db);
}

/** Which of `ids` are products that may go on the home page. */
export async function findCuratableIds(db: TDb, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await curatableProducts(db).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** Makes exactly `ids` the products of a home list, in that order; every other product leaves it. */
export async function setHomeListRows(db: TDb, flag: THomeFlag, ids: readonly string[]): Promise<void> {
  const rank = HOME_LIST_RANKS[flag];
  let leaving = db
    .updateTable('products')
    .set({ [flag]: 0, [rank]: null })
    .where(flag, '=', 1);
  if (ids.length > 0) leaving = leaving.where('id', 'not in', ids);
  await leaving.execute();
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable('products')
      .set({ [flag]: 1, [rank]: index })
      .where('id', '=', id)
      .execute();
  }
}
