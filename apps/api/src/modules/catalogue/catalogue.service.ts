import { MESSAGES, MODULE_DISPLAY_NAMES, MODULES, type TModule } from '@rihla/shared/constants';
import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import type { TProductDetail } from '@rihla/shared/schemas/catalogue';
import type { TAppContext, TAuthUser } from '../../context.js';
import type { TProductRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { CACHE_TAGS } from '../../lib/tagged-cache.js';
import {
  findProduct,
  insertProduct,
  listModule,
  type TBannerWrite,
  type TProductWrite,
  toCatalogueItem,
  toProductDetail,
  updateProduct as updateProductRow,
  upsertBanner as writeBanner,
} from './catalogue.repository.js';

/** How many cards each "Explore More" group of the home page carries. */
const CATEGORY_GROUP_SIZE = 12;

export async function getProductOrFail(ctx: TAppContext, module: TModule, planId: string): Promise<TProductRow> {
  const product = await findProduct(ctx.db, module, planId);
  if (!product) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
  if (product.is_published !== 1) throw new AppError('NOT_FOUND', MESSAGES.productUnavailable);
  return product;
}

/**
 * Whether a shopper keeps a product among their favourites. The favourites module answers it (app.ts passes its
 * `isFavourite`): favourites builds on the catalogue's cards, so the catalogue does not import it (decision 066).
 */
export type TIsFavourite = (db: TAppContext['db'], userId: string, productId: string) => Promise<boolean>;

export async function viewDetail(
  ctx: TAppContext,
  isFavourite: TIsFavourite,
  user: TAuthUser | null,
  module: TModule,
  planId: string,
  language: TContentLanguage,
): Promise<TProductDetail> {
  const product = await getProductOrFail(ctx, module, planId);
  const wishlisted = user ? await isFavourite(ctx.db, user.id, product.id) : false;
  return toProductDetail(product, wishlisted, language);
}

export async function listCategoryGroups(ctx: TAppContext, language: TContentLanguage) {
  const groups = await Promise.all(MODULES.map((module) => listModule(ctx.db, module, CATEGORY_GROUP_SIZE)));
  return MODULES.map((module, index) => ({
    moduleName: MODULE_DISPLAY_NAMES[module],
    module,
    data: (groups[index] ?? []).map((row) => toCatalogueItem(row, language)),
  })).filter((group) => group.data.length > 0);
}

// Catalogue writes (decision 017): each clears, after its commit, exactly the answers it changes, in this process
// at once and in the others on the database within a second. A product is in its own detail and page and may
// enter or leave any list (a price moves it between price filters, a title between searches), so a product
// write drops that product's answers and every list of products, and keeps every other product's detail.

/** Adds a product to the catalogue. */
export async function addProduct(ctx: TAppContext, product: TProductWrite): Promise<void> {
  await insertProduct(ctx.db, product);
  await ctx.caches.invalidate([CACHE_TAGS.product(product.id), CACHE_TAGS.productLists]);
}

/** Changes some fields of a product: its price, pictures, texts, featured flags; it counts as a change for the desk. */
export async function updateProduct(
  ctx: TAppContext,
  id: string,
  patch: Partial<Omit<TProductWrite, 'id'>>,
): Promise<void> {
  const changes = { ...patch, updated_at: patch.updated_at ?? ctx.clock.now().toISOString() };
  if (!(await updateProductRow(ctx.db, id, changes))) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
  await ctx.caches.invalidate([CACHE_TAGS.product(id), CACHE_TAGS.productLists]);
}

/** Adds a home page banner or replaces the one with its id. */
export async function upsertBanner(ctx: TAppContext, banner: TBannerWrite): Promise<void> {
  await writeBanner(ctx.db, banner);
  await ctx.caches.invalidate([CACHE_TAGS.banners]);
}
