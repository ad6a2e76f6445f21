import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { CACHE_TAGS } from '../../lib/tagged-cache.js';
import { defineOperatorCall } from '../operators/index.js';
import { readPublicShop, readShop, updateShopSettings } from './shop.service.js';

/** The shop's settings (decision 071): the storefront's read, and the owners' desk. */
export async function shopRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  defineCall(app, 'shop/settings', async ({ language }) => ({ data: await readPublicShop(ctx, language) }), {
    cacheKey: () => 'shop',
    cacheTags: [CACHE_TAGS.shop],
  });
  defineOperatorCall(app, 'operator/getShopSettings', async () => ({ data: await readShop(ctx) }));
  defineOperatorCall(app, 'operator/updateShopSettings', async ({ body, operator }) => ({
    data: await updateShopSettings(ctx, operator, body),
  }));
}
