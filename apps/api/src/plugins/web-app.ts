import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app: files by name, and index.html for every other path that is not under /api,
 * so that the browser-history routes of the web app load on a refresh or a shared link.
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
      setHeaders: (res, filePath) => {
        // Vite names built assets by content hash: they never change under the same name.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isServerPath = ['/api', '/media/', '/uploads/'].some((prefix) => url.startsWith(prefix));
    if (isServerPath || request.method !== 'GET') {
      return reply.code(404).send({ status: 0, message: `Unknown call: ${request.method} ${url}` });
    }
    if (!hasBuild) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
