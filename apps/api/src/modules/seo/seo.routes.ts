import type { FastifyInstance } from 'fastify';
import { negotiateEncoding } from '../../lib/response-cache.js';
import { CACHE_TAGS } from '../../lib/tagged-cache.js';
import { loadShop } from '../shop/index.js';
import { buildRobots, buildSitemap } from './sitemap.js';
import { buildThingsToDoFeed } from './things-to-do-feed.js';

/** The stable address of Google's Things to do product feed (decision 123), named in the README. */
export const THINGS_TO_DO_FEED_PATH = '/feeds/google-things-to-do.json';

/** The mark of the logo (the web app's header and tab icon), for the Organization of the home page's JSON-LD. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="512" height="512">' +
  '<rect width="32" height="32" rx="9" fill="#0f766e"/><circle cx="20" cy="12" r="5" fill="#f2b45a"/>' +
  '<path d="M3 24c4-5 8-7 13-4.5S25 21 29 18v6.5a4.5 4.5 0 0 1-4.5 4.5h-17A4.5 4.5 0 0 1 3 24.5z" fill="#fff"/>' +
  '<path d="M3 27c5-3.5 10-4 15-2s8 1.5 11 0v.5a3.5 3.5 0 0 1-3.5 3.5H7A4 4 0 0 1 3 27z" fill="#c9f4ea"/></svg>\n';

/** The sitemap, robots.txt and the logo, for search engines (decision 027). HEAD is answered as GET. */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const { config, caches } = app.ctx;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    // Computed from the database and kept like the catalogue's answers: adding or changing a product drops
    // `products`, publishing a post `blogs` (decision 017).
    const answer = await caches.responses.answer(
      'page:/sitemap.xml',
      [CACHE_TAGS.productLists, CACHE_TAGS.blogs],
      async () => Buffer.from(await buildSitemap(app.ctx.db, config.publicUrl), 'utf8'),
    );
    const { body, encoding } = answer.encoded(negotiateEncoding(request.headers['accept-encoding']));
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(body);
  });

  app.get(THINGS_TO_DO_FEED_PATH, { schema: { hide: true } }, async (request, reply) => {
    // Kept like the sitemap: any catalogue write drops `products`, a change of the shop's name `shop`; the nonce
    // is the generation's time, so the same bytes keep the same nonce until the catalogue changes.
    const answer = await caches.responses.answer(
      `page:${THINGS_TO_DO_FEED_PATH}`,
      [CACHE_TAGS.productLists, CACHE_TAGS.shop],
      async () => {
        const shop = (await loadShop(app.ctx, app.ctx.db)).settings;
        const feed = await buildThingsToDoFeed(app.ctx.db, config.publicUrl, shop.name, app.ctx.clock.now().getTime());
        return Buffer.from(JSON.stringify(feed), 'utf8');
      },
    );
    const { body, encoding } = answer.encoded(negotiateEncoding(request.headers['accept-encoding']));
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(body);
  });

  const robots = buildRobots(config.publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  app.get('/logo.svg', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(LOGO_SVG),
  );
}
