import crypto from 'node:crypto';
import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { PARTNER_DESK_MESSAGES } from '@rihla/shared/messages/partners';
import { todayInDubai } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedBooking } from '../../test/desk-orders.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { freshDates, productsOf, type TCatalogueCard } from '../../test/shopping.js';

// The partners desk (issue 39, decision 122): partners created and edited by owners and managers only, refusals
// changing nothing, API keys shown once and kept as hashes, revoked; products with net prices; every write audited.

let t: TTestApp;
let owner: TTestOperator;
let manager: TTestOperator;
let agent: TTestOperator;
let editor: TTestOperator;
let products: TCatalogueCard[];
beforeAll(async () => {
  t = await createTestApp();
  owner = await newOperator(t, 'owner', 'Partners owner');
  manager = await newOperator(t, 'manager', 'Partners manager');
  agent = await newOperator(t, 'agent', 'Partners agent');
  editor = await newOperator(t, 'editor', 'Partners editor');
  products = await productsOf(t);
});
afterAll(async () => {
  await t?.close();
});

const call = (name: Parameters<typeof operatorCall>[1], body: unknown, who: TTestOperator = manager) =>
  operatorCall(t, name, body, who.token);

export const partnerFields = (overrides: Record<string, unknown> = {}) => ({
  name: 'Desert Deals',
  kind: 'ota',
  contactEmail: 'ops@desertdeals.example',
  status: 'active',
  rateKind: 'commission',
  commissionBp: 1500,
  rateLimitPerMinute: 90,
  widgetOrigins: ['https://desertdeals.example', 'http://localhost:5173'],
  creditLimitFils: 2_500_000,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await call('operator/createPartner', { fields: partnerFields(overrides) });
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data as { partner: { id: string; name: string } & Record<string, unknown> };
}

async function countOf(
  table: 'partners' | 'partner_api_keys' | 'partner_products' | 'partner_webhooks' | 'audit_log',
): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function auditOf(objectId: string) {
  const res = await operatorCall(t, 'operator/auditLog', { objectId }, owner.token);
  expect(res.statusCode).toBe(200);
  return res.body.data.entries as Array<{
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    operator: { id: string } | null;
  }>;
}

describe('POST /api/operator/createPartner', () => {
  it('creates a partner with its fields, lists it at once and audits it', async () => {
    const { partner } = await create({ widgetOrigins: ['https://DesertDeals.example/', 'http://localhost:5173'] });
    expect(partner).toMatchObject({
      name: 'Desert Deals',
      kind: 'ota',
      contactEmail: 'ops@desertdeals.example',
      status: 'active',
      rateKind: 'commission',
      commissionBp: 1500,
      rateLimitPerMinute: 90,
      widgetOrigins: ['https://desertdeals.example', 'http://localhost:5173'],
      creditLimitFils: 2_500_000,
      productCount: 0,
      activeKeyCount: 0,
    });
    const list = await call('operator/listPartners', {}, owner);
    expect(list.body.data.partners.map((row: { id: string }) => row.id)).toContain(partner.id);
    const [entry] = await auditOf(partner.id);
    expect(entry).toMatchObject({ action: 'partner.create', before: null, operator: { id: manager.id } });
    expect(entry?.after).toMatchObject({ name: 'Desert Deals', commissionBp: 1500 });
  });

  it('refuses agents, editors and nobody, and changes nothing', async () => {
    const before = [await countOf('partners'), await countOf('audit_log')];
    for (const who of [agent, editor]) {
      const res = await call('operator/createPartner', { fields: partnerFields() }, who);
      expect(res.statusCode).toBe(403);
      expect(res.body).toEqual({ status: 0, message: OPERATOR_MESSAGES.forbidden });
    }
    const res = await operatorCall(t, 'operator/listPartners', {});
    expect(res.statusCode).toBe(401);
    expect([await countOf('partners'), await countOf('audit_log')]).toEqual(before);
  });

  it.each([
    [
      { widgetOrigins: ['http://hotel.example'] },
      'Write each site as https://name.example (http only for localhost), without a path',
    ],
    [
      { widgetOrigins: ['https://hotel.example/book'] },
      'Write each site as https://name.example (http only for localhost), without a path',
    ],
    [{ commissionBp: 10_001 }, 'Commission cannot be more than 100%'],
    [{ rateKind: 'net', commissionBp: 1000 }, 'A partner on net prices has no commission'],
    [{ contactEmail: 'not-an-email' }, 'Write a valid contact email'],
    [{ creditLimitFils: -1 }, 'Credit limit cannot be negative'],
    [{ rateLimitPerMinute: 0 }, 'Rate limit: at least 1 request a minute'],
    [{ kind: 'airline' }, 'Kind must be an online travel agency, a hotel or a travel agent'],
    [{ name: ' ' }, 'Name: at least 2 characters'],
  ])('refuses %j with a 400 in the envelope and writes nothing', async (overrides, message) => {
    const before = [await countOf('partners'), await countOf('audit_log')];
    const res = await call('operator/createPartner', { fields: partnerFields(overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(0);
    expect(res.body.message).toBe(message);
    expect([await countOf('partners'), await countOf('audit_log')]).toEqual(before);
  });
});

describe('POST /api/operator/updatePartner', () => {
  it('saves every field, suspends, and audits only what changed', async () => {
    const { partner } = await create();
    const res = await call(
      'operator/updatePartner',
      { id: partner.id, fields: partnerFields({ status: 'suspended', rateKind: 'net', commissionBp: 0 }) },
      owner,
    );
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.message).toBe(PARTNER_DESK_MESSAGES.updated('Desert Deals'));
    expect(res.body.data.partner).toMatchObject({ status: 'suspended', rateKind: 'net', commissionBp: 0 });
    const [entry] = await auditOf(partner.id);
    expect(entry).toMatchObject({
      action: 'partner.update',
      before: { status: 'active', rateKind: 'commission', commissionBp: 1500 },
      after: { status: 'suspended', rateKind: 'net', commissionBp: 0 },
    });
  });

  it('answers 404 for a partner that does not exist', async () => {
    const res = await call('operator/updatePartner', { id: 'nope', fields: partnerFields() });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ status: 0, message: PARTNER_DESK_MESSAGES.notFound });
  });
});

describe('POST /api/operator/createPartnerKey', () => {
  it('shows the key once, keeps only its sha256 and prefix, and lists it with its prefix', async () => {
    const { partner } = await create();
    const res = await call('operator/createPartnerKey', { id: partner.id, label: 'Production' });
    expect(res.statusCode, res.raw.body).toBe(200);
    const { key, apiKey } = res.body.data as { key: string; apiKey: { id: string; prefix: string } };
    expect(key).toMatch(/^rihla_pk_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key.slice('rihla_pk_'.length), 'base64url')).toHaveLength(32);
    expect(apiKey.prefix).toBe(key.slice(0, 14));

    const row = await t.app.ctx.db
      .selectFrom('partner_api_keys')
      .selectAll()
      .where('id', '=', apiKey.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(crypto.createHash('sha256').update(key).digest('hex'));
    expect(row.key_prefix).toBe(key.slice(0, 14));
    expect(JSON.stringify(row)).not.toContain(key);

    const view = await call('operator/viewPartner', { id: partner.id });
    expect(JSON.stringify(view.body)).not.toContain(key);
    expect(view.body.data.keys).toEqual([
      expect.objectContaining({ id: apiKey.id, label: 'Production', prefix: key.slice(0, 14), lastUsedAt: null }),
    ]);
    expect(view.body.data.partner.activeKeyCount).toBe(1);
    const [entry] = await auditOf(partner.id);
    expect(entry).toMatchObject({ action: 'partner.createKey', after: { label: 'Production', prefix: apiKey.prefix } });
    expect(JSON.stringify(entry)).not.toContain(key);
  });

  it('revokes a key once; a second revoke or another partner’s key is a 404 that changes nothing', async () => {
    const { partner } = await create();
    const other = await create({ name: 'Other Travel' });
    const made = await call('operator/createPartnerKey', { id: partner.id, label: 'To revoke' });
    const keyId = made.body.data.apiKey.id as string;

    const foreign = await call('operator/revokePartnerKey', { id: other.partner.id, keyId });
    expect(foreign.statusCode).toBe(404);
    const revoked = await call('operator/revokePartnerKey', { id: partner.id, keyId }, owner);
    expect(revoked.statusCode, revoked.raw.body).toBe(200);
    expect(revoked.body.data.keys[0]).toMatchObject({ id: keyId, revokedAt: expect.any(String) });
    expect(revoked.body.data.partner.activeKeyCount).toBe(0);
    const audits = await countOf('audit_log');
    const again = await call('operator/revokePartnerKey', { id: partner.id, keyId });
    expect(again.statusCode).toBe(404);
    expect(again.body).toMatchObject({ status: 0, message: PARTNER_DESK_MESSAGES.keyNotFound });
    expect(await countOf('audit_log')).toBe(audits);
  });

  it('refuses an empty label', async () => {
    const { partner } = await create();
    const before = await countOf('partner_api_keys');
    const res = await call('operator/createPartnerKey', { id: partner.id, label: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 0, message: 'Label is required' });
    expect(await countOf('partner_api_keys')).toBe(before);
  });
});

describe('POST /api/operator/setPartnerProducts', () => {
  it('sets the products a partner sells, with their retail prices beside the net ones', async () => {
    const { partner } = await create({ rateKind: 'net', commissionBp: 0 });
    const [first, second] = products as [TCatalogueCard, TCatalogueCard];
    const res = await call('operator/setPartnerProducts', {
      id: partner.id,
      products: [
        { productId: first.planId, netPrices: { adult: 10_000, child: 5_000 } },
        { productId: second.planId, netPrices: { adult: 20_000 } },
      ],
    });
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data.partner.productCount).toBe(2);
    const byId = new Map(
      (res.body.data.products as Array<{ productId: string }>).map((product) => [product.productId, product]),
    );
    expect(byId.get(first.planId)).toMatchObject({
      title: first.title,
      netPrices: { adult: 10_000, child: 5_000 },
      retailFils: { adult: expect.any(Number) },
    });
    const [entry] = await auditOf(partner.id);
    expect(entry).toMatchObject({ action: 'partner.setProducts', before: { products: [] } });
  });

  it('refuses a product that does not exist, and a net partner’s product without an adult net price', async () => {
    const { partner } = await create({ rateKind: 'net', commissionBp: 0 });
    const before = [await countOf('partner_products'), await countOf('audit_log')];
    const unknown = await call('operator/setPartnerProducts', {
      id: partner.id,
      products: [{ productId: 'no-such-product', netPrices: { adult: 1 } }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toMatchObject({ status: 0, message: PARTNER_DESK_MESSAGES.noSuchProduct('no-such-product') });
    const noNet = await call('operator/setPartnerProducts', {
      id: partner.id,
      products: [{ productId: (products[0] as TCatalogueCard).planId, netPrices: null }],
    });
    expect(noNet.statusCode).toBe(400);
    expect(noNet.body).toMatchObject({ status: 0, message: PARTNER_DESK_MESSAGES.netPriceNeeded });
    expect([await countOf('partner_products'), await countOf('audit_log')]).toEqual(before);
  });
});

describe('POST /api/operator/partnerStatement', () => {
  const freshDate = freshDates(() => t);

  it('adds up a month: bookings, a cancellation, gross, commission and what is owed, as a page and a CSV', async () => {
    const { partner } = await create({ name: 'Statement Travel', commissionBp: 1000 });
    const product = products.find((card) => card.price > 0) as TCatalogueCard;
    const kept = await confirmedBooking(t, product, freshDate(), 2);
    const cancelled = await confirmedBooking(t, product, freshDate(), 1);
    const notOurs = await confirmedBooking(t, product, freshDate(), 1);
    for (const [order, reference] of [
      [kept.order, 'DD-1001'],
      [cancelled.order, 'DD-1002'],
    ] as const) {
      await t.app.ctx.db
        .updateTable('orders')
        .set({ partner_id: partner.id, partner_reference: reference })
        .where('id', '=', order.id)
        .execute();
    }
    const cancel = await call('operator/cancelOrder', {
      id: cancelled.order.id,
      refund: 'full',
      reason: 'Reseller cancelled',
    });
    expect(cancel.statusCode, cancel.raw.body).toBe(200);

    const month = todayInDubai(t.clock.now()).slice(0, 7);
    const res = await call('operator/partnerStatement', { id: partner.id, month });
    expect(res.statusCode, res.raw.body).toBe(200);
    const keptGross = kept.order.subtotal_fils - kept.order.discount_fils;
    const cancelledGross = cancelled.order.subtotal_fils - cancelled.order.discount_fils;
    const commission = Math.round(keptGross / 10);
    expect(res.body.data.totals).toEqual({
      bookings: 2,
      cancellations: 1,
      grossFils: keptGross + cancelledGross,
      cancelledFils: cancelledGross,
      commissionFils: commission,
      paidDirectFils: kept.order.amount_paid_fils,
      owedFils: keptGross - commission - kept.order.amount_paid_fils,
    });
    expect(res.body.data.lines.map((line: { reference: string }) => line.reference)).toEqual([
      kept.order.reference,
      cancelled.order.reference,
    ]);
    expect(res.body.data.lines).not.toContainEqual(expect.objectContaining({ reference: notOurs.order.reference }));
    expect(res.body.data.lines[1]).toMatchObject({
      partnerReference: 'DD-1002',
      status: 'refunded',
      commissionFils: 0,
      owedFils: 0,
    });

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/operator/partner-statement/${partner.id}-${month}.csv`,
      headers: { 'x-operator-token': manager.token },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="statement-statement-travel-${month}.csv"`);
    expect(csv.body.startsWith('\uFEFFReference,Partner reference,')).toBe(true);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(kept.order.reference);
    expect(lines[3]).toBe(
      `Total,,,,,3,${((keptGross + cancelledGross) / 100).toFixed(2)},${(cancelledGross / 100).toFixed(2)},${(commission / 100).toFixed(2)},${((keptGross - commission - kept.order.amount_paid_fils) / 100).toFixed(2)}`,
    );
    const [download] = await auditOf(partner.id);
    expect(download).toMatchObject({ action: 'partner.download', operator: { id: manager.id } });
  });

  it('writes the CSV in Arabic for an operator in Arabic, and refuses an agent', async () => {
    const { partner } = await create({ name: 'Arabic Travel' });
    const arabic = await newOperator(t, 'owner', 'Arabic owner');
    await operatorCall(t, 'operator/setLanguage', { language: 'ar' }, arabic.token);
    const month = todayInDubai(t.clock.now()).slice(0, 7);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/operator/partner-statement/${partner.id}-${month}.csv`,
      headers: { 'x-operator-token': arabic.token },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.startsWith('\uFEFFالمرجع,مرجع الشريك,')).toBe(true);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/operator/partner-statement/${partner.id}-${month}.csv`,
      headers: { 'x-operator-token': agent.token },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('figures a net partner’s margin from its net prices', async () => {
    const product = products.find((card) => card.price > 0) as TCatalogueCard;
    const { partner } = await create({ name: 'Net Travel', rateKind: 'net', commissionBp: 0 });
    const netAdult = Math.round(product.price * 100 * 0.7);
    const set = await call('operator/setPartnerProducts', {
      id: partner.id,
      products: [{ productId: product.planId, netPrices: { adult: netAdult } }],
    });
    expect(set.statusCode, set.raw.body).toBe(200);
    const booked = await confirmedBooking(t, product, freshDate(), 2);
    await t.app.ctx.db
      .updateTable('orders')
      .set({ partner_id: partner.id })
      .where('id', '=', booked.order.id)
      .execute();
    const month = todayInDubai(t.clock.now()).slice(0, 7);
    const res = await call('operator/partnerStatement', { id: partner.id, month });
    const gross = booked.order.subtotal_fils - booked.order.discount_fils;
    expect(res.body.data.totals).toMatchObject({
      bookings: 1,
      cancellations: 0,
      grossFils: gross,
      commissionFils: gross - 2 * netAdult,
    });
  });

  it('refuses a month that is not YYYY-MM', async () => {
    const { partner } = await create();
    const res = await call('operator/partnerStatement', { id: partner.id, month: '2026-13' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 0, message: 'Write a month as YYYY-MM' });
  });
});
