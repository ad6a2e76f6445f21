// Telr's awkward cases (decision 084), against its local fake (gateway-fakes/telr.ts), on SQLite and PostgreSQL:
// the ones every gateway shares are in conformance.test.ts.
import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTelrFake, type TTelrFake } from '../../gateway-fakes/telr.js';
import { followReturn, sendNotice } from '../../test/gateways/gateway-under-test.js';
import { payAtTelrFake, telrCartOf } from '../../test/gateways/telr.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { addLine, checkoutAndInitiate, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { reconcilePayments } from '../booking/index.js';

let fake: TTelrFake;
let t: TTestApp;
let ticket: TCatalogueCard;
let manager: TTestOperator;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startTelrFake();
  t = await createTestApp({ env: { ...fake.env, PAYMENT_TIMEOUT_MS: '800' }, logLines });
  [ticket] = (await productsOf(t, 'Entry ticket')) as [TCatalogueCard];
  manager = await newOperator(t, 'manager', 'Mona Manager');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function cartReady() {
  const { token } = await t.newShopper();
  expect((await addLine(t, token, ticket, 1)).body.status).toBe(1);
  const checkout = await t.call('users/checkout', {}, token);
  expect(checkout.body.status).toBe(1);
  return { token, cartId: checkout.body.data[0]._id as string };
}

async function started() {
  const { token } = await t.newShopper();
  expect((await addLine(t, token, ticket, 1)).body.status).toBe(1);
  return { token, ...(await checkoutAndInitiate(t, token)) };
}

const confirm = (token: string, cartId: string, transactionId: string) =>
  t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);

const ordersOf = (cartId: string) =>
  t.app.ctx.db.selectFrom('orders').selectAll().where('checkout_id', '=', cartId).execute();

async function gatewayRows() {
  const rows = await t.app.ctx.db.selectFrom('gateway_transactions').select('id').execute();
  return rows.length;
}

describe('opening a payment at Telr', () => {
  it('sends the amount as a decimal, our reference as the cart id, the return address and the test mode', async () => {
    const payment = await started();
    const create = fake.requests
      .filter((r) => r.path === '/gateway/order.json' && r.fields.ivp_method === 'create')
      .at(-1);
    expect(create?.fields).toMatchObject({
      ivp_store: fake.env.TELR_STORE_ID,
      ivp_currency: 'AED',
      ivp_test: '1',
      ivp_amount: (payment.checkout.to_be_paid as number).toFixed(2),
      ivp_cart: await telrCartOf(t, payment.transactionId),
      return_auth: `http://rihla.test/api/payments/return/telr/${payment.transactionId}`,
    });
    // Telr takes 63 characters of description; a longer one is cut at a word.
    expect(create?.fields.ivp_desc?.length).toBeLessThanOrEqual(63);
    expect(create?.fields.ivp_desc).toMatch(/^\S.*\S$/);
  });

  it('passes TELR_TEST_MODE=0 through as ivp_test=0 (live)', async () => {
    const live = await createTestApp({ env: { ...fake.env, TELR_TEST_MODE: '0' }, shareDatabaseWith: t });
    try {
      await live.app.ctx.payments.createPayment({
        amountFils: 12_345,
        currency: 'AED',
        description: 'A live one',
        returnUrl: 'http://rihla.test/transactionStatus',
        reference: `live${Date.now()}`,
      });
      const create = fake.requests.filter((r) => r.fields.ivp_method === 'create').at(-1);
      expect(create?.fields).toMatchObject({ ivp_test: '0', ivp_amount: '123.45' });
    } finally {
      await live.close();
    }
  });

  it('refuses a second order under the same cart id (E56) and records nothing more', async () => {
    const reference = `dup${Date.now()}`;
    const input = {
      amountFils: 5_000,
      currency: 'AED' as const,
      description: 'Twice',
      returnUrl: 'http://rihla.test/transactionStatus',
      reference,
    };
    await t.app.ctx.payments.createPayment(input);
    const before = await gatewayRows();
    await expect(t.app.ctx.payments.createPayment(input)).rejects.toMatchObject({
      httpStatus: 409,
      refusal: 'payment.gateway_refused',
    });
    expect(await gatewayRows()).toBe(before);
  });

  it('answers the documented E56 refusal to the shopper in the envelope, changing nothing', async () => {
    const { token, cartId } = await cartReady();
    const before = await gatewayRows();
    fake.failNext({ error: 'E56:Duplicate transaction', note: 'Cart ID must be unique' });
    const res = await t.call('users/paymentInitiate', { cartId }, token);
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({ status: 0, message: PAYMENT_MESSAGES.gatewayRefused });
    expect(await gatewayRows()).toBe(before);
  });

  it.each(['slow', '5xx'] as const)(
    'answers 503 in the envelope when create is %s, and records nothing',
    async (kind) => {
      const { token, cartId } = await cartReady();
      const before = await gatewayRows();
      fake.failNext(kind);
      const res = await t.call('users/paymentInitiate', { cartId }, token);
      expect(res.statusCode).toBe(503);
      expect(res.body).toMatchObject({ status: 0, message: PAYMENT_MESSAGES.gatewayUnavailable });
      expect(await gatewayRows()).toBe(before);
    },
  );
});

describe("Telr's statuses", () => {
  it('keeps a held payment (H) pending, and books it once the review authorises it', async () => {
    const payment = await started();
    fake.holdNextPayment();
    await followReturn(t, await payAtTelrFake(t, payment, 'approve'));
    const held = await confirm(payment.token, payment.cartId, payment.transactionId);
    expect(held.statusCode).toBe(409);
    expect(held.body.message).toBe(PAYMENT_MESSAGES.notCompleted);
    expect(await t.app.ctx.payments.getPayment(payment.transactionId)).toMatchObject({ status: 'pending' });
    fake.releaseHold(await telrCartOf(t, payment.transactionId));
    const paid = await confirm(payment.token, payment.cartId, payment.transactionId);
    expect(paid.body.status, paid.body.message).toBe(1);
    expect(await ordersOf(payment.cartId)).toHaveLength(1);
  });

  it('declines an order that expired unpaid (-1), and a held one whose authorisation expired (X)', async () => {
    const unpaid = await started();
    fake.expire(await telrCartOf(t, unpaid.transactionId));
    const refused = await confirm(unpaid.token, unpaid.cartId, unpaid.transactionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(PAYMENT_MESSAGES.declined);

    const held = await started();
    fake.holdNextPayment();
    await payAtTelrFake(t, held, 'approve');
    fake.expire(await telrCartOf(t, held.transactionId));
    expect(fake.byCart(await telrCartOf(t, held.transactionId))?.transaction?.status).toBe('X');
    expect(await t.app.ctx.payments.getPayment(held.transactionId)).toMatchObject({ status: 'declined' });
    expect(await ordersOf(held.cartId)).toEqual([]);
  });

  it('leaves a payment pending when Telr is down at the return, and the reconciler confirms it later', async () => {
    const payment = await started();
    const back = await payAtTelrFake(t, payment, 'approve');
    fake.setDown(true);
    try {
      const res = await followReturn(t, back);
      expect(res?.statusCode).toBe(303);
      const down = await confirm(payment.token, payment.cartId, payment.transactionId);
      expect(down.statusCode).toBe(503);
      expect(down.body.status).toBe(0);
      expect(await ordersOf(payment.cartId)).toEqual([]);
    } finally {
      fake.setDown(false);
    }
    t.clock.advance(6 * 60_000);
    const result = await reconcilePayments(t.app.ctx, 5 * 60_000);
    expect(result.confirmed).toBeGreaterThanOrEqual(1);
    expect((await ordersOf(payment.cartId))[0]?.status).toBe('confirmed');
  });
});

describe('refunds at Telr', () => {
  async function paidOrder() {
    const payment = await started();
    await followReturn(t, await payAtTelrFake(t, payment, 'approve'));
    expect((await confirm(payment.token, payment.cartId, payment.transactionId)).body.status).toBe(1);
    const [order] = await ordersOf(payment.cartId);
    if (!order) throw new Error('no order');
    return { ...payment, order };
  }

  it('refunds through the remote API with the remote key, referring to the payment transaction', async () => {
    const { order, transactionId } = await paidOrder();
    const res = await operatorCall(
      t,
      'operator/refundOrder',
      { id: order.id, amountFils: 500, reason: 'Goodwill' },
      manager.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);
    const telrOrder = fake.byCart(await telrCartOf(t, transactionId));
    const refund = fake.requests.filter((r) => r.path === '/gateway/remote.xml').at(-1);
    expect(refund?.fields).toMatchObject({
      store: fake.env.TELR_STORE_ID,
      key: fake.env.TELR_REMOTE_KEY,
      type: 'refund',
      class: 'ecom',
      amount: '5.00',
      currency: 'AED',
      ref: telrOrder?.transaction?.ref,
      test: '1',
    });
    expect(telrOrder?.refundedFils).toBe(500);
  });

  it('tells the operator when Telr refuses a refund, and gives nothing back', async () => {
    const { order, transactionId } = await paidOrder();
    fake.refuseRefunds(true);
    try {
      const res = await operatorCall(
        t,
        'operator/refundOrder',
        { id: order.id, amountFils: 700, reason: 'Goodwill' },
        manager.token,
      );
      expect(res.statusCode, res.raw.body).toBe(409);
      expect(res.body).toMatchObject({ status: 0, message: PAYMENT_MESSAGES.refundRefused });
    } finally {
      fake.refuseRefunds(false);
    }
    expect(fake.byCart(await telrCartOf(t, transactionId))?.refundedFils).toBe(0);
    // Check says nothing of refunds: the shop reports what Telr's refund answers confirmed, and a refusal is none.
    expect(await t.app.ctx.payments.getPayment(transactionId)).toMatchObject({ status: 'paid', refundedFils: 0 });
  });
});

describe('POST /api/payments/callback/telr', () => {
  it('refuses a forged advice (401) and one whose fields were changed after signing, and books on a genuine one once', async () => {
    const payment = await started();
    await payAtTelrFake(t, payment, 'approve');
    const cart = await telrCartOf(t, payment.transactionId);
    const post = (payload: string) =>
      sendNotice(t, {
        url: '/api/payments/callback/telr',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const forged = await post(fake.advice(cart, 'a-guessed-secret'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().status).toBe(0);
    const genuine = fake.advice(cart);
    const changed = new URLSearchParams(genuine);
    changed.set('tran_amount', '1.00');
    expect((await post(changed.toString())).statusCode).toBe(401);
    const unsigned = new URLSearchParams(genuine);
    unsigned.delete('tran_check');
    expect((await post(unsigned.toString())).statusCode).toBe(401);
    expect(await ordersOf(payment.cartId)).toEqual([]);

    expect((await post(genuine)).statusCode).toBe(200);
    // Replayed, as the advice service does when it saw no answer: the same one order.
    expect((await post(genuine)).statusCode).toBe(200);
    expect(await ordersOf(payment.cartId)).toHaveLength(1);
  });

  it('never writes a credential to the log', () => {
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('\n');
    for (const secret of [fake.env.TELR_AUTH_KEY, fake.env.TELR_REMOTE_KEY, fake.env.TELR_NOTIFY_SECRET]) {
      expect(secret && log.includes(secret)).toBe(false);
    }
  });
});
