import { MESSAGES, MODULE_DISPLAY_NAMES, MODULES, type TModule } from '@rihla/shared/constants';
import type { TProductDetail } from '@rihla/shared/schemas/catalogue';
import type { TAppContext, TAuthUser } from '../../context.js';
import type { TProductRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isFavourite } from '../favourites/favourites.repository.js';
import { findProduct, listModule, toCatalogueItem, toProductDetail } from './catalogue.repository.js';

/** How many cards each "Explore More" group of the home page carries. */
const CATEGORY_GROUP_SIZE = 12;

export async function getProductOrFail(ctx: TAppContext, module: TModule, planId: string): Promise<TProductRow> {
  const product = await findProduct(ctx.db, module, planId);
  if (!product) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
  return product;
}

export async function viewDetail(
  ctx: TAppContext,
  user: TAuthUser | null,
  module: TModule,
  planId: string,
): Promise<TProductDetail> {
  const product = await getProductOrFail(ctx, module, planId);
  const wishlisted = user ? await isFavourite(ctx.db, user.id, product.id) : false;
  return toProductDetail(product, wishlisted);
}

export async function listCategoryGroups(ctx: TAppContext) {
  const groups = await Promise.all(MODULES.map((module) => listModule(ctx.db, module, CATEGORY_GROUP_SIZE)));
  return MODULES.map((module, index) => ({
    moduleName: MODULE_DISPLAY_NAMES[module],
    module,
    data: (groups[index] ?? []).map(toCatalogueItem),
  })).filter((group) => group.data.length > 0);
}
