import { CANCEL_MESSAGES } from '@rihla/shared/messages/booking';
import { BOOKING_DESK_MESSAGES } from '@rihla/shared/messages/bookings';
import type { TDeskOrder } from '@rihla/shared/schemas/operator-bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedBooking as confirmedBooking_, gatewayRecord } from '../../test/desk-orders.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, setOperator, type TTestOperator } from '../../test/operators.js';
import { freshDates, offeredTime, productsOf, seatsLeftOn, type TCatalogueCard } from '../../test/shopping.js';

let t: TTestApp;
let picnic: TCatalogueCard;
let nonRefundable: TCatalogueCard;
let manager: TTestOperator;
let agent: TTestOperator;
let guide: TTestOperator;

beforeAll(async () => {
  t = await createTestApp();
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  const row = await t.app.ctx.db
    .selectFrom('products')
    .select(['id', 'module', 'title', 'price_fils'])
    .where('is_refundable', '=', 0)
    .executeTakeFirstOrThrow();
  nonRefundable = {
    module: row.module,
    planId: row.id,
    title: row.title,
    price: row.price_fils / 100,
    time: await offeredTime(t, row.id),
  };
  manager = await newOperator(t, 'manager', 'Mona Manager');
  agent = await newOperator(t, 'agent', 'Adil Agent');
  guide = await newOperator(t, 'guide', 'Gina Guide');
});
afterAll(async () => {
  await t?.close();
});

/** Each test gets dates of its own, so that tests sharing the database never share seats. */
const freshDate = freshDates(() => t, 11);

function seatsLeft(product: TCatalogueCard, date: string): Promise<number> {
  return seatsLeftOn(t, product, date);
}

/** A shopper with a confirmed booking of `adultCount` seats of `product`. */
function confirmedBooking(product: TCatalogueCard, date: string, adultCount = 2, lastName = 'Shopper') {
  return confirmedBooking_(t, product, date, adultCount, lastName);
}

async function gateway(transactionId: string) {
  const { status, refunded_fils } = await gatewayRecord(t, transactionId);
  return { status, refunded_fils };
}

async function auditOf(orderId: string) {
  return t.app.ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('object_type', '=', 'order')
    .where('object_id', '=', orderId)
    .orderBy('id')
    .execute();
}

async function search(body: object, token = agent.token) {
  const res = await operatorCall(t, 'operator/searchOrders', body, token);
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data as { rows: Array<{ reference: string; status: string }>; hasNextPage: boolean };
}

const refund = (id: string, amountFils: number, token = manager.token, reason = 'Weather: the boat did not sail') =>
  operatorCall(t, 'operator/refundOrder', { id, amountFils, reason }, token);
/** An operator's cancellation that refunds `amountFils` (decision 062; a refund alone keeps the booking). */
const cancelRefunding = (id: string, amountFils: number, token = manager.token) =>
  operatorCall(
    t,
    'operator/cancelOrder',
    { id, refund: 'amount', amountFils, reason: 'Weather: the boat did not sail' },
    token,
  );

describe('POST /api/operator/searchOrders', () => {
  it('finds an order by reference, email, phone, name, product, departure date and status, newest first', async () => {
    const date = freshDate();
    const first = await confirmedBooking(picnic, date, 1, 'Haddad');
    t.clock.advance(60_000);
    const second = await confirmedBooking(picnic, date, 1, 'Haddad');

    const refs = (data: { rows: Array<{ reference: string }> }) => data.rows.map((row) => row.reference);
    expect(refs(await search({ search: first.order.reference }))).toEqual([first.order.reference]);
    expect(refs(await search({ search: first.order.reference.toLowerCase() }))).toEqual([first.order.reference]);
    expect(refs(await search({ search: first.email.toUpperCase() }))).toEqual([first.order.reference]);
    expect(refs(await search({ search: first.email.slice(0, 9) }))).toContain(first.order.reference);
    expect(refs(await search({ search: first.phone }))).toEqual([first.order.reference]);
    expect(refs(await search({ search: `+971 ${first.phone.slice(1)}` }))).toEqual([first.order.reference]);
    expect(refs(await search({ search: 'hadd' }))).toEqual([second.order.reference, first.order.reference]);
    expect(refs(await search({ search: 'Layla Hadd' }))).toEqual([second.order.reference, first.order.reference]);
    expect(refs(await search({ search: 'Layla Smith' }))).toEqual([]);
    expect(refs(await search({ productId: picnic.planId, date }))).toEqual([
      second.order.reference,
      first.order.reference,
    ]);
    expect(refs(await search({ date, status: 'confirmed' }))).toEqual([second.order.reference, first.order.reference]);
    expect(refs(await search({ date, status: 'refunded' }))).toEqual([]);
    expect(refs(await search({ search: 'no-such-name', date }))).toEqual([]);

    const row = (await search({ search: second.order.reference })).rows[0];
    expect(row).toMatchObject({
      status: 'confirmed',
      customerName: 'Layla Haddad',
      email: second.email,
      phone: `+971${second.phone.slice(1)}`,
      products: [picnic.title],
      firstDate: date,
      amountPaidFils: second.order.amount_paid_fils,
      refundedFils: 0,
    });
  });

  it('finds the orders of a name start that many shoppers share, newest first', async () => {
    const { order } = await confirmedBooking(picnic, freshDate(), 1, 'Manyname');
    const now = t.clock.now().toISOString();
    // More shoppers than the search reads one by one (100): it reads the orders newest first instead.
    await t.app.ctx.db
      .insertInto('users')
      .values(
        Array.from({ length: 120 }, (_, index) => ({
          id: `many-${index}`,
          country: 'AE',
          phone_number: `+97155${String(1_000_000 + index)}`,
          email: `many.${index}@example.com`,
          first_name: 'Sara',
          last_name: `Manyname${index}`,
          gender: '',
          dob: '',
          profile_pic: '',
          password_hash: 'x',
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })),
      )
      .execute();
    const found = await search({ search: 'manyname' });
    expect(found.rows.map((row) => row.reference)).toEqual([order.reference]);
    expect((await search({ search: 'Layla Manyname' })).rows.map((row) => row.reference)).toEqual([order.reference]);
  });

  it('pages 25, 50 or 100 at a time, and says whether another page follows', async () => {
    const everything = await search({ pageSize: 25 });
    expect(everything.rows.length).toBeGreaterThan(0);
    const newestFirst = everything.rows.map((row) => (row as unknown as { createdAt: string }).createdAt);
    expect([...newestFirst].sort().reverse()).toEqual(newestFirst);
    expect((await search({ page: 1000 })).rows).toEqual([]);
    const wrongSize = await operatorCall(t, 'operator/searchOrders', { pageSize: 10 }, agent.token);
    expect(wrongSize.statusCode).toBe(400);
    expect(wrongSize.body).toEqual({ status: 0, message: 'pageSize must be 25, 50 or 100' });
  });
});

describe('POST /api/operator/getOrder', () => {
  it('answers the order page: lines, amounts, payment, voucher and the timeline', async () => {
    const date = freshDate();
    const { order, transactionId } = await confirmedBooking(picnic, date, 3);
    const res = await operatorCall(t, 'operator/getOrder', { id: order.id }, agent.token);
    expect(res.statusCode).toBe(200);
    const page = res.body.data as TDeskOrder;
    expect(page).toMatchObject({
      reference: order.reference,
      status: 'confirmed',
      subtotalFils: order.subtotal_fils,
      discountFils: 0,
      amountPaidFils: order.amount_paid_fils,
      refundedFils: 0,
      refundableFils: order.amount_paid_fils,
      promoCode: null,
      payment: { provider: 'sandbox', transactionId, status: 'paid', cardLast4: '1111' },
      overrideReason: null,
    });
    expect(page.lines).toEqual([
      expect.objectContaining({
        productId: picnic.planId,
        date,
        tickets: { adult: 3 },
        totalFils: order.subtotal_fils,
      }),
    ]);
    expect(page.voucherUrl).toMatch(new RegExp(`/api/vouchers/${order.id}\\.pdf\\?exp=`));
    expect(page.events.map((event) => event.kind)).toEqual(['created', 'paid', 'confirmed']);
  });

  it('answers 404 for an order that does not exist', async () => {
    const res = await operatorCall(t, 'operator/getOrder', { id: 'no-such-order' }, agent.token);
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: 0, message: BOOKING_DESK_MESSAGES.orderNotFound });
  });
});

describe('POST /api/operator/cancelOrder and refundOrder', () => {
  it('cancels and refunds half an order with a reason: seats back, gateway refunded, timeline, audit, shopper sees it', async () => {
    const date = freshDate();
    const before = await seatsLeft(picnic, date);
    const { token, transactionId, order } = await confirmedBooking(picnic, date, 4);
    expect(await seatsLeft(picnic, date)).toBe(before - 4);
    const half = Math.floor(order.amount_paid_fils / 2);

    const res = await cancelRefunding(order.id, half);
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.message).toBe(BOOKING_DESK_MESSAGES.cancelled(half));
    const page = res.body.data as TDeskOrder;
    expect(page).toMatchObject({ status: 'refunded', refundedFils: half, refundableFils: 0, voucherUrl: null });
    const refunded = page.events.find((event) => event.kind === 'refunded');
    expect(refunded).toMatchObject({
      amountFils: half,
      isOverride: false,
      text: 'Weather: the boat did not sail',
      operator: { id: manager.id, name: 'Mona Manager' },
    });
    expect(page.events.map((event) => event.kind)).toEqual(['created', 'paid', 'confirmed', 'cancelled', 'refunded']);

    expect(await seatsLeft(picnic, date)).toBe(before);
    expect(await gateway(transactionId)).toEqual({ status: 'refunded', refunded_fils: half });
    const audit = await auditOf(order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'order.refund', operator_id: manager.id });
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ refundedFils: half, isOverride: false });

    const listed = await t.call('users/viewCompletedOrder', {}, token);
    expect(listed.body.data[0]).toMatchObject({ reference: order.reference, status: 'refunded' });
    const again = await cancelRefunding(order.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.body).toEqual({ status: 0, message: BOOKING_DESK_MESSAGES.notRefundable });
    expect((await refund(order.id, 1)).statusCode).toBe(409);
    expect(again.body).toEqual({ status: 0, message: BOOKING_DESK_MESSAGES.notRefundable });
  });

  it('refuses more than was paid, an empty reason and an unknown order, and changes nothing', async () => {
    const date = freshDate();
    const { transactionId, order } = await confirmedBooking(picnic, date, 1);
    const seats = await seatsLeft(picnic, date);
    const tooMuch = await refund(order.id, order.amount_paid_fils + 1);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.body).toEqual({
      status: 0,
      message: BOOKING_DESK_MESSAGES.amountTooLarge(order.amount_paid_fils),
    });
    const noReason = await refund(order.id, 100, manager.token, '   ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toEqual({ status: 0, message: 'A reason is required' });
    expect((await refund('no-such-order', 100)).statusCode).toBe(404);
    expect(await seatsLeft(picnic, date)).toBe(seats);
    expect(await gateway(transactionId)).toEqual({ status: 'paid', refunded_fils: 0 });
    expect(await auditOf(order.id)).toEqual([]);
  });

  it('lets an agent refund up to their limit only, and one without a limit not at all', async () => {
    const { transactionId, order } = await confirmedBooking(picnic, freshDate(), 1);
    const noLimit = await refund(order.id, 100, agent.token);
    expect(noLimit.statusCode).toBe(403);
    expect(noLimit.body).toEqual({ status: 0, message: BOOKING_DESK_MESSAGES.overLimit(null) });
    await setOperator(t, agent.id, { refund_limit_fils: 1_000 });
    try {
      const over = await refund(order.id, 1_001, agent.token);
      expect(over.statusCode).toBe(403);
      expect(over.body).toEqual({ status: 0, message: BOOKING_DESK_MESSAGES.overLimit(1_000) });
      expect(await gateway(transactionId)).toEqual({ status: 'paid', refunded_fils: 0 });
      const within = await refund(order.id, 1_000, agent.token);
      expect(within.statusCode, within.raw.body).toBe(200);
      expect(await gateway(transactionId)).toEqual({ status: 'refunded', refunded_fils: 1_000 });
    } finally {
      await setOperator(t, agent.id, { refund_limit_fils: null });
    }
  });

  it('refunds inside the cut-off and a non-refundable product as an override, recorded as such', async () => {
    const date = freshDate();
    const late = await confirmedBooking(picnic, date, 1);
    const saved = t.clock.now().toISOString();
    try {
      t.clock.set(`${date}T00:00:00.000Z`);
      // Days on, earlier sessions have lapsed: a manager signs in at the new time.
      const lateManager = await newOperator(t, 'manager', 'Late Manager');
      const page = (await operatorCall(t, 'operator/getOrder', { id: late.order.id }, lateManager.token)).body
        .data as TDeskOrder;
      expect(page.overrideReason).toBe(CANCEL_MESSAGES.tooLate);
      const res = await cancelRefunding(late.order.id, late.order.amount_paid_fils, lateManager.token);
      expect(res.statusCode, res.raw.body).toBe(200);
      const event = (res.body.data as TDeskOrder).events.find((item) => item.kind === 'refunded');
      expect(event?.isOverride).toBe(true);
    } finally {
      t.clock.set(saved);
    }

    const fixed = await confirmedBooking(nonRefundable, freshDate(), 1);
    const res = await cancelRefunding(fixed.order.id, 500);
    expect(res.statusCode, res.raw.body).toBe(200);
    expect((res.body.data as TDeskOrder).events.find((item) => item.kind === 'refunded')?.isOverride).toBe(true);
    const audit = await auditOf(fixed.order.id);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({
      isOverride: true,
      overrides: CANCEL_MESSAGES.nonRefundable,
    });
    expect(await gateway(fixed.transactionId)).toEqual({ status: 'refunded', refunded_fils: 500 });
  });

  it('moves seats and money once when three cancellations race', async () => {
    const date = freshDate();
    const before = await seatsLeft(picnic, date);
    const { token, transactionId, order } = await confirmedBooking(picnic, date, 3);
    const answers = await Promise.all([
      cancelRefunding(order.id, 1_000),
      cancelRefunding(order.id, 2_000),
      cancelRefunding(order.id, 3_000),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.raw.body).toBeLessThan(500);
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    const amount = (won[0]?.body.data as TDeskOrder | undefined)?.refundedFils;
    expect(await seatsLeft(picnic, date)).toBe(before);
    expect(await gateway(transactionId)).toEqual({ status: 'refunded', refunded_fils: amount });
    expect(await auditOf(order.id)).toHaveLength(1);
    const notes = await t.call('users/viewNotification', {}, token);
    expect(notes.body.data.filter((note: { Message: string }) => note.Message.includes('is cancelled'))).toHaveLength(
      1,
    );
  });

  it('moves seats and money once when an operator’s cancellation races the shopper’s own', async () => {
    for (let round = 0; round < 3; round += 1) {
      const date = freshDate();
      const before = await seatsLeft(picnic, date);
      const { token, transactionId, order } = await confirmedBooking(picnic, date, 2);
      const half = Math.floor(order.amount_paid_fils / 2);
      const [operator, shopper] = await Promise.all([
        cancelRefunding(order.id, half),
        t.call('users/cancelBooking', { reference: order.reference }, token),
      ]);
      expect(operator.statusCode, operator.raw.body).toBeLessThan(500);
      expect(shopper.statusCode, shopper.raw.body).toBeLessThan(500);
      expect([operator.statusCode, shopper.statusCode]).toContain(200);
      expect(await seatsLeft(picnic, date)).toBe(before);
      const stored = await t.app.ctx.db
        .selectFrom('orders')
        .select(['status', 'refunded_fils'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe('refunded');
      // Whoever cancelled first decided the amount; the gateway paid exactly that, once.
      expect([half, order.amount_paid_fils]).toContain(stored.refunded_fils);
      expect(await gateway(transactionId)).toEqual({ status: 'refunded', refunded_fils: stored.refunded_fils });
      const notes = await t.call('users/viewNotification', {}, token);
      expect(notes.body.data.filter((note: { Message: string }) => note.Message.includes('is cancelled'))).toHaveLength(
        1,
      );
      expect(await auditOf(order.id)).toHaveLength(operator.statusCode === 200 ? 1 : 0);
    }
  });
});

describe('POST /api/operator/addOrderNote', () => {
  it('puts an internal note on the timeline, with who wrote it, and in the audit log', async () => {
    const { order } = await confirmedBooking(picnic, freshDate(), 1);
    const res = await operatorCall(
      t,
      'operator/addOrderNote',
      { id: order.id, text: 'Customer asked for a window seat' },
      agent.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);
    const note = (res.body.data as TDeskOrder).events.find((event) => event.kind === 'note');
    expect(note).toMatchObject({
      text: 'Customer asked for a window seat',
      operator: { id: agent.id, name: 'Adil Agent' },
    });
    expect(await auditOf(order.id)).toEqual([expect.objectContaining({ action: 'order.note', operator_id: agent.id })]);
  });

  it('refuses an empty note and a guide (no bookings.write), and changes nothing', async () => {
    const { order } = await confirmedBooking(picnic, freshDate(), 1);
    const empty = await operatorCall(t, 'operator/addOrderNote', { id: order.id, text: '' }, agent.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toEqual({ status: 0, message: 'The note is required' });
    const byGuide = await operatorCall(t, 'operator/addOrderNote', { id: order.id, text: 'Hello' }, guide.token);
    expect(byGuide.statusCode).toBe(403);
    expect(await auditOf(order.id)).toEqual([]);
  });
});
