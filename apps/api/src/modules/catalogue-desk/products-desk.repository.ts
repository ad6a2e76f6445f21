// The catalogue desk's reads and its own writes (decision 034). Product rows are written through
// catalogue.repository's insertProduct and updateProduct, which sanitise HTML and derive the search text.
import type { TModule } from '@rihla/shared/constants';
import type { TDb } from '../../db/database.js';
import type { TProductRow } from '../../db/tables/schema.js';
import { searchWordConditions } from '../catalogue/catalogue.repository.js';

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
 * is a product id, or words each a word prefix of the title (as the storefront's search). Read in the order of
 * an index on (…, updated_at, id) and stopped after the page (decision 034).
 */
export function listDeskProducts(db: TDb, filter: TDeskListFilter): Promise<TDeskListRow[]> {
  let query = db
    .selectFrom('products')
    .select(['id', 'module', 'title', 'categories', 'price_fils', 'is_published', 'pictures', 'updated_at']);
  if (filter.module) query = query.where('module', '=', filter.module);
  if (filter.published !== undefined) query = query.where('is_published', '=', filter.published ? 1 : 0);
  if (filter.category) query = query.where('categories', '=', filter.category);
  const words = searchWordConditions(filter.search);
  if (filter.search !== '') {
    const search = filter.search;
    query = query.where((eb) =>
      words.length === 0 ? eb('id', '=', search) : eb.or([eb('id', '=', search), eb.and(words)]),
    );
  }
  return query
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.pageSize + 1)
    .offset(filter.page * filter.pageSize)
    .execute();
}

/** The distinct categories of the catalogue, read from the index on categories. */
export async function listProductCategories(db: TDb): Promise<string[]> {
  const rows = await db.selectFrom('products').select('categories').distinct().orderBy('categories').execute();
  return rows.map((row) => row.categories).filter((category) => category !== '');
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
