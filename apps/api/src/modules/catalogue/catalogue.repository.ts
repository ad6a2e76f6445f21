import { CATEGORY_MODULE, MODULES, type TModule } from '@rihla/shared/constants';
import { searchReadings, searchTextOf } from '@rihla/shared/rules/arabic-search';
import { arabicTextsOf, inLanguage, type TContentLanguage } from '@rihla/shared/rules/content-language';
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
  'products.title_ar',
  'products.pictures',
  'products.price_fils',
  'products.rating_x10',
  'products.visitor_count',
  'products.tour_type',
  'products.categories',
  'products.pricing',
  'products.group_unit',
  'products.group_unit_ar',
] as const;

export type TCardRow = Pick<
  TProductRow,
  | 'id'
  | 'module'
  | 'title'
  | 'title_ar'
  | 'pictures'
  | 'price_fils'
  | 'rating_x10'
  | 'visitor_count'
  | 'tour_type'
  | 'categories'
  | 'pricing'
  | 'group_unit'
  | 'group_unit_ar'
>;

/** A product card in the request's language: the Arabic title where one is written (decision 102). */
export function toCatalogueItem(row: TCardRow, language: TContentLanguage): TCatalogueItem {
  return {
    module: row.module as TModule,
    planId: row.id,
    title: inLanguage(language, row.title, row.title_ar),
    pictures: JSON.parse(row.pictures) as string[],
    price: filsToAed(row.price_fils),
    user_rating: row.rating_x10 / 10,
    visitor_count: row.visitor_count,
    tour_type: row.tour_type,
    categories: row.categories,
    pricing: row.pricing === 'perGroup' ? 'perGroup' : 'perPerson',
    group_unit: inLanguage(language, row.group_unit, row.group_unit_ar),
  };
}

/** The alternative text of each picture, as many as there are pictures. */
function picturesAlts(row: Pick<TProductRow, 'pictures' | 'picture_alts'>): string[] {
  const alts = JSON.parse(row.picture_alts) as string[];
  return (JSON.parse(row.pictures) as string[]).map((_url, index) => alts[index] ?? '');
}

/**
 * A product's detail in the request's language: each text field in Arabic where its Arabic is written, in
 * English otherwise (decision 102); the answer's shape is the same in both.
 */
export function toProductDetail(row: TProductRow, isWishlisted: boolean, language: TContentLanguage): TProductDetail {
  const ar = language === 'ar' ? arabicColumnsOf(row) : {};
  const text = (column: TProductArabicColumn) => inLanguage(language, row[column], ar[column]);
  return {
    module: row.module as TModule,
    planId: row.id,
    categories: row.categories,
    title: inLanguage(language, row.title, row.title_ar),
    pictures: JSON.parse(row.pictures) as string[],
    picture_alts: picturesAlts(row),
    isWishlisted: isWishlisted ? 1 : 0,
    user_rating: row.rating_x10 / 10,
    visitor_count: row.visitor_count,
    availability: text('availability'),
    duration: Math.round((row.duration_minutes / 60) * 100) / 100,
    min_ppl: row.min_ppl,
    max_ppl: row.max_ppl,
    tour_type: row.tour_type,
    location: text('location'),
    summary: text('summary'),
    price_inlcude: text('price_include'),
    price_exclude: text('price_exclude'),
    tour_activity: text('tour_activity'),
    requirement: text('requirement'),
    map_location: row.map_location,
    price: filsToAed(row.price_fils),
    start: row.start_time,
    end: row.end_time,
    return_location: text('return_location'),
    return_time: row.return_time,
    nights: row.nights,
    days: row.days,
    sharing_basics: row.sharing_basics === 0 ? 0 : 1,
    inclusions: text('inclusions'),
    exclusions: text('exclusions'),
    terms: text('terms'),
    disclaimer: text('disclaimer'),
    itenary: text('itinerary'),
    next_step: text('next_step'),
    cancellation_policy: text('cancellation_policy'),
    max_tickets_per_order: row.max_tickets_per_order,
    booking: bookingTermsAnswer(toBookingProduct(row), language),
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

/** The module of a published product, by its id alone (a widget's address names the product only; decision 123). */
export async function findPublishedModule(db: TDb, planId: string): Promise<TModule | null> {
  const row = await publishedProducts(db).select('module').where('id', '=', planId).executeTakeFirst();
  return row?.module ?? null;
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

/**
 * For each word typed (at most eight), the condition that a title (English or Arabic, normalised: decision 102)
 * has a word starting with it as typed, or as the other keyboard layout would have typed it.
 */
export function searchWordConditions(text: string): RawBuilder<boolean>[] {
  return searchReadings(text).map((readings) => {
    const alternatives = readings.map(
      (words) =>
        sql`(${sql.join(
          words.map((word) => sql`search_text like ${`% ${likeLiteral(word)}%`} escape '\\'`),
          sql` and `,
        )})`,
    );
    return sql<boolean>`(${sql.join(alternatives, sql` or `)})`;
  });
}

/** Products whose English or Arabic title has, for every word typed, a word starting with it. */
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
    .select(['image_url', 'page_path', 'alt_text', 'ar'])
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

/** The columns whose Arabic text the JSON column `ar` holds, by their own names (the Arabic title has its own). */
export const PRODUCT_ARABIC_COLUMNS = ['location', 'availability', 'return_location', ...PRODUCT_HTML_COLUMNS] as const;
export type TProductArabicColumn = (typeof PRODUCT_ARABIC_COLUMNS)[number];
export type TProductArabicColumns = Partial<Record<TProductArabicColumn, string>>;

/** The Arabic texts of a product's `ar` (a field not written, or anything unreadable, is absent). */
export function arabicColumnsOf(row: Pick<TProductRow, 'ar'>): TProductArabicColumns {
  return arabicTextsOf(row.ar, PRODUCT_ARABIC_COLUMNS);
}

const HTML_COLUMN_SET: ReadonlySet<string> = new Set(PRODUCT_HTML_COLUMNS);

/** The `ar` to store: no U+0000, the HTML ones through the allowlist as the English ones, blank ones left out. */
function cleanArabic(ar: string): string {
  const texts = arabicColumnsOf({ ar });
  const clean: TProductArabicColumns = {};
  for (const column of PRODUCT_ARABIC_COLUMNS) {
    const text = texts[column]?.replaceAll('\u0000', '');
    if (text === undefined) continue;
    const stored = HTML_COLUMN_SET.has(column) ? sanitiseHtml(text) : text.trim();
    if (stored.trim() !== '') clean[column] = stored;
  }
  return JSON.stringify(clean);
}

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
  if (typeof clean.ar === 'string') clean.ar = cleanArabic(clean.ar) as T['ar'];
  if (typeof clean.title_ar === 'string') clean.title_ar = clean.title_ar.trim() as T['title_ar'];
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
    search_text: searchTextOf(clean.title, clean.title_ar ?? ''),
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
  let searchText = {};
  if (clean.title !== undefined || clean.title_ar !== undefined) {
    // The search text holds both titles' words: a change of one keeps the other's.
    const titles = await db
      .selectFrom('products')
      .select(['title', 'title_ar'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!titles) return false;
    searchText = { search_text: searchTextOf(clean.title ?? titles.title, clean.title_ar ?? titles.title_ar) };
  }
  const result = await db
    .updateTable('products')
    .set({ ...clean, ...searchText })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type TBannerWrite = Insertable<BannersTable>;

/** The columns whose Arabic a banner's `ar` holds (decision 102). */
export const BANNER_ARABIC_COLUMNS = ['alt_text'] as const;

/** Writes a banner, or replaces the one with its id; its picture http(s) or same-site. */
export async function upsertBanner(db: TDb, banner: TBannerWrite): Promise<void> {
  const ar =
    banner.ar === undefined
      ? {}
      : { ar: JSON.stringify(arabicTextsOf(banner.ar.replaceAll('\u0000', ''), BANNER_ARABIC_COLUMNS)) };
  const { id, ...changes } = withoutNul({ ...banner, ...ar, image_url: safeUrl(banner.image_url) });
  await db
    .insertInto('banners')
    .values({ id, ...changes })
    .onConflict((oc) => oc.column('id').doUpdateSet(changes))
    .execute();
}

/**
 * The Arabic titles written of some products, by id (decision 103): an order's messages, voucher and invoice in
 * Arabic name its trips by them; a product without one is left out (its English title stands).
 */
export async function arabicTitlesOf(db: TDb, productIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('products').select(['id', 'title_ar']).where('id', 'in', ids).execute();
  return new Map(rows.filter((row) => row.title_ar.trim() !== '').map((row) => [row.id, row.title_ar]));
}
