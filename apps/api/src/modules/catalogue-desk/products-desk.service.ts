// The catalogue desk's products (issue 17, decision 034): what an operator reads and writes of a product. Every
// write runs in one transaction with its audit entry, and clears after its commit the answers it changes: the
// product's own (detail, page, first screen) and every list of products (lists, search, home groups, sitemap).
import { MESSAGES } from '@rihla/shared/constants';
import { CATALOGUE_DESK_MESSAGES } from '@rihla/shared/messages/catalogue';
import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { missingArabicFields, type TContentLanguage } from '@rihla/shared/rules/content-language';
import { roleCan } from '@rihla/shared/rules/operator-roles';
import { minutesOfDay } from '@rihla/shared/rules/time';
import { ZCancellationTiers, ZWhereToBe } from '@rihla/shared/schemas/booking-terms';
import type { TProductDetail } from '@rihla/shared/schemas/catalogue';
import {
  PRODUCT_ARABIC_FIELDS,
  type TListProductsRequest,
  type TOperatorProduct,
  type TProductArabic,
  type TProductArabicField,
  type TProductFields,
  type TProductListRow,
  type TProductMissingArabic,
} from '@rihla/shared/schemas/operator-catalogue';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import { isUniqueViolation } from '../../db/database.js';
import type { TProductRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { randomChars } from '../../lib/ids.js';
import { CACHE_TAGS } from '../../lib/tagged-cache.js';
import { changedFields, insertAuditEntry } from '../audit/index.js';
import {
  arabicColumnsOf,
  bookingTermsColumns,
  findBookingProducts,
  insertProduct,
  type TProductArabicColumn,
  type TProductWrite,
  toProductDetail,
  updateProduct as updateProductRow,
} from '../catalogue/index.js';
import { storePictureFile } from '../media/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import {
  findProductById,
  insertOperatorUpload,
  isProductIdTaken,
  listDeskProducts,
  listProductCategories,
  nextSortOrder,
} from './products-desk.repository.js';
import { announceComingDepartures } from './timetables-desk.service.js';

/** Seats of a departure for a new product until the timetables desk sets them (the column's default). */
const NEW_PRODUCT_CAPACITY = 30;
/** The longest side of a stored product picture, in pixels. */
const PICTURE_MAX_SIDE = 1600;

type TColumns = Partial<Omit<TProductWrite, 'id'>>;

function parseList<T>(text: string): T[] {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** Where each Arabic field but the title (a column of its own) is kept in the product's `ar`. */
const ARABIC_COLUMN_OF: Record<Exclude<TProductArabicField, 'title'>, TProductArabicColumn> = {
  location: 'location',
  availability: 'availability',
  returnLocation: 'return_location',
  summary: 'summary',
  priceInclude: 'price_include',
  priceExclude: 'price_exclude',
  tourActivity: 'tour_activity',
  requirement: 'requirement',
  inclusions: 'inclusions',
  exclusions: 'exclusions',
  terms: 'terms',
  disclaimer: 'disclaimer',
  itinerary: 'itinerary',
  nextStep: 'next_step',
  cancellationPolicy: 'cancellation_policy',
};

/** Every Arabic field of a row, '' where none is written. */
function arabicFieldsOf(row: Pick<TProductRow, 'title_ar' | 'ar'>): Record<TProductArabicField, string> {
  const texts = arabicColumnsOf(row);
  const fields = { title: row.title_ar } as Record<TProductArabicField, string>;
  for (const [field, column] of Object.entries(ARABIC_COLUMN_OF)) {
    fields[field as TProductArabicField] = texts[column] ?? '';
  }
  return fields;
}

/**
 * The columns of an edit's Arabic part merged into what the row holds: a field sent replaces its Arabic text (''
 * removes it), a field left out keeps it (decision 102).
 */
function arabicColumns(ar: TProductArabic | undefined, previous: Pick<TProductRow, 'ar'>): TColumns {
  if (ar === undefined) return {};
  const texts = arabicColumnsOf(previous);
  for (const [field, column] of Object.entries(ARABIC_COLUMN_OF)) {
    const text = ar[field as keyof TProductArabic];
    if (text !== undefined) texts[column] = text;
  }
  return { ...(ar.title !== undefined && { title_ar: ar.title }), ar: JSON.stringify(texts) };
}

/**
 * The booking words written in English but not in Arabic (decision 117): where to be's place and note, and the unit
 * of a product priced per group (a per-person product's unit is never shown).
 */
function missingTermsArabic(
  row: Pick<TProductRow, 'pricing' | 'group_unit' | 'group_unit_ar'>,
  whereToBe: TOperatorProduct['whereToBe'],
): TProductMissingArabic[] {
  const missing: TProductMissingArabic[] = [];
  if (whereToBe) {
    const place = whereToBe.kind === 'pickup' ? whereToBe.zone : whereToBe.place;
    if (place.trim() !== '' && (whereToBe.ar?.place ?? '').trim() === '') missing.push('whereToBePlace');
    if (whereToBe.note.trim() !== '' && (whereToBe.ar?.note ?? '').trim() === '') missing.push('whereToBeNote');
  }
  if (row.pricing === 'perGroup' && row.group_unit.trim() !== '' && row.group_unit_ar.trim() === '') {
    missing.push('groupUnit');
  }
  return missing;
}

/** The row as the desk edits it, in the shared contract's names, with both languages (decision 102). */
export function toOperatorProduct(row: TProductRow): TOperatorProduct {
  const english = toEnglishFields(row);
  const ar = arabicFieldsOf(row);
  return {
    ...english,
    ar,
    missingArabic: [
      ...missingArabicFields(PRODUCT_ARABIC_FIELDS, english, ar),
      ...missingTermsArabic(row, english.whereToBe),
    ],
  };
}

function toEnglishFields(row: TProductRow): Omit<TOperatorProduct, 'ar' | 'missingArabic'> {
  const urls = parseList<string>(row.pictures);
  const alts = parseList<string>(row.picture_alts);
  const tiers = ZCancellationTiers.safeParse(parseList(row.cancellation_tiers));
  const whereToBe = row.where_to_be === '' ? null : ZWhereToBe.safeParse(JSON.parse(row.where_to_be));
  return {
    id: row.id,
    module: row.module,
    title: row.title,
    categories: row.categories,
    tourType: row.tour_type === 'Individual' ? 'Individual' : 'Group',
    location: row.location,
    availability: row.availability,
    durationHours: Math.round((row.duration_minutes / 60) * 100) / 100,
    startTime: row.start_time,
    endTime: row.end_time,
    returnLocation: row.return_location,
    returnTime: row.return_time,
    nights: row.nights,
    days: row.days,
    sharingBasics: row.sharing_basics !== 0,
    mapLocation: row.map_location,
    summary: row.summary,
    priceInclude: row.price_include,
    priceExclude: row.price_exclude,
    tourActivity: row.tour_activity,
    requirement: row.requirement,
    inclusions: row.inclusions,
    exclusions: row.exclusions,
    terms: row.terms,
    disclaimer: row.disclaimer,
    itinerary: row.itinerary,
    nextStep: row.next_step,
    cancellationPolicy: row.cancellation_policy,
    pictures: urls.map((url, index) => ({ url, alt: alts[index] ?? '' })),
    minPeople: row.min_ppl,
    maxPeople: row.max_ppl,
    maxTicketsPerOrder: row.max_tickets_per_order,
    cutoffMinutes: row.cutoff_minutes,
    refundable: row.is_refundable === 1,
    cancellationTiers: tiers.success ? tiers.data : [],
    whereToBe: whereToBe?.success ? whereToBe.data : null,
    priceFils: row.price_fils,
    isPublished: row.is_published === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The columns some fields write: plain fields mapped (hours to minutes, the start time's minute of the day),
 * booking terms validated as the booking-terms service validates them. HTML is sanitised by the repository.
 */
function columnsOf(fields: Partial<TProductFields>): TColumns {
  const columns: TColumns = {
    ...(fields.module !== undefined && { module: fields.module }),
    ...(fields.title !== undefined && { title: fields.title }),
    ...(fields.categories !== undefined && { categories: fields.categories }),
    ...(fields.tourType !== undefined && { tour_type: fields.tourType }),
    ...(fields.location !== undefined && { location: fields.location }),
    ...(fields.availability !== undefined && { availability: fields.availability }),
    ...(fields.durationHours !== undefined && { duration_minutes: Math.round(fields.durationHours * 60) }),
    ...(fields.startTime !== undefined && {
      start_time: fields.startTime,
      start_minute: minutesOfDay(fields.startTime),
    }),
    ...(fields.endTime !== undefined && { end_time: fields.endTime }),
    ...(fields.returnLocation !== undefined && { return_location: fields.returnLocation }),
    ...(fields.returnTime !== undefined && { return_time: fields.returnTime }),
    ...(fields.nights !== undefined && { nights: fields.nights }),
    ...(fields.days !== undefined && { days: fields.days }),
    ...(fields.sharingBasics !== undefined && { sharing_basics: fields.sharingBasics ? 1 : 0 }),
    ...(fields.mapLocation !== undefined && { map_location: fields.mapLocation }),
    ...(fields.summary !== undefined && { summary: fields.summary }),
    ...(fields.priceInclude !== undefined && { price_include: fields.priceInclude }),
    ...(fields.priceExclude !== undefined && { price_exclude: fields.priceExclude }),
    ...(fields.tourActivity !== undefined && { tour_activity: fields.tourActivity }),
    ...(fields.requirement !== undefined && { requirement: fields.requirement }),
    ...(fields.inclusions !== undefined && { inclusions: fields.inclusions }),
    ...(fields.exclusions !== undefined && { exclusions: fields.exclusions }),
    ...(fields.terms !== undefined && { terms: fields.terms }),
    ...(fields.disclaimer !== undefined && { disclaimer: fields.disclaimer }),
    ...(fields.itinerary !== undefined && { itinerary: fields.itinerary }),
    ...(fields.nextStep !== undefined && { next_step: fields.nextStep }),
    ...(fields.cancellationPolicy !== undefined && { cancellation_policy: fields.cancellationPolicy }),
    ...(fields.pictures !== undefined && {
      pictures: JSON.stringify(fields.pictures.map((picture) => picture.url)),
      picture_alts: JSON.stringify(fields.pictures.map((picture) => picture.alt)),
    }),
  };
  return {
    ...columns,
    ...bookingTermsColumns({
      minPeople: fields.minPeople,
      maxPeople: fields.maxPeople,
      maxTicketsPerOrder: fields.maxTicketsPerOrder,
      cutoffMinutes: fields.cutoffMinutes,
      refundable: fields.refundable,
      cancellationTiers: fields.cancellationTiers,
      whereToBe: fields.whereToBe,
    }),
  };
}

/**
 * The updatedAt of a write: the clock's time, or a millisecond past the last one when the clock has not moved
 * on (two writes in one millisecond), so that an editor's expectedUpdatedAt never matches a later version.
 */
function nextUpdatedAt(previous: string, now: string): string {
  return now > previous ? now : new Date(Date.parse(previous) + 1).toISOString();
}

/** Records a product write in the audit log, inside the write's transaction. */
function auditProduct(
  trx: TDb,
  by: TOperatorAuth,
  at: string,
  action: string,
  productId: string,
  fields: { before: Record<string, unknown> | null; after: Record<string, unknown> },
): Promise<void> {
  return insertAuditEntry(trx, {
    at,
    operatorId: by.id,
    action,
    objectType: 'product',
    objectId: productId,
    ...fields,
  });
}

async function productOrFail(db: TDb, id: string): Promise<TProductRow> {
  const row = await findProductById(db, id);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
  return row;
}

/** After a commit: the product's own answers and every list of products (decision 017). */
function clearProductAnswers(ctx: TAppContext, id: string): Promise<void> {
  return ctx.caches.invalidate([CACHE_TAGS.product(id), CACHE_TAGS.productLists]);
}

/** A readable id: the title's words in ASCII, then a short random part so that two titles never clash. */
export function productIdFor(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const random = randomChars(22)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 6);
  return `${slug || 'product'}-${random}`;
}

export async function listProducts(ctx: TAppContext, request: TListProductsRequest) {
  const pageSize = request.pageSize ?? 50;
  const [rows, categories] = await Promise.all([
    listDeskProducts(ctx.db, {
      search: request.search ?? '',
      module: request.module,
      published: request.published,
      category: request.category,
      page: request.page ?? 0,
      pageSize,
    }),
    listProductCategories(ctx.db),
  ]);
  return {
    rows: rows.slice(0, pageSize).map(
      (row): TProductListRow => ({
        id: row.id,
        module: row.module,
        title: row.title,
        categories: row.categories,
        priceFils: row.price_fils,
        isPublished: row.is_published === 1,
        picture: parseList<string>(row.pictures)[0] ?? '',
        updatedAt: row.updated_at,
      }),
    ),
    hasNextPage: rows.length > pageSize,
    categories,
  };
}

export async function getProduct(ctx: TAppContext, id: string): Promise<TOperatorProduct> {
  return toOperatorProduct(await productOrFail(ctx.db, id));
}

/** The shopper's detail answer of a product, published or not, in the language the preview asks (decision 102). */
export async function previewProduct(
  ctx: TAppContext,
  id: string,
  language: TContentLanguage,
): Promise<TProductDetail> {
  return toProductDetail(await productOrFail(ctx.db, id), false, language);
}

/** Writes a new row, with a fresh id if the random part ever clashes. */
async function insertWithNewId(trx: TDb, title: string, row: Omit<TProductWrite, 'id'>): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const id = productIdFor(title);
    if (await isProductIdTaken(trx, id)) continue;
    try {
      await insertProduct(trx, { ...row, id });
      return id;
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/**
 * A new product (created or copied): unpublished, unrated, unvisited, not featured, last in the catalogue's
 * order; written with its audit entry in one transaction, then the lists' answers cleared.
 */
async function addNewProduct(
  ctx: TAppContext,
  by: TOperatorAuth,
  audit: { action: string; before: Record<string, unknown> | null },
  columnsFor: (trx: TDb) => Promise<Omit<TProductWrite, 'id' | 'sort_order'>>,
): Promise<TOperatorProduct> {
  const now = ctx.clock.now().toISOString();
  const product = await ctx.db.transaction().execute(async (trx) => {
    const columns = await columnsFor(trx);
    const id = await insertWithNewId(trx, columns.title, {
      ...columns,
      rating_x10: 0,
      visitor_count: 0,
      most_popular: 0,
      explore_uae: 0,
      sort_order: await nextSortOrder(trx),
      is_published: 0,
      created_at: now,
      updated_at: now,
    });
    const created = toOperatorProduct(await productOrFail(trx, id));
    await auditProduct(trx, by, now, audit.action, id, { before: audit.before, after: created });
    return created;
  });
  await clearProductAnswers(ctx, product.id);
  return product;
}

/** A new product, unpublished, with its first price: setting a price needs prices.write too. */
export async function createProduct(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: { fields: TProductFields; priceFils: number },
): Promise<TOperatorProduct> {
  if (!roleCan(by.role, 'prices.write')) throw new AppError('FORBIDDEN', OPERATOR_MESSAGES.forbidden);
  const columns = {
    ...columnsOf(input.fields),
    ...arabicColumns(input.fields.ar, { ar: '{}' }),
  } as Omit<TProductWrite, 'id' | 'sort_order'>;
  return addNewProduct(ctx, by, { action: 'product.create', before: null }, async () => ({
    ...columns,
    price_fils: input.priceFils,
    capacity_per_slot: NEW_PRODUCT_CAPACITY,
    schedule: '[]',
  }));
}

/** A copy of every field and booking term (not the per-date exceptions), titled "Copy of …", unpublished. */
export async function duplicateProduct(ctx: TAppContext, by: TOperatorAuth, id: string): Promise<TOperatorProduct> {
  return addNewProduct(ctx, by, { action: 'product.duplicate', before: { copiedFrom: id } }, async (trx) => {
    const { id: _id, search_text: _searchText, ...row } = await productOrFail(trx, id);
    return { ...row, title: `Copy of ${row.title}`.slice(0, 200) };
  });
}

/**
 * Changes some fields. With expectedUpdatedAt, a product changed since the editor loaded it is refused (409)
 * and left as it is; the check and the write are in one transaction.
 */
export async function updateProduct(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: { id: string; fields: Partial<TProductFields>; expectedUpdatedAt?: string | undefined },
): Promise<TOperatorProduct> {
  const englishColumns = columnsOf(input.fields);
  const result = await ctx.db.transaction().execute(async (trx) => {
    const row = await productOrFail(trx, input.id);
    const columns = { ...englishColumns, ...arabicColumns(input.fields.ar, row) };
    const now = nextUpdatedAt(row.updated_at, ctx.clock.now().toISOString());
    if (input.expectedUpdatedAt !== undefined && input.expectedUpdatedAt !== row.updated_at) {
      throw new AppError('CONFLICT', CATALOGUE_DESK_MESSAGES.productChanged, { refusal: 'product.changed' });
    }
    const before = toOperatorProduct(row);
    if ((columns.min_ppl ?? row.min_ppl) > (columns.max_ppl ?? row.max_ppl)) {
      throw new AppError('BAD_REQUEST', CATALOGUE_DESK_MESSAGES.minAboveMax, {
        refusal: 'product.min_above_max',
        field: 'minPeople',
      });
    }
    await updateProductRow(trx, row.id, { ...columns, updated_at: now });
    const after = toOperatorProduct(await productOrFail(trx, row.id));
    const changes = changedFields(before, after, ['updatedAt', 'missingArabic']);
    if (Object.keys(changes.after).length > 0) {
      await auditProduct(trx, by, now, 'product.update', row.id, changes);
    }
    return after;
  });
  await clearProductAnswers(ctx, result.id);
  return result;
}

export async function setPublished(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: { id: string; published: boolean },
): Promise<TOperatorProduct> {
  const { product, isChanged } = await ctx.db.transaction().execute(async (trx) => {
    const row = await productOrFail(trx, input.id);
    const now = nextUpdatedAt(row.updated_at, ctx.clock.now().toISOString());
    const isPublished = row.is_published === 1;
    if (isPublished === input.published) return { product: toOperatorProduct(row), isChanged: false };
    await updateProductRow(trx, row.id, { is_published: input.published ? 1 : 0, updated_at: now });
    const action = input.published ? 'product.publish' : 'product.unpublish';
    await auditProduct(trx, by, now, action, row.id, {
      before: { isPublished },
      after: { isPublished: input.published },
    });
    return { product: toOperatorProduct(await productOrFail(trx, row.id)), isChanged: true };
  });
  if (isChanged) {
    await clearProductAnswers(ctx, product.id);
    // Resellers hear its coming departures open or closed (decision 131).
    const booking = (await findBookingProducts(ctx.db, [product.id])).get(product.id);
    if (booking) await announceComingDepartures(ctx, [booking]);
  }
  return product;
}

/** Strict base64 (standard or URL-safe alphabet, padding optional); null for anything else. */
function decodeBase64(data: string): Buffer | null {
  const text = data.replace(/^data:[^,]{0,100},/, '').replace(/\s+/g, '');
  if (text === '' || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(text) || text.length % 4 === 1) return null;
  return Buffer.from(text, 'base64');
}

/** Checks, re-encodes and stores a product picture; answers the path it is served at. */
export async function uploadPicture(ctx: TAppContext, by: TOperatorAuth, data: string): Promise<{ url: string }> {
  const bytes = decodeBase64(data);
  if (!bytes || bytes.length === 0) throw new AppError('BAD_REQUEST', CATALOGUE_DESK_MESSAGES.badBase64);
  const stored = await storePictureFile(ctx, bytes, PICTURE_MAX_SIDE);
  const now = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await insertOperatorUpload(trx, { id: stored.id, operatorId: by.id, sizeBytes: stored.sizeBytes, createdAt: now });
    await insertAuditEntry(trx, {
      at: now,
      operatorId: by.id,
      action: 'picture.upload',
      objectType: 'picture',
      objectId: stored.id,
      before: null,
      after: { url: stored.url, sizeBytes: stored.sizeBytes },
    });
  });
  return { url: stored.url };
}
