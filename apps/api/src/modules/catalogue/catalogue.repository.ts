import { CATEGORY_MODULE, MODULES, type TModule } from '@rihla/shared/constants';
import { DURATION_BUCKETS, PRICE_BUCKETS, TIME_BUCKETS } from '@rihla/shared/rules/filters';
import { filsToAed } from '@rihla/shared/rules/money';
import type { TFilteredListRequest, TProductDetail } from '@rihla/shared/schemas/catalogue';
import { MAX_LIST_ITEMS, type TCatalogueItem } from '@rihla/shared/schemas/common';
import { type ExpressionBuilder, type Insertable, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { BannersTable, Database, TNewProduct, TProductRow } from '../../db/tables/schema.js';
import { safeUrl, sanitiseHtml, withoutNul } from '../../lib/sanitise-html.js';
import { bookingTermsAnswer } from './booking-terms-answer.js';
import { toBookingProduct } from './product-terms.repository.js';

/** The columns a product card needs; list queries read nothing more. */
export const CARD_COLUMNS = [
  'products.id',
  'products.module',
  'products.title',
  'products.pictures',
  'products.price_fils',
  'products.rating_x10',
  'products.visitor_count',
  'products.tour_type',
  'products.categories',
  'products.pricing',
  'products.group_unit',
] as const;

export type TCardRow = Pick<
  TProductRow,
  | 'id'
  | 'module'
  | 'title'
  | 'pictures'
  | 'price_fils'
  | 'rating_x10'
  | 'visitor_count'
  | 'tour_type'
  | 'categories'
  | 'pricing'
  | 'group_unit'
>;

export function toCatalogueItem(row: TCardRow): TCatalogueItem {
  return {
    module: row.module as TModule,
    planId: row.id,
    title: row.title,
    pictures: JSON.parse(row.pictures) as string[],
    price: filsToAed(row.price_fils),
    user_rating: row.rating_x10 / 10,
    visitor_count: row.visitor_count,
    tour_type: row.tour_type,
    categories: row.categories,
    pricing: row.pricing === 'perGroup' ? 'perGroup' : 'perPerson',
    group_unit: row.group_unit,
  };
}

/** The alternative text of each picture, as many as there are pictures. */
function picturesAlts(row: Pick<TProductRow, 'pictures' | 'picture_alts'>): string[] {
  const alts = JSON.parse(row.picture_alts) as string[];
  return (JSON.parse(row.pictures) as string[]).map((_url, index) => alts[index] ?? '');
}

export function toProductDetail(row: TProductRow, isWishlisted: boolean): TProductDetail {
  return {
    module: row.module as TModule,
    planId: row.id,
    categories: row.categories,
    title: row.title,
    pictures: JSON.parse(row.pictures) as string[],
    picture_alts: picturesAlts(row),
    isWishlisted: isWishlisted ? 1 : 0,
    user_rating: row.rating_x10 / 10,
    visitor_count: row.visitor_count,
    availability: row.availability,
    duration: Math.round((row.duration_minutes / 60) * 100) / 100,
    min_ppl: row.min_ppl,
    max_ppl: row.max_ppl,
    tour_type: row.tour_type,
    location: row.location,
    summary: row.summary,
    price_inlcude: row.price_include,
    price_exclude: row.price_exclude,
    tour_activity: row.tour_activity,
    requirement: row.requirement,
    map_location: row.map_location,
    price: filsToAed(row.price_fils),
    start: row.start_time,
    end: row.end_time,
    return_location: row.return_location,
    return_time: row.return_time,
    nights: row.nights,
    days: row.days,
    sharing_basics: row.sharing_basics === 0 ? 0 : 1,
    inclusions: row.inclusions,
    exclusions: row.exclusions,
    terms: row.terms,
    disclaimer: row.disclaimer,
    itenary: row.itinerary,
    next_step: row.next_step,
    cancellation_policy: row.cancellation_policy,
    max_tickets_per_order: row.max_tickets_per_order,
    booking: bookingTermsAnswer(toBookingProduct(row)),
  };
}

type TProductsQuery<O> = SelectQueryBuilder<Database, 'products', O>;

/** A page of a list; 'all' is capped at MAX_LIST_ITEMS so that no answer grows with the catalogue. */
function paged<O>(query: TProductsQuery<O>, limit: number | 'all', page: number): TProductsQuery<O> {
  const size = limit === 'all' ? MAX_LIST_ITEMS : limit;
  return query.limit(size).offset(size * page);
}

/** The products shoppers see: an unpublished one leaves every list, search and the sitemap (decision 034). */
export function publishedProducts(db: TDb) {
  return db.selectFrom('products').where('products.is_published', '=', 1);
}

/** The modules with a published product, in MODULES order: the storefront's categories with something on sale. */
export async function modulesOnSale(db: TDb): Promise<TModule[]> {
  const rows = await publishedProducts(db).select('module').distinct().execute();
  const onSale = new Set<string>(rows.map((row) => row.module));
  return MODULES.filter((module) => onSale.has(module));
}

/** A product of a module, published or not: the caller decides what an unpublished one answers. */
export function findProduct(db: TDb, module: TModule, planId: string): Promise<TProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', planId).where('module', '=', module).executeTakeFirst();
}

/** Values inside a filter group are OR-ed; groups are AND-ed; an empty group does not filter. */
export function listFiltered(db: TDb, filter: TFilteredListRequest): Promise<TCardRow[]> {
  let query = publishedProducts(db).select(CARD_COLUMNS);
  if (filter.category.length > 0) {
    query = query.where('module', 'in', [...new Set(filter.category.map((label) => CATEGORY_MODULE[label]))]);
  }
  if (filter.price.length > 0) {
    query = query.where((eb) =>
      eb.or(filter.price.map((label) => rangeCondition(eb, 'price_fils', PRICE_BUCKETS[label]))),
    );
  }
  if (filter.time.length > 0) {
    query = query.where((eb) =>
      eb.or(
        filter.time.flatMap((label) =>
          TIME_BUCKETS[label].map(([from, to]) =>
            eb.and([eb('start_minute', '>=', from), eb('start_minute', '<', to)]),
          ),
        ),
      ),
    );
  }
  if (filter.duration.length > 0) {
    query = query.where((eb) =>
      eb.or(
        filter.duration.map((label) => {
          const range = DURATION_BUCKETS[label];
          const parts = [
            range.from !== undefined ? eb('duration_minutes', '>=', range.from) : null,
            range.below !== undefined ? eb('duration_minutes', '<', range.below) : null,
            range.over !== undefined ? eb('duration_minutes', '>', range.over) : null,
            range.upTo !== undefined ? eb('duration_minutes', '<=', range.upTo) : null,
          ].filter((part) => part !== null);
          return eb.and(parts);
        }),
      ),
    );
  }
  return paged(query.orderBy('sort_order').orderBy('id'), filter.limit, filter.page).execute();
}

function rangeCondition(
  eb: ExpressionBuilder<Database, 'products'>,
  column: 'price_fils',
  range: { over?: number; upTo?: number },
) {
  const parts = [
    range.over !== undefined ? eb(column, '>', range.over) : null,
    range.upTo !== undefined ? eb(column, '<=', range.upTo) : null,
  ].filter((part) => part !== null);
  return eb.and(parts);
}

/** The column that orders each home list (migration 013): the curation's order, not the modules' sort_order. */
export const HOME_LIST_RANKS = { most_popular: 'most_popular_rank', explore_uae: 'explore_uae_rank' } as const;

export function listFeatured(
  db: TDb,
  flag: 'most_popular' | 'explore_uae',
  limit: number | 'all',
  page: number,
): Promise<TCardRow[]> {
  const rank = HOME_LIST_RANKS[flag];
  const query = publishedProducts(db)
    .select(CARD_COLUMNS)
    .where(flag, '=', 1)
    .orderBy(sql`case when ${sql.ref(rank)} is null then 1 else 0 end`)
    .orderBy(rank)
    .orderBy('sort_order')
    .orderBy('id');
  return paged(query, limit, page).execute();
}

export function listModule(db: TDb, module: TModule, limit: number): Promise<TCardRow[]> {
  return publishedProducts(db)
    .select(CARD_COLUMNS)
    .where('module', '=', module)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Escapes LIKE's wildcards so that a shopper's '%' or '_' matches itself. */
function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Splits a title into lower-case words, each preceded by a space, for word-prefix matching. */
export function searchTextOf(title: string): string {
  const words =
    title
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return ` ${words.join(' ')}`;
}

/** For each word of a search (at most eight), the condition that the title has a word starting with it. */
export function searchWordConditions(text: string): RawBuilder<boolean>[] {
  const words = searchTextOf(text).trim().split(' ').filter(Boolean).slice(0, 8);
  return words.map((word) => sql<boolean>`search_text like ${`% ${likeLiteral(word)}%`} escape '\\'`);
}

/** Products whose title has, for every word typed, a word starting with it. */
export function searchProducts(db: TDb, text: string, limit: number): Promise<TCardRow[]> {
  const conditions = searchWordConditions(text);
  if (conditions.length === 0) return Promise.resolve([]);
  return publishedProducts(db)
    .select(CARD_COLUMNS)
    .where((eb) => eb.and(conditions))
    .orderBy('visitor_count', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The banners shoppers see on `today` (a Dubai date): those whose active days include it, in their order. */
export async function listBanners(db: TDb, today: string) {
  return db
    .selectFrom('banners')
    .select(['image_url', 'page_path', 'alt_text'])
    .where((eb) => eb.or([eb('active_from', 'is', null), eb('active_from', '<=', today)]))
    .where((eb) => eb.or([eb('active_until', 'is', null), eb('active_until', '>=', today)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/**
 * Product columns that hold HTML (the spec's "(HTML)" fields and their siblings on the package page). Every
 * other text column is plain text and the web app renders it as text, never as HTML.
 */
export const PRODUCT_HTML_COLUMNS = [
  'summary',
  'price_include',
  'price_exclude',
  'tour_activity',
  'requirement',
  'inclusions',
  'exclusions',
  'terms',
  'disclaimer',
  'itinerary',
  'next_step',
  'cancellation_policy',
] as const;

export type TProductWrite = Omit<TNewProduct, 'search_text'>;

/** No U+0000 anywhere; HTML columns through the allowlist; pictures http(s) or same-site; the map https, or ''. */
function cleanProductContent<T extends Partial<TProductWrite>>(product: T): T {
  const clean = withoutNul(product);
  for (const column of PRODUCT_HTML_COLUMNS) {
    const value = clean[column];
    if (typeof value === 'string') clean[column] = sanitiseHtml(value) as T[typeof column];
  }
  if (typeof clean.pictures === 'string') {
    const urls = (JSON.parse(clean.pictures) as string[]).map((url) => safeUrl(url));
    // A picture refused goes with its alternative text: the two lists stay parallel.
    if (typeof clean.picture_alts === 'string') {
      const alts = JSON.parse(clean.picture_alts) as string[];
      clean.picture_alts = JSON.stringify(alts.filter((_alt, index) => urls[index])) as T['picture_alts'];
    }
    clean.pictures = JSON.stringify(urls.filter(Boolean)) as T['pictures'];
  }
  if (typeof clean.map_location === 'string') {
    clean.map_location = safeUrl(clean.map_location, ['https:']) as T['map_location'];
  }
  return clean;
}

/**
 * The one way a product is written: its HTML is sanitised (decision 011) and its search text derived from the
 * title. With `ifMissing`, a product whose id exists already is left as it is (the seed's rule).
 */
export async function insertProduct(
  db: TDb,
  product: TProductWrite,
  options: { ifMissing?: boolean } = {},
): Promise<void> {
  const clean = cleanProductContent(product);
  const row: TNewProduct = {
    ...clean,
    search_text: searchTextOf(clean.title),
    updated_at: clean.updated_at ?? clean.created_at,
  };
  let query = db.insertInto('products').values(row);
  if (options.ifMissing) query = query.onConflict((oc) => oc.column('id').doNothing());
  await query.execute();
}

/** Changes some columns of a product, through the same sanitising as insertProduct; false when there is no such product. */
export async function updateProduct(
  db: TDb,
  id: string,
  changes: Partial<Omit<TProductWrite, 'id'>>,
): Promise<boolean> {
  const clean = cleanProductContent(changes);
  const searchText = clean.title === undefined ? {} : { search_text: searchTextOf(clean.title) };
  const result = await db
    .updateTable('products')
    .set({ ...clean, ...searchText })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type TBannerWrite = Insertable<BannersTable>;

/** Writes a banner, or replaces the one with its id; its picture http(s) or same-site. */
export async function upsertBanner(db: TDb, banner: TBannerWrite): Promise<void> {
  const { id, ...changes } = withoutNul({ ...banner, image_url: safeUrl(banner.image_url) });
  await db
    .insertInto('banners')
    .values({ id, ...changes })
    .onConflict((oc) => oc.column('id').doUpdateSet(changes))
    .execute();
}
