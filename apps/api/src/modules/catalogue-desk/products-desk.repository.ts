// The catalogue desk's reads and its own writes (decision 034). Product rows are written through
// catalogue.repository's insertProduct and updateProduct, which sanitise HTML and derive the search text.
import type { TModule } from '@rihla/shared/constants';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TProductRow } from '../../db/tables/schema.js';
import { searchWordConditions } from '../catalogue/index.js';

export function findProductById(db: TDb, id: string): Promise<TProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function isProductIdTaken(db: TDb, id: string): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The columns of a row of the desk's list. */
export type TDeskListRow = Pick<
  TProductRow,
  'id' | 'module' | 'title' | 'categories' | 'price_fils' | 'is_published' | 'pictures' | 'updated_at'
>;

export interface TDeskListFilter {
  search: string;
  module?: TModule | undefined;
  published?: boolean | undefined;
  category?: string | undefined;
  page: number;
  pageSize: number;
}

/**
 * One page of products, newest change first, with one row more than the page when there is a next one. A search
 * that is a product's exact id answers that product alone (a key lookup); any other search is words, each a
 * word prefix of the title (as the storefront's search). Read in the order of an index on
 * (…, updated_at, id, search_text) and stopped after the page (decision 034).
 */
export async function listDeskProducts(db: TDb, filter: TDeskListFilter): Promise<TDeskListRow[]> {
  let query = db
    .selectFrom('products')
    .select(['id', 'module', 'title', 'categories', 'price_fils', 'is_published', 'pictures', 'updated_at']);
  if (filter.module) query = query.where('module', '=', filter.module);
  // NOTE: a literal, not a parameter: SQLite takes the partial index of unpublished products only for `= 0`.
  if (filter.published !== undefined) query = query.where('is_published', '=', sql.lit(filter.published ? 1 : 0));
  if (filter.category) query = query.where('categories', '=', filter.category);
  if (filter.search !== '') {
    const byId = await query.where('id', '=', filter.search).execute();
    if (byId.length > 0) return filter.page === 0 ? byId : [];
    const words = searchWordConditions(filter.search);
    if (words.length === 0) return [];
    query = query.where((eb) => eb.and(words));
  }
  return query
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.pageSize + 1)
    .offset(filter.page * filter.pageSize)
    .execute();
}

/**
 * The distinct categories of the catalogue, in order. NOTE: a loose index scan written out (each category the
 * smallest one after the last, one seek in the category index each), as neither database skips through an index
 * for DISTINCT: reading all 100,000 entries took 40 ms, this a few.
 */
export async function listProductCategories(db: TDb): Promise<string[]> {
  const { rows } = await sql<{ category: string | null }>`
    with recursive next_category(category) as (
      select min(categories) from products
      union all
      select (select min(categories) from products where categories > next_category.category)
      from next_category where next_category.category is not null
    )
    select category from next_category where category is not null`.execute(db);
  return rows.map((row) => row.category ?? '').filter((category) => category !== '');
}

/** Records who sent a stored picture. */
export async function insertOperatorUpload(
  db: TDb,
  upload: { id: string; operatorId: string; sizeBytes: number; createdAt: string },
): Promise<void> {
  await db
    .insertInto('operator_uploads')
    .values({
      id: upload.id,
      operator_id: upload.operatorId,
      size_bytes: upload.sizeBytes,
      created_at: upload.createdAt,
    })
    .execute();
}

/** The sort order after every product's: a new product comes last in the storefront's lists. */
export async function nextSortOrder(db: TDb): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}
