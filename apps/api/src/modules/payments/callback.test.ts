import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sign } from '../../lib/signing.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { addLine, checkoutAndInitiate, payOnSandbox, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { SANDBOX_CARDS } from './sandbox-provider.js';

let t: TTestApp;
let ticket: TCatalogueCard;
beforeAll(async () => {
  t = await createTestApp();
  [ticket] = (await productsOf(t, 'Entry ticket')) as [TCatalogueCard];
});
afterAll(async () => {
  await t?.close();
});

const URL_PATH = '/api/payments/callback/sandbox';

function signed(body: string, timestamp = String(t.clock.now().getTime())) {
  return {
    'content-type': 'application/json',
    'x-sandbox-timestamp': timestamp,
    'x-sandbox-signature': sign(t.app.ctx.config.appSecret, 'sandbox-webhook', `${timestamp}.${body}`),
  };
}

function callback(transactionId: string, status: 'paid' | 'declined' = 'paid', headers?: Record<string, string>) {
  const payload = JSON.stringify({ transactionId, status });
  return t.app.inject({ method: 'POST', url: URL_PATH, headers: headers ?? signed(payload), payload });
}

async function counts() {
  const orders = await t.app.ctx.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const notifications = await t.app.ctx.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const paid = await t.app.ctx.db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '!=', 'pending')
    .executeTakeFirstOrThrow();
  return { orders: Number(orders.n), notifications: Number(notifications.n), payments: Number(paid.n) };
}

async function ordersOf(cartId: string) {
  return t.app.ctx.db.selectFrom('orders').selectAll().where('checkout_id', '=', cartId).execute();
}

async function paidShopper(card: string | null = SANDBOX_CARDS.approve) {
  const { token } = await t.newShopper();
  await addLine(t, token, ticket, 1);
  const started = await checkoutAndInitiate(t, token);
  if (card) expect((await payOnSandbox(t, started.transactionId, card)).statusCode).toBe(303);
  return { token, ...started };
}

describe('POST /api/payments/callback/sandbox', () => {
  it('turns a paid transaction into the order; the return page then gets the same order', async () => {
    const { token, cartId, transactionId } = await paidShopper();
    const before = await counts();
    const res = await callback(transactionId);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(1);
    const orders = await ordersOf(cartId);
    expect(orders).toHaveLength(1);
    expect((await counts()).notifications).toBe(before.notifications + 1);
    expect((await t.call('users/viewCart', {}, token)).body.data.items).toHaveLength(0);

    const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body.data.reference).toBe(orders[0]?.reference);
    expect((await callback(transactionId)).statusCode).toBe(200);
    expect(await ordersOf(cartId)).toHaveLength(1);
    expect((await counts()).notifications).toBe(before.notifications + 1);
  });

  it('after the return page confirmed, a callback changes nothing', async () => {
    const { token, cartId, transactionId } = await paidShopper();
    const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
    expect(confirmed.statusCode).toBe(200);
    const before = await counts();
    expect((await callback(transactionId)).statusCode).toBe(200);
    expect(await counts()).toEqual(before);
    expect(await ordersOf(cartId)).toHaveLength(1);
  });

  it('20 confirmations raced with 5 callbacks give one order and one notification', async () => {
    const { token, cartId, transactionId } = await paidShopper();
    const before = await counts();
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token)),
      ...Array.from({ length: 5 }, () => callback(transactionId).then((raw) => ({ statusCode: raw.statusCode }))),
    ]);
    for (const result of results) expect(result.statusCode).toBe(200);
    const orders = await ordersOf(cartId);
    expect(orders).toHaveLength(1);
    const after = await counts();
    expect(after.orders).toBe(before.orders + 1);
    expect(after.notifications).toBe(before.notifications + 1);
    const references = new Set(results.slice(0, 20).map((r) => ('body' in r ? r.body.data.reference : null)));
    expect([...references]).toEqual([orders[0]?.reference]);
  });

  it('refuses forged, altered, stale and unsigned callbacks and changes nothing', async () => {
    const { cartId, transactionId } = await paidShopper();
    const before = await counts();
    const body = JSON.stringify({ transactionId, status: 'paid' });
    const good = signed(body);

    const forged = await callback(transactionId, 'paid', { ...good, 'x-sandbox-signature': 'A'.repeat(43) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().status).toBe(0);

    const changed = await t.app.inject({
      method: 'POST',
      url: URL_PATH,
      headers: good,
      payload: JSON.stringify({ transactionId, status: 'paid', extra: 1 }),
    });
    expect(changed.statusCode).toBe(401);

    const staleAt = String(t.clock.now().getTime() - 6 * 60_000);
    expect((await callback(transactionId, 'paid', signed(body, staleAt))).statusCode).toBe(401);
    const futureAt = String(t.clock.now().getTime() + 6 * 60_000);
    expect((await callback(transactionId, 'paid', signed(body, futureAt))).statusCode).toBe(401);

    for (const missing of ['x-sandbox-signature', 'x-sandbox-timestamp']) {
      const headers: Record<string, string> = { ...good };
      delete headers[missing];
      const res = await callback(transactionId, 'paid', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().status).toBe(0);
    }

    const notJson = '{"transactionId":';
    const bad = await t.app.inject({ method: 'POST', url: URL_PATH, headers: signed(notJson), payload: notJson });
    expect(bad.statusCode).toBe(400);
    const wrongShape = JSON.stringify({ transactionId, status: 'refunded' });
    const shape = await t.app.inject({
      method: 'POST',
      url: URL_PATH,
      headers: signed(wrongShape),
      payload: wrongShape,
    });
    expect(shape.statusCode).toBe(400);

    const unknown = await callback('sbx_unknown');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status).toBe(0);

    expect(await counts()).toEqual(before);
    expect(await ordersOf(cartId)).toHaveLength(0);
  });

  it('does nothing for a declined or unpaid transaction, whatever the body says', async () => {
    const declined = await paidShopper(SANDBOX_CARDS.decline);
    const pending = await paidShopper(null);
    const before = await counts();

    for (const status of ['paid', 'declined'] as const) {
      const res = await callback(declined.transactionId, status);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(1);
    }
    // The body claims 'paid' but the gateway still has the transaction pending.
    const claimed = await callback(pending.transactionId, 'paid');
    expect(claimed.statusCode).toBe(200);
    expect(await counts()).toEqual(before);
    expect(await ordersOf(declined.cartId)).toHaveLength(0);
    expect(await ordersOf(pending.cartId)).toHaveLength(0);
  });
});

describe('the sandbox gateway sending its callback (SANDBOX_CALLBACKS on)', () => {
  it('books the order from paying alone, before the shopper comes back; the return page then gets it', async () => {
    const live = await createTestApp({ env: { SANDBOX_CALLBACKS: 'true' } });
    try {
      const [product] = (await productsOf(live, 'Entry ticket')) as [TCatalogueCard];
      const { token } = await live.newShopper();
      await addLine(live, token, product, 1);
      const { cartId, transactionId } = await checkoutAndInitiate(live, token);
      expect((await payOnSandbox(live, transactionId, SANDBOX_CARDS.approve)).statusCode).toBe(303);
      // The gateway answers the shopper at once and notifies the shop beside it.
      let orders: Array<{ reference: string; status: string }> = [];
      for (let attempt = 0; attempt < 100 && orders.length === 0; attempt += 1) {
        orders = await live.app.ctx.db
          .selectFrom('orders')
          .select(['reference', 'status'])
          .where('checkout_id', '=', cartId)
          .execute();
        if (orders.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(orders).toEqual([{ reference: expect.any(String), status: 'confirmed' }]);
      const payment = await live.app.ctx.db
        .selectFrom('payments')
        .select('status')
        .where('checkout_id', '=', cartId)
        .executeTakeFirstOrThrow();
      expect(payment.status).toBe('paid');
      const confirmed = await live.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.body.data.reference).toBe(orders[0]?.reference);
    } finally {
      await live.close();
    }
  });
});
