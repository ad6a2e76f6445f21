import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { countHits, deleteExpiredCounters, fixedWindowHit, type TCounterHit } from '../db/rate-limit-counters.js';
import {
  RATE_LIMITS,
  rateLimitRefusal,
  scaleRateLimits,
  type TRateLimit,
  type TRateLimitRule,
  type TRateLimitTable,
} from '../lib/rate-limits.js';
import { sign } from '../lib/signing.js';
import { normalisePhone } from '../modules/auth/index.js';

export interface TRateLimitPluginOptions {
  /** Replaces lib/rate-limits.ts's table (tests use small budgets). */
  table?: TRateLimitTable;
}

/** Ended windows are deleted at most this often per process: one extra statement a minute, not per request. */
const CLEANUP_INTERVAL_MS = 60_000;

/**
 * Applies the rate-limit table to every route registered after this plugin: an onRoute hook finds the
 * route's entry and adds one hook. It runs after the caller is known (onRequest) and before the handler does
 * any work or reads an upload: before validation for a limit counted by address alone, after it otherwise.
 * Counters live in the database (db/rate-limit-counters.ts), so several API processes share them.
 * RATE_LIMITS=off registers nothing.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: TRateLimitPluginOptions) => {
  const { config, db, clock } = app.ctx;
  if (!config.rateLimits.isEnabled) return;
  const table = scaleRateLimits(options.table ?? RATE_LIMITS, config.rateLimits.scale);
  let nextCleanupMs = 0;

  const check = (routeId: string, limit: TRateLimit): preHandlerAsyncHookHandler =>
    async function rateLimit(request: FastifyRequest) {
      const nowMs = clock.now().getTime();
      const counted: Array<{ rule: TRateLimitRule; hit: TCounterHit }> = [];
      for (const rule of limit.rules) {
        const key = keyOf(rule, request);
        if (key === null) continue;
        counted.push({
          rule,
          hit: fixedWindowHit(
            `${routeId}#${rule.per}`,
            // NOTE: keys are HMACs, so the table holds no phone number, address or account id.
            sign(config.appSecret, 'rate-limit', key).slice(0, 22),
            nowMs,
            rule.windowSeconds * 1000,
          ),
        });
      }
      if (counted.length === 0) return;

      let totals: Map<string, number>;
      try {
        totals = await countHits(
          db,
          counted.map((entry) => entry.hit),
        );
        if (nowMs >= nextCleanupMs) {
          nextCleanupMs = nowMs + CLEANUP_INTERVAL_MS;
          await deleteExpiredCounters(db, new Date(nowMs).toISOString());
        }
      } catch (error) {
        // A limit protects the service; a counter the database cannot write now must not refuse the shopper.
        request.log.warn({ err: error }, 'rate-limit counter unavailable; request let through');
        return;
      }

      let retryAfterSeconds = 0;
      for (const { rule, hit } of counted) {
        if ((totals.get(hit.bucket) ?? 0) <= rule.max) continue;
        const secondsLeft = Math.ceil((Date.parse(hit.expiresAt) - nowMs) / 1000);
        retryAfterSeconds = Math.max(retryAfterSeconds, secondsLeft);
      }
      if (retryAfterSeconds === 0) return;
      throw rateLimitRefusal(limit.what, retryAfterSeconds);
    };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // A HEAD route runs its GET's handler, so it shares the GET's budget.
      const routeId = `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
      const limit = table[routeId];
      if (!limit) continue;
      // A limit counted by address alone needs nothing from the body: it runs before validation, ahead of the
      // route's own preValidation (a cached read may be answered there, decision 013), so malformed bodies count
      // too. The others wait for the validated body (a phone number) and run before the handler.
      const stage = limit.rules.every((rule) => rule.per === 'address') ? 'preValidation' : 'preHandler';
      const existing = route[stage] ? [route[stage]].flat() : [];
      route[stage] = [check(routeId, limit), ...existing];
      return;
    }
  });
});

/** The identity a rule counts, or null when the request has none (the rule then does not apply). */
function keyOf(rule: TRateLimitRule, request: FastifyRequest): string | null {
  switch (rule.per) {
    case 'address':
      return `address:${request.ip}`;
    case 'user':
      return request.user ? `user:${request.user.id}` : `address:${request.ip}`;
    case 'phone':
      return phoneKeyOf(request);
    case 'phoneAtAddress': {
      const phone = phoneKeyOf(request);
      return phone === null ? null : `${phone}@address:${request.ip}`;
    }
    case 'email':
      return emailKeyOf(request);
    case 'emailAtAddress': {
      const email = emailKeyOf(request);
      return email === null ? null : `${email}@address:${request.ip}`;
    }
  }
}

/** The email an operator's sign-in names (as the call reads it: trimmed, lower-case), or null. */
function emailKeyOf(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | null | undefined;
  return typeof body?.email === 'string' ? `email:${body.email.trim().toLowerCase()}` : null;
}

/** The phone number a login names, or null when the body names none. */
function phoneKeyOf(request: FastifyRequest): string | null {
  const body = request.body as { country?: unknown; phone_number?: unknown } | null | undefined;
  if (typeof body?.country !== 'string' || typeof body.phone_number !== 'string') return null;
  // The same number written two ways is one key; a number that is not valid counts by its digits.
  const phone = normalisePhone(body.country, body.phone_number);
  return `phone:${phone?.e164 ?? `${body.country}:${body.phone_number.replace(/\D/g, '')}`}`;
}
