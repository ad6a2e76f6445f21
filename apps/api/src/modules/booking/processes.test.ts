// Proofs with real server processes on one database: two servers competing for the last seats, and a server
// killed with SIGKILL in the middle of confirmations, then restarted.
import { HOLD_MINUTES } from '@rihla/shared/constants';
import { BOOKING_MESSAGES } from '@rihla/shared/messages/booking';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSlotToCart,
  paidCrowd,
  quickShopper,
  seatsIn,
  setSlot,
  type TPaidCheckout,
  type TSlot,
} from '../../test/crowd.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { httpCall, startServerProcess, type TServerProcess } from '../../test/server-process.js';
import { productsOf } from '../../test/shopping.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';

let t: TTestApp;
let servers: TServerProcess[] = [];
let picnic: { module: string; planId: string };
beforeAll(async () => {
  t = await createTestApp({ sqliteFile: true });
  const [first] = await productsOf(t, 'Picnic Musandum');
  if (!first) throw new Error('no picnic in the demo catalogue');
  picnic = first;
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await t?.close();
});

async function startServer(env: Record<string, string> = {}): Promise<TServerProcess> {
  if (!t.databaseUrl) throw new Error('the test database has no URL for other processes');
  const server = await startServerProcess({ databaseUrl: t.databaseUrl, dataDir: t.dataDir, env });
  servers.push(server);
  return server;
}

let dateOffset = 20;
function freshSlot(): TSlot {
  dateOffset += 1;
  return { ...picnic, date: addDays(todayInDubai(t.clock.now()), dateOffset) };
}

function confirmOn(server: TServerProcess, paid: TPaidCheckout) {
  return httpCall(
    server.url,
    'users/confirmBooking',
    { paymentId: paid.transactionId, cartId: paid.cartId },
    paid.token,
  );
}

/**
 * Every checkout is either wholly booked (order confirmed, seats booked, payment paid, checkout confirmed,
 * cart emptied, one notification) or wholly untouched (no order, seats still held, payment pending,
 * checkout open, one cart line). Returns how many are booked.
 */
async function assertWholeOrAbsent(paid: TPaidCheckout[], slot: TSlot): Promise<number> {
  const { db } = t.app.ctx;
  let booked = 0;
  for (const { cartId } of paid) {
    const checkout = await db.selectFrom('checkouts').selectAll().where('id', '=', cartId).executeTakeFirstOrThrow();
    const orders = await db.selectFrom('orders').selectAll().where('checkout_id', '=', cartId).execute();
    const payment = await db
      .selectFrom('payments')
      .selectAll()
      .where('checkout_id', '=', cartId)
      .executeTakeFirstOrThrow();
    const holds = await db.selectFrom('seat_holds').selectAll().where('checkout_id', '=', cartId).execute();
    const cartLines = await db.selectFrom('cart_lines').selectAll().where('user_id', '=', checkout.user_id).execute();
    const notes = await db.selectFrom('notifications').selectAll().where('user_id', '=', checkout.user_id).execute();
    const state = {
      orders: orders.map((order) => order.status),
      holds: holds.map((hold) => hold.status),
      payment: payment.status,
      checkout: checkout.status,
      cartLines: cartLines.length,
      notifications: notes.length,
    };
    if (orders.length === 1) {
      booked += 1;
      expect(state).toEqual({
        orders: ['confirmed'],
        holds: ['booked'],
        payment: 'paid',
        checkout: 'confirmed',
        cartLines: 0,
        notifications: 1,
      });
    } else {
      expect(state).toEqual({
        orders: [],
        holds: ['held'],
        payment: 'pending',
        checkout: 'open',
        cartLines: 1,
        notifications: 0,
      });
    }
  }
  expect(await seatsIn(t, slot, 'booked')).toBe(booked);
  return booked;
}

describe('server processes sharing one database', () => {
  it('gives 200 confirmations spread over two server processes exactly 5 bookings for the last 5 seats', async () => {
    const slot = freshSlot();
    await setSlot(t, slot, { capacity: 1000 });
    const paid = await paidCrowd(t, slot, 200);
    // Every hold expires, and only 5 seats remain: the servers must re-check capacity under their locks.
    await setSlot(t, slot, { capacity: 5 });
    const expired = new Date(Date.now() - (HOLD_MINUTES + 1) * 60_000).toISOString();
    await t.app.ctx.db
      .updateTable('seat_holds')
      .set({ expires_at: expired })
      .where('product_id', '=', slot.planId)
      .where('date', '=', slot.date)
      .execute();
    const [first, second] = await Promise.all([startServer(), startServer()]);
    if (!first || !second) throw new Error('servers did not start');

    const results = await Promise.all(paid.map((checkout, index) => confirmOn(index % 2 ? second : first, checkout)));
    const confirmed = results.filter((res) => res.body.status === 1);
    const refused = results.filter((res) => res.body.status !== 1);
    expect(confirmed).toHaveLength(5);
    expect(refused).toHaveLength(195);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.body.message).toBe(BOOKING_MESSAGES.soldOutAfterPayment);
    }
    expect(await seatsIn(t, slot, 'booked')).toBe(5);
    const orders = await t.app.ctx.db
      .selectFrom('orders')
      .select(['status'])
      .where(
        'checkout_id',
        'in',
        paid.map((checkout) => checkout.cartId),
      )
      .execute();
    expect(orders.filter((order) => order.status === 'confirmed')).toHaveLength(5);
    expect(orders.filter((order) => order.status === 'failed')).toHaveLength(195);
    await Promise.all(servers.map((server) => server.kill()));
    servers = [];
  }, 240_000);

  it('gives one order for each checkout confirmed many times at once on two server processes', async () => {
    const slot = freshSlot();
    await setSlot(t, slot, { capacity: 100 });
    const paid = await paidCrowd(t, slot, 4);
    const [first, second] = await Promise.all([startServer(), startServer()]);
    if (!first || !second) throw new Error('servers did not start');

    // Each process queues its own confirmations of one checkout; the two processes still race each other.
    const results = await Promise.all(
      paid.flatMap((checkout) =>
        Array.from({ length: 12 }, (_, index) => confirmOn(index % 2 ? second : first, checkout)),
      ),
    );
    for (const res of results) expect(res.body.status).toBe(1);
    // Every answer about one checkout names the same order, and no two checkouts share one.
    const references = paid.map(
      (_, index) => new Set(results.slice(index * 12, index * 12 + 12).map((res) => res.body.data.reference)),
    );
    for (const names of references) expect(names.size).toBe(1);
    expect(new Set(references.flatMap((names) => [...names])).size).toBe(4);
    expect(await assertWholeOrAbsent(paid, slot)).toBe(4);
    await Promise.all(servers.map((server) => server.kill()));
    servers = [];
  }, 120_000);

  it('leaves every order whole or absent when the server is killed mid-confirmation, and confirming again completes them', async () => {
    const slot = freshSlot();
    await setSlot(t, slot, { capacity: 1000 });
    const paid = await paidCrowd(t, slot, 80);
    const server = await startServer();

    let answered = 0;
    let firstAnswer: () => void = () => {};
    const someAnswered = new Promise<void>((resolve) => {
      firstAnswer = resolve;
    });
    const inFlight = paid.map((checkout) =>
      confirmOn(server, checkout).then(
        (res) => {
          answered += 1;
          if (answered >= 3) firstAnswer();
          return res;
        },
        () => null,
      ),
    );
    await someAnswered;
    await server.kill();
    const outcomes = await Promise.all(inFlight);
    const cutOff = outcomes.filter((outcome) => outcome === null).length;
    // The kill landed in the middle: some confirmations finished, some were cut off.
    expect(answered).toBeGreaterThanOrEqual(3);
    expect(cutOff).toBeGreaterThan(0);

    const bookedAfterKill = await assertWholeOrAbsent(paid, slot);
    expect(bookedAfterKill).toBeGreaterThanOrEqual(3);
    expect(bookedAfterKill).toBeLessThan(paid.length);

    const restarted = await startServer();
    const again = await Promise.all(paid.map((checkout) => confirmOn(restarted, checkout)));
    for (const res of again) {
      expect(res.body.status, res.body.message).toBe(1);
      expect(res.body.data.status).toBe('confirmed');
    }
    expect(await assertWholeOrAbsent(paid, slot)).toBe(paid.length);
  }, 240_000);

  it('completes, after a restart, the payments a crash left between the card form and the callback', async () => {
    const slot = freshSlot();
    await setSlot(t, slot, { capacity: 100 });
    const shoppers = await Promise.all(Array.from({ length: 3 }, () => quickShopper(t)));
    const opened: TPaidCheckout[] = [];
    for (const token of shoppers) {
      expect((await addSlotToCart(t, token, slot, 1)).body.status).toBe(1);
      const checkout = await t.call('users/checkout', {}, token);
      const cartId = checkout.body.data[0]._id as string;
      const initiated = await t.call('users/paymentInitiate', { cartId }, token);
      opened.push({ token, cartId, transactionId: initiated.body.data.Transaction.TransactionID as string });
    }
    // The card forms are sent to a server whose callbacks never leave it, which is then killed outright.
    const crashing = await startServer({ SANDBOX_CALLBACKS: 'false' });
    for (const { transactionId } of opened) {
      const res = await fetch(`${crashing.url}/api/sandbox/pay/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          TransactionID: transactionId,
          card_number: SANDBOX_CARDS.approve,
          expiry: '12/39',
          cvv: '123',
        }).toString(),
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
    }
    await crashing.kill();
    const { db } = t.app.ctx;
    const ordersOf = () =>
      db
        .selectFrom('orders')
        .select(['checkout_id', 'status'])
        .where(
          'checkout_id',
          'in',
          opened.map((checkout) => checkout.cartId),
        )
        .execute();
    expect(await ordersOf()).toEqual([]);

    // The restarted server asks the gateway about payments pending for a while (here: at once) and completes them.
    await startServer({ RECONCILE_PAYMENTS_EVERY_SECONDS: '1', RECONCILE_PAYMENTS_AFTER_SECONDS: '0' });
    const deadline = Date.now() + 15_000;
    while ((await ordersOf()).length < opened.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const orders = await ordersOf();
    expect(orders.map((order) => order.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(await assertWholeOrAbsent(opened, slot)).toBe(3);
    await Promise.all(servers.map((server) => server.kill()));
    servers = [];
  }, 120_000);
});
