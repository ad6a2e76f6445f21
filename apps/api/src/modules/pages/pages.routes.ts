import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.js';
import { CACHE_TAGS } from '../../lib/tagged-cache.js';
import { defineOperatorCall } from '../operators/index.js';
import { getPage, listPages, updatePage, viewPage } from './pages.service.js';

/** Every text of the Terms in both languages, JSON-escaped (Arabic letters may take six bytes each). */
const PAGE_BODY = { bodyLimit: 4 * 1024 * 1024 };

/** The content pages (decision 112): shoppers read one in their language; the Pages desk reads and edits both. */
export async function pagesRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  // An answer depends on its validated body and the pages alone; defineCall adds the language to the key.
  defineCall(
    app,
    'users/viewPage',
    async ({ body, language }) => ({ data: await viewPage(ctx, body.page, language) }),
    {
      cacheKey: ({ body }) => JSON.stringify(body),
      cacheTags: [CACHE_TAGS.pages],
    },
  );

  defineOperatorCall(app, 'operator/listPages', async () => ({ data: await listPages(ctx) }));
  defineOperatorCall(app, 'operator/getPage', async ({ body }) => ({ data: await getPage(ctx, body.page) }));
  defineOperatorCall(
    app,
    'operator/updatePage',
    async ({ body, operator }) => ({ data: await updatePage(ctx, operator, body) }),
    PAGE_BODY,
  );
}
