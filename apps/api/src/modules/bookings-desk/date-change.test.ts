import { HOLD_MINUTES } from '@rihla/shared/constants';
import { CANCEL_MESSAGES } from '@rihla/shared/messages/booking';
import { BOOKING_DESK_MESSAGES } from '@rihla/shared/messages/bookings';
import { DATE_CHANGE_MESSAGES } from '@rihla/shared/messages/order-changes';
import type { TChangeOrderDateData, TDateChangeQuote } from '@rihla/shared/schemas/operator-order-changes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedBooking, gatewayRecord } from '../../test/desk-orders.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, setOperator, type TTestOperator } from '../../test/operators.js';
import { freshDates, payOnSandbox, productsOf, seatsLeftOn, type TCatalogueCard } from '../../test/shopping.js';
import { buildSandboxCallback, SANDBOX_CALLBACK_PATH } from '../payments/sandbox-callback.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';

let t: TTestApp;
let picnic: TCatalogueCard;
let start: string;
let agent: TTestOperator;
let manager: TTestOperator;
let guide: TTestOperator;

beforeAll(async () => {
  t = await createTestApp();
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  const row = await t.app.ctx.db
    .selectFrom('products')
    .select('start_time')
    .where('id', '=', picnic.planId)
    .executeTakeFirstOrThrow();
  start = row.start_time;
  agent = await newOperator(t, 'agent', 'Adil Agent');
  manager = await newOperator(t, 'manager', 'Mona Manager');
  guide = await newOperator(t, 'guide', 'Gina Guide');
});
afterAll(async () => {
  await t?.close();
});

/** Each test gets dates of its own, so that tests sharing the database never share seats. */
const freshDate = freshDates(() => t, 11);

function seatsLeft(date: string): Promise<number> {
  return seatsLeftOn(t, picnic, date);
}

async function setPrice(fils: number): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom('products')
    .select('price_fils')
    .where('id', '=', picnic.planId)
    .executeTakeFirstOrThrow();
  await t.app.ctx.db.updateTable('products').set({ price_fils: fils }).where('id', '=', picnic.planId).execute();
  return row.price_fils;
}

/** Runs `work` with the product at another price, then puts the price back. */
async function atPrice<T>(fils: number, work: () => Promise<T>): Promise<T> {
  const was = await setPrice(fils);
  try {
    return await work();
  } finally {
    await setPrice(was);
  }
}

const quote = (id: string, date: string, at?: string) =>
  operatorCall(t, 'operator/quoteDateChange', { id, lineIndex: 0, date, ...(at && { start: at }) }, agent.token);
const change = (id: string, date: string, token = agent.token) =>
  operatorCall(t, 'operator/changeOrderDate', { id, lineIndex: 0, date, start }, token);
/** A change at today's prices (decision 063), by the manager unless another operator is given. */
const reprice = (id: string, date: string, token = manager.token) =>
  operatorCall(t, 'operator/changeOrderDate', { id, lineIndex: 0, date, start, reprice: true }, token);

async function orderRow(id: string) {
  return t.app.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function refundsOf(transactionId: string) {
  return t.app.ctx.db.selectFrom('sandbox_refunds').selectAll().where('transaction_id', '=', transactionId).execute();
}

async function sendCallback(transactionId: string) {
  const request = buildSandboxCallback(t.app.ctx.config.appSecret, t.clock, transactionId, 'paid');
  return t.app.inject({ method: 'POST', url: SANDBOX_CALLBACK_PATH, headers: request.headers, payload: request.body });
}

describe('POST /api/operator/quoteDateChange', () => {
  it('lists the date’s departures with seats left and prices the one asked, with the difference', async () => {
    const from = freshDate();
    const to = freshDate();
    const { order } = await confirmedBooking(t, picnic, from, 2);
    const listed = await quote(order.id, to);
    expect(listed.statusCode, listed.raw.body).toBe(200);
    const data = listed.body.data as TDateChangeQuote;
    expect(data.target).toBeNull();
    expect(data.seats).toBe(2);
    expect(data.departures).toContainEqual(
      expect.objectContaining({ start, seatsLeft: await seatsLeft(to), refusal: null }),
    );

    const same = (await quote(order.id, from, start)).body.data as TDateChangeQuote;
    expect(same.target?.refusal).toBe(DATE_CHANGE_MESSAGES.sameDeparture);

    const dearer = await atPrice(order.subtotal_fils, () => quote(order.id, to, start));
    const target = (dearer.body.data as TDateChangeQuote).target;
    // The line keeps the price paid; today's price is the operator's deliberate choice, which this agent (no
    // refund limit) may not make.
    expect(target).toMatchObject({
      refusal: null,
      lineTotalFils: order.subtotal_fils,
      subtotalFils: order.subtotal_fils,
      discountFils: 0,
      totalFils: order.subtotal_fils,
      differenceFils: 0,
      todaysPrice: {
        lineTotalFils: order.subtotal_fils * 2,
        subtotalFils: order.subtotal_fils * 2,
        discountFils: 0,
        totalFils: order.subtotal_fils * 2,
        differenceFils: order.subtotal_fils,
        refusal: DATE_CHANGE_MESSAGES.repriceNotAllowed,
      },
    });
  });

  it('refuses a line the order lacks, a guide, and an unknown order', async () => {
    const { order } = await confirmedBooking(t, picnic, freshDate(), 1);
    const noLine = await operatorCall(
      t,
      'operator/quoteDateChange',
      { id: order.id, lineIndex: 3, date: freshDate() },
      agent.token,
    );
    expect(noLine.statusCode).toBe(400);
    expect(noLine.body).toEqual({ status: 0, message: DATE_CHANGE_MESSAGES.noSuchLine });
    expect((await change(order.id, freshDate(), guide.token)).statusCode).toBe(403);
    expect((await quote('no-such-order', freshDate())).statusCode).toBe(404);
  });
});

describe('POST /api/operator/changeOrderDate', () => {
  it('moves a line at the same price at once: seats move, the order, voucher line, timeline and audit follow', async () => {
    const from = freshDate();
    const to = freshDate();
    const { token, order } = await confirmedBooking(t, picnic, from, 2);
    const [fromSeats, toSeats] = [await seatsLeft(from), await seatsLeft(to)];

    const res = await change(order.id, to);
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.message).toBe(DATE_CHANGE_MESSAGES.moved);
    const data = res.body.data as TChangeOrderDateData;
    expect(data).toMatchObject({ outcome: 'moved', differenceFils: 0, paymentUrl: null });
    expect(data.order.lines[0]).toMatchObject({ date: to, start });
    const moved = data.order.events.find((event) => event.kind === 'dateChanged');
    expect(moved).toMatchObject({ amountFils: 0, operator: { id: agent.id, name: 'Adil Agent' } });
    expect(moved?.text).toContain(`${from} ${start} → ${to} ${start}`);
    expect(await seatsLeft(from)).toBe(fromSeats + 2);
    expect(await seatsLeft(to)).toBe(toSeats - 2);

    const listed = await t.call('users/viewCompletedOrder', {}, token);
    expect(JSON.stringify(listed.body.data[0])).toContain(to);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('object_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'order.changeDate', operator_id: agent.id });
    // The customer hears of it (the confirmation again, with the new details) and gets the new departure's reminder.
    const queued = await t.app.ctx.db
      .selectFrom('outbox')
      .select(['topic', 'channel', 'payload', 'dedupe_key'])
      .where('order_id', '=', order.id)
      .where('channel', '=', 'email')
      .orderBy('dedupe_key')
      .execute();
    expect(queued.filter((row) => row.dedupe_key.includes(':change:'))).toMatchObject([
      { topic: 'orderConfirmed', payload: JSON.stringify({ isChange: true }) },
    ]);
    const reminders = queued.filter((row) => row.topic === 'departureReminder').map((row) => JSON.parse(row.payload));
    expect(reminders).toContainEqual({ productId: picnic.planId, date: to, start });
    expect(reminders).toContainEqual({ productId: picnic.planId, date: from, start });

    const back = await change(order.id, to);
    expect(back.statusCode).toBe(400);
    expect(back.body.message).toBe(DATE_CHANGE_MESSAGES.sameDeparture);
  });

  it('refunds a lower price through the gateway; a later cancellation refunds only what is left', async () => {
    const from = freshDate();
    const to = freshDate();
    const { token, transactionId, order } = await confirmedBooking(t, picnic, from, 2);
    const lower = Math.floor(order.subtotal_fils / 4);
    const res = await atPrice(lower, () => reprice(order.id, to));
    expect(res.statusCode, res.raw.body).toBe(200);
    const difference = lower * 2 - order.amount_paid_fils;
    expect(res.body.data).toMatchObject({ outcome: 'refunded', differenceFils: difference });
    expect(res.body.message).toBe(DATE_CHANGE_MESSAGES.refunded(-difference));
    expect(await gatewayRecord(t, transactionId)).toMatchObject({ status: 'refunded', refunded_fils: -difference });
    expect((await orderRow(order.id)).amount_paid_fils).toBe(lower * 2);

    const cancelled = await t.call('users/cancelBooking', { reference: order.reference }, token);
    expect(cancelled.body.status, cancelled.body.message).toBe(1);
    const after = await orderRow(order.id);
    expect(after.status).toBe('refunded');
    expect(after.refunded_fils).toBeLessThanOrEqual(lower * 2);
    const record = await gatewayRecord(t, transactionId);
    expect(record.refunded_fils).toBe(-difference + after.refunded_fils);
    expect(record.refunded_fils).toBeLessThanOrEqual(record.amount_fils);
    const keys = (await refundsOf(transactionId)).map((row) => row.refund_key);
    expect(keys).toHaveLength(2);
    expect(keys).toEqual(expect.arrayContaining(['cancel', expect.stringMatching(/^change:/)]));
    expect(await seatsLeft(to)).toBe(await seatsLeft(freshDate()));
  });

  it('collects a higher price through a payment link: the move completes when the link is paid', async () => {
    const from = freshDate();
    const to = freshDate();
    const { order } = await confirmedBooking(t, picnic, from, 2);
    const [fromSeats, toSeats] = [await seatsLeft(from), await seatsLeft(to)];
    const higher = order.subtotal_fils;
    const res = await atPrice(higher, () => reprice(order.id, to));
    expect(res.statusCode, res.raw.body).toBe(200);
    const data = res.body.data as TChangeOrderDateData;
    const difference = higher * 2 - order.amount_paid_fils;
    expect(data).toMatchObject({ outcome: 'awaitingPayment', differenceFils: difference });
    expect(data.paymentUrl).toMatch(/\/api\/sandbox\/pay\?TransactionID=sbx_/);
    expect(data.order.lines[0]?.date).toBe(from);
    // The new seats are held, the old still booked.
    expect(await seatsLeft(to)).toBe(toSeats - 2);
    expect(await seatsLeft(from)).toBe(fromSeats);
    const again = await change(order.id, freshDate());
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(DATE_CHANGE_MESSAGES.pending);

    const transactionId = new URL(data.paymentUrl as string).searchParams.get('TransactionID') as string;
    const page = await t.app.inject({ method: 'GET', url: `/api/sandbox/pay?TransactionID=${transactionId}` });
    expect(page.statusCode).toBe(200);
    await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
    const notice = await sendCallback(transactionId);
    expect(notice.statusCode, notice.body).toBe(200);

    const after = await orderRow(order.id);
    expect(after.amount_paid_fils).toBe(higher * 2);
    expect(JSON.parse(after.items)[0]).toMatchObject({ date: to, start, totalFils: higher * 2 });
    expect(await seatsLeft(from)).toBe(fromSeats + 2);
    expect(await seatsLeft(to)).toBe(toSeats - 2);
    const page2 = await operatorCall(t, 'operator/getOrder', { id: order.id }, agent.token);
    expect(page2.body.data.events.find((event: { kind: string }) => event.kind === 'dateChanged')).toMatchObject({
      amountFils: difference,
    });
    // A repeated notice changes nothing more.
    expect((await sendCallback(transactionId)).statusCode).toBe(200);
    expect(await seatsLeft(to)).toBe(toSeats - 2);
  });

  it('refunds a later cancellation across the first payment and the paid difference, each up to its capture', async () => {
    const { token, transactionId, order } = await confirmedBooking(t, picnic, freshDate(), 1);
    const res = await atPrice(order.subtotal_fils * 2, () => reprice(order.id, freshDate()));
    const data = res.body.data as TChangeOrderDateData;
    const differenceId = new URL(data.paymentUrl as string).searchParams.get('TransactionID') as string;
    await payOnSandbox(t, differenceId, SANDBOX_CARDS.approve);
    expect((await sendCallback(differenceId)).statusCode).toBe(200);
    const total = order.amount_paid_fils + data.differenceFils;
    expect((await orderRow(order.id)).amount_paid_fils).toBe(total);

    const cancelled = await t.call('users/cancelBooking', { reference: order.reference }, token);
    expect(cancelled.body.status, cancelled.body.message).toBe(1);
    const after = await orderRow(order.id);
    expect(after.status).toBe('refunded');
    const first = await gatewayRecord(t, transactionId);
    const second = await gatewayRecord(t, differenceId);
    expect(first.refunded_fils + second.refunded_fils).toBe(after.refunded_fils);
    // The first payment gives first, each never more than it captured.
    expect(first.refunded_fils).toBe(Math.min(after.refunded_fils, first.amount_fils));
    expect(second.refunded_fils).toBeLessThanOrEqual(second.amount_fils);
    const again = await t.call('users/cancelBooking', { reference: order.reference }, token);
    expect(again.body.status).toBe(0);
    expect((await gatewayRecord(t, differenceId)).refunded_fils).toBe(second.refunded_fils);
  });

  it('lets an unpaid change lapse with its hold: nothing changes, the seats come back, a late payment is refunded', async () => {
    const from = freshDate();
    const to = freshDate();
    const { order } = await confirmedBooking(t, picnic, from, 1);
    const toSeats = await seatsLeft(to);
    const res = await atPrice(order.subtotal_fils * 3, () => reprice(order.id, to));
    const data = res.body.data as TChangeOrderDateData;
    expect(data.outcome).toBe('awaitingPayment');
    expect(await seatsLeft(to)).toBe(toSeats - 1);
    t.clock.advance((HOLD_MINUTES + 1) * 60_000);
    expect(await seatsLeft(to)).toBe(toSeats);

    const transactionId = new URL(data.paymentUrl as string).searchParams.get('TransactionID') as string;
    await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
    const notice = await sendCallback(transactionId);
    expect(notice.statusCode).toBe(200);
    expect(notice.json().message).toBe(DATE_CHANGE_MESSAGES.lapsed);
    expect(await gatewayRecord(t, transactionId)).toMatchObject({
      status: 'refunded',
      refunded_fils: data.differenceFils,
    });
    const after = await orderRow(order.id);
    expect(after.items).toBe(order.items);
    expect(after.amount_paid_fils).toBe(order.amount_paid_fils);
    expect(await seatsLeft(to)).toBe(toSeats);
    // A new change may start once the old one lapsed.
    expect((await change(order.id, to)).statusCode).toBe(200);
  });
});

describe('a date change keeps the price paid and the caller’s refund limit (decision 063)', () => {
  /** The order: AED 950 for two adults (AED 475 each), paid by card. */
  async function orderOf950(from: string) {
    const booked = await atPrice(47_500, () => confirmedBooking(t, picnic, from, 2));
    expect(booked.order.amount_paid_fils).toBe(95_000);
    return booked;
  }

  async function limitedAgent(limitFils: number) {
    const limited = await newOperator(t, 'agent', 'Lina Limited');
    await setOperator(t, limited.id, { refund_limit_fils: limitFils });
    return limited;
  }

  it('refuses the issue’s AED 850 back to the card for an agent limited to AED 500; the move keeps AED 950', async () => {
    const limited = await limitedAgent(50_000);
    const from = freshDate();
    const to = freshDate();
    const { transactionId, order } = await orderOf950(from);
    const [fromSeats, toSeats] = [await seatsLeft(from), await seatsLeft(to)];

    // After a price drop to AED 50 a seat, asking for today's prices would give AED 850 back: refused, nothing moved.
    const refused = await atPrice(5_000, () => reprice(order.id, to, limited.token));
    expect(refused.statusCode, refused.raw.body).toBe(403);
    expect(refused.body).toEqual({ status: 0, message: BOOKING_DESK_MESSAGES.overLimit(50_000) });
    expect(await orderRow(order.id)).toMatchObject({ items: order.items, amount_paid_fils: 95_000 });
    expect(await gatewayRecord(t, transactionId)).toMatchObject({ refunded_fils: 0 });
    expect([await seatsLeft(from), await seatsLeft(to)]).toEqual([fromSeats, toSeats]);
    // The quote said so before the agent asked.
    const quoted = await atPrice(5_000, () =>
      operatorCall(t, 'operator/quoteDateChange', { id: order.id, lineIndex: 0, date: to, start }, limited.token),
    );
    expect((quoted.body.data as TDateChangeQuote).target?.todaysPrice).toMatchObject({
      differenceFils: -85_000,
      refusal: BOOKING_DESK_MESSAGES.overLimit(50_000),
    });

    // The plain change (the issue's own call) moves the line at the price paid: no money moves at all.
    const moved = await atPrice(5_000, () => change(order.id, to, limited.token));
    expect(moved.statusCode, moved.raw.body).toBe(200);
    expect(moved.body.data).toMatchObject({ outcome: 'moved', differenceFils: 0, paymentUrl: null });
    const after = await orderRow(order.id);
    expect(after).toMatchObject({ amount_paid_fils: 95_000, subtotal_fils: 95_000 });
    expect(JSON.parse(after.items)[0]).toMatchObject({ date: to, start, totalFils: 95_000, unitFils: 47_500 });
    expect(await gatewayRecord(t, transactionId)).toMatchObject({ refunded_fils: 0 });
    expect(await refundsOf(transactionId)).toHaveLength(0);
    expect([await seatsLeft(from), await seatsLeft(to)]).toEqual([fromSeats + 2, toSeats - 2]);
  });

  it('keeps the price paid when today’s price is higher too: no payment link unless the operator reprices', async () => {
    const { order } = await confirmedBooking(t, picnic, freshDate(), 1);
    const moved = await atPrice(order.subtotal_fils * 2, () => change(order.id, freshDate()));
    expect(moved.statusCode, moved.raw.body).toBe(200);
    expect(moved.body.data).toMatchObject({ outcome: 'moved', differenceFils: 0, paymentUrl: null });
    expect((await orderRow(order.id)).amount_paid_fils).toBe(order.amount_paid_fils);
  });

  it('reprices deliberately within an agent’s limit: the difference is refunded', async () => {
    const limited = await limitedAgent(50_000);
    const { transactionId, order } = await orderOf950(freshDate());
    // AED 475 -> 300 a seat: AED 350 back, within AED 500.
    const res = await atPrice(30_000, () => reprice(order.id, freshDate(), limited.token));
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data).toMatchObject({ outcome: 'refunded', differenceFils: -35_000 });
    expect(await gatewayRecord(t, transactionId)).toMatchObject({ refunded_fils: 35_000 });
    expect((await orderRow(order.id)).amount_paid_fils).toBe(60_000);
  });

  it('lets a manager (refunds of any amount) reprice the AED 850 drop', async () => {
    const { transactionId, order } = await orderOf950(freshDate());
    const res = await atPrice(5_000, () => reprice(order.id, freshDate(), manager.token));
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data).toMatchObject({ outcome: 'refunded', differenceFils: -85_000 });
    expect(await gatewayRecord(t, transactionId)).toMatchObject({ refunded_fils: 85_000 });
  });

  it('refuses a reprice to an agent without a refund limit, even a dearer one, changing nothing', async () => {
    const { order } = await confirmedBooking(t, picnic, freshDate(), 1);
    const res = await atPrice(order.subtotal_fils * 2, () => reprice(order.id, freshDate(), agent.token));
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({ status: 0, message: DATE_CHANGE_MESSAGES.repriceNotAllowed });
    expect((await orderRow(order.id)).items).toBe(order.items);
  });
});

describe('date changes raced', () => {
  it('gives the last seat of a departure to exactly one of two changes', async () => {
    for (let round = 0; round < 3; round += 1) {
      const to = freshDate();
      await t.app.ctx.db
        .insertInto('slot_overrides')
        .values({ product_id: picnic.planId, date: to, capacity: 1, is_closed: 0 })
        .execute();
      const first = await confirmedBooking(t, picnic, freshDate(), 1);
      const second = await confirmedBooking(t, picnic, freshDate(), 1);
      const answers = await Promise.all([change(first.order.id, to), change(second.order.id, to)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await seatsLeft(to)).toBe(0);
      const moved = [await orderRow(first.order.id), await orderRow(second.order.id)].filter(
        (row) => JSON.parse(row.items)[0].date === to,
      );
      expect(moved).toHaveLength(1);
    }
  });

  it('moves seats and money once when a change races the shopper’s own cancellation', async () => {
    for (let round = 0; round < 3; round += 1) {
      const from = freshDate();
      const to = freshDate();
      const [fromSeats, toSeats] = [await seatsLeft(from), await seatsLeft(to)];
      const { token, transactionId, order } = await confirmedBooking(t, picnic, from, 2);
      const lower = Math.floor(order.subtotal_fils / 4);
      const [changed, cancelled] = await atPrice(lower, () =>
        Promise.all([reprice(order.id, to), t.call('users/cancelBooking', { reference: order.reference }, token)]),
      );
      expect(cancelled.body.status, cancelled.body.message).toBe(1);
      const after = await orderRow(order.id);
      expect(after.status).toBe('refunded');
      // Every seat is back, on both departures.
      expect(await seatsLeft(from)).toBe(fromSeats);
      expect(await seatsLeft(to)).toBe(toSeats);
      const record = await gatewayRecord(t, transactionId);
      const changeRefund = changed.statusCode === 200 ? order.amount_paid_fils - lower * 2 : 0;
      if (changed.statusCode !== 200) {
        expect(changed.statusCode).toBe(409);
        expect([DATE_CHANGE_MESSAGES.notChangeable, DATE_CHANGE_MESSAGES.changedMeanwhile]).toContain(
          changed.body.message,
        );
      }
      expect(record.refunded_fils).toBe(changeRefund + after.refunded_fils);
      expect(record.refunded_fils).toBeLessThanOrEqual(order.amount_paid_fils);
      const again = await t.call('users/cancelBooking', { reference: order.reference }, token);
      expect(again.body.message).toBe(CANCEL_MESSAGES.alreadyCancelled);
      expect((await gatewayRecord(t, transactionId)).refunded_fils).toBe(record.refunded_fils);
    }
  });
});

describe('the order page’s timeline', () => {
  it('shows a check-in at the boat: checked in at HH:MM by whom', async () => {
    const booked = await confirmedBooking(t, picnic, freshDate(), 1);
    const line = JSON.parse(booked.order.items)[0] as { date: string };
    const scan = await operatorCall(
      t,
      'operator/checkIn',
      { productId: picnic.planId, date: line.date, start, code: booked.order.reference },
      agent.token,
    );
    expect(scan.statusCode, scan.raw.body).toBe(200);
    const page = await operatorCall(t, 'operator/getOrder', { id: booked.order.id }, agent.token);
    const checkedIn = page.body.data.events.find((event: { kind: string }) => event.kind === 'checkedIn');
    expect(checkedIn).toMatchObject({ operator: { id: agent.id, name: 'Adil Agent' } });
    expect(checkedIn.text).toMatch(/^Checked in at \d{2}:\d{2} by Adil Agent$/);
  });
});
