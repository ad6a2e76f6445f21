// N-Genius's awkward cases (decision 083), against the local fake of N-Genius Online: the bearer token kept and
// renewed once on a 401, the identity service down, an order's time-out and 5xx, a refund refused, webhooks with a
// wrong, missing or replayed header, the payer cancelling, the gateway down at the return, an unknown state, a whole
// refund the same day as a reversal and a part only once settled (decision 088), and no credential in the logs. The conformance suite (conformance.test.ts) covers the common flows.
import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNgeniusFake, type TNgeniusFake } from '../../gateway-fakes/ngenius.js';
import { followReturn, sendNotice } from '../../test/gateways/gateway-under-test.js';
import { fakeOrderOf, payOnNgeniusFake } from '../../test/gateways/ngenius.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { addLine, checkoutAndInitiate, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { reconcilePayments } from '../booking/index.js';

const TIMEOUT_MS = 1_000;
const NOTICE_URL = '/api/payments/callback/ngenius';

let fake: TNgeniusFake;
let t: TTestApp;
let ticket: TCatalogueCard;
let manager: TTestOperator;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startNgeniusFake();
  t = await createTestApp({ env: { ...fake.env, PAYMENT_TIMEOUT_MS: String(TIMEOUT_MS) }, logLines });
  [ticket] = (await productsOf(t, 'Entry ticket')) as [TCatalogueCard];
  manager = await newOperator(t, 'manager', 'Mona Manager');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function shopperWithCart(adults = 1) {
  const { token } = await t.newShopper();
  expect((await addLine(t, token, ticket, adults)).body.status).toBe(1);
  const checkout = await t.call('users/checkout', {}, token);
  expect(checkout.body.status).toBe(1);
  return { token, cartId: checkout.body.data[0]._id as string };
}

async function started(adults = 1) {
  const { token } = await t.newShopper();
  expect((await addLine(t, token, ticket, adults)).body.status).toBe(1);
  return { token, ...(await checkoutAndInitiate(t, token)) };
}

const confirm = (payment: { token: string; cartId: string; transactionId: string }) =>
  t.call('users/confirmBooking', { paymentId: payment.transactionId, cartId: payment.cartId }, payment.token);

/** A payment paid at the fake with the approving card, back at the shop and confirmed into its order. */
async function paid(adults = 1) {
  const payment = await started(adults);
  await followReturn(t, await payOnNgeniusFake(t, payment, 'approve'));
  expect((await confirm(payment)).body.status).toBe(1);
  return payment;
}

async function ordersOf(cartId: string) {
  return t.app.ctx.db.selectFrom('orders').selectAll().where('checkout_id', '=', cartId).execute();
}

async function gatewayRows() {
  return t.app.ctx.db.selectFrom('gateway_transactions').selectAll().where('provider', '=', 'ngenius').execute();
}

/** Makes the shop's kept token too old, so its next call asks the identity service again. */
function outliveToken() {
  t.clock.advance(5 * 60_000);
}

describe('the N-Genius access token', () => {
  it('is asked once and kept for the calls that follow', async () => {
    outliveToken();
    const before = fake.tokensIssued;
    await started();
    await started();
    expect(fake.tokensIssued - before).toBe(1);
    const creates = fake.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/orders'));
    expect(creates.every((call) => call.authorization === 'Bearer')).toBe(true);
  });

  it('is renewed once when N-Genius ends it early (a 401), and the call asked again', async () => {
    const payment = await started();
    await payOnNgeniusFake(t, payment, 'approve');
    fake.expireTokens();
    const before = fake.tokensIssued;
    const confirmed = await confirm(payment);
    expect(confirmed.body.status, confirmed.body.message).toBe(1);
    expect(fake.tokensIssued - before).toBe(1);
    expect(await ordersOf(payment.cartId)).toHaveLength(1);
  });

  it('is renewed only once: a second 401 leaves the payment pending (503), never declined', async () => {
    const payment = await started();
    await payOnNgeniusFake(t, payment, 'approve');
    fake.script('status', { status: 401 });
    fake.script('status', { status: 401 });
    const refused = await confirm(payment);
    expect(refused.statusCode).toBe(503);
    expect(refused.body).toMatchObject({ status: 0, message: PAYMENT_MESSAGES.gatewayUnavailable });
    expect(await ordersOf(payment.cartId)).toEqual([]);
    // Asked again later, it is confirmed.
    expect((await confirm(payment)).body.status).toBe(1);
  });

  it('makes payments unavailable (503) while the identity service is down, and records nothing', async () => {
    outliveToken();
    fake.script('token', { status: 503 });
    fake.script('token', { status: 503 });
    const rowsBefore = (await gatewayRows()).length;
    const ordersBefore = fake.orders.size;
    const shopper = await shopperWithCart();
    const initiated = await t.call('users/paymentInitiate', { cartId: shopper.cartId }, shopper.token);
    expect(initiated.statusCode).toBe(503);
    expect(initiated.body).toMatchObject({ status: 0, message: PAYMENT_MESSAGES.gatewayUnavailable });
    expect(await gatewayRows()).toHaveLength(rowsBefore);
    expect(fake.orders.size).toBe(ordersBefore);
    // A refused API key is told the same way to the shopper (the log says which).
    fake.script('token', { status: 401 });
    const again = await t.call('users/paymentInitiate', { cartId: shopper.cartId }, shopper.token);
    expect(again.statusCode).toBe(503);
    expect(await gatewayRows()).toHaveLength(rowsBefore);
  });
});

describe('opening an order at N-Genius', () => {
  it('sends a PURCHASE in minor units under our reference, with our return address for both redirect and cancel', async () => {
    const payment = await started(2);
    const order = fakeOrderOf(fake, payment.transactionId);
    expect(order).toMatchObject({ action: 'PURCHASE', currencyCode: 'AED', value: payment.checkout.to_be_paid * 100 });
    expect(order.redirectUrl).toBe(
      `${t.app.ctx.config.publicUrl}/api/payments/return/ngenius/${encodeURIComponent(payment.transactionId)}`,
    );
    expect(order.cancelUrl).toBe(order.redirectUrl);
  });

  it('answers 503 and records nothing when the order times out (asked once: a retry could open a second order)', async () => {
    const shopper = await shopperWithCart();
    const rowsBefore = (await gatewayRows()).length;
    const createsBefore = fake.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/orders')).length;
    fake.script('create', { delayMs: TIMEOUT_MS + 500 });
    const initiated = await t.call('users/paymentInitiate', { cartId: shopper.cartId }, shopper.token);
    expect(initiated.statusCode).toBe(503);
    expect(initiated.body).toMatchObject({ status: 0, message: PAYMENT_MESSAGES.gatewayUnavailable });
    expect(await gatewayRows()).toHaveLength(rowsBefore);
    const creates = fake.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/orders')).length;
    expect(creates - createsBefore).toBe(1);
  });

  it('answers 503 and records nothing when N-Genius answers 5xx', async () => {
    const shopper = await shopperWithCart();
    const rowsBefore = (await gatewayRows()).length;
    fake.script('create', { status: 502, body: { message: 'Bad Gateway' } });
    const initiated = await t.call('users/paymentInitiate', { cartId: shopper.cartId }, shopper.token);
    expect(initiated.statusCode).toBe(503);
    expect(initiated.body.status).toBe(0);
    expect(await gatewayRows()).toHaveLength(rowsBefore);
    // The shopper tries again: it opens.
    expect((await t.call('users/paymentInitiate', { cartId: shopper.cartId }, shopper.token)).body.status).toBe(1);
  });

  it('answers 409 (refused, nothing charged) when N-Genius refuses the order itself', async () => {
    const shopper = await shopperWithCart();
    fake.script('create', {
      status: 400,
      body: { message: 'Bad Request', code: 400, errors: [{ message: 'x', errorCode: 'invalidRequest' }] },
    });
    const initiated = await t.call('users/paymentInitiate', { cartId: shopper.cartId }, shopper.token);
    expect(initiated.statusCode).toBe(409);
    expect(initiated.body).toMatchObject({ status: 0, message: PAYMENT_MESSAGES.gatewayRefused });
  });
});

describe('the payer at N-Genius', () => {
  it('cancels on the hosted page: back at the shop, nothing booked, and the payment can still be paid', async () => {
    const payment = await started();
    const back = await payOnNgeniusFake(t, payment, 'cancel');
    const res = await followReturn(t, back);
    expect(res?.statusCode).toBe(303);
    const refused = await confirm(payment);
    expect(refused.statusCode).toBe(409);
    expect(await ordersOf(payment.cartId)).toEqual([]);
    expect(fakeOrderOf(fake, payment.transactionId).state).toBe('STARTED');
    expect(await t.app.ctx.payments.resumePayment(payment.transactionId)).not.toBeNull();
    await followReturn(t, await payOnNgeniusFake(t, payment, 'approve'));
    expect((await confirm(payment)).body.status).toBe(1);
    expect(await t.app.ctx.payments.resumePayment(payment.transactionId)).toBeNull();
    expect(await t.app.ctx.payments.hostedPage(payment.transactionId)).toBeNull();
  });

  it('comes back while N-Genius is down: the payment stays pending, and the reconciler confirms it later', async () => {
    const payment = await started();
    const back = await payOnNgeniusFake(t, payment, 'approve');
    expect(back.url).toContain('?ref=');
    fake.script('status', { status: 503 });
    fake.script('status', { status: 503 });
    const res = await followReturn(t, back);
    expect(res?.statusCode).toBe(303);
    expect(await ordersOf(payment.cartId)).toEqual([]);
    const row = await t.app.ctx.db
      .selectFrom('payments')
      .select('status')
      .where('provider_transaction_id', '=', payment.transactionId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    t.clock.advance(6 * 60_000);
    await reconcilePayments(t.app.ctx, 5 * 60_000);
    expect((await ordersOf(payment.cartId))[0]?.status).toBe('confirmed');
  });

  it('is never declined by guess: a state N-Genius has not documented leaves the payment pending (503)', async () => {
    const payment = await started();
    fakeOrderOf(fake, payment.transactionId).state = 'SOMETHING_NEW';
    const refused = await confirm(payment);
    expect(refused.statusCode).toBe(503);
    expect(await ordersOf(payment.cartId)).toEqual([]);
  });
});

describe('refunds at N-Genius', () => {
  it('tells the operator when N-Genius refuses a refund, and gives nothing back', async () => {
    const payment = await paid();
    const [order] = await ordersOf(payment.cartId);
    if (!order) throw new Error('no order');
    fake.settle(fakeOrderOf(fake, payment.transactionId).reference);
    fake.refuseRefunds = true;
    try {
      const refused = await operatorCall(
        t,
        'operator/refundOrder',
        { id: order.id, amountFils: 500, reason: 'Goodwill' },
        manager.token,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toMatchObject({ status: 0, message: PAYMENT_MESSAGES.refundRefused });
    } finally {
      fake.refuseRefunds = false;
    }
    expect(fakeOrderOf(fake, payment.transactionId).refunds).toEqual([]);
    const refund = await t.app.ctx.db
      .selectFrom('gateway_refunds')
      .select('state')
      .where('transaction_id', '=', payment.transactionId)
      .executeTakeFirstOrThrow();
    expect(refund.state).toBe('refused');
  });

  it('reports what N-Genius says it gave back', async () => {
    const payment = await paid(2);
    expect(await t.app.ctx.payments.getPayment(payment.transactionId)).toMatchObject({ refundedFils: 0 });
    fake.settle(fakeOrderOf(fake, payment.transactionId).reference);
    await t.app.ctx.payments.refund(payment.transactionId, 700, 'part-1');
    expect(await t.app.ctx.payments.getPayment(payment.transactionId)).toMatchObject({
      status: 'paid',
      refundedFils: 700,
    });
    // The same key again gives nothing more.
    await t.app.ctx.payments.refund(payment.transactionId, 700, 'part-1');
    expect(fakeOrderOf(fake, payment.transactionId).refunds).toHaveLength(1);
  });

  it('gives the whole back the same day by reversing the payment (cnp:cancel, a PUT), and reports it refunded', async () => {
    const payment = await paid();
    const [order] = await ordersOf(payment.cartId);
    if (!order) throw new Error('no order');
    const before = fake.calls.length;
    const cancelled = await operatorCall(
      t,
      'operator/cancelOrder',
      { id: order.id, refund: 'full', reason: 'The customer cannot travel' },
      manager.token,
    );
    expect(cancelled.statusCode, cancelled.raw.body).toBe(200);
    const fakeOrder = fakeOrderOf(fake, payment.transactionId);
    expect(fakeOrder.state).toBe('REVERSED');
    expect(fakeOrder.refunds).toEqual([]);
    const reversal = fake.calls.slice(before).filter((call) => call.path.endsWith('/cancel'));
    expect(reversal.map((call) => call.method)).toEqual(['PUT']);
    expect(await t.app.ctx.payments.getPayment(payment.transactionId)).toEqual({
      status: 'refunded',
      amountFils: fakeOrder.value,
      currency: 'AED',
      refundedFils: fakeOrder.value,
    });
  });

  it('refuses a part the same day (N-Genius refunds only a settled payment), and makes it once settled', async () => {
    const payment = await paid(2);
    const [order] = await ordersOf(payment.cartId);
    if (!order) throw new Error('no order');
    const refund = (reason: string) =>
      operatorCall(t, 'operator/refundOrder', { id: order.id, amountFils: 500, reason }, manager.token);
    const refused = await refund('Goodwill');
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({ status: 0, message: PAYMENT_MESSAGES.refundRefused });
    expect(fakeOrderOf(fake, payment.transactionId)).toMatchObject({ state: 'PURCHASED', refunds: [] });

    fake.settle(fakeOrderOf(fake, payment.transactionId).reference);
    const made = await refund('Goodwill, the day after');
    expect(made.statusCode, made.raw.body).toBe(200);
    expect(await t.app.ctx.payments.getPayment(payment.transactionId)).toMatchObject({
      status: 'paid',
      refundedFils: 500,
    });
  });
});

describe('N-Genius webhooks', () => {
  it('refuses a notice with a wrong or a missing header (401), and books nothing', async () => {
    const payment = await started();
    await payOnNgeniusFake(t, payment, 'approve');
    const reference = fakeOrderOf(fake, payment.transactionId).reference;
    const wrong = fake.webhookFor(reference, 'not-the-portal-value');
    const wrongRes = await sendNotice(t, { url: NOTICE_URL, headers: wrong.headers, payload: wrong.payload });
    expect(wrongRes.statusCode).toBe(401);
    expect(wrongRes.json().status).toBe(0);
    const missing = await sendNotice(t, {
      url: NOTICE_URL,
      headers: { 'content-type': 'application/json' },
      payload: wrong.payload,
    });
    expect(missing.statusCode).toBe(401);
    expect(await ordersOf(payment.cartId)).toEqual([]);
  });

  it("never trusts the notice's own outcome: a genuine notice saying PURCHASED about an unpaid order books nothing", async () => {
    const payment = await started();
    const order = fakeOrderOf(fake, payment.transactionId);
    const hook = fake.webhookFor(order.reference);
    const payload = JSON.stringify({ ...JSON.parse(hook.payload), eventName: 'PURCHASED' });
    const res = await sendNotice(t, { url: NOTICE_URL, headers: hook.headers, payload });
    expect(res.statusCode).toBe(200);
    expect(await ordersOf(payment.cartId)).toEqual([]);
  });

  it('acts on a replayed notice once', async () => {
    const payment = await started();
    await payOnNgeniusFake(t, payment, 'approve');
    const hook = fake.webhookFor(fakeOrderOf(fake, payment.transactionId).reference);
    for (let time = 0; time < 3; time += 1) {
      expect((await sendNotice(t, { url: NOTICE_URL, headers: hook.headers, payload: hook.payload })).statusCode).toBe(
        200,
      );
    }
    expect(await ordersOf(payment.cartId)).toHaveLength(1);
  });

  it('answers 401 to a notice about an order the shop never made', async () => {
    const hook = fake.webhookFor([...fake.orders.keys()][0] ?? '');
    const payload = JSON.stringify({ eventName: 'PURCHASED', order: { reference: crypto.randomUUID() } });
    const res = await sendNotice(t, { url: NOTICE_URL, headers: hook.headers, payload });
    expect(res.statusCode).toBe(401);
  });
});

describe('N-Genius credentials', () => {
  it('never reach the logs', async () => {
    const text = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(0);
    expect(text).toContain('ngenius');
    expect(text).not.toContain(fake.env.NGENIUS_API_KEY);
    expect(text).not.toContain(fake.env.NGENIUS_WEBHOOK_HEADER_VALUE);
    expect(text).not.toMatch(/Bearer [A-Za-z0-9_-]{10,}/);
    expect(text).not.toMatch(/Basic [A-Za-z0-9+/=]{10,}/);
  });
});
