// The Etisalat payment gateway's awkward cases (decision 082), against its local fake (gateway-fakes/epg.ts), on
// SQLite and on PostgreSQL. The cases every gateway shares are in conformance.test.ts.
import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { EPG_CODES, startEpgFake, type TEpgFake } from '../../gateway-fakes/epg.js';
import { epgTransactionOf, payAtEpg } from '../../test/gateways/epg.js';
import { followReturn } from '../../test/gateways/gateway-under-test.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { addLine, checkoutAndInitiate, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { reconcilePayments } from '../booking/index.js';
import { createEpgProvider, EPG_RETURN_PATH_MAX, epgOrderId } from './epg-provider.js';

describe('the Etisalat payment gateway (EPG)', () => {
  let fake: TEpgFake;
  let t: TTestApp;
  let ticket: TCatalogueCard;
  let manager: TTestOperator;
  const logLines: string[] = [];

  beforeAll(async () => {
    fake = await startEpgFake({ slowMs: 1_500 });
    t = await createTestApp({ env: { ...fake.env, PAYMENT_TIMEOUT_MS: '500' }, logLines });
    [ticket] = (await productsOf(t, 'Entry ticket')) as [TCatalogueCard];
    manager = await newOperator(t, 'manager', 'Mona Manager');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  async function cartOf(adults = 1) {
    const { token } = await t.newShopper();
    expect((await addLine(t, token, ticket, adults)).body.status).toBe(1);
    const checkout = await t.call('users/checkout', {}, token);
    expect(checkout.body.status, checkout.body.message).toBe(1);
    return { token, cartId: checkout.body.data[0]._id as string };
  }

  async function started(adults = 1) {
    const { token } = await t.newShopper();
    expect((await addLine(t, token, ticket, adults)).body.status).toBe(1);
    return { token, ...(await checkoutAndInitiate(t, token)) };
  }

  const confirm = (token: string, cartId: string, transactionId: string) =>
    t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);

  const ordersOf = (cartId: string) =>
    t.app.ctx.db.selectFrom('orders').selectAll().where('checkout_id', '=', cartId).execute();

  const paymentsOf = (cartId: string) =>
    t.app.ctx.db.selectFrom('payments').selectAll().where('checkout_id', '=', cartId).execute();

  async function gatewayRows() {
    const row = await t.app.ctx.db
      .selectFrom('gateway_transactions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  describe('opening a payment', () => {
    it('registers the order at EPG as its guide shows: the credentials in the body, a 16-character OrderID, our return address', async () => {
      const payment = await started(2);
      const registration = fake.requests.filter((request) => request.operation === 'Registration').at(-1)?.body;
      expect(registration).toMatchObject({
        Customer: fake.credentials.customer,
        UserName: fake.credentials.userName,
        Password: fake.credentials.password,
        Channel: 'Web',
        Currency: 'AED',
        Amount: (payment.checkout.to_be_paid as number).toFixed(2),
        TransactionHint: 'CPT:Y;VCC:Y;',
        ReturnPath: `${t.app.ctx.config.publicUrl}/api/payments/return/epg/${payment.transactionId}`,
      });
      expect(String(registration?.OrderID)).toMatch(/^[A-Z0-9]{16}$/);
      expect(String(registration?.OrderName).length).toBeLessThanOrEqual(25);
      expect(String(registration?.ReturnPath).length).toBeLessThanOrEqual(EPG_RETURN_PATH_MAX);
    });

    it('refuses, recording nothing, when EPG refuses the credentials', async () => {
      const wrong = await createTestApp({ env: { ...fake.env, EPG_PASSWORD: 'not-the-password' } });
      try {
        const [card] = (await productsOf(wrong, 'Entry ticket')) as [TCatalogueCard];
        const { token } = await wrong.newShopper();
        await addLine(wrong, token, card, 1);
        const checkout = await wrong.call('users/checkout', {}, token);
        const cartId = checkout.body.data[0]._id as string;
        const refused = await wrong.call('users/paymentInitiate', { cartId }, token);
        expect(refused.statusCode).toBe(409);
        expect(refused.body).toMatchObject({ status: 0, message: PAYMENT_MESSAGES.gatewayRefused });
        expect(await wrong.app.ctx.db.selectFrom('gateway_transactions').selectAll().execute()).toEqual([]);
        expect(
          await wrong.app.ctx.db.selectFrom('payments').selectAll().where('checkout_id', '=', cartId).execute(),
        ).toEqual([]);
      } finally {
        await wrong.close();
      }
    });

    it('answers 503 and records nothing when EPG is too slow, answers 5xx or drops the connection', async () => {
      for (const fault of ['slow', 'error500', 'drop'] as const) {
        const { token, cartId } = await cartOf();
        const before = await gatewayRows();
        fake.failNext('Registration', fault);
        const refused = await t.call('users/paymentInitiate', { cartId }, token);
        expect(refused.statusCode, fault).toBe(503);
        expect(refused.body).toMatchObject({ status: 0, message: PAYMENT_MESSAGES.gatewayUnavailable });
        expect(await gatewayRows()).toBe(before);
        expect(await paymentsOf(cartId)).toEqual([]);
        // The shopper tries again once the gateway is back: one payment page.
        const again = await t.call('users/paymentInitiate', { cartId }, token);
        expect(again.body.status, again.body.message).toBe(1);
      }
    });

    it('refuses a second order under one reference (EPG refuses a duplicate OrderID), and keeps the first', async () => {
      const input = { amountFils: 5_000, currency: 'AED' as const, description: 'Entry ticket', returnUrl: 'x' };
      const reference = `dup${Date.now()}`;
      const first = await t.app.ctx.payments.createPayment({ ...input, reference });
      await expect(t.app.ctx.payments.createPayment({ ...input, reference })).rejects.toMatchObject({
        code: 'CONFLICT',
        refusal: 'payment.gateway_refused',
      });
      const rows = await t.app.ctx.db
        .selectFrom('gateway_transactions')
        .selectAll()
        .where('reference', '=', reference)
        .execute();
      expect(rows.map((row) => row.id)).toEqual([first.transactionId]);
      expect([...fake.transactions.values()].filter((txn) => txn.orderId === epgOrderId(reference))).toHaveLength(1);
    });

    it('will not start with a public address too long for the return path EPG accepts (256 characters), and maps 6560 to a refusal', async () => {
      const config = loadConfig({ ...fake.env, NODE_ENV: 'test', DATA_DIR: t.dataDir });
      const epg = config.payments.epg;
      if (!epg) throw new Error('EPG not configured');
      const deps = { db: t.app.ctx.db, clock: t.clock, timeoutMs: 500 };
      expect(() => createEpgProvider(epg, { ...deps, publicUrl: `https://${'a'.repeat(200)}.example` })).toThrow(
        /PUBLIC_URL: too long/,
      );
      expect(() => createEpgProvider(epg, { ...deps, publicUrl: 'https://shop.example.ae' })).not.toThrow();
      const { token, cartId } = await cartOf();
      fake.failNext('Registration', { code: EPG_CODES.returnPathTooLong });
      const refused = await t.call('users/paymentInitiate', { cartId }, token);
      expect(refused.statusCode).toBe(409);
      expect(await paymentsOf(cartId)).toEqual([]);
    });
  });

  it('speaks to an instance that answers only to Accept: text/xml-standard-api when told to (EPG_ACCEPT)', async () => {
    const picky = await startEpgFake({ onlyAccept: 'text/xml-standard-api' });
    const { EPG_ACCEPT: accept, ...untold } = picky.env;
    const apps = [await createTestApp({ env: untold }), await createTestApp({ env: picky.env })];
    try {
      const answers: number[] = [];
      for (const app of apps) {
        const [card] = (await productsOf(app, 'Entry ticket')) as [TCatalogueCard];
        const { token } = await app.newShopper();
        await addLine(app, token, card, 1);
        const checkout = await app.call('users/checkout', {}, token);
        const res = await app.call('users/paymentInitiate', { cartId: checkout.body.data[0]._id }, token);
        answers.push(res.statusCode);
      }
      // Not told: the instance's HTML page is no answer (503, nothing recorded); told: the payment opens.
      expect(answers).toEqual([503, 200]);
      expect(picky.requests.map((request) => request.accept)).toEqual(['application/json', accept]);
    } finally {
      for (const app of apps) await app.close();
      await picky.close();
    }
  });

  describe('learning the outcome (Finalization)', () => {
    it('asks Finalization once: a reload, the return page and the reconciler are told the kept answer', async () => {
      const payment = await started();
      await followReturn(t, await payAtEpg(t, payment, 'approve'));
      expect((await confirm(payment.token, payment.cartId, payment.transactionId)).body.status).toBe(1);
      expect(await t.app.ctx.payments.getPayment(payment.transactionId)).toMatchObject({ status: 'paid' });
      const txn = await epgTransactionOf(t, fake, payment.transactionId);
      expect(txn.finalizations).toBe(1);
      // EPG itself would not answer again.
      expect(txn.isFinalized).toBe(true);
    });

    it('keeps a 210 (pending settlement) payment pending, neither paid nor declined, until EPG says paid', async () => {
      const payment = await started();
      const back = await payAtEpg(t, payment, 'approve');
      const txn = await epgTransactionOf(t, fake, payment.transactionId);
      txn.isHeldPending = true;
      await followReturn(t, back);
      const refused = await confirm(payment.token, payment.cartId, payment.transactionId);
      expect(refused.statusCode).toBe(409);
      expect(refused.body.message).toBe(PAYMENT_MESSAGES.notCompleted);
      t.clock.advance(6 * 60_000);
      await reconcilePayments(t.app.ctx, 5 * 60_000);
      expect(await ordersOf(payment.cartId)).toEqual([]);
      expect((await paymentsOf(payment.cartId))[0]?.status).toBe('pending');
      // Not kept: asked again, EPG now says paid.
      txn.isHeldPending = false;
      t.clock.advance(60_000);
      await reconcilePayments(t.app.ctx, 5 * 60_000);
      expect((await ordersOf(payment.cartId))[0]?.status).toBe('confirmed');
      // Asked at the return, by the return page and by each reconciler run: a pending answer is never kept.
      expect(txn.finalizations).toBe(4);
    });

    it('leaves the payment pending when EPG is down at the return, and the reconciler confirms it later', async () => {
      const payment = await started();
      const back = await payAtEpg(t, payment, 'approve');
      fake.failNext('Finalization', 'drop');
      const res = await followReturn(t, back);
      expect(res?.statusCode).toBe(303);
      expect(res?.headers.location).toBe(`${t.app.ctx.config.publicUrl}/transactionStatus`);
      expect((await paymentsOf(payment.cartId))[0]?.status).toBe('pending');
      expect(await ordersOf(payment.cartId)).toEqual([]);
      t.clock.advance(6 * 60_000);
      const result = await reconcilePayments(t.app.ctx, 5 * 60_000);
      expect(result.confirmed).toBeGreaterThanOrEqual(1);
      expect((await ordersOf(payment.cartId))[0]?.status).toBe('confirmed');
    });

    it('never calls an error about our request a decline: the payment stays pending (503 to the return page)', async () => {
      const payment = await started();
      await payAtEpg(t, payment, 'approve');
      fake.failNext('Finalization', { code: EPG_CODES.authenticationFailed });
      const res = await confirm(payment.token, payment.cartId, payment.transactionId);
      expect(res.statusCode).toBe(503);
      expect(res.body).toMatchObject({ status: 0, message: PAYMENT_MESSAGES.gatewayUnavailable });
      expect((await paymentsOf(payment.cartId))[0]?.status).toBe('pending');
      expect((await confirm(payment.token, payment.cartId, payment.transactionId)).body.status).toBe(1);
    });

    it('books nothing from a return before paying, without a TransactionID or with another one', async () => {
      const payment = await started();
      const url = `/api/payments/return/epg/${payment.transactionId}`;
      for (const payload of ['', 'TransactionID=999999999999', 'TransactionID=']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        });
        expect(res.statusCode).toBe(303);
      }
      expect(await ordersOf(payment.cartId)).toEqual([]);
      expect((await paymentsOf(payment.cartId))[0]?.status).toBe('pending');
      // The payer can still pay on the same page, and is then booked.
      await followReturn(t, await payAtEpg(t, payment, 'approve'));
      expect((await confirm(payment.token, payment.cartId, payment.transactionId)).body.status).toBe(1);
    });

    it('does not reopen the payment page of a payment EPG has finalized', async () => {
      const payment = await started();
      await followReturn(t, await payAtEpg(t, payment, 'decline'));
      expect(await t.app.ctx.payments.hostedPage(payment.transactionId)).toBeNull();
      expect(await t.app.ctx.payments.resumePayment(payment.transactionId)).toBeNull();
      expect(await t.app.ctx.payments.getPayment(payment.transactionId)).toMatchObject({ status: 'declined' });
    });
  });

  describe('refunds', () => {
    async function paidOrder() {
      const payment = await started(2);
      await followReturn(t, await payAtEpg(t, payment, 'approve'));
      expect((await confirm(payment.token, payment.cartId, payment.transactionId)).body.status).toBe(1);
      const [order] = await ordersOf(payment.cartId);
      if (!order) throw new Error('no order');
      return { payment, order };
    }

    it('sends the amount in AED decimals, and tells the operator when EPG refuses a refund', async () => {
      const { payment, order } = await paidOrder();
      fake.refundsRefused = true;
      try {
        const refused = await operatorCall(
          t,
          'operator/refundOrder',
          { id: order.id, amountFils: 1_050, reason: 'Goodwill' },
          manager.token,
        );
        expect(refused.statusCode).toBe(409);
        expect(refused.body).toMatchObject({ status: 0, message: PAYMENT_MESSAGES.refundRefused });
        expect((await epgTransactionOf(t, fake, payment.transactionId)).refundedFils).toBe(0);
        // Finalization says nothing of refunds: the shop reports what EPG's Refund answers confirmed, here none.
        expect(await t.app.ctx.payments.getPayment(payment.transactionId)).toMatchObject({ refundedFils: 0 });
      } finally {
        fake.refundsRefused = false;
      }
      const made = await operatorCall(
        t,
        'operator/refundOrder',
        { id: order.id, amountFils: 1_050, reason: 'Goodwill, asked again' },
        manager.token,
      );
      expect(made.statusCode, made.raw.body).toBe(200);
      expect(await t.app.ctx.payments.getPayment(payment.transactionId)).toMatchObject({
        status: 'paid',
        refundedFils: 1_050,
      });
      const refund = fake.requests.filter((request) => request.operation === 'Refund').at(-1)?.body;
      expect(refund).toMatchObject({ Amount: '10.50', Currency: 'AED', TransactionID: expect.any(String) });
    });
  });

  it('never writes the credentials into the log', async () => {
    // Every path above ran against this app: refusals, time-outs, drops, refunds.
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('\n');
    expect(log).not.toContain(fake.credentials.password);
    expect(log).not.toContain('"Password"');
  });
});
