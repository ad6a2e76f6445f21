import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerCaches } from '../lib/answer-caches.js';
import { FirstScreenCache } from './first-screen.js';

/** A page's first screen reads the catalogue once per this many milliseconds at most (decision 015). */
const FIRST_SCREEN_TTL_MS = 30_000;
const FIRST_SCREEN_MAX_PAGES = 500;

/** The answer caches of one server: its response cache and first-screen pages (decision 017). */
export function createAnswerCaches(): AnswerCaches {
  return new AnswerCaches(new FirstScreenCache(FIRST_SCREEN_TTL_MS, FIRST_SCREEN_MAX_PAGES));
}

/**
 * Connects `ctx.caches` to the other processes on the same database: their writes' notices clear this process's
 * answers, and this process's writes are published to them. Closed with the server.
 */
export const answerCachePlugin = fp(async (app: FastifyInstance) => {
  const { caches, database } = app.ctx;
  const bus = await database.openCacheBus({
    onNotice: (notice) => caches.forget(notice),
    onError: (error) => app.log.warn({ err: error }, 'answer cache notices'),
  });
  caches.connect(bus, (error) => app.log.warn({ err: error }, 'answer cache notice not sent'));
  app.addHook('onClose', async () => {
    await caches.disconnect();
  });
});
