import { dubaiDateTime } from '@rihla/shared/rules/reports';
import { addDays } from '@rihla/shared/rules/time';
import type { TListPaymentsData, TPaymentMismatch } from '@rihla/shared/schemas/operator-payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { checkoutAndInitiate, payOnSandbox, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { reconcileGiftCardPurchases } from '../gift-cards/index.js';
import { buildSandboxCallback, SANDBOX_CALLBACK_PATH } from '../payments/sandbox-callback.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';
import { reconcileDay, reconcileYesterday } from './payments-desk.service.js';

// Dubai 10:00 on Tue 10 Nov 2026: the payments are made that day, and reconciled the next morning.
const DAY = '2026-11-10';
const NEXT_MORNING = '2026-11-11T02:00:00.000Z';

let t: TTestApp;
let picnic: TCatalogueCard;
let owner: TTestOperator;
let manager: TTestOperator;
let agent: TTestOperator;
const payments: Record<
  string,
  { transactionId: string; orderId: string | null; reference: string | null; token?: string }
> = {};

/** A shopper books the picnic and pays on the sandbox; `confirm` false leaves the return page unvisited. */
async function pay(name: string, adultCount: number, confirm = true) {
  const { token } = await t.newShopper({ first_name: name, last_name: 'Payer' });
  const date = addDays(dubaiDateTime(t.clock.now().toISOString()).date, 20);
  const added = await t.call(
    'users/addToCart',
    { item: [{ module: picnic.module, planId: picnic.planId, date, time: picnic.time, adultCount }] },
    token,
  );
  expect(added.body.status, added.body.message).toBe(1);
  const { cartId, transactionId } = await checkoutAndInitiate(t, token);
  await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
  payments[name] = { transactionId, orderId: null, reference: null };
  if (!confirm) return;
  const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
  expect(confirmed.body.status, confirmed.body.message).toBe(1);
  const order = await t.app.ctx.db
    .selectFrom('orders')
    .select(['id', 'reference'])
    .where('reference', '=', confirmed.body.data.reference)
    .executeTakeFirstOrThrow();
  payments[name] = { transactionId, orderId: order.id, reference: order.reference, token };
}

/** The bank's own record changed behind the shop's back (the sandbox's table is the bank here). */
async function atTheBank(name: string, changes: { refunded_fils?: number; amount_fils?: number; status?: 'refunded' }) {
  await t.app.ctx.db
    .updateTable('sandbox_transactions')
    .set(changes)
    .where('id', '=', payments[name]?.transactionId as string)
    .execute();
}

async function list(body: object, token = manager.token): Promise<TListPaymentsData> {
  const res = await operatorCall(t, 'operator/listPayments', { from: DAY, to: DAY, ...body }, token);
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data;
}

function mismatchOf(data: TListPaymentsData, name: string): TPaymentMismatch[] {
  return data.openMismatches.filter((m) => m.transactionId === payments[name]?.transactionId);
}

beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(`${DAY}T06:00:00.000Z`) });
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  await pay('Agreed', 1);
  await pay('BankRefund', 2);
  await pay('Amount', 1);
  await pay('NoOrder', 1, false);
  await pay('PartRefund', 3);
  const refunder = await newOperator(t, 'manager', 'Rafi Refunds');
  const refunded = await operatorCall(
    t,
    'operator/cancelOrder',
    { id: payments.PartRefund?.orderId, refund: 'amount', amountFils: 5_000, reason: 'Boat engine' },
    refunder.token,
  );
  expect(refunded.statusCode, refunded.raw.body).toBe(200);
  // A date change at a higher price, its difference paid through a link, then the order cancelled: refunded across
  // both payments, each as the gateway did it.
  await pay('Changed', 1);
  const product = await t.app.ctx.db
    .selectFrom('products')
    .select(['price_fils', 'start_time'])
    .where('id', '=', picnic.planId)
    .executeTakeFirstOrThrow();
  await t.app.ctx.db
    .updateTable('products')
    .set({ price_fils: product.price_fils * 2 })
    .where('id', '=', picnic.planId)
    .execute();
  const changed = await operatorCall(
    t,
    'operator/changeOrderDate',
    {
      id: payments.Changed?.orderId,
      lineIndex: 0,
      date: addDays(DAY, 21),
      start: product.start_time,
      reprice: true,
    },
    refunder.token,
  );
  await t.app.ctx.db
    .updateTable('products')
    .set({ price_fils: product.price_fils })
    .where('id', '=', picnic.planId)
    .execute();
  expect(changed.statusCode, changed.raw.body).toBe(200);
  const differenceId = new URL(changed.body.data.paymentUrl).searchParams.get('TransactionID') as string;
  await payOnSandbox(t, differenceId, SANDBOX_CARDS.approve);
  const notice = buildSandboxCallback(t.app.ctx.config.appSecret, t.clock, differenceId, 'paid');
  const noticed = await t.app.inject({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    headers: notice.headers,
    payload: notice.body,
  });
  expect(noticed.statusCode, noticed.body).toBe(200);
  payments.Difference = { transactionId: differenceId, orderId: payments.Changed?.orderId ?? null, reference: null };
  const cancelled = await t.call(
    'users/cancelBooking',
    { reference: payments.Changed?.reference },
    payments.Changed?.token,
  );
  expect(cancelled.body.status, cancelled.body.message).toBe(1);
  // The bank gave back 30 AED of one payment that nobody here refunded, and holds another at 1 AED more.
  await atTheBank('BankRefund', { refunded_fils: 3_000, status: 'refunded' });
  const amount = await t.app.ctx.db
    .selectFrom('sandbox_transactions')
    .select('amount_fils')
    .where('id', '=', payments.Amount?.transactionId as string)
    .executeTakeFirstOrThrow();
  await atTheBank('Amount', { amount_fils: amount.amount_fils + 100 });
  // A gift card bought and paid, its card issued by the pending-payment reconciler: a payment with no order, rightly.
  const buyer = await t.newShopper({ first_name: 'Gift', last_name: 'Buyer' });
  const bought = await t.call('users/buyGiftCard', { amount: 250, recipient_name: 'Sara', message: 'Hi' }, buyer.token);
  expect(bought.statusCode, bought.raw.body).toBe(200);
  const giftTransaction = bought.body.data.Transaction.TransactionID as string;
  await payOnSandbox(t, giftTransaction, SANDBOX_CARDS.approve);
  t.clock.advance(1_000);
  expect(await reconcileGiftCardPurchases(t.app.ctx, 0)).toMatchObject({ issued: 1 });
  payments.GiftCard = { transactionId: giftTransaction, orderId: null, reference: null };

  t.clock.set(NEXT_MORNING);
  owner = await newOperator(t, 'owner', 'Olivia Owner');
  manager = await newOperator(t, 'manager', 'Mona Manager');
  agent = await newOperator(t, 'agent', 'Adam Agent');
});
afterAll(async () => {
  await t?.close();
});

describe('the daily reconciliation', () => {
  it("asks the gateway about each of yesterday's payments once, whichever process claims the day first", async () => {
    const [first, second] = await Promise.all([reconcileYesterday(t.app.ctx), reconcileYesterday(t.app.ctx)]);
    const run = first ?? second;
    expect([first, second].filter((r) => r === null)).toHaveLength(1);
    expect(run).toMatchObject({ day: DAY, state: 'done', asked: 8, mismatches: 3 });
    expect(await reconcileYesterday(t.app.ctx)).toBeNull();
  });

  it('lists a payment refunded at the gateway only, an amount that differs and a payment with no order', async () => {
    const data = await list({});
    expect(mismatchOf(data, 'BankRefund')).toMatchObject([
      { kind: 'refundedAtGatewayOnly', ourFils: 0, gatewayFils: 3_000, gateway: 'sandbox', day: DAY },
    ]);
    expect(mismatchOf(data, 'BankRefund')[0]?.orderReference).toBe(payments.BankRefund?.reference);
    expect(mismatchOf(data, 'Amount')).toMatchObject([{ kind: 'amountDiffers' }]);
    const [amount] = mismatchOf(data, 'Amount');
    expect((amount?.gatewayFils ?? 0) - (amount?.ourFils ?? 0)).toBe(100);
    expect(mismatchOf(data, 'NoOrder')).toMatchObject([{ kind: 'paidWithoutOrder', ourFils: 0, orderId: null }]);
    // A refund made here and at the gateway agrees, and so does a plain paid order.
    expect(mismatchOf(data, 'PartRefund')).toEqual([]);
    expect(mismatchOf(data, 'Agreed')).toEqual([]);
    expect(mismatchOf(data, 'Changed')).toEqual([]);
    expect(mismatchOf(data, 'Difference')).toEqual([]);
    expect(data.openMismatches).toHaveLength(3);
    expect(data.lastRun).toMatchObject({ day: DAY, state: 'done', asked: 8, mismatches: 3 });
  });

  it("shows each payment with our state, the gateway's as last checked, refunds and what it paid for", async () => {
    const data = await list({});
    expect(data.payments).toHaveLength(8);
    expect(data.gateways).toContain('sandbox');
    const byName = (name: string) => data.payments.find((p) => p.transactionId === payments[name]?.transactionId);
    expect(byName('PartRefund')).toMatchObject({
      gateway: 'sandbox',
      purpose: 'order',
      orderId: payments.PartRefund?.orderId,
      refundedFils: 5_000,
      gatewayCheck: { state: 'refunded', refundedFils: 5_000, currency: 'AED' },
      openMismatches: [],
    });
    expect(byName('BankRefund')).toMatchObject({
      state: 'paid',
      refundedFils: 0,
      gatewayCheck: { state: 'refunded', refundedFils: 3_000 },
      openMismatches: ['refundedAtGatewayOnly'],
    });
    expect(byName('NoOrder')).toMatchObject({ state: 'pending', purpose: 'none', orderId: null });
    expect(byName('GiftCard')).toMatchObject({
      state: 'paid',
      purpose: 'giftCard',
      amountFils: 25_000,
      gatewayCheck: { state: 'paid' },
      openMismatches: [],
    });
    const difference = byName('Difference');
    expect(difference).toMatchObject({ purpose: 'dateChange', orderId: payments.Changed?.orderId, state: 'refunded' });
    expect(difference?.refundedFils).toBeGreaterThan(0);
    expect(difference?.gatewayCheck?.refundedFils).toBe(difference?.refundedFils);
    expect(byName('Changed')?.refundedFils).toBe(byName('Changed')?.amountFils);
    expect(byName('GiftCard')?.giftCardId).toEqual(expect.any(String));
    const only = await list({ mismatchesOnly: true });
    expect(only.payments.map((p) => p.transactionId).sort()).toEqual(
      ['BankRefund', 'Amount', 'NoOrder'].map((name) => payments[name]?.transactionId).sort(),
    );
    expect((await list({ state: 'pending' })).payments).toHaveLength(1);
    expect((await list({ gateway: 'epg' })).payments).toHaveLength(0);
    expect((await list({ from: addDays(DAY, 1), to: addDays(DAY, 1) })).payments).toHaveLength(0);
  });

  it('refuses a range that ends before it starts, and changes nothing', async () => {
    const res = await operatorCall(t, 'operator/listPayments', { from: DAY, to: addDays(DAY, -1) }, manager.token);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(0);
  });
});

describe('POST /api/operator/resolvePaymentMismatch', () => {
  it('lets an owner resolve a mismatch with a note, audited; it is listed no more', async () => {
    const [mismatch] = mismatchOf(await list({}), 'BankRefund');
    const res = await operatorCall(
      t,
      'operator/resolvePaymentMismatch',
      { id: mismatch?.id, reason: 'The bank refunded by phone; recorded by hand' },
      owner.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data).toMatchObject({ resolvedBy: owner.id, note: 'The bank refunded by phone; recorded by hand' });
    expect(mismatchOf(await list({}), 'BankRefund')).toEqual([]);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'payment.resolveMismatch')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_id: owner.id, object_id: payments.BankRefund?.transactionId });
    const again = await operatorCall(
      t,
      'operator/resolvePaymentMismatch',
      { id: mismatch?.id, reason: 'Twice' },
      owner.token,
    );
    expect(again.statusCode).toBe(409);
  });

  it('refuses an empty note and an unknown mismatch', async () => {
    const [mismatch] = mismatchOf(await list({}), 'Amount');
    const empty = await operatorCall(
      t,
      'operator/resolvePaymentMismatch',
      { id: mismatch?.id, reason: '  ' },
      owner.token,
    );
    expect(empty.statusCode).toBe(400);
    const unknown = await operatorCall(
      t,
      'operator/resolvePaymentMismatch',
      { id: 'no-such-mismatch', reason: 'Checked' },
      owner.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(mismatchOf(await list({}), 'Amount')).toHaveLength(1);
  });

  it('refuses a manager and an agent', async () => {
    const [mismatch] = mismatchOf(await list({}), 'Amount');
    for (const who of [manager, agent]) {
      const res = await operatorCall(
        t,
        'operator/resolvePaymentMismatch',
        { id: mismatch?.id, reason: 'No' },
        who.token,
      );
      expect(res.statusCode).toBe(403);
    }
    expect(mismatchOf(await list({}), 'Amount')).toHaveLength(1);
  });
});

describe('POST /api/operator/runReconciliation', () => {
  it('lets an owner run a day again: nothing found twice, a resolved mismatch stays resolved; audited', async () => {
    const res = await operatorCall(t, 'operator/runReconciliation', { day: DAY }, owner.token);
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data).toMatchObject({ day: DAY, asked: 8, mismatches: 0 });
    expect((await list({})).openMismatches).toHaveLength(2);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'payment.reconcile')
      .execute();
    expect(audit).toMatchObject([{ operator_id: owner.id, object_type: 'paymentDay', object_id: DAY }]);
  });

  it('finds a refund made at the gateway after the last run', async () => {
    await atTheBank('Agreed', { refunded_fils: 1_000, status: 'refunded' });
    const run = await reconcileDay(t.app.ctx, DAY, owner.id);
    expect(run).toMatchObject({ mismatches: 1 });
    expect(mismatchOf(await list({}), 'Agreed')).toMatchObject([{ kind: 'refundedAtGatewayOnly', gatewayFils: 1_000 }]);
  });

  it('refuses a day still to come, a manager and an agent', async () => {
    const future = await operatorCall(t, 'operator/runReconciliation', { day: '2026-11-12' }, owner.token);
    expect(future.statusCode).toBe(400);
    for (const who of [manager, agent]) {
      const res = await operatorCall(t, 'operator/runReconciliation', { day: DAY }, who.token);
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('the payments list and its CSV', () => {
  it('refuses an agent the list', async () => {
    const res = await operatorCall(t, 'operator/listPayments', { from: DAY, to: DAY }, agent.token);
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatchObject({ status: 0 });
  });

  it('gives a manager one CSV row per payment, and refuses an agent', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/operator/payments/payments.csv?from=${DAY}&to=${DAY}`,
      headers: { 'x-operator-token': manager.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain('Gateway state');
    expect(lines).toHaveLength(9);
    const bankRefund = lines.find((line) => line.includes(payments.Amount?.transactionId as string));
    expect(bankRefund).toContain('Amount or currency differs');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/operator/payments/payments.csv?from=${DAY}&to=${DAY}`,
      headers: { 'x-operator-token': agent.token },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/operator/payments/payments.csv?from=${DAY}`,
      headers: { 'x-operator-token': manager.token },
    });
    expect(bad.statusCode).toBe(400);
  });
});
