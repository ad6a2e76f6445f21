// Who is calling the OCTO API (decision 121): `Authorization: Bearer <key>`, the key found by the SHA-256 of the
// whole key. No key is UNAUTHORIZED; an unknown or revoked key, or a suspended partner, is FORBIDDEN. Its use is
// recorded (last_used_at, at most once a minute), and each partner has its own budget of requests a minute
// (partners.rate_limit_per_minute) on the counters every API process shares.
import type { TAppContext } from '../../context.js';
import { countHits, fixedWindowHit } from '../../db/rate-limit-counters.js';
import type { TPartnerRow } from '../../db/tables/schema.js';
import { isoNow } from '../../lib/clock.js';
import { hashPartnerKey, isPartnerKeyShaped } from '../partners/index.js';
import { findKeyByHash, touchKey } from './octo.repository.js';
import { OCTO_ERROR_MESSAGES, OctoError } from './octo-errors.js';

const MINUTE_MS = 60_000;

export async function authenticatePartner(ctx: TAppContext, authorization: string | undefined): Promise<TPartnerRow> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) throw new OctoError('UNAUTHORIZED', OCTO_ERROR_MESSAGES.unauthorized);
  const token = match[1] as string;
  const found = isPartnerKeyShaped(token) ? await findKeyByHash(ctx.db, hashPartnerKey(token)) : undefined;
  if (!found || found.revokedAt !== null || found.partner.status !== 'active') {
    throw new OctoError('FORBIDDEN', OCTO_ERROR_MESSAGES.forbidden);
  }
  await touchKey(ctx.db, found.keyId, isoNow(ctx.clock));
  return found.partner;
}

/** Counts one request of a partner in its minute; over its budget, a 429 with the seconds to wait. */
export async function countPartnerRequest(ctx: TAppContext, partner: TPartnerRow): Promise<void> {
  const { isEnabled, scale } = ctx.config.rateLimits;
  if (!isEnabled) return;
  const nowMs = ctx.clock.now().getTime();
  const hit = fixedWindowHit('octo#partner', partner.id, nowMs, MINUTE_MS);
  const count = (await countHits(ctx.db, [hit])).get(hit.bucket) ?? 0;
  if (count > Math.max(1, Math.round(partner.rate_limit_per_minute * scale))) {
    throw new OctoError(
      'TOO_MANY_REQUESTS',
      OCTO_ERROR_MESSAGES.tooManyRequests,
      {},
      { statusCode: 429, retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(hit.expiresAt) - nowMs) / 1000)) },
    );
  }
}
