import { arabicTextsOf, inLanguage } from '@rihla/shared/rules/content-language';
import { todayInDubai } from '@rihla/shared/rules/time';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { CACHE_TAGS } from '../../lib/tagged-cache.js';
import {
  BANNER_ARABIC_COLUMNS,
  listBanners,
  listFeatured,
  listFiltered,
  searchProducts,
  toCatalogueItem,
} from './catalogue.repository.js';
import { listCategoryGroups, type TIsFavourite, viewDetail } from './catalogue.service.js';

/** The search dropdown shows this many results at most. */
const SEARCH_RESULT_LIMIT = 20;

/** The answer of a catalogue read depends only on its validated body (decision 013). */
const byBody = ({ body }: { body: unknown }) => JSON.stringify(body);
/** Lists of products change with any product write: a price or a title can move a product in or out of them. */
const listsOfProducts = { cacheKey: byBody, cacheTags: [CACHE_TAGS.productLists] } as const;

export interface TCatalogueRoutesOptions {
  isFavourite: TIsFavourite;
}

export async function catalogueRoutes(app: FastifyInstance, { isFavourite }: TCatalogueRoutesOptions): Promise<void> {
  const { db } = app.ctx;

  defineCall(
    app,
    'users/search',
    async ({ body, language }) => {
      const rows = await searchProducts(db, body.title, SEARCH_RESULT_LIMIT);
      return { data: rows.map((row) => toCatalogueItem(row, language)) };
    },
    listsOfProducts,
  );

  defineCall(
    app,
    'users/listBanner',
    async ({ language }) => {
      const rows = await listBanners(db, todayInDubai(app.ctx.clock.now()));
      return {
        data: rows.map((row) => ({
          imageUrl: row.image_url,
          pageUrl: `${app.ctx.config.publicUrl}${row.page_path}`,
          alt: inLanguage(language, row.alt_text, arabicTextsOf(row.ar, BANNER_ARABIC_COLUMNS).alt_text),
        })),
      };
    },
    // NOTE: a banner whose first or last day starts at midnight shows or goes when this answer's time limit ends
    // (30 s, like every cached answer): no write happens then to clear it.
    { cacheKey: byBody, cacheTags: [CACHE_TAGS.banners] },
  );

  defineCall(
    app,
    'users/filteredList',
    async ({ body, language }) => {
      const rows = await listFiltered(db, body);
      return { data: rows.map((row) => toCatalogueItem(row, language)) };
    },
    listsOfProducts,
  );

  defineCall(
    app,
    'homepage/featuredData',
    async ({ body, language }) => {
      const flag = body.most_popular === 1 ? 'most_popular' : 'explore_uae';
      const rows = await listFeatured(db, flag, body.limit, body.page);
      return { data: rows.map((row) => toCatalogueItem(row, language)) };
    },
    listsOfProducts,
  );

  defineCall(
    app,
    'homepage/categoryData',
    async ({ language }) => ({ data: await listCategoryGroups(app.ctx, language) }),
    listsOfProducts,
  );

  // isWishlisted differs per shopper: only a visitor's answer is cached.
  defineCall(
    app,
    'users/viewDetail',
    async ({ body, user, language }) => ({
      data: await viewDetail(app.ctx, isFavourite, user, body.module, body.planId, language),
    }),
    {
      cacheKey: ({ body, user }) => (user ? null : byBody({ body })),
      cacheTags: ({ body }) => [CACHE_TAGS.product(body.planId)],
    },
  );
}
