// Issue 32 item 9 (decision 062): a refund that keeps the booking, a cancellation without a refund, and some of a
// booking's tickets cancelled; and item 16: a shopper's cancellation that loses to an operator's answers what happened.
import { CANCEL_MESSAGES } from '@rihla/shared/messages/booking';
import { BOOKING_DESK_MESSAGES } from '@rihla/shared/messages/bookings';
import type { TCompletedOrder } from '@rihla/shared/schemas/booking';
import type { TCancellationQuote, TDeskOrder, TOrderListRow } from '@rihla/shared/schemas/operator-bookings';
import type { TManifestData } from '@rihla/shared/schemas/operator-manifests';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedBooking as confirmedBooking_, gatewayRecord } from '../../test/desk-orders.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, setOperator, type TTestOperator } from '../../test/operators.js';
import { freshDates, productsOf, seatsLeftOn, type TCatalogueCard } from '../../test/shopping.js';
import { storedLines } from '../booking/steps/price-cart.js';

let t: TTestApp;
let picnic: TCatalogueCard;
let manager: TTestOperator;
let agent: TTestOperator;

beforeAll(async () => {
  t = await createTestApp();
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  manager = await newOperator(t, 'manager', 'Mona Manager');
  agent = await newOperator(t, 'agent', 'Adil Agent');
});
afterAll(async () => {
  await t?.close();
});

const freshDate = freshDates(() => t, 11);
const seatsLeft = (date: string) => seatsLeftOn(t, picnic, date);
const reason = 'Goodwill: the boat was late';

async function book(date: string, adults: number) {
  const booked = await confirmedBooking_(t, picnic, date, adults);
  const [line] = storedLines(booked.order);
  if (!line) throw new Error('no line');
  return { ...booked, key: { productId: line.productId, date: line.date, start: line.start } };
}

async function listRow(reference: string): Promise<TOrderListRow> {
  const res = await operatorCall(t, 'operator/searchOrders', { search: reference }, manager.token);
  expect(res.statusCode, res.raw.body).toBe(200);
  return (res.body.data as { rows: TOrderListRow[] }).rows[0] as TOrderListRow;
}

async function shopperOrder(token: string, reference: string): Promise<TCompletedOrder> {
  const res = await t.call('users/viewCompletedOrder', {}, token);
  return (res.body.data as TCompletedOrder[]).find((order) => order.reference === reference) as TCompletedOrder;
}

async function manifest(key: { productId: string; date: string; start: string }): Promise<TManifestData> {
  const res = await operatorCall(t, 'operator/getManifest', key, manager.token);
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data as TManifestData;
}

async function auditActions(orderId: string): Promise<string[]> {
  const rows = await t.app.ctx.db
    .selectFrom('audit_log')
    .select('action')
    .where('object_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

async function ordersRow(id: string) {
  return t.app.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('POST /api/operator/refundOrder (a refund that keeps the booking)', () => {
  it('refunds AED 100 of a checked-in booking: confirmed, seats, manifest and check-in kept, shown as part refunded', async () => {
    const date = freshDate();
    const before = await seatsLeft(date);
    const { token, transactionId, order, key } = await book(date, 3);
    const checked = await operatorCall(t, 'operator/checkIn', { ...key, code: order.reference }, manager.token);
    expect(checked.body.data.result).toBe('valid');
    const paid = order.amount_paid_fils;

    const res = await operatorCall(
      t,
      'operator/refundOrder',
      { id: order.id, amountFils: 10_000, reason },
      manager.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.message).toBe(BOOKING_DESK_MESSAGES.refunded);
    const page = res.body.data as TDeskOrder;
    expect(page).toMatchObject({
      status: 'confirmed',
      refundedFils: 10_000,
      refundedValueFils: 10_000,
      paidValueFils: paid,
      refundableFils: paid - 10_000,
      ticketsCancelled: null,
    });
    expect(page.voucherUrl).not.toBeNull();
    expect(page.events.find((event) => event.kind === 'amountRefunded')).toMatchObject({
      amountFils: 10_000,
      text: reason,
      operator: { id: manager.id },
    });
    expect(page.events.map((event) => event.kind)).not.toContain('cancelled');
    expect(page.events.map((event) => event.kind)).toContain('checkedIn');
    // Seats, the manifest and the check-in are as they were.
    expect(await seatsLeft(date)).toBe(before - 3);
    const list = await manifest(key);
    expect(list.departure.bookedSeats).toBe(3);
    expect(list.bookings.find((booking) => booking.reference === order.reference)).toMatchObject({
      seats: 3,
      checkIn: expect.objectContaining({ by: 'Mona Manager' }),
    });
    expect(await gatewayRecord(t, transactionId)).toMatchObject({ refunded_fils: 10_000 });
    expect(await auditActions(order.id)).toContain('order.refund');
    expect(await listRow(order.reference)).toMatchObject({
      status: 'confirmed',
      refundedValueFils: 10_000,
      paidValueFils: paid,
    });
    const mine = await shopperOrder(token, order.reference);
    expect(mine).toMatchObject({ status: 'confirmed', refunded_to: { card: 100 }, tickets_cancelled: null });
    expect(mine.pdfUrl).not.toBeNull();
    const notes = await t.call('users/viewNotification', {}, token);
    expect(notes.body.data.map((note: { Message: string }) => note.Message)).toContain(
      CANCEL_MESSAGES.partNotification(order.reference, 10_000, paid),
    );

    // Never more than is left; then the shopper's own cancellation gives back only what is left.
    const tooMuch = await operatorCall(
      t,
      'operator/refundOrder',
      { id: order.id, amountFils: paid, reason },
      manager.token,
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.body).toEqual({ status: 0, message: BOOKING_DESK_MESSAGES.amountTooLarge(paid - 10_000) });
    expect(mine.refundNow?.amount).toBe((paid - 10_000) / 100);
    const cancelled = await t.call('users/cancelBooking', { reference: order.reference }, token);
    expect(cancelled.body.status, cancelled.body.message).toBe(1);
    expect(cancelled.body.message).toBe(CANCEL_MESSAGES.cancelledAfterRefunds(paid - 10_000, 10_000));
    expect(await ordersRow(order.id)).toMatchObject({ status: 'refunded', refunded_fils: paid });
    expect(await gatewayRecord(t, transactionId)).toMatchObject({ status: 'refunded', refunded_fils: paid });
    expect(await seatsLeft(date)).toBe(before);
  });

  it('holds an agent to their refund limit, as every refund does', async () => {
    const { transactionId, order } = await book(freshDate(), 1);
    const call = (amountFils: number) =>
      operatorCall(t, 'operator/refundOrder', { id: order.id, amountFils, reason }, agent.token);
    expect((await call(100)).body).toEqual({ status: 0, message: BOOKING_DESK_MESSAGES.overLimit(null) });
    await setOperator(t, agent.id, { refund_limit_fils: 1_000 });
    try {
      expect((await call(1_001)).statusCode).toBe(403);
      expect((await call(1_000)).statusCode).toBe(200);
      expect((await call(1_000)).statusCode).toBe(200);
      expect(await gatewayRecord(t, transactionId)).toMatchObject({ refunded_fils: 2_000 });
      expect(await ordersRow(order.id)).toMatchObject({ status: 'confirmed', refunded_fils: 2_000 });
    } finally {
      await setOperator(t, agent.id, { refund_limit_fils: null });
    }
  });

  it('pays each part once when refunds race a shopper’s cancellation: never more than was paid', async () => {
    for (let round = 0; round < 3; round += 1) {
      const date = freshDate();
      const before = await seatsLeft(date);
      const { token, transactionId, order } = await book(date, 2);
      const refund = (amountFils: number) =>
        operatorCall(t, 'operator/refundOrder', { id: order.id, amountFils, reason }, manager.token);
      const answers = await Promise.all([
        refund(3_000),
        t.call('users/cancelBooking', { reference: order.reference }, token),
        refund(2_000),
      ]);
      for (const answer of answers) expect(answer.statusCode, answer.raw.body).toBeLessThan(500);
      const stored = await ordersRow(order.id);
      expect(stored.status).toBe('refunded');
      // The shopper's cancellation gives back what is left, whatever refunds landed first: the whole price in all.
      expect(stored.refunded_fils).toBe(order.amount_paid_fils);
      expect(await gatewayRecord(t, transactionId)).toMatchObject({ refunded_fils: order.amount_paid_fils });
      expect(await seatsLeft(date)).toBe(before);
    }
  });
});

describe('POST /api/operator/cancelOrder', () => {
  const cancel = (id: string, body: object, token = manager.token) =>
    operatorCall(t, 'operator/cancelOrder', { id, reason: 'No-show', ...body }, token);

  it('cancels without a refund (a no-show): seats back, nothing paid back, the reason recorded', async () => {
    const date = freshDate();
    const before = await seatsLeft(date);
    const { token, transactionId, order, key } = await book(date, 2);
    const res = await cancel(order.id, { refund: 'none' });
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.message).toBe(BOOKING_DESK_MESSAGES.cancelled(0));
    const page = res.body.data as TDeskOrder;
    expect(page).toMatchObject({ status: 'cancelled', refundedValueFils: 0, refundableFils: 0, voucherUrl: null });
    expect(page.events.find((event) => event.kind === 'cancelled')).toMatchObject({
      amountFils: 0,
      text: 'No-show',
      operator: { id: manager.id },
    });
    expect(await seatsLeft(date)).toBe(before);
    expect((await manifest(key)).bookings.map((booking) => booking.reference)).not.toContain(order.reference);
    expect(await gatewayRecord(t, transactionId)).toMatchObject({ status: 'paid', refunded_fils: 0 });
    expect(await auditActions(order.id)).toEqual(['order.cancel']);
    expect(await shopperOrder(token, order.reference)).toMatchObject({ status: 'cancelled', refunded_amount: 0 });
    expect((await cancel(order.id, { refund: 'none' })).statusCode).toBe(409);
  });

  it('cancels per the terms, in full or for an amount; refuses the terms inside the cut-off, where full is an override', async () => {
    const { transactionId, order } = await book(freshDate(), 2);
    const quote = (await operatorCall(t, 'operator/quoteCancellation', { id: order.id }, manager.token)).body
      .data as TCancellationQuote;
    expect(quote).toMatchObject({ leftFils: order.amount_paid_fils, refusal: null, tickets: null, invalid: null });
    const res = await cancel(order.id, { refund: 'terms' });
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.message).toBe(BOOKING_DESK_MESSAGES.cancelled(quote.termsFils));
    expect(await gatewayRecord(t, transactionId)).toMatchObject({ refunded_fils: quote.termsFils });

    const date = freshDate();
    const late = await book(date, 1);
    const saved = t.clock.now().toISOString();
    try {
      t.clock.set(`${date}T00:00:00.000Z`);
      const lateManager = await newOperator(t, 'manager', 'Late Manager');
      const terms = await cancel(late.order.id, { refund: 'terms' }, lateManager.token);
      expect(terms.statusCode).toBe(400);
      expect(terms.body).toEqual({ status: 0, message: BOOKING_DESK_MESSAGES.termsRefuse(CANCEL_MESSAGES.tooLate) });
      const noAmount = await cancel(late.order.id, { refund: 'amount' }, lateManager.token);
      expect(noAmount.body).toEqual({ status: 0, message: BOOKING_DESK_MESSAGES.amountRequired });
      const full = await cancel(late.order.id, { refund: 'full' }, lateManager.token);
      expect(full.statusCode, full.raw.body).toBe(200);
      const event = (full.body.data as TDeskOrder).events.find((item) => item.kind === 'refunded');
      expect(event).toMatchObject({ isOverride: true, amountFils: late.order.amount_paid_fils });
      expect(await gatewayRecord(t, late.transactionId)).toMatchObject({ refunded_fils: late.order.amount_paid_fils });
    } finally {
      t.clock.set(saved);
    }
  });
});

describe('POST /api/operator/cancelTickets', () => {
  const cancelTickets = (id: string, body: object, token = manager.token) =>
    operatorCall(t, 'operator/cancelTickets', { id, lineIndex: 0, reason: 'One guest dropped out', ...body }, token);

  it('cancels 1 of 3 tickets with the refund its terms give: seats and manifest for that ticket only', async () => {
    const date = freshDate();
    const before = await seatsLeft(date);
    const { token, transactionId, order, key } = await book(date, 3);
    const paid = order.amount_paid_fils;
    const quoted = await operatorCall(
      t,
      'operator/quoteCancellation',
      { id: order.id, lineIndex: 0, tickets: { adult: 1 } },
      manager.token,
    );
    const quote = quoted.body.data as TCancellationQuote;
    const valueFils = Math.floor(paid / 3);
    expect(quote).toMatchObject({
      leftFils: paid,
      fullFils: valueFils,
      termsFils: Math.floor((valueFils * quote.percent) / 100),
      tickets: { cancelled: 1, of: 3, seats: 1 },
      invalid: null,
    });
    expect(quote.percent).toBeGreaterThan(0);

    const res = await cancelTickets(order.id, { tickets: { adult: 1 }, refund: 'terms' });
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.message).toBe(BOOKING_DESK_MESSAGES.ticketsCancelled(1, quote.termsFils));
    const page = res.body.data as TDeskOrder;
    expect(page).toMatchObject({
      status: 'confirmed',
      refundedValueFils: quote.termsFils,
      ticketsCancelled: { cancelled: 1, of: 3 },
    });
    expect(page.lines[0]).toMatchObject({ tickets: { adult: 2 }, cancelledTickets: { adult: 1 } });
    expect(page.events.find((event) => event.kind === 'ticketsCancelled')).toMatchObject({
      amountFils: quote.termsFils,
      isOverride: false,
      text: `${CANCEL_MESSAGES.ticketsCancelled(1, 3)}. One guest dropped out`,
    });
    expect(await seatsLeft(date)).toBe(before - 2);
    const list = await manifest(key);
    expect(list.departure.bookedSeats).toBe(2);
    expect(list.bookings.find((booking) => booking.reference === order.reference)).toMatchObject({
      seats: 2,
      tickets: [expect.objectContaining({ kind: 'adult', count: 2 })],
      notes: CANCEL_MESSAGES.ticketsCancelled(1, 3),
    });
    expect(await gatewayRecord(t, transactionId)).toMatchObject({ refunded_fils: quote.termsFils });
    expect(await auditActions(order.id)).toEqual(['order.cancelTickets']);
    expect(await listRow(order.reference)).toMatchObject({ ticketsCancelled: { cancelled: 1, of: 3 } });
    const mine = await shopperOrder(token, order.reference);
    expect(mine).toMatchObject({ status: 'confirmed', tickets_cancelled: { cancelled: 1, of: 3 } });
    expect(mine.cartData[0]).toMatchObject({ adultCount: 2 });

    // The rest cancelled per the terms: the two tickets left, never more than what is left, and every seat back.
    const rest = await operatorCall(t, 'operator/cancelOrder', { id: order.id, refund: 'full', reason }, manager.token);
    expect(rest.statusCode, rest.raw.body).toBe(200);
    expect(await ordersRow(order.id)).toMatchObject({ status: 'refunded', refunded_fils: paid });
    expect(await gatewayRecord(t, transactionId)).toMatchObject({ refunded_fils: paid });
    expect(await seatsLeft(date)).toBe(before);
  });

  it('keeps what was paid for the cancelled ticket through a later date change: the last cancel refunds the rest', async () => {
    const { transactionId, order, key } = await book(freshDate(), 3);
    const paid = order.amount_paid_fils;
    const one = await cancelTickets(order.id, { tickets: { adult: 1 }, refund: 'full' });
    expect(one.statusCode, one.raw.body).toBe(200);
    const oneFils = Math.floor(paid / 3);
    // Moved at the price paid (decision 063): no money moves, and the order still counts all it was paid.
    const moved = await operatorCall(
      t,
      'operator/changeOrderDate',
      { id: order.id, lineIndex: 0, date: freshDate(), start: key.start },
      manager.token,
    );
    expect(moved.statusCode, moved.raw.body).toBe(200);
    expect(await ordersRow(order.id)).toMatchObject({ amount_paid_fils: paid, refunded_fils: oneFils });
    const page = await operatorCall(t, 'operator/getOrder', { id: order.id }, manager.token);
    expect((page.body.data as TDeskOrder).refundableFils).toBe(paid - oneFils);
    const rest = await operatorCall(t, 'operator/cancelOrder', { id: order.id, refund: 'full', reason }, manager.token);
    expect(rest.statusCode, rest.raw.body).toBe(200);
    expect(await gatewayRecord(t, transactionId)).toMatchObject({ refunded_fils: paid });
  });

  it('refuses tickets the line cannot lose, an agent beyond their limit, and changes nothing', async () => {
    const date = freshDate();
    const { transactionId, order } = await book(date, 2);
    const seats = await seatsLeft(date);
    const all = await cancelTickets(order.id, { tickets: { adult: 2 }, refund: 'terms' });
    expect(all.body).toEqual({ status: 0, message: CANCEL_MESSAGES.wholeLine });
    const more = await cancelTickets(order.id, { tickets: { adult: 3 }, refund: 'none' });
    expect(more.body).toEqual({ status: 0, message: CANCEL_MESSAGES.moreThanBooked('adult', 2) });
    const none = await cancelTickets(order.id, { tickets: {}, refund: 'none' });
    expect(none.body).toEqual({ status: 0, message: CANCEL_MESSAGES.noTicketsChosen });
    const byAgent = await cancelTickets(order.id, { tickets: { adult: 1 }, refund: 'full' }, agent.token);
    expect(byAgent.statusCode).toBe(403);
    expect(await seatsLeft(date)).toBe(seats);
    expect(await gatewayRecord(t, transactionId)).toMatchObject({ refunded_fils: 0 });
    expect(storedLines(await ordersRow(order.id))[0]?.tickets.adult).toBe(2);
    expect(await auditActions(order.id)).toEqual([]);
    // With no refund an agent may cancel a ticket: the seat goes back, nothing is paid.
    const free = await cancelTickets(order.id, { tickets: { adult: 1 }, refund: 'none' }, agent.token);
    expect(free.statusCode, free.raw.body).toBe(200);
    expect(await seatsLeft(date)).toBe(seats + 1);
    expect(await gatewayRecord(t, transactionId)).toMatchObject({ refunded_fils: 0 });
  });
});

type TPending = Promise<Awaited<ReturnType<typeof operatorCall>>>;

/**
 * Runs the operator's cancellation and the shopper's so that the shopper reads the order while it is still confirmed
 * and the operator's cancellation commits before the shopper's can take the order's slot lock.
 * PostgreSQL: a second connection holds the table of order events, so the operator's transaction (slot lock and order
 * taken) waits at its event; the shopper then reads the order (confirmed: nothing committed yet) and waits for the
 * slot lock; only then is the operator let go. In-memory SQLite: every call shares the one connection, which the
 * held transaction keeps; queued behind it, the operator's call runs its statements back to back before the
 * shopper's first read, so there the shopper finds the order cancelled and refunded.
 */
async function operatorThenShopper(second: TTestApp, operator: () => TPending, shopper: () => TPending) {
  let byOperator: TPending | undefined;
  let byShopper: TPending | undefined;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await second.app.ctx.db.transaction().execute(async (trx) => {
    if (t.dialect === 'sqlite') {
      byOperator = operator();
      byShopper = shopper();
      await pause(300);
      return;
    }
    await sql`lock table order_events in exclusive mode`.execute(trx);
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
    const blockedBy = async (pid: number | undefined): Promise<number> => {
      for (let tries = 0; tries < 400; tries += 1) {
        const found = await sql<{ pid: number }>`select pid from pg_stat_activity
          where ${pid}::int = any(pg_blocking_pids(pid))`.execute(t.app.ctx.db);
        if (found.rows[0]) return found.rows[0].pid;
        await pause(25);
      }
      throw new Error('a cancellation never came to wait');
    };
    byOperator = operator();
    const operatorPid = await blockedBy(rows[0]?.pid);
    byShopper = shopper();
    await blockedBy(operatorPid);
  });
  return Promise.all([byOperator, byShopper]);
}

describe('POST /api/users/cancelBooking, lost to an operator (issue 32 item 16)', () => {
  it('answers what the operator’s cancellation did when it committed first', async () => {
    const second = await createTestApp({ shareDatabaseWith: t });
    try {
      for (let round = 0; round < 2; round += 1) {
        const { token, order } = await book(freshDate(), 2);
        const operatorAmount = 1_500;
        const [byOperator, byShopper] = await operatorThenShopper(
          second,
          () =>
            operatorCall(
              second,
              'operator/cancelOrder',
              { id: order.id, refund: 'amount', amountFils: operatorAmount, reason },
              manager.token,
            ),
          () => t.call('users/cancelBooking', { reference: order.reference }, token),
        );
        expect(byOperator?.statusCode, byOperator?.raw.body).toBe(200);
        expect(await ordersRow(order.id)).toMatchObject({ status: 'refunded', refunded_fils: operatorAmount });
        // The shopper is told what was recorded, never "Your booking is cancelled" as if their refund had been paid.
        if (t.dialect === 'postgres') {
          expect(byShopper?.statusCode, byShopper?.raw.body).toBe(200);
          expect(byShopper?.body.message).toBe(CANCEL_MESSAGES.cancelledMeanwhile(operatorAmount));
          expect(byShopper?.body.data).toMatchObject({ status: 'refunded', refunded_amount: operatorAmount / 100 });
        } else {
          expect(byShopper?.body).toEqual({ status: 0, message: CANCEL_MESSAGES.alreadyCancelled });
        }
      }
    } finally {
      await second.close();
    }
  });

  it('answers what an operator’s cancellation recorded when it finds it cancelled and its refund not yet paid', async () => {
    // The state between an operator's cancel and its gateway refund (a crash, or a shopper's call arriving in
    // between): the order cancelled with the operator's amount recorded, the card not yet refunded.
    const { token, transactionId, order } = await book(freshDate(), 2);
    await t.app.ctx.db
      .updateTable('orders')
      .set({ status: 'cancelled', refunded_fils: 2_500, refund_to: 'card' })
      .where('id', '=', order.id)
      .execute();
    const res = await t.call('users/cancelBooking', { reference: order.reference }, token);
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.message).toBe(CANCEL_MESSAGES.cancelledMeanwhile(2_500));
    expect(res.body.data).toMatchObject({ status: 'refunded', refunded_amount: 25 });
    expect(await gatewayRecord(t, transactionId)).toMatchObject({ refunded_fils: 2_500 });
  });
});
