// The content desk (issue 17, decision 036): banners, blog posts and the home page's curation. Every write
// records an audit entry in its own transaction and, after the commit, clears the answers it changed in every
// API process (decision 017): banners the banner answer, the home page's first screen and every page head;
// blog posts the blog answers, their heads and the sitemap; the home lists every list of products.
import { CONTENT_MESSAGES } from '@rihla/shared/messages/content';
import { arabicTextsOf, missingArabicFields } from '@rihla/shared/rules/content-language';
import { todayInDubai } from '@rihla/shared/rules/time';
import {
  BLOG_ARABIC_FIELDS,
  type TBannerState,
  type THomeCuration,
  type THomeList,
  type TOperatorBanner,
  type TOperatorBlog,
  type TOperatorBlogRow,
  type ZBannerFields,
  type ZBlogFields,
  type ZSetHomeListRequest,
} from '@rihla/shared/schemas/operator-content';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import type { BannersTable, BlogsTable } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { CACHE_TAGS, type TCacheTag } from '../../lib/tagged-cache.js';
import { insertAuditEntry, type TAuditWrite } from '../audit/index.js';
import { findAnyBlog, insertBlog, listAllBlogs, updateBlog } from '../blog/index.js';
import { listFeatured, upsertBanner } from '../catalogue/index.js';
import { storePictureFile } from '../media/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import {
  deleteBannerRow,
  findBanner,
  findCuratableIds,
  listAllBanners,
  nextBannerOrder,
  setBannerOrders,
  setHomeListRows,
  type THomeFlag,
} from './content-desk.repository.js';

type TBannerFields = z.output<typeof ZBannerFields>;
type TBlogFields = z.output<typeof ZBlogFields>;

/** Content pictures are kept at most this many pixels on a side: a banner is drawn 1600 wide at most. */
const CONTENT_PICTURE_MAX_SIDE = 1600;

/** Runs `write` and its audit entry in one transaction, then clears `tags` in every process. */
async function auditedWrite<T>(
  ctx: TAppContext,
  by: TOperatorAuth,
  tags: readonly TCacheTag[],
  write: (trx: TDb, at: string) => Promise<{ result: T; audit: Omit<TAuditWrite, 'at' | 'operatorId'> }>,
): Promise<T> {
  const at = ctx.clock.now().toISOString();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const done = await write(trx, at);
    await insertAuditEntry(trx, { ...done.audit, at, operatorId: by.id });
    return done.result;
  });
  if (tags.length > 0) await ctx.caches.invalidate(tags);
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// Banners

type TBannerRow = Selectable<BannersTable>;

function bannerStateOf(row: Pick<TBannerRow, 'active_from' | 'active_until'>, today: string): TBannerState {
  if (row.active_from !== null && row.active_from > today) return 'scheduled';
  if (row.active_until !== null && row.active_until < today) return 'ended';
  return 'active';
}

/** A banner's Arabic alternative text, '' when none is written (decision 102). */
function arabicAltOf(row: Pick<TBannerRow, 'ar'>): string {
  return arabicTextsOf(row.ar, ['alt_text'] as const).alt_text ?? '';
}

function toOperatorBanner(row: TBannerRow, today: string): TOperatorBanner {
  return {
    id: row.id,
    imageUrl: row.image_url,
    alt: row.alt_text,
    ar: { alt: arabicAltOf(row) },
    pagePath: row.page_path,
    sortOrder: row.sort_order,
    activeFrom: row.active_from,
    activeUntil: row.active_until,
    state: bannerStateOf(row, today),
  };
}

/** What an audit entry records of a banner. */
function bannerAudit(row: TBannerRow) {
  return {
    imageUrl: row.image_url,
    alt: row.alt_text,
    altAr: arabicAltOf(row),
    pagePath: row.page_path,
    sortOrder: row.sort_order,
    activeFrom: row.active_from,
    activeUntil: row.active_until,
  };
}

/** The row's columns of a banner's fields; an Arabic alternative text left out keeps the `previous` one. */
function bannerColumns(fields: TBannerFields, previous: Pick<TBannerRow, 'ar'>) {
  const alt = fields.ar?.alt ?? arabicAltOf(previous);
  return {
    image_url: fields.imageUrl,
    alt_text: fields.alt,
    ar: JSON.stringify({ alt_text: alt }),
    page_path: fields.pagePath,
    active_from: fields.activeFrom,
    active_until: fields.activeUntil,
  };
}

async function listBannersOf(db: TDb, today: string) {
  return { banners: (await listAllBanners(db)).map((row) => toOperatorBanner(row, today)), today };
}

export function listBanners(ctx: TAppContext) {
  return listBannersOf(ctx.db, todayInDubai(ctx.clock.now()));
}

async function bannerOrFail(db: TDb, id: string): Promise<TBannerRow> {
  const row = await findBanner(db, id);
  if (!row) throw new AppError('NOT_FOUND', CONTENT_MESSAGES.bannerNotFound);
  return row;
}

export function createBanner(ctx: TAppContext, by: TOperatorAuth, fields: TBannerFields): Promise<TOperatorBanner> {
  return auditedWrite(ctx, by, [CACHE_TAGS.banners], async (trx) => {
    const id = newId();
    await upsertBanner(trx, { id, ...bannerColumns(fields, { ar: '{}' }), sort_order: await nextBannerOrder(trx) });
    const row = await bannerOrFail(trx, id);
    return {
      result: toOperatorBanner(row, todayInDubai(ctx.clock.now())),
      audit: { action: 'banner.create', objectType: 'banner', objectId: id, before: null, after: bannerAudit(row) },
    };
  });
}

export function updateBanner(
  ctx: TAppContext,
  by: TOperatorAuth,
  id: string,
  fields: TBannerFields,
): Promise<TOperatorBanner> {
  return auditedWrite(ctx, by, [CACHE_TAGS.banners], async (trx) => {
    const before = await bannerOrFail(trx, id);
    await upsertBanner(trx, { id, ...bannerColumns(fields, before), sort_order: before.sort_order });
    const after = await bannerOrFail(trx, id);
    return {
      result: toOperatorBanner(after, todayInDubai(ctx.clock.now())),
      audit: {
        action: 'banner.update',
        objectType: 'banner',
        objectId: id,
        before: bannerAudit(before),
        after: bannerAudit(after),
      },
    };
  });
}

export function deleteBanner(ctx: TAppContext, by: TOperatorAuth, id: string): Promise<Record<string, never>> {
  return auditedWrite(ctx, by, [CACHE_TAGS.banners], async (trx) => {
    const before = await bannerOrFail(trx, id);
    await deleteBannerRow(trx, id);
    return {
      result: {},
      audit: { action: 'banner.delete', objectType: 'banner', objectId: id, before: bannerAudit(before), after: null },
    };
  });
}

/** A new order naming every banner once; refused (409) when banners were added or removed meanwhile. */
export function reorderBanners(ctx: TAppContext, by: TOperatorAuth, ids: readonly string[]) {
  const today = todayInDubai(ctx.clock.now());
  return auditedWrite(ctx, by, [CACHE_TAGS.banners], async (trx) => {
    const current = await listAllBanners(trx);
    const known = new Set(current.map((row) => row.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw new AppError('CONFLICT', CONTENT_MESSAGES.bannersChanged);
    }
    await setBannerOrders(trx, ids);
    return {
      result: await listBannersOf(trx, today),
      audit: {
        action: 'banner.reorder',
        objectType: 'banner',
        objectId: '*',
        before: { ids: current.map((row) => row.id) },
        after: { ids: [...ids] },
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Blog posts

type TBlogRow = Selectable<BlogsTable>;

function toBlogRow(row: Omit<TBlogRow, 'content' | 'ar'>): TOperatorBlogRow {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    isPublished: row.is_published === 1,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  };
}

/** A post's Arabic title and content, '' where none is written (decision 102). */
function arabicBlogOf(row: Pick<TBlogRow, 'ar'>): { title: string; content: string } {
  const texts = arabicTextsOf(row.ar, BLOG_ARABIC_FIELDS);
  return { title: texts.title ?? '', content: texts.content ?? '' };
}

function toOperatorBlog(row: TBlogRow): TOperatorBlog {
  const ar = arabicBlogOf(row);
  return {
    ...toBlogRow(row),
    content: row.content,
    ar,
    missingArabic: missingArabicFields(BLOG_ARABIC_FIELDS, { title: row.title, content: row.content }, ar),
  };
}

/** The `ar` of a post's fields: the Arabic sent, merged field by field into what `previous` holds. */
function blogArabicColumn(fields: Partial<TBlogFields>, previous: Pick<TBlogRow, 'ar'>): { ar?: string } {
  if (fields.ar === undefined) return {};
  return { ar: JSON.stringify({ ...arabicBlogOf(previous), ...fields.ar }) };
}

/** What an audit entry records of a post: its fields, the contents' lengths rather than the whole HTML. */
function blogAudit(row: TBlogRow) {
  const ar = arabicBlogOf(row);
  return {
    title: row.title,
    image: row.image,
    contentLength: row.content.length,
    arabicTitle: ar.title,
    arabicContentLength: ar.content.length,
    isPublished: row.is_published === 1,
  };
}

export async function listBlogPosts(ctx: TAppContext) {
  return { posts: (await listAllBlogs(ctx.db)).map(toBlogRow) };
}

async function blogOrFail(db: TDb, id: string): Promise<TBlogRow> {
  const row = await findAnyBlog(db, id);
  if (!row) throw new AppError('NOT_FOUND', CONTENT_MESSAGES.blogNotFound);
  return row;
}

export async function getBlogPost(ctx: TAppContext, id: string): Promise<TOperatorBlog> {
  return toOperatorBlog(await blogOrFail(ctx.db, id));
}

export function createBlogPost(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: { fields: TBlogFields; publish: boolean },
): Promise<TOperatorBlog> {
  return auditedWrite(ctx, by, [CACHE_TAGS.blogs], async (trx, at) => {
    const id = newId();
    const { ar: _ar, ...english } = input.fields;
    await insertBlog(trx, {
      id,
      ...english,
      ...blogArabicColumn(input.fields, { ar: '{}' }),
      published_at: at,
      updated_at: at,
      is_published: input.publish ? 1 : 0,
    });
    const row = await blogOrFail(trx, id);
    return {
      result: toOperatorBlog(row),
      audit: { action: 'blog.create', objectType: 'blog', objectId: id, before: null, after: blogAudit(row) },
    };
  });
}

export function updateBlogPost(
  ctx: TAppContext,
  by: TOperatorAuth,
  id: string,
  fields: Partial<TBlogFields>,
): Promise<TOperatorBlog> {
  return auditedWrite(ctx, by, [CACHE_TAGS.blogs], async (trx, at) => {
    const before = await blogOrFail(trx, id);
    const { ar: _ar, ...english } = fields;
    await updateBlog(trx, id, { ...english, ...blogArabicColumn(fields, before), updated_at: at });
    const after = await blogOrFail(trx, id);
    return {
      result: toOperatorBlog(after),
      audit: {
        action: 'blog.update',
        objectType: 'blog',
        objectId: id,
        before: blogAudit(before),
        after: blogAudit(after),
      },
    };
  });
}

/**
 * Shows a post to shoppers, or hides it (a draft again). Publishing dates the post now, so a post published
 * today is at the top of the blog; publishing a published post changes nothing (and records nothing new).
 */
export function setBlogPublished(
  ctx: TAppContext,
  by: TOperatorAuth,
  id: string,
  isPublished: boolean,
): Promise<TOperatorBlog> {
  return auditedWrite(ctx, by, [CACHE_TAGS.blogs], async (trx, at) => {
    const before = await blogOrFail(trx, id);
    if ((before.is_published === 1) !== isPublished) {
      await updateBlog(trx, id, {
        is_published: isPublished ? 1 : 0,
        updated_at: at,
        ...(isPublished ? { published_at: at } : {}),
      });
    }
    const after = await blogOrFail(trx, id);
    return {
      result: toOperatorBlog(after),
      audit: {
        action: isPublished ? 'blog.publish' : 'blog.unpublish',
        objectType: 'blog',
        objectId: id,
        before: { isPublished: before.is_published === 1, publishedAt: before.published_at },
        after: { isPublished: after.is_published === 1, publishedAt: after.published_at },
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The home page's curation

const FLAG_OF: Record<THomeList, THomeFlag> = { trendingNow: 'most_popular', discoverUae: 'explore_uae' };

async function homeListOf(db: TDb, list: THomeList) {
  const rows = await listFeatured(db, FLAG_OF[list], 'all', 0);
  return rows.map((row) => ({
    id: row.id,
    module: row.module,
    title: row.title,
    picture: (JSON.parse(row.pictures) as string[])[0] ?? '',
  }));
}

async function homeCurationOf(db: TDb): Promise<THomeCuration> {
  const [trendingNow, discoverUae] = await Promise.all([homeListOf(db, 'trendingNow'), homeListOf(db, 'discoverUae')]);
  return { trendingNow, discoverUae };
}

export function getHomeCuration(ctx: TAppContext): Promise<THomeCuration> {
  return homeCurationOf(ctx.db);
}

/** Makes a home list exactly these products in this order; the home page shows it at once. */
export function setHomeList(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: z.output<typeof ZSetHomeListRequest>,
): Promise<THomeCuration> {
  return auditedWrite(ctx, by, [CACHE_TAGS.productLists], async (trx) => {
    const found = await findCuratableIds(trx, input.productIds);
    if (found.size !== input.productIds.length) throw new AppError('NOT_FOUND', CONTENT_MESSAGES.productsNotFound);
    const before = (await homeListOf(trx, input.list)).map((product) => product.id);
    await setHomeListRows(trx, FLAG_OF[input.list], input.productIds);
    return {
      result: await homeCurationOf(trx),
      audit: {
        action: 'home.setList',
        objectType: 'home',
        objectId: input.list,
        before: { productIds: before },
        after: { productIds: [...input.productIds] },
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Pictures

/**
 * Stores a banner or blog picture. No table of uploads of our own: the audit log records who sent which file
 * (object type 'upload'); the picture is referred to by the banner or post it is saved into.
 */
export function uploadContentPicture(ctx: TAppContext, by: TOperatorAuth, base64: string): Promise<{ url: string }> {
  const bytes = Buffer.from(base64, 'base64');
  return storePictureFile(ctx, bytes, CONTENT_PICTURE_MAX_SIDE).then((stored) =>
    auditedWrite(ctx, by, [], async () => ({
      result: { url: stored.url },
      audit: {
        action: 'content.uploadPicture',
        objectType: 'upload',
        objectId: stored.id,
        before: null,
        after: { url: stored.url, sizeBytes: stored.sizeBytes },
      },
    })),
  );
}
