import { PROMO_MESSAGES } from '@rihla/shared/messages/booking';
import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { PROMO_DESK_MESSAGES } from '@rihla/shared/messages/promos';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { addLine, checkoutAndInitiate, payOnSandbox, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';

// The discount codes desk (issue 20, decision 049): codes created, edited, paused and resumed by owners and
// managers, every write audited, refusals changing nothing, usage and revenue from real orders, and a paused code
// refused to shoppers at checkout and at payment.

let t: TTestApp;
let owner: TTestOperator;
let manager: TTestOperator;
let agent: TTestOperator;
let ticket: TCatalogueCard;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newOperator(t, 'owner', 'Promo owner');
  manager = await newOperator(t, 'manager', 'Promo manager');
  agent = await newOperator(t, 'agent', 'Promo agent');
  [ticket] = (await productsOf(t, 'Entry ticket')) as [TCatalogueCard];
});
afterAll(async () => {
  await t?.close();
});

const call = (name: Parameters<typeof operatorCall>[1], body: unknown, who: TTestOperator = manager) =>
  operatorCall(t, name, body, who.token);

let codeCount = 0;
/** A code of this test's own: A-Z and digits. */
function freshCode(): string {
  codeCount += 1;
  return `PD${Date.now().toString(36).toUpperCase()}${codeCount}`;
}

const fields = (overrides: Record<string, unknown> = {}) => ({
  kind: 'percent',
  value: 1000,
  maxDiscountFils: null,
  minOrderFils: 0,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerUser: null,
  description: 'Ten percent off',
  ...overrides,
});

async function create(code: string, overrides: Record<string, unknown> = {}) {
  const res = await call('operator/createPromoCode', { code, ...fields(overrides) });
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data;
}

async function auditOf(objectId: string) {
  const res = await operatorCall(t, 'operator/auditLog', { objectId }, owner.token);
  expect(res.statusCode).toBe(200);
  return res.body.data.entries as Array<{
    action: string;
    objectType: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    operator: { id: string } | null;
  }>;
}

async function codeRow(code: string) {
  return t.app.ctx.db.selectFrom('promo_codes').selectAll().where('code', '=', code).executeTakeFirst();
}

async function countOf(table: 'promo_codes' | 'audit_log'): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A shopper books `adults` tickets with the code and pays on the sandbox: the confirmed order's row. */
async function bookWith(code: string, adults: number, token?: string) {
  const shopper = token ?? (await t.newShopper()).token;
  await addLine(t, shopper, ticket, adults);
  const { cartId, transactionId } = await checkoutAndInitiate(t, shopper, code);
  await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
  const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, shopper);
  expect(confirmed.body.status, confirmed.body.message).toBe(1);
  const order = await t.app.ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('reference', '=', confirmed.body.data.reference)
    .executeTakeFirstOrThrow();
  return { order, token: shopper };
}

describe('POST /api/operator/createPromoCode', () => {
  it('creates a code in capitals, with its fields as given, and audits it', async () => {
    const code = freshCode();
    const today = todayInDubai(t.clock.now());
    const terms = {
      maxDiscountFils: 5_000,
      minOrderFils: 10_000,
      validFrom: today,
      validUntil: addDays(today, 30),
      maxUses: 50,
      maxUsesPerUser: 2,
    };
    const data = await create(code.toLowerCase(), terms);
    expect(data.code).toMatchObject({
      code,
      kind: 'percent',
      value: 1000,
      ...terms,
      status: 'active',
      usedCount: 0,
      orderCount: 0,
      discountFils: 0,
      revenueFils: 0,
      pausedAt: null,
    });
    expect(data.redemptions).toEqual([]);
    // Kept as the cart judges it: from the start of the first Dubai day to the start of the day after the last.
    const row = await codeRow(code);
    expect(row?.valid_from).toBe(new Date(`${today}T00:00:00+04:00`).toISOString());
    expect(row?.valid_until).toBe(new Date(`${addDays(today, 31)}T00:00:00+04:00`).toISOString());
    const [entry] = await auditOf(code);
    expect(entry).toMatchObject({
      action: 'promo.create',
      objectType: 'promoCode',
      before: null,
      after: { code, kind: 'percent', value: 1000, maxUses: 50 },
      operator: { id: manager.id },
    });
  });

  it('lets a shopper use a new code at once', async () => {
    const code = freshCode();
    await create(code, { kind: 'fixed', value: 1_000 });
    const { token } = await t.newShopper();
    await addLine(t, token, ticket, 2);
    const res = await t.call('users/checkout', { coupon_code: code }, token);
    expect(res.body.status, res.body.message).toBe(1);
    expect(res.body.data[0].discount).toBe(10);
  });

  it('refuses a code that exists with 409 and changes nothing', async () => {
    const code = freshCode();
    await create(code);
    const before = { codes: await countOf('promo_codes'), audit: await countOf('audit_log'), row: await codeRow(code) };
    const res = await call('operator/createPromoCode', { code: code.toLowerCase(), ...fields({ value: 5000 }) });
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({
      status: 0,
      message: PROMO_DESK_MESSAGES.duplicate(code),
      code: 'promo.code_taken',
      field: 'code',
    });
    expect(await countOf('promo_codes')).toBe(before.codes);
    expect(await countOf('audit_log')).toBe(before.audit);
    expect(await codeRow(code)).toEqual(before.row);
    expect((await call('operator/createPromoCode', { code: 'WELCOME10', ...fields() })).statusCode).toBe(409);
  });

  it('makes one code of many creates of the same code at once; the others get 409', async () => {
    const code = freshCode();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        call(
          'operator/createPromoCode',
          { code, ...fields({ value: 100 * (index + 1) }) },
          index % 2 ? owner : manager,
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await auditOf(code)).filter((entry) => entry.action === 'promo.create')).toHaveLength(1);
  });

  it.each([
    [{ code: 'AB' }, 'Code: 3 to 20 letters A-Z and digits 0-9, no spaces'],
    [{ code: 'TEN OFF' }, 'Code: 3 to 20 letters A-Z and digits 0-9, no spaces'],
    [{ code: 'A'.repeat(21) }, 'Code: 3 to 20 letters A-Z and digits 0-9, no spaces'],
    [{ kind: 'bogof' }, "Kind must be 'percent' or 'fixed'"],
    [{ value: 0 }, 'Value must be more than 0'],
    [{ value: 12.5 }, 'Value must be a whole number'],
    [{ value: 10_001 }, 'A percentage cannot be more than 100%'],
    [{ kind: 'fixed', value: 1000, maxDiscountFils: 500 }, 'A maximum discount is for percentage codes only'],
    [{ minOrderFils: -1 }, 'Minimum order cannot be negative'],
    [{ validFrom: '2026-02-30' }, 'Valid from: write a date as YYYY-MM-DD'],
    [{ validFrom: '2026-12-10', validUntil: '2026-12-01' }, 'Valid until cannot be before valid from'],
    [{ maxUses: 0 }, 'Total limit must be at least 1 (leave it empty for no limit)'],
    [{ maxUses: 2, maxUsesPerUser: 3 }, 'The limit per shopper cannot be more than the total limit'],
    [{ description: 'x'.repeat(201) }, 'Description is too long (at most 200 characters)'],
  ])('refuses %j with 400 and a clear message, and changes nothing', async (overrides, message) => {
    const before = { codes: await countOf('promo_codes'), audit: await countOf('audit_log') };
    const res = await call('operator/createPromoCode', { code: freshCode(), ...fields(), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(0);
    expect(res.body.message).toContain(message);
    expect(await countOf('promo_codes')).toBe(before.codes);
    expect(await countOf('audit_log')).toBe(before.audit);
  });

  it('refuses those without promotions.write', async () => {
    const code = freshCode();
    const res = await call('operator/createPromoCode', { code, ...fields() }, agent);
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({ status: 0, message: OPERATOR_MESSAGES.forbidden });
    expect(await codeRow(code)).toBeUndefined();
    expect((await call('operator/listPromoCodes', {}, agent)).statusCode).toBe(403);
    expect((await call('operator/listPromoCodes', {}, owner)).statusCode).toBe(200);
  });
});

describe('POST /api/operator/updatePromoCode', () => {
  it('edits every field but the code and audits only what changed', async () => {
    const code = freshCode();
    await create(code);
    const res = await call('operator/updatePromoCode', {
      code: code.toLowerCase(),
      fields: fields({ kind: 'fixed', value: 2_500, minOrderFils: 20_000, maxUses: 10, description: 'AED 25 off' }),
    });
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data.code).toMatchObject({
      code,
      kind: 'fixed',
      value: 2_500,
      minOrderFils: 20_000,
      maxUses: 10,
      description: 'AED 25 off',
    });
    const [entry] = await auditOf(code);
    expect(entry).toMatchObject({
      action: 'promo.update',
      before: { kind: 'percent', value: 1000, minOrderFils: 0, maxUses: null, description: 'Ten percent off' },
      after: { kind: 'fixed', value: 2_500, minOrderFils: 20_000, maxUses: 10, description: 'AED 25 off' },
    });
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['description', 'kind', 'maxUses', 'minOrderFils', 'value']);
  });

  it('answers 404 for a code that does not exist', async () => {
    const res = await call('operator/updatePromoCode', { code: 'NOSUCHCODE', fields: fields() });
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: 0, message: PROMO_DESK_MESSAGES.notFound, code: 'promo.not_found' });
    expect((await call('operator/viewPromoCode', { code: 'NOSUCHCODE' })).statusCode).toBe(404);
    const pause = await call('operator/setPromoCodePaused', { code: 'NOSUCHCODE', isPaused: true, reason: 'Leak' });
    expect(pause.statusCode).toBe(404);
  });

  it('refuses a limit below the uses already made, and changes nothing', async () => {
    const code = freshCode();
    await create(code, { maxUses: 5, maxUsesPerUser: 2 });
    const { token } = await bookWith(code, 1);
    await bookWith(code, 1, token);
    const before = { row: await codeRow(code), audit: await countOf('audit_log') };
    expect(before.row?.used_count).toBe(2);

    const total = await call('operator/updatePromoCode', { code, fields: fields({ maxUses: 1, maxUsesPerUser: 1 }) });
    expect(total.statusCode).toBe(400);
    expect(total.body).toEqual({
      status: 0,
      message: PROMO_DESK_MESSAGES.maxUsesBelowUsed(2),
      code: 'promo.max_uses_below_used',
      field: 'maxUses',
    });
    const perShopper = await call('operator/updatePromoCode', {
      code,
      fields: fields({ maxUses: 5, maxUsesPerUser: 1 }),
    });
    expect(perShopper.statusCode).toBe(400);
    expect(perShopper.body).toEqual({
      status: 0,
      message: PROMO_DESK_MESSAGES.perShopperBelowUsed(2),
      code: 'promo.per_shopper_below_used',
      field: 'maxUsesPerUser',
    });
    expect(await codeRow(code)).toEqual(before.row);
    expect(await countOf('audit_log')).toBe(before.audit);

    const fine = await call('operator/updatePromoCode', { code, fields: fields({ maxUses: 2, maxUsesPerUser: 2 }) });
    expect(fine.statusCode).toBe(200);
    expect(fine.body.data.code).toMatchObject({ maxUses: 2, usedCount: 2, status: 'usedUp' });
  });

  it('refuses a body that tries to rename the code', async () => {
    const code = freshCode();
    await create(code);
    const res = await call('operator/updatePromoCode', { code, fields: { ...fields(), code: 'RENAMED' } });
    expect(res.statusCode).toBe(400);
    expect(await codeRow('RENAMED')).toBeUndefined();
  });
});

describe('POST /api/operator/setPromoCodePaused', () => {
  it('pauses with a reason, refuses the code to shoppers, resumes, and audits both', async () => {
    const code = freshCode();
    await create(code);
    const paused = await call('operator/setPromoCodePaused', { code, isPaused: true, reason: 'Shared on a forum' });
    expect(paused.statusCode).toBe(200);
    expect(paused.body.message).toBe(PROMO_DESK_MESSAGES.paused(code));
    expect(paused.body.data.code).toMatchObject({ status: 'paused', pausedReason: 'Shared on a forum' });
    expect(paused.body.data.code.pausedAt).not.toBeNull();

    const { token } = await t.newShopper();
    await addLine(t, token, ticket, 1);
    const refused = await t.call('users/checkout', { coupon_code: code }, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toEqual({ status: 0, message: PROMO_MESSAGES.paused });

    const resumed = await call('operator/setPromoCodePaused', { code, isPaused: false, reason: 'Forum post removed' });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.body.data.code).toMatchObject({ status: 'active', pausedAt: null, pausedReason: '' });
    expect((await t.call('users/checkout', { coupon_code: code }, token)).body.status).toBe(1);

    const entries = await auditOf(code);
    expect(entries.slice(0, 2)).toMatchObject([
      { action: 'promo.resume', before: { isPaused: true }, after: { isPaused: false, reason: 'Forum post removed' } },
      { action: 'promo.pause', before: { isPaused: false }, after: { isPaused: true, reason: 'Shared on a forum' } },
    ]);
  });

  it('gives a paused code no discount in the cart and refuses at payment a checkout made before the pause', async () => {
    const code = freshCode();
    await create(code);
    const { token } = await t.newShopper();
    await addLine(t, token, ticket, 1);
    const checkout = await t.call('users/checkout', { coupon_code: code }, token);
    expect(checkout.body.status).toBe(1);
    expect((await t.call('users/viewCart', {}, token)).body.data.discount).toBeGreaterThan(0);
    await call('operator/setPromoCodePaused', { code, isPaused: true, reason: 'Stop it now' });
    // The cart gives a paused code no discount, as it does an expired one (decision 019).
    expect((await t.call('users/viewCart', {}, token)).body.data).toMatchObject({ discount: 0, coupon_code: null });

    const payments = await t.app.ctx.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.call('users/paymentInitiate', { cartId: checkout.body.data[0]._id }, token);
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({ status: 0, message: PROMO_MESSAGES.paused });
    const after = await t.app.ctx.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(payments.n));
    expect((await codeRow(code))?.used_count).toBe(0);
  });

  it('refuses a pause without a reason and changes nothing', async () => {
    const code = freshCode();
    await create(code);
    const before = await codeRow(code);
    const res = await call('operator/setPromoCodePaused', { code, isPaused: true, reason: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toContain('Please give a reason of at least 3 characters');
    expect(await codeRow(code)).toEqual(before);
  });
});

describe('POST /api/operator/listPromoCodes and viewPromoCode', () => {
  it('counts uses, orders, discount given and revenue of confirmed orders, and lists the redemptions', async () => {
    const code = freshCode();
    await create(code, { kind: 'fixed', value: 1_500, maxUses: 10 });
    const first = await bookWith(code, 2);
    const second = await bookWith(code, 3);
    const cancelled = await bookWith(code, 1);
    const cancel = await t.call('users/cancelBooking', { reference: cancelled.order.reference }, cancelled.token);
    expect(cancel.body.status, cancel.body.message).toBe(1);

    const confirmed = [first.order, second.order];
    const list = await call('operator/listPromoCodes', {});
    expect(list.statusCode).toBe(200);
    const listed = list.body.data.codes.find((entry: { code: string }) => entry.code === code);
    expect(listed).toMatchObject({
      status: 'active',
      usedCount: 3,
      maxUses: 10,
      orderCount: 2,
      discountFils: 3_000,
      revenueFils: confirmed.reduce((sum, order) => sum + order.subtotal_fils - order.discount_fils, 0),
    });
    expect(listed.revenueFils).toBe((ticket.price * 5 - 30) * 100);

    const view = await call('operator/viewPromoCode', { code: ` ${code.toLowerCase()} ` });
    expect(view.statusCode).toBe(200);
    expect(view.body.data.code).toEqual(listed);
    expect(view.body.data.redemptions).toHaveLength(3);
    expect(view.body.data.redemptions.map((r: { orderReference: string }) => r.orderReference).sort()).toEqual(
      [first.order.reference, second.order.reference, cancelled.order.reference].sort(),
    );
    const ofCancelled = view.body.data.redemptions.find(
      (r: { orderReference: string }) => r.orderReference === cancelled.order.reference,
    );
    expect(ofCancelled).toMatchObject({ discountFils: 1_500, totalFils: ticket.price * 100 - 1_500 });
    expect(ofCancelled.orderStatus).not.toBe('confirmed');
    expect(ofCancelled.shopper.email).toEqual(expect.any(String));
  });

  it('says where each code stands: scheduled, expired, used up', async () => {
    const today = todayInDubai(t.clock.now());
    const scheduled = freshCode();
    await create(scheduled, { validFrom: addDays(today, 3) });
    const usedUp = freshCode();
    await create(usedUp, { maxUses: 1 });
    await bookWith(usedUp, 1);
    const list = (await call('operator/listPromoCodes', {}, owner)).body.data.codes as Array<{
      code: string;
      status: string;
    }>;
    const statusOf = (code: string) => list.find((entry) => entry.code === code)?.status;
    expect(statusOf(scheduled)).toBe('scheduled');
    expect(statusOf(usedUp)).toBe('usedUp');
    expect(statusOf('SUMMER25')).toBe('expired');
    expect(statusOf('WELCOME10')).toBe('active');
  });
});
