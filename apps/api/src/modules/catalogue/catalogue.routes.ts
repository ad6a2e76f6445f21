import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { listBanners, listFeatured, listFiltered, searchProducts, toCatalogueItem } from './catalogue.repository.js';
import { listCategoryGroups, viewDetail } from './catalogue.service.js';

/** The search dropdown shows this many results at most. */
const SEARCH_RESULT_LIMIT = 20;

/** The answer of a catalogue read depends only on its validated body (decision 013). */
const byBody = ({ body }: { body: unknown }) => JSON.stringify(body);

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  defineCall(
    app,
    'users/search',
    async ({ body }) => {
      const rows = await searchProducts(db, body.title, SEARCH_RESULT_LIMIT);
      return { data: rows.map(toCatalogueItem) };
    },
    { cacheKey: byBody },
  );

  defineCall(
    app,
    'users/listBanner',
    async () => {
      const rows = await listBanners(db);
      return {
        data: rows.map((row) => ({ imageUrl: row.image_url, pageUrl: `${app.ctx.config.publicUrl}${row.page_path}` })),
      };
    },
    { cacheKey: byBody },
  );

  defineCall(
    app,
    'users/filteredList',
    async ({ body }) => {
      const rows = await listFiltered(db, body);
      return { data: rows.map(toCatalogueItem) };
    },
    { cacheKey: byBody },
  );

  defineCall(
    app,
    'homepage/featuredData',
    async ({ body }) => {
      const flag = body.most_popular === 1 ? 'most_popular' : 'explore_uae';
      const rows = await listFeatured(db, flag, body.limit, body.page);
      return { data: rows.map(toCatalogueItem) };
    },
    { cacheKey: byBody },
  );

  defineCall(app, 'homepage/categoryData', async () => ({ data: await listCategoryGroups(app.ctx) }), {
    cacheKey: byBody,
  });

  // isWishlisted differs per shopper: only a visitor's answer is cached.
  defineCall(
    app,
    'users/viewDetail',
    async ({ body, user }) => ({ data: await viewDetail(app.ctx, user, body.module, body.planId) }),
    { cacheKey: ({ body, user }) => (user ? null : byBody({ body })) },
  );
}
