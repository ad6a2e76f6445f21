import crypto from 'node:crypto';
import { PARTNER_DESK_MESSAGES as M } from '@rihla/shared/messages/partners';
import {
  PARTNER_WEBHOOKS_MAX,
  type TCreatePartnerWebhookRequest,
  type TOperatorPartner,
  type TOperatorPartnerKey,
  type TPartnerData,
  type TPartnerFields,
  type TPartnerWebhookEvent,
  type TSetPartnerProductsRequest,
  type TUpdatePartnerRequest,
} from '@rihla/shared/schemas/operator-partners';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import type { TPartnerApiKeyRow, TPartnerRow, TPartnerWebhookRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { CACHE_TAGS } from '../../lib/tagged-cache.js';
import { changedFields, insertAuditEntry } from '../audit/index.js';
import { findBookingProducts } from '../catalogue/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import { listAgentRows, listPartnerPaymentRows } from './agency.repository.js';
import { makePartnerKey } from './api-keys.js';
import {
  findPartnerKeyRow,
  findPartnerRow,
  insertPartner,
  insertPartnerKey,
  insertPartnerWebhook,
  listDeliveryCounts,
  listPartnerCounts,
  listPartnerKeyRows,
  listPartnerProductRows,
  listPartnerRows,
  listPartnerWebhookRows,
  replacePartnerProducts,
  revokePartnerKeyRow,
  revokePartnerWebhookRow,
  type TPartnerCounts,
  type TPartnerValues,
  touchPartner,
  updatePartnerRow,
} from './partners.repository.js';
import { partnerBalance, paymentOf } from './terms.js';
import { refusalOfWebhookUrl } from './webhook-address.js';

const NO_COUNTS: TPartnerCounts = { productCount: 0, activeKeyCount: 0 };

function valuesOf(fields: TPartnerFields): TPartnerValues {
  return {
    name: fields.name,
    kind: fields.kind,
    contact_email: fields.contactEmail === '' ? null : fields.contactEmail,
    status: fields.status,
    rate_kind: fields.rateKind,
    commission_bp: fields.rateKind === 'net' ? 0 : fields.commissionBp,
    rate_limit_per_minute: fields.rateLimitPerMinute,
    widget_origins: JSON.stringify(fields.widgetOrigins),
    credit_limit_fils: fields.creditLimitFils,
  };
}

function fieldsOf(row: TPartnerRow): TPartnerFields {
  return {
    name: row.name,
    kind: row.kind,
    contactEmail: row.contact_email ?? '',
    status: row.status,
    rateKind: row.rate_kind,
    commissionBp: row.commission_bp,
    rateLimitPerMinute: row.rate_limit_per_minute,
    widgetOrigins: JSON.parse(row.widget_origins) as string[],
    creditLimitFils: row.credit_limit_fils,
  };
}

function partnerOf(row: TPartnerRow, counts: TPartnerCounts): TOperatorPartner {
  return { id: row.id, ...fieldsOf(row), ...counts, createdAt: row.created_at, updatedAt: row.updated_at };
}

export function keyOf(row: TPartnerApiKeyRow): TOperatorPartnerKey {
  return {
    id: row.id,
    label: row.label,
    prefix: row.key_prefix,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

export function webhookOf(row: TPartnerWebhookRow, counts = { pendingCount: 0, failedCount: 0 }) {
  return {
    id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as TPartnerWebhookEvent[],
    secret: row.secret,
    createdAt: row.created_at,
    ...counts,
  };
}

/** operator/listPartners: every partner by name, with its product and live key counts. */
export async function listPartners(ctx: TAppContext) {
  const [rows, counts] = await Promise.all([listPartnerRows(ctx.db), listPartnerCounts(ctx.db)]);
  return { partners: rows.map((row) => partnerOf(row, counts.get(row.id) ?? NO_COUNTS)) };
}

export async function requirePartner(db: TDb, id: string): Promise<TPartnerRow> {
  const row = await findPartnerRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', M.notFound, { refusal: 'partner.not_found' });
  return row;
}

/** operator/viewPartner: the partner, its keys (prefixes only), its products with their prices, its webhooks. */
export async function viewPartner(ctx: TAppContext, id: string): Promise<TPartnerData> {
  const row = await requirePartner(ctx.db, id);
  const [counts, keys, productRows, webhooks, deliveryCounts, agents, payments, balance] = await Promise.all([
    listPartnerCounts(ctx.db, id),
    listPartnerKeyRows(ctx.db, id),
    listPartnerProductRows(ctx.db, id),
    listPartnerWebhookRows(ctx.db, id),
    listDeliveryCounts(ctx.db, id),
    listAgentRows(ctx.db, id),
    listPartnerPaymentRows(ctx.db, id),
    partnerBalance(ctx, row),
  ]);
  const products = await findBookingProducts(
    ctx.db,
    productRows.map((product) => product.product_id),
  );
  return {
    partner: partnerOf(row, counts.get(id) ?? NO_COUNTS),
    keys: keys.map(keyOf),
    products: productRows.map((product) => {
      const terms = products.get(product.product_id);
      const extra = (kind: 'child' | 'infant') =>
        terms?.pricing.extraTypes.find((type) => type.kind === kind)?.priceFils ?? null;
      return {
        productId: product.product_id,
        title: terms?.title ?? product.product_id,
        retailFils: { adult: terms?.pricing.adultPriceFils ?? 0, child: extra('child'), infant: extra('infant') },
        netPrices: product.net_prices === null ? null : JSON.parse(product.net_prices),
      };
    }),
    webhooks: webhooks.map((webhook) => webhookOf(webhook, deliveryCounts.get(webhook.id))),
    agents: agents.map((agent) => ({
      userId: agent.user_id,
      name: `${agent.first_name} ${agent.last_name}`.trim(),
      email: agent.email,
      phone: `${agent.country} ${agent.phone_number}`.trim(),
      createdAt: agent.created_at,
    })),
    payments: payments.map(paymentOf),
    balance,
  };
}

function audit(
  operator: TOperatorAuth,
  at: string,
  partnerId: string,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  return { at, operatorId: operator.id, action, objectType: 'partner', objectId: partnerId, before, after };
}

/**
 * One write to a partner's keys, products or webhooks, in one transaction: the partner must exist (404), `change`
 * writes and answers what to record, the partner's updated_at moves, and the audit log records `action`.
 */
export async function writeToPartner<T>(
  ctx: TAppContext,
  operator: TOperatorAuth,
  partnerId: string,
  action: string,
  change: (
    trx: TDb,
    partner: TPartnerRow,
    now: string,
  ) => Promise<{ before: Record<string, unknown> | null; after: Record<string, unknown>; answer: T }>,
): Promise<T> {
  const now = isoNow(ctx.clock);
  return ctx.db.transaction().execute(async (trx) => {
    const partner = await requirePartner(trx, partnerId);
    const { before, after, answer } = await change(trx, partner, now);
    await touchPartner(trx, partnerId, now);
    await insertAuditEntry(trx, audit(operator, now, partnerId, action, before, after));
    return answer;
  });
}

/** operator/createPartner. */
export async function createPartner(
  ctx: TAppContext,
  operator: TOperatorAuth,
  fields: TPartnerFields,
): Promise<TPartnerData> {
  const id = newId();
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    await insertPartner(trx, id, valuesOf(fields), now);
    const created = await requirePartner(trx, id);
    await insertAuditEntry(trx, audit(operator, now, id, 'partner.create', null, fieldsOf(created)));
  });
  // The widget remembers a partner's origins per process (decision 129), an unknown id's absence too.
  await ctx.caches.invalidate([CACHE_TAGS.partner(id)]);
  return viewPartner(ctx, id);
}

/** operator/updatePartner: every field; suspending a partner is setting its status. */
export async function updatePartner(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: TUpdatePartnerRequest,
): Promise<TPartnerData> {
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await requirePartner(trx, request.id);
    await updatePartnerRow(trx, request.id, valuesOf(request.fields), now);
    const after = await requirePartner(trx, request.id);
    const changed = changedFields(fieldsOf(before), fieldsOf(after));
    await insertAuditEntry(trx, audit(operator, now, request.id, 'partner.update', changed.before, changed.after));
  });
  // Its widget's framing origins and standing, remembered by every API process (decision 129), change at once.
  await ctx.caches.invalidate([CACHE_TAGS.partner(request.id)]);
  return viewPartner(ctx, request.id);
}

/**
 * operator/setPartnerProducts: what the partner may sell, all replaced. Every product must exist; a partner on net
 * prices needs at least an adult net price for each (a child or infant without one is paid at retail).
 */
export async function setPartnerProducts(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: TSetPartnerProductsRequest,
): Promise<TPartnerData> {
  await writeToPartner(ctx, operator, request.id, 'partner.setProducts', async (trx, partner) => {
    const known = await findBookingProducts(
      trx,
      request.products.map((product) => product.productId),
    );
    const unknown = request.products.find((product) => !known.has(product.productId));
    if (unknown) {
      throw new AppError('BAD_REQUEST', M.noSuchProduct(unknown.productId), {
        refusal: 'partner.no_such_product',
        field: 'products',
      });
    }
    if (partner.rate_kind === 'net' && request.products.some((product) => product.netPrices?.adult === undefined)) {
      throw new AppError('BAD_REQUEST', M.netPriceNeeded, { refusal: 'partner.net_price_needed', field: 'products' });
    }
    const before = await listPartnerProductRows(trx, request.id);
    const rows = request.products.map((product) => ({
      productId: product.productId,
      netPrices: partner.rate_kind === 'net' && product.netPrices ? JSON.stringify(product.netPrices) : null,
    }));
    await replacePartnerProducts(trx, request.id, rows);
    const shown = (list: ReadonlyArray<{ productId: string; netPrices: string | null }>) =>
      list.map((product) => (product.netPrices ? `${product.productId} ${product.netPrices}` : product.productId));
    return {
      before: { products: shown(before.map((row) => ({ productId: row.product_id, netPrices: row.net_prices }))) },
      after: { products: shown(rows) },
      answer: null,
    };
  });
  return viewPartner(ctx, request.id);
}

/** operator/createPartnerKey: the whole key is answered this once; only its hash and prefix are kept. */
export async function createPartnerKey(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: { id: string; label: string },
): Promise<{ key: string; apiKey: TOperatorPartnerKey }> {
  const made = makePartnerKey();
  const row = await writeToPartner(ctx, operator, request.id, 'partner.createKey', async (trx, _partner, now) => {
    const key: TPartnerApiKeyRow = {
      id: newId(),
      partner_id: request.id,
      label: request.label,
      key_hash: made.keyHash,
      key_prefix: made.keyPrefix,
      created_at: now,
      created_by: operator.id,
      last_used_at: null,
      revoked_at: null,
    };
    await insertPartnerKey(trx, key);
    return { before: null, after: { keyId: key.id, label: key.label, prefix: key.key_prefix }, answer: key };
  });
  return { key: made.key, apiKey: keyOf(row) };
}

/** operator/revokePartnerKey: 404 for a key of another partner or one revoked already. */
export async function revokePartnerKey(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: { id: string; keyId: string },
): Promise<TPartnerData> {
  await writeToPartner(ctx, operator, request.id, 'partner.revokeKey', async (trx, _partner, now) => {
    const key = await findPartnerKeyRow(trx, request.id, request.keyId);
    if (!key || !(await revokePartnerKeyRow(trx, request.id, request.keyId, now))) {
      throw new AppError('NOT_FOUND', M.keyNotFound);
    }
    return {
      before: { keyId: key.id, label: key.label, prefix: key.key_prefix, revokedAt: null },
      after: { revokedAt: now },
      answer: null,
    };
  });
  return viewPartner(ctx, request.id);
}

/** A webhook's signing secret: 32 random bytes, in the form partners are told to expect. */
function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64url')}`;
}

/** operator/createPartnerWebhook: a new endpoint with its own signing secret. */
export async function createPartnerWebhook(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: TCreatePartnerWebhookRequest,
): Promise<TPartnerData> {
  // The same address rule as a reseller's own (decision 127): nothing on this machine or a private network. Looked
  // up before the write's transaction (a DNS answer may take a while), once the partner is known to exist.
  await requirePartner(ctx.db, request.id);
  if ((await refusalOfWebhookUrl(request.url, ctx.config.isWebhookLoopbackAllowed)) !== null) {
    throw new AppError('BAD_REQUEST', M.webhookNotPublic, { field: 'url' });
  }
  await writeToPartner(ctx, operator, request.id, 'partner.createWebhook', async (trx, _partner, now) => {
    if ((await listPartnerWebhookRows(trx, request.id)).length >= PARTNER_WEBHOOKS_MAX) {
      throw new AppError('BAD_REQUEST', M.tooManyWebhooks, { field: 'url' });
    }
    const row: TPartnerWebhookRow = {
      id: newId(),
      partner_id: request.id,
      url: request.url,
      secret: newWebhookSecret(),
      events: JSON.stringify(request.events),
      created_at: now,
      revoked_at: null,
      origin: 'desk',
      retry_on_error: 1,
    };
    await insertPartnerWebhook(trx, row);
    return { before: null, after: { webhookId: row.id, url: row.url, events: request.events }, answer: null };
  });
  await ctx.caches.invalidate([CACHE_TAGS.webhooks]);
  return viewPartner(ctx, request.id);
}

/** operator/revokePartnerWebhook: nothing more is sent to it; its waiting deliveries are given up. */
export async function revokePartnerWebhook(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: { id: string; webhookId: string },
): Promise<TPartnerData> {
  await writeToPartner(ctx, operator, request.id, 'partner.revokeWebhook', async (trx, _partner, now) => {
    if (!(await revokePartnerWebhookRow(trx, request.id, request.webhookId, now))) {
      throw new AppError('NOT_FOUND', M.webhookNotFound);
    }
    return { before: { webhookId: request.webhookId, revokedAt: null }, after: { revokedAt: now }, answer: null };
  });
  await ctx.caches.invalidate([CACHE_TAGS.webhooks]);
  return viewPartner(ctx, request.id);
}

/**
 * A partner written whole without the desk (the demo's reseller, tests): its row, one key (hash and prefix only)
 * and the products it may sell, in the caller's transaction or database. The partners module owns every partner
 * insert; the OCTO module only reads them.
 */
export async function seedPartner(
  db: TDb,
  partner: { id: string; values: TPartnerValues; now: string },
  key: { id: string; label: string; keyHash: string; keyPrefix: string } | null,
  products: ReadonlyArray<{ productId: string; netPrices: Record<string, number> | null }>,
): Promise<void> {
  await insertPartner(db, partner.id, partner.values, partner.now);
  if (key)
    await insertPartnerKey(db, {
      id: key.id,
      partner_id: partner.id,
      label: key.label,
      key_hash: key.keyHash,
      key_prefix: key.keyPrefix,
      created_at: partner.now,
      created_by: null,
      last_used_at: null,
      revoked_at: null,
    });
  await replacePartnerProducts(
    db,
    partner.id,
    products.map((row) => ({
      productId: row.productId,
      netPrices: row.netPrices ? JSON.stringify(row.netPrices) : null,
    })),
  );
}
