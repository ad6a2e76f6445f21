// Issue 35 (decision 078): one conformance suite for every payment gateway, the sandbox included. The same purchase,
// decline, cancel on the gateway's page, abandonment, crash between paying and the return, partial refund, forged
// and replayed notice and misreported amount, each against the gateway's local fake (test/gateways/), on SQLite and
// on PostgreSQL. Nothing here reaches the internet.
import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import { todayInDubai } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followReturn, sendNotice, type TRunningGateway } from '../../test/gateways/gateway-under-test.js';
import { GATEWAYS_UNDER_TEST } from '../../test/gateways/index.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { addLine, checkoutAndInitiate, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { reconcilePayments } from '../booking/index.js';

describe.each(GATEWAYS_UNDER_TEST)('the $name gateway', (gateway) => {
  let running: TRunningGateway;
  let t: TTestApp;
  let ticket: TCatalogueCard;
  let manager: TTestOperator;
  let owner: TTestOperator;

  beforeAll(async () => {
    running = await gateway.start();
    t = await createTestApp({ env: running.env });
    [ticket] = (await productsOf(t, 'Entry ticket')) as [TCatalogueCard];
    manager = await newOperator(t, 'manager', 'Mona Manager');
    owner = await newOperator(t, 'owner', 'Olivia Owner');
  });
  afterAll(async () => {
    await t?.close();
    await running?.close();
  });

  async function started(adults = 1) {
    const { token } = await t.newShopper();
    expect((await addLine(t, token, ticket, adults)).body.status).toBe(1);
    const payment = await checkoutAndInitiate(t, token);
    return { token, ...payment };
  }

  const confirm = (token: string, cartId: string, transactionId: string) =>
    t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);

  async function ordersOf(cartId: string) {
    return t.app.ctx.db.selectFrom('orders').selectAll().where('checkout_id', '=', cartId).execute();
  }

  async function paymentRow(transactionId: string) {
    return t.app.ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('provider_transaction_id', '=', transactionId)
      .executeTakeFirstOrThrow();
  }

  it('opens the payment at this gateway, on a page of the shop itself', async () => {
    const payment = await started();
    expect(t.app.ctx.payments.name).toBe(gateway.name);
    expect(t.app.ctx.payments.nameOf(payment.transactionId)).toBe(gateway.name);
    expect(new URL(payment.paymentPage).origin).toBe(new URL(t.app.ctx.config.publicUrl).origin);
    expect(await running.record(t, payment.transactionId)).toMatchObject({
      status: 'pending',
      amountFils: payment.checkout.to_be_paid * 100,
    });
  });

  it('turns a paid payment into its order, once, and agrees with the gateway on the amount', async () => {
    const payment = await started(2);
    const back = await running.payAsBrowser(t, payment, 'approve');
    await followReturn(t, back);
    const confirmed = await confirm(payment.token, payment.cartId, payment.transactionId);
    expect(confirmed.body.status, confirmed.body.message).toBe(1);
    const [order, ...more] = await ordersOf(payment.cartId);
    expect(more).toEqual([]);
    expect(order?.status).toBe('confirmed');
    const record = await running.record(t, payment.transactionId);
    expect(record).toMatchObject({ status: 'paid', refundedFils: 0 });
    expect(record.amountFils).toBe((await paymentRow(payment.transactionId)).amount_fils);
    // The return page asked again (a reload): the same order.
    const again = await confirm(payment.token, payment.cartId, payment.transactionId);
    expect(again.body.data.reference).toBe(confirmed.body.data.reference);
    expect(await ordersOf(payment.cartId)).toHaveLength(1);
  });

  it('books nothing for a declined card, and says so', async () => {
    const payment = await started();
    await followReturn(t, await running.payAsBrowser(t, payment, 'decline'));
    const refused = await confirm(payment.token, payment.cartId, payment.transactionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({ status: 0, message: PAYMENT_MESSAGES.declined });
    expect(await ordersOf(payment.cartId)).toEqual([]);
    expect((await running.record(t, payment.transactionId)).status).toBe('declined');
  });

  it("books nothing when the payer cancels on the gateway's page", async () => {
    const payment = await started();
    await followReturn(t, await running.payAsBrowser(t, payment, 'cancel'));
    const refused = await confirm(payment.token, payment.cartId, payment.transactionId);
    expect(refused.statusCode).toBe(409);
    expect(await ordersOf(payment.cartId)).toEqual([]);
    const { status } = await running.record(t, payment.transactionId);
    expect(['pending', 'cancelled', 'declined']).toContain(status);
    // Never "declined" to a payer who pressed Cancel: cancelled where the gateway says so, else not completed.
    expect(refused.body.message).toBe(
      status === 'pending' ? PAYMENT_MESSAGES.notCompleted : PAYMENT_MESSAGES.cancelledByPayer,
    );
  });

  it('leaves an abandoned payment unpaid: the return page says not completed, the reconciler books nothing', async () => {
    const payment = await started();
    const refused = await confirm(payment.token, payment.cartId, payment.transactionId);
    expect(refused.statusCode).toBe(409);
    t.clock.advance(6 * 60_000);
    await reconcilePayments(t.app.ctx, 5 * 60_000);
    expect(await ordersOf(payment.cartId)).toEqual([]);
  });

  it('confirms a payment whose payer never came back (a crash between paying and the return), by the reconciler', async () => {
    const payment = await started();
    await running.payAsBrowser(t, payment, 'approve');
    expect(await ordersOf(payment.cartId)).toEqual([]);
    t.clock.advance(6 * 60_000);
    const result = await reconcilePayments(t.app.ctx, 5 * 60_000);
    expect(result.confirmed).toBeGreaterThanOrEqual(1);
    expect((await ordersOf(payment.cartId))[0]?.status).toBe('confirmed');
  });

  it('refunds in part and then the rest, and the gateway gives back exactly that, and says so', async () => {
    const payment = await started(2);
    await followReturn(t, await running.payAsBrowser(t, payment, 'approve'));
    expect((await confirm(payment.token, payment.cartId, payment.transactionId)).body.status).toBe(1);
    const [order] = await ordersOf(payment.cartId);
    if (!order) throw new Error('no order');
    const paid = (await paymentRow(payment.transactionId)).amount_fils;
    // What the shop reads of the gateway (the payments desk's reconciliation) before any refund: nothing given back.
    expect(await t.app.ctx.payments.getPayment(payment.transactionId)).toMatchObject({ refundedFils: 0 });
    // A part is given back only once the payment has settled (N-Genius); the day after, as an operator would.
    await running.settle?.(t, payment.transactionId);
    const part = await operatorCall(
      t,
      'operator/refundOrder',
      { id: order.id, amountFils: 1_000, reason: 'Goodwill: a late start' },
      manager.token,
    );
    expect(part.statusCode, part.raw.body).toBe(200);
    expect(await running.record(t, payment.transactionId)).toMatchObject({ refundedFils: 1_000 });
    expect(await t.app.ctx.payments.getPayment(payment.transactionId)).toMatchObject({ refundedFils: 1_000 });
    const cancelled = await operatorCall(
      t,
      'operator/cancelOrder',
      { id: order.id, refund: 'full', reason: 'The customer cannot travel' },
      manager.token,
    );
    expect(cancelled.statusCode, cancelled.raw.body).toBe(200);
    expect(await running.record(t, payment.transactionId)).toMatchObject({ status: 'refunded', refundedFils: paid });
    // Cancelling again gives nothing more back.
    await operatorCall(t, 'operator/cancelOrder', { id: order.id, refund: 'full', reason: 'Twice' }, manager.token);
    expect((await running.record(t, payment.transactionId)).refundedFils).toBe(paid);
    expect((await t.app.ctx.payments.getPayment(payment.transactionId))?.refundedFils).toBe(paid);
    // The payments desk's reconciliation (decision 085) agrees: what was refunded here is what the gateway says.
    const day = todayInDubai(t.clock.now());
    const run = await operatorCall(t, 'operator/runReconciliation', { day }, owner.token);
    expect(run.statusCode, run.raw.body).toBe(200);
    const listed = await operatorCall(t, 'operator/listPayments', { from: day, to: day }, manager.token);
    expect(listed.statusCode, listed.raw.body).toBe(200);
    const data = listed.body.data as {
      payments: { transactionId: string; refundedFils: number; gatewayCheck: { refundedFils: number | null } | null }[];
      openMismatches: { transactionId: string }[];
    };
    expect(data.payments.find((row) => row.transactionId === payment.transactionId)).toMatchObject({
      refundedFils: paid,
      gatewayCheck: { refundedFils: paid },
    });
    expect(data.openMismatches.filter((m) => m.transactionId === payment.transactionId)).toEqual([]);
  });

  it('acts on a genuine notice once, and on a forged one not at all', async () => {
    const payment = await started();
    await running.payAsBrowser(t, payment, 'approve');
    const forged = await running.forgedNotice(t, payment.transactionId);
    if (forged) {
      const res = await sendNotice(t, forged);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().status).toBe(0);
      expect(await ordersOf(payment.cartId)).toEqual([]);
    }
    const notice = await running.notice(t, payment.transactionId);
    if (!notice) return; // a gateway without notices (EPG): the return and the reconciler confirm
    expect((await sendNotice(t, notice)).statusCode).toBe(200);
    expect(await ordersOf(payment.cartId)).toHaveLength(1);
    // Replayed: the same one order.
    expect((await sendNotice(t, notice)).statusCode).toBe(200);
    expect(await ordersOf(payment.cartId)).toHaveLength(1);
  });

  it('makes no order when the gateway reports another amount than was priced', async () => {
    if (!running.misreportAmount) return;
    const payment = await started();
    await running.payAsBrowser(t, payment, 'approve');
    await running.misreportAmount(t, payment.transactionId, 100);
    const refused = await confirm(payment.token, payment.cartId, payment.transactionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(PAYMENT_MESSAGES.amountMismatch);
    expect(await ordersOf(payment.cartId)).toEqual([]);
  });
});
