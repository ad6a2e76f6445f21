import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isWebPagePath } from '@rihla/shared/rules/navigation';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CachedAnswer, negotiateEncoding } from '../lib/response-cache.js';
import { buildFirstScreen, FIRST_SCREEN_MARK, firstScreenKey, renderFirstScreen } from './first-screen.js';

/**
 * Serves the built web app: files by name, and index.html for every other path that is not under /api,
 * so that the browser-history routes of the web app load on a refresh or a shared link. The home, product
 * and filter pages get index.html with their first screen (./first-screen.ts).
 */
export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const root = app.ctx.config.webDistDir;
  const hasBuild = fs.existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its scripts, styles and index.html (apps/web/build/precompress.ts).
      preCompressed: true,
      // The build writes source maps for debugging from a copy of it; they are not published (decision 021).
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders: (res, filePath) => {
        // Vite names built assets by content hash: they never change under the same name.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const template = hasBuild ? fs.readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  const hasFirstScreenMark = template.includes(FIRST_SCREEN_MARK);
  const { firstScreens } = app.ctx.caches;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isServerPath = ['/api', '/media/', '/uploads/', '/assets/'].some((prefix) => url.startsWith(prefix));
    // HEAD is answered as GET without the body (uptime checkers and crawlers ask it).
    if (isServerPath || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ status: 0, message: `Unknown call: ${request.method} ${url}` });
    }
    if (!hasBuild) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    const key = hasFirstScreenMark ? firstScreenKey(request.url) : null;
    const page = key
      ? await firstScreens
          .get(key, async () => {
            const screen = await buildFirstScreen(app.ctx.db, key);
            return screen ? new CachedAnswer(Buffer.from(renderFirstScreen(template, screen), 'utf8')) : null;
          })
          .catch((error: unknown) => {
            // The plain index.html still shows the page: a first screen is never worth a failed load.
            request.log.warn({ err: error }, 'first screen not built');
            return null;
          })
      : null;
    // Any other path gets the app, which shows its not-found page, with the status that says so.
    reply.code(isWebPagePath(url) ? 200 : 404);
    if (!page) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const { body, encoding } = page.encoded(negotiateEncoding(request.headers['accept-encoding']));
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  });
});
