// Partners' webhooks (issue 39, decision 122): an event is queued as one delivery per subscribed endpoint, in the
// transaction of what it tells of; the messages worker POSTs each due delivery as signed JSON and retries a failure
// with backoff (1 min, 5 min, 30 min, 2 h, 12 h), then gives it up. The desk reads the log and may send one again.
import crypto from 'node:crypto';
import { PARTNER_DESK_MESSAGES as M } from '@rihla/shared/messages/partners';
import {
  PARTNER_DELIVERIES_SHOWN,
  PARTNER_WEBHOOKS_MAX,
  type TPartnerDelivery,
  type TPartnerWebhookEvent,
} from '@rihla/shared/schemas/operator-partners';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import type { TPartnerDeliveryRow, TPartnerWebhookRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { TClock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { runPeriodically } from '../../lib/periodic.js';
import { CACHE_TAGS } from '../../lib/tagged-cache.js';
import { insertAuditEntry } from '../audit/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import {
  claimDelivery,
  findPartnerDeliveryRow,
  findPartnerWebhookRow,
  hasAnyAvailabilityWebhook,
  insertDeliveries,
  insertPartnerWebhook,
  listAvailabilityWebhooks,
  listDeliveryCounts,
  listDeliveryRows,
  listDueDeliveries,
  listPartnerWebhookRows,
  listSubscribedWebhooks,
  markDeliveryAttemptFailed,
  markDeliveryDelivered,
  requeueDelivery,
  revokePartnerWebhookRow,
  type TDueDelivery,
  upsertWaitingDelivery,
} from './partners.repository.js';
import { requirePartner, webhookOf } from './partners.service.js';
import { refusalOfWebhookUrl, type TWebhookAddressRefusal } from './webhook-address.js';

/** The waits after each failed attempt; after the last, the delivery is given up. */
export const WEBHOOK_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;
/** An attempt's answer is awaited this long. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A claimed delivery is someone's for this long: longer than an attempt, short enough to recover a crash. */
const WEBHOOK_LEASE_MS = 60_000;
const CLAIM_BATCH = 20;

export const SIGNATURE_HEADER = 'x-rihla-signature';
export const TIMESTAMP_HEADER = 'x-rihla-timestamp';

/**
 * The signature of a body sent at `timestamp` (Unix seconds): `sha256=` and the hex HMAC-SHA256, under the
 * webhook's secret, of `<timestamp>.<body>`. A partner computes the same and compares, and refuses an old timestamp.
 */
export function signWebhookBody(secret: string, timestamp: number, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * Queues an event for a partner: one delivery per live endpoint subscribed to it, due at once. Call it with the
 * transaction of the change it tells of (`{ ...ctx, db: trx }`), so neither lands without the other. Answers how
 * many deliveries were queued.
 */
export async function queuePartnerEvent(
  ctx: { db: TDb; clock: TClock },
  event: { partnerId: string; event: TPartnerWebhookEvent; payload: Record<string, unknown> },
): Promise<number> {
  const webhooks = await listSubscribedWebhooks(ctx.db, event.partnerId, event.event);
  const now = isoNow(ctx.clock);
  const rows: TPartnerDeliveryRow[] = webhooks.map((webhook) => ({
    id: newId(),
    webhook_id: webhook.id,
    event: event.event,
    payload: JSON.stringify(event.payload),
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    last_status_code: null,
    last_error: null,
    created_at: now,
    delivered_at: null,
    dedupe_key: null,
  }));
  await insertDeliveries(ctx.db, rows);
  return rows.length;
}

/** What one attempt came to: a 2xx answer, or the status and reason of a failure. */
type TAttempt =
  | { isDelivered: true; statusCode: number }
  | { isDelivered: false; statusCode: number | null; error: string; isFinal?: boolean };

const NOT_PUBLIC = 'The address is not a public https address';

/**
 * The body of a delivery: the desk's envelope (id, event, createdAt, payload), or for a webhook registered through
 * OCTO the specification's own (BookingUpdate, AvailabilityUpdate: the webhook beside the booking or availability).
 */
function bodyOf(delivery: TDueDelivery): string {
  const payload = JSON.parse(delivery.payload) as Record<string, unknown>;
  if (delivery.origin === 'octo') {
    const webhook = octoWebhookOf({
      id: delivery.webhook_id,
      url: delivery.url,
      events: JSON.stringify([delivery.event]),
      retry_on_error: delivery.retry_on_error,
    });
    return JSON.stringify({ webhook, ...payload });
  }
  return JSON.stringify({ id: delivery.id, event: delivery.event, createdAt: delivery.created_at, payload });
}

async function post(delivery: TDueDelivery, now: Date, isLoopbackAllowed: boolean): Promise<TAttempt> {
  const timestamp = Math.floor(now.getTime() / 1000);
  const body = bodyOf(delivery);
  // The address is looked at again before each delivery (a reseller's or the desk's): its DNS may point elsewhere now.
  if ((await refusalOfWebhookUrl(delivery.url, isLoopbackAllowed)) !== null) {
    return { isDelivered: false, statusCode: null, error: NOT_PUBLIC, isFinal: true };
  }
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Rihla-Webhooks/1',
        'x-rihla-event': delivery.event,
        'x-rihla-delivery': delivery.id,
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signWebhookBody(delivery.secret, timestamp, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    // NOTE: the answer's body is not read beyond what closes the connection: a partner's words are not ours to keep.
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) return { isDelivered: true, statusCode: response.status };
    return { isDelivered: false, statusCode: response.status, error: `HTTP ${response.status}` };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { isDelivered: false, statusCode: null, error: `${error instanceof Error ? error.message : error}${cause}` };
  }
}

/**
 * Sends the deliveries due now, a claimed batch at a time, until none is left or `max` were tried; each attempt
 * is recorded (its status code or error), a failure due again after its backoff or given up after the last one.
 */
export async function sendDueDeliveries(
  ctx: TAppContext,
  max = 100,
  isStopping: () => boolean = () => false,
): Promise<{ delivered: number; failed: number }> {
  const result = { delivered: 0, failed: 0 };
  while (result.delivered + result.failed < max && !isStopping()) {
    const now = ctx.clock.now();
    const due = await listDueDeliveries(ctx.db, now.toISOString(), CLAIM_BATCH);
    if (due.length === 0) break;
    const leaseUntil = new Date(now.getTime() + WEBHOOK_LEASE_MS).toISOString();
    let tried = 0;
    for (const delivery of due) {
      if (isStopping() || result.delivered + result.failed >= max) break;
      if (!(await claimDelivery(ctx.db, delivery.id, delivery.next_attempt_at, leaseUntil))) continue;
      tried += 1;
      const attempt = await post(delivery, ctx.clock.now(), ctx.config.isWebhookLoopbackAllowed);
      const attempts = delivery.attempts + 1;
      if (attempt.isDelivered) {
        await markDeliveryDelivered(ctx.db, delivery.id, {
          attempts,
          statusCode: attempt.statusCode,
          at: isoNow(ctx.clock),
        });
        result.delivered += 1;
        continue;
      }
      // A webhook registered with OCTO's retryOnError false is given up after its first failure.
      const isGivenUp = attempt.isFinal === true || delivery.retry_on_error === 0;
      const wait = isGivenUp ? undefined : WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
      await markDeliveryAttemptFailed(ctx.db, delivery.id, {
        attempts,
        statusCode: attempt.statusCode,
        error: attempt.error,
        retryAt: wait === undefined ? null : new Date(ctx.clock.now().getTime() + wait).toISOString(),
      });
      result.failed += 1;
    }
    // Every due one was another worker's: the rest is theirs too.
    if (tried === 0) break;
  }
  return result;
}

/** How often the messages worker looks for due deliveries: as often as for due messages. */
export function partnerWebhooksPlugin(app: FastifyInstance): Promise<void> {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  runPeriodically(app, app.ctx.config.mail.pollMs, () => sendDueDeliveries(app.ctx, 100, () => isClosing), {
    done: (result) => {
      if (result.delivered + result.failed > 0) app.log.info(result, 'partner webhooks sent');
    },
    failed: 'partner webhooks run failed',
  });
  return Promise.resolve();
}

function deliveryOf(row: TPartnerDeliveryRow): TPartnerDelivery {
  return {
    id: row.id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
  };
}

/** operator/listPartnerDeliveries: an endpoint (live or removed) of the partner and its latest deliveries. */
export async function listPartnerDeliveries(ctx: TAppContext, request: { id: string; webhookId: string }) {
  await requirePartner(ctx.db, request.id);
  const webhook = await findPartnerWebhookRow(ctx.db, request.id, request.webhookId);
  if (!webhook) throw new AppError('NOT_FOUND', M.webhookNotFound);
  const [rows, counts] = await Promise.all([
    listDeliveryRows(ctx.db, webhook.id, PARTNER_DELIVERIES_SHOWN),
    listDeliveryCounts(ctx.db, request.id),
  ]);
  return { webhook: webhookOf(webhook, counts.get(webhook.id)), deliveries: rows.map(deliveryOf) };
}

/** operator/resendPartnerDelivery: a delivered or failed delivery of a live endpoint is due again now. */
export async function resendPartnerDelivery(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: { id: string; deliveryId: string },
) {
  const now = isoNow(ctx.clock);
  const webhookId = await ctx.db.transaction().execute(async (trx) => {
    await requirePartner(trx, request.id);
    const delivery = await findPartnerDeliveryRow(trx, request.id, request.deliveryId);
    if (!delivery || delivery.revoked_at !== null) throw new AppError('NOT_FOUND', M.deliveryNotFound);
    // A delivery still waiting is sent by the worker anyway: nothing to do, nothing recorded.
    if (delivery.status === 'pending') return delivery.webhook_id;
    await requeueDelivery(trx, delivery.id, now);
    await insertAuditEntry(trx, {
      at: now,
      operatorId: operator.id,
      action: 'partner.resendDelivery',
      objectType: 'partner',
      objectId: request.id,
      before: { deliveryId: delivery.id, status: delivery.status, attempts: delivery.attempts },
      after: { status: 'pending' },
    });
    return delivery.webhook_id;
  });
  return listPartnerDeliveries(ctx, { id: request.id, webhookId });
}

// --- Webhooks a reseller registers itself (OCTO's webhooks capability, decision 127) ----------------------------

/** A webhook as OCTO's webhooks capability answers it (octo-types src/types/Webhook.ts). */
export interface TOctoWebhook {
  id: string;
  event: TPartnerWebhookEvent;
  url: string;
  retryOnError: boolean;
  useContactLanguage: boolean;
  headers: Record<string, string>;
  capabilities: string[];
}

/** The capabilities a delivery's booking or availability is written with: all those the supplier answers. */
export const OCTO_WEBHOOK_CAPABILITIES = ['octo/pricing', 'octo/content'];

export function octoWebhookOf(row: Pick<TPartnerWebhookRow, 'id' | 'url' | 'events' | 'retry_on_error'>): TOctoWebhook {
  const [event] = JSON.parse(row.events) as TPartnerWebhookEvent[];
  return {
    id: row.id,
    event: event ?? 'booking_update',
    url: row.url,
    retryOnError: row.retry_on_error === 1,
    useContactLanguage: false,
    headers: {},
    capabilities: OCTO_WEBHOOK_CAPABILITIES,
  };
}

/** The live webhooks a partner registered through OCTO (those the desk made are the operator's, not listed). */
export async function listOctoWebhooks(ctx: TAppContext, partnerId: string): Promise<TOctoWebhook[]> {
  const rows = await listPartnerWebhookRows(ctx.db, partnerId);
  return rows.filter((row) => row.origin === 'octo').map(octoWebhookOf);
}

/**
 * Registers a reseller's webhook (origin 'octo') with its own signing secret, audited as the partner's write; the
 * address must pass refusalOfWebhookUrl. Answers the webhook and its secret, or why it was refused.
 */
export async function createOctoWebhook(
  ctx: TAppContext,
  partnerId: string,
  request: { url: string; event: TPartnerWebhookEvent; retryOnError: boolean },
): Promise<{ webhook: TOctoWebhook; secret: string } | { refusal: TWebhookAddressRefusal | 'tooMany' }> {
  const refusal = await refusalOfWebhookUrl(request.url, ctx.config.isWebhookLoopbackAllowed);
  if (refusal) return { refusal };
  const now = isoNow(ctx.clock);
  const row: TPartnerWebhookRow = {
    id: newId(),
    partner_id: partnerId,
    url: request.url,
    secret: `whsec_${crypto.randomBytes(32).toString('base64url')}`,
    events: JSON.stringify([request.event]),
    created_at: now,
    revoked_at: null,
    origin: 'octo',
    retry_on_error: request.retryOnError ? 1 : 0,
  };
  const isAdded = await ctx.db.transaction().execute(async (trx) => {
    if ((await listPartnerWebhookRows(trx, partnerId)).length >= PARTNER_WEBHOOKS_MAX) return false;
    await insertPartnerWebhook(trx, row);
    await insertAuditEntry(trx, {
      at: now,
      operatorId: null,
      action: 'partner.octoCreateWebhook',
      objectType: 'partner',
      objectId: partnerId,
      before: null,
      after: { webhookId: row.id, url: row.url, event: request.event, retryOnError: request.retryOnError },
    });
    return true;
  });
  if (isAdded) await ctx.caches.invalidate([CACHE_TAGS.webhooks]);
  return isAdded ? { webhook: octoWebhookOf(row), secret: row.secret } : { refusal: 'tooMany' };
}

/** Removes a reseller's own webhook; false when it has no live one by that id. Its waiting deliveries are given up. */
export async function deleteOctoWebhook(ctx: TAppContext, partnerId: string, webhookId: string): Promise<boolean> {
  const now = isoNow(ctx.clock);
  const isDeleted = await ctx.db.transaction().execute(async (trx) => {
    const row = await findPartnerWebhookRow(trx, partnerId, webhookId);
    if (row?.origin !== 'octo' || row.revoked_at !== null) return false;
    if (!(await revokePartnerWebhookRow(trx, partnerId, webhookId, now))) return false;
    await insertAuditEntry(trx, {
      at: now,
      operatorId: null,
      action: 'partner.octoDeleteWebhook',
      objectType: 'partner',
      objectId: partnerId,
      before: { webhookId, revokedAt: null },
      after: { revokedAt: now },
    });
    return true;
  });
  if (isDeleted) await ctx.caches.invalidate([CACHE_TAGS.webhooks]);
  return isDeleted;
}

/**
 * Queues an availability_update for a webhook under `dedupeKey` (the product and availability id): while a delivery
 * of the same key still waits untried, its payload is replaced instead (decision 127).
 */
export async function queueAvailabilityDelivery(
  ctx: { db: TDb; clock: TClock },
  delivery: { webhookId: string; dedupeKey: string; payload: Record<string, unknown> },
): Promise<void> {
  const now = isoNow(ctx.clock);
  await upsertWaitingDelivery(ctx.db, {
    id: newId(),
    webhook_id: delivery.webhookId,
    event: 'availability_update',
    payload: JSON.stringify(delivery.payload),
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    last_status_code: null,
    last_error: null,
    created_at: now,
    delivered_at: null,
    dedupe_key: delivery.dedupeKey,
  });
}

/**
 * Whether any live webhook listens to availability_update (decision 131): read once per process and kept until a
 * webhook is added or removed here or in another process (the `webhooks` tag), so a change of seats costs no query
 * while no reseller listens.
 */
export async function hasAvailabilityWebhooks(ctx: TAppContext): Promise<boolean> {
  const answer = await ctx.caches.remember('availabilityWebhooks', [CACHE_TAGS.webhooks], async () => ({
    isAny: await hasAnyAvailabilityWebhook(ctx.db),
  }));
  return answer.isAny;
}

/** The webhooks to tell of a product's availability, with each partner's rate; none when no partner listens. */
export function listAvailabilitySubscribers(db: TDb, productId: string) {
  return listAvailabilityWebhooks(db, productId);
}
