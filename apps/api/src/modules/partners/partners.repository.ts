// The partners desk's SQL (issue 39, decision 122): partners, their keys, products, webhooks and deliveries, and
// the orders a statement adds up. The OCTO API's own reads of keys and bookings stay in modules/octo.
import type { TDb } from '../../db/database.js';
import {
  PARTNER_DELIVERY_TRANSITIONS,
  type TPartnerApiKeyRow,
  type TPartnerDeliveryRow,
  type TPartnerRow,
  type TPartnerWebhookRow,
} from '../../db/tables/schema.js';
import { checkedMove } from '../../lib/transitions.js';

export type TPartnerValues = Pick<
  TPartnerRow,
  | 'name'
  | 'kind'
  | 'contact_email'
  | 'status'
  | 'rate_kind'
  | 'commission_bp'
  | 'rate_limit_per_minute'
  | 'widget_origins'
  | 'credit_limit_fils'
>;

export interface TPartnerCounts {
  productCount: number;
  activeKeyCount: number;
}

export function listPartnerRows(db: TDb): Promise<TPartnerRow[]> {
  return db.selectFrom('partners').selectAll().orderBy('name').orderBy('id').execute();
}

export function findPartnerRow(db: TDb, id: string): Promise<TPartnerRow | undefined> {
  return db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Products and live keys per partner (every partner when none is named). */
export async function listPartnerCounts(db: TDb, partnerId?: string): Promise<Map<string, TPartnerCounts>> {
  let products = db
    .selectFrom('partner_products')
    .select((eb) => ['partner_id', eb.fn.countAll<number | string>().as('n')])
    .groupBy('partner_id');
  let keys = db
    .selectFrom('partner_api_keys')
    .select((eb) => ['partner_id', eb.fn.countAll<number | string>().as('n')])
    .where('revoked_at', 'is', null)
    .groupBy('partner_id');
  if (partnerId) {
    products = products.where('partner_id', '=', partnerId);
    keys = keys.where('partner_id', '=', partnerId);
  }
  const [productRows, keyRows] = await Promise.all([products.execute(), keys.execute()]);
  const counts = new Map<string, TPartnerCounts>();
  const of = (id: string) => {
    const found = counts.get(id) ?? { productCount: 0, activeKeyCount: 0 };
    counts.set(id, found);
    return found;
  };
  for (const row of productRows) of(row.partner_id).productCount = Number(row.n);
  for (const row of keyRows) of(row.partner_id).activeKeyCount = Number(row.n);
  return counts;
}

export async function insertPartner(db: TDb, id: string, values: TPartnerValues, now: string): Promise<void> {
  await db
    .insertInto('partners')
    .values({ id, ...values, user_id: null, created_at: now, updated_at: now })
    .execute();
}

export async function updatePartnerRow(db: TDb, id: string, values: TPartnerValues, now: string): Promise<void> {
  await db
    .updateTable('partners')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function touchPartner(db: TDb, id: string, now: string): Promise<void> {
  await db.updateTable('partners').set({ updated_at: now }).where('id', '=', id).execute();
}

export function listPartnerKeyRows(db: TDb, partnerId: string): Promise<TPartnerApiKeyRow[]> {
  return db
    .selectFrom('partner_api_keys')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertPartnerKey(db: TDb, row: TPartnerApiKeyRow): Promise<void> {
  await db.insertInto('partner_api_keys').values(row).execute();
}

/** Revokes a live key of the partner; false when there is none (revoked already, or another partner's). */
export async function revokePartnerKeyRow(db: TDb, partnerId: string, keyId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('partner_api_keys')
    .set({ revoked_at: now })
    .where('id', '=', keyId)
    .where('partner_id', '=', partnerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findPartnerKeyRow(db: TDb, partnerId: string, keyId: string) {
  return db
    .selectFrom('partner_api_keys')
    .selectAll()
    .where('id', '=', keyId)
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
}

export function listPartnerProductRows(db: TDb, partnerId: string) {
  return db
    .selectFrom('partner_products')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .orderBy('product_id')
    .execute();
}

/** The partner's products, all replaced by `rows`. */
export async function replacePartnerProducts(
  db: TDb,
  partnerId: string,
  rows: ReadonlyArray<{ productId: string; netPrices: string | null }>,
): Promise<void> {
  await db.deleteFrom('partner_products').where('partner_id', '=', partnerId).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('partner_products')
    .values(rows.map((row) => ({ partner_id: partnerId, product_id: row.productId, net_prices: row.netPrices })))
    .execute();
}

/** A partner's live webhooks, oldest first. */
export function listPartnerWebhookRows(db: TDb, partnerId: string): Promise<TPartnerWebhookRow[]> {
  return db
    .selectFrom('partner_webhooks')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findPartnerWebhookRow(
  db: TDb,
  partnerId: string,
  webhookId: string,
): Promise<TPartnerWebhookRow | undefined> {
  return db
    .selectFrom('partner_webhooks')
    .selectAll()
    .where('id', '=', webhookId)
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
}

export async function insertPartnerWebhook(db: TDb, row: TPartnerWebhookRow): Promise<void> {
  await db.insertInto('partner_webhooks').values(row).execute();
}

/** Removes a live webhook of the partner; false when there is none. Its waiting deliveries are given up. */
export async function revokePartnerWebhookRow(
  db: TDb,
  partnerId: string,
  webhookId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('partner_webhooks')
    .set({ revoked_at: now })
    .where('id', '=', webhookId)
    .where('partner_id', '=', partnerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('partner_webhook_deliveries')
    .set({ status: 'failed', last_error: 'The webhook was removed' })
    .where('webhook_id', '=', webhookId)
    .where('status', 'in', checkedMove(PARTNER_DELIVERY_TRANSITIONS, ['pending'], 'failed'))
    .execute();
  return true;
}

/** Waiting and given-up deliveries per webhook of a partner. */
export async function listDeliveryCounts(db: TDb, partnerId: string) {
  const rows = await db
    .selectFrom('partner_webhook_deliveries')
    .innerJoin('partner_webhooks', 'partner_webhooks.id', 'partner_webhook_deliveries.webhook_id')
    .select((eb) => [
      'partner_webhook_deliveries.webhook_id',
      'partner_webhook_deliveries.status',
      eb.fn.countAll<number | string>().as('n'),
    ])
    .where('partner_webhooks.partner_id', '=', partnerId)
    .where('partner_webhook_deliveries.status', 'in', ['pending', 'failed'])
    .groupBy(['partner_webhook_deliveries.webhook_id', 'partner_webhook_deliveries.status'])
    .execute();
  const counts = new Map<string, { pendingCount: number; failedCount: number }>();
  for (const row of rows) {
    const entry = counts.get(row.webhook_id) ?? { pendingCount: 0, failedCount: 0 };
    if (row.status === 'pending') entry.pendingCount = Number(row.n);
    else entry.failedCount = Number(row.n);
    counts.set(row.webhook_id, entry);
  }
  return counts;
}

/** The live webhooks of a partner that subscribe to `event`. */
export async function listSubscribedWebhooks(db: TDb, partnerId: string, event: string) {
  const rows = await listPartnerWebhookRows(db, partnerId);
  return rows.filter((row) => (JSON.parse(row.events) as string[]).includes(event));
}

export async function insertDeliveries(db: TDb, rows: TPartnerDeliveryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('partner_webhook_deliveries').values(rows).execute();
}

export function listDeliveryRows(db: TDb, webhookId: string, limit: number): Promise<TPartnerDeliveryRow[]> {
  return db
    .selectFrom('partner_webhook_deliveries')
    .selectAll()
    .where('webhook_id', '=', webhookId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A delivery of one of the partner's webhooks. */
export function findPartnerDeliveryRow(db: TDb, partnerId: string, deliveryId: string) {
  return db
    .selectFrom('partner_webhook_deliveries')
    .innerJoin('partner_webhooks', 'partner_webhooks.id', 'partner_webhook_deliveries.webhook_id')
    .selectAll('partner_webhook_deliveries')
    .select(['partner_webhooks.revoked_at'])
    .where('partner_webhook_deliveries.id', '=', deliveryId)
    .where('partner_webhooks.partner_id', '=', partnerId)
    .executeTakeFirst();
}

/** The deliveries due at `now`, oldest first, with their endpoint. */
export function listDueDeliveries(db: TDb, now: string, limit: number) {
  return db
    .selectFrom('partner_webhook_deliveries')
    .innerJoin('partner_webhooks', 'partner_webhooks.id', 'partner_webhook_deliveries.webhook_id')
    .selectAll('partner_webhook_deliveries')
    .select([
      'partner_webhooks.url',
      'partner_webhooks.secret',
      'partner_webhooks.origin',
      'partner_webhooks.retry_on_error',
    ])
    .where('partner_webhook_deliveries.status', '=', 'pending')
    .where('partner_webhook_deliveries.next_attempt_at', '<=', now)
    .orderBy('partner_webhook_deliveries.next_attempt_at')
    .orderBy('partner_webhook_deliveries.id')
    .limit(limit)
    .execute();
}
export type TDueDelivery = Awaited<ReturnType<typeof listDueDeliveries>>[number];

/**
 * Claims a due delivery for one attempt by moving its next attempt to `leaseUntil`: only the worker whose update
 * matched the time it read sends it; another worker (or a crash) sees it due again once the lease has passed.
 */
export async function claimDelivery(db: TDb, id: string, dueAt: string, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('partner_webhook_deliveries')
    .set({ next_attempt_at: leaseUntil })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '=', dueAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markDeliveryDelivered(
  db: TDb,
  id: string,
  attempt: { attempts: number; statusCode: number; at: string },
): Promise<void> {
  await db
    .updateTable('partner_webhook_deliveries')
    .set({
      status: 'delivered',
      attempts: attempt.attempts,
      last_status_code: attempt.statusCode,
      last_error: null,
      delivered_at: attempt.at,
    })
    .where('id', '=', id)
    .where('status', 'in', checkedMove(PARTNER_DELIVERY_TRANSITIONS, ['pending'], 'delivered'))
    .execute();
}

/** A failed attempt: tried again at `retryAt`, or given up (`failed`) when there is none. */
export async function markDeliveryAttemptFailed(
  db: TDb,
  id: string,
  attempt: { attempts: number; statusCode: number | null; error: string; retryAt: string | null },
): Promise<void> {
  const from = attempt.retryAt
    ? ['pending' as const]
    : checkedMove(PARTNER_DELIVERY_TRANSITIONS, ['pending'], 'failed');
  await db
    .updateTable('partner_webhook_deliveries')
    .set({
      status: attempt.retryAt ? 'pending' : 'failed',
      attempts: attempt.attempts,
      last_status_code: attempt.statusCode,
      last_error: attempt.error.slice(0, 500),
      ...(attempt.retryAt ? { next_attempt_at: attempt.retryAt } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', from)
    .execute();
}

/** A delivered or failed delivery due again at `now`, with a fresh round of attempts. */
export async function requeueDelivery(db: TDb, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('partner_webhook_deliveries')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, delivered_at: null })
    .where('id', '=', id)
    .where('status', 'in', checkedMove(PARTNER_DELIVERY_TRANSITIONS, ['delivered', 'failed'], 'pending'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The partner's orders booked in [startIso, endIso) (all of them when no range is given), oldest first; failed ones
 * (never sold) left out. `on_account`: paid by the partner on account (provider 'partner'), not by the shopper.
 */
export function listPartnerOrders(db: TDb, partnerId: string, startIso?: string, endIso?: string) {
  let query = db
    .selectFrom('orders')
    .leftJoin('payments', 'payments.id', 'orders.payment_id')
    .select([
      'orders.id',
      'orders.reference',
      'orders.partner_reference',
      'orders.partner_channel',
      'orders.partner_terms',
      'orders.status',
      'orders.items',
      'orders.subtotal_fils',
      'orders.discount_fils',
      'orders.amount_paid_fils',
      'orders.refunded_fils',
      'orders.created_at',
      'payments.provider',
    ])
    .where('orders.partner_id', '=', partnerId)
    .where('orders.status', '!=', 'failed');
  if (startIso) query = query.where('orders.created_at', '>=', startIso);
  if (endIso) query = query.where('orders.created_at', '<', endIso);
  return query.orderBy('orders.created_at').orderBy('orders.id').execute();
}
export type TPartnerOrderRow = Awaited<ReturnType<typeof listPartnerOrders>>[number];

/**
 * The live webhooks subscribed to availability_update of the active partners that may sell a product, with each
 * partner's rate (decision 127). One indexed query; answers nothing, cheaply, when no partner has such a webhook.
 */
export function listAvailabilityWebhooks(db: TDb, productId: string) {
  return db
    .selectFrom('partner_webhooks')
    .innerJoin('partner_products', 'partner_products.partner_id', 'partner_webhooks.partner_id')
    .innerJoin('partners', 'partners.id', 'partner_webhooks.partner_id')
    .select([
      'partner_webhooks.id as webhook_id',
      'partners.id as partner_id',
      'partners.rate_kind',
      'partners.commission_bp',
      'partner_products.net_prices',
    ])
    .where('partner_products.product_id', '=', productId)
    .where('partner_webhooks.revoked_at', 'is', null)
    .where('partner_webhooks.events', 'like', '%"availability_update"%')
    .where('partners.status', '=', 'active')
    .execute();
}

/** Whether any live webhook listens to availability_update, of any partner (decision 131's cached guard). */
export async function hasAnyAvailabilityWebhook(db: TDb): Promise<boolean> {
  const row = await db
    .selectFrom('partner_webhooks')
    .select('id')
    .where('revoked_at', 'is', null)
    .where('events', 'like', '%"availability_update"%')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Queues one delivery, or when one with the same key still waits untried for the webhook, replaces its payload:
 * a burst of changes to one departure becomes one delivery of its latest state.
 */
export async function upsertWaitingDelivery(db: TDb, row: TPartnerDeliveryRow): Promise<void> {
  const result = await db
    .updateTable('partner_webhook_deliveries')
    .set({ payload: row.payload })
    .where('webhook_id', '=', row.webhook_id)
    .where('dedupe_key', '=', row.dedupe_key)
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) await db.insertInto('partner_webhook_deliveries').values(row).execute();
}
