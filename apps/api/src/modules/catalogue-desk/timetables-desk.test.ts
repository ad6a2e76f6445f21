// Issue 17's timetables, seats and prices desk through the operator calls: the calendar with seats booked and
// held, closing and reopening without cancelling, capacity never below what is booked (also against a
// checkout racing the cut), bulk actions, the audit log, shoppers seeing each change at once, and prices that
// apply to new checkouts only. Each test works on a product of its own.
import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import { TIMETABLE_MESSAGES } from '@rihla/shared/schemas/operator-timetables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProductRow } from '../../db/tables/schema.js';
import { paidCheckout, quickShopper } from '../../test/crowd.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { productTemplateOf } from '../../test/shopping.js';
import { setBookingTerms } from '../catalogue/booking-terms.service.js';
import { addProduct } from '../catalogue/catalogue.service.js';

let t: TTestApp;
let template: TProductRow;
let owner: TTestOperator;
let manager: TTestOperator;
let agent: TTestOperator;
let editor: TTestOperator;

beforeAll(async () => {
  t = await createTestApp();
  template = await t.app.ctx.db.selectFrom('products').selectAll().limit(1).executeTakeFirstOrThrow();
  owner = await newOperator(t, 'owner', 'Timetable owner');
  manager = await newOperator(t, 'manager', 'Timetable manager');
  agent = await newOperator(t, 'agent', 'Timetable agent');
  editor = await newOperator(t, 'editor', 'Timetable editor');
});
afterAll(async () => {
  await t?.close();
});

let productCount = 0;
/** A product of its own: daily at 09:00 and 14:00, 10 seats, adults 100 AED, children 50 AED. */
async function newProduct(): Promise<{ module: string; planId: string }> {
  productCount += 1;
  const id = `timetables-test-${productCount}`;
  await addProduct(t.app.ctx, {
    ...productTemplateOf(template),
    id,
    title: `Timetables test ${productCount}`,
    price_fils: 10_000,
    min_ppl: 1,
    max_ppl: 50,
    capacity_per_slot: 10,
    cutoff_minutes: 60,
    max_tickets_per_order: 20,
  });
  await setBookingTerms(t.app.ctx, id, {
    pricing: 'perPerson',
    schedule: [
      { start: '09:00', end: '11:00' },
      { start: '14:00', end: '16:00' },
    ],
    ticketTypes: [{ kind: 'child', priceFils: 5_000, minAge: 3, maxAge: 11, takesSeat: true, requiresAdult: true }],
  });
  return { module: template.module, planId: id };
}

const inDays = (days: number) => addDays(todayInDubai(t.clock.now()), days);

function call(name: Parameters<typeof operatorCall>[1], body: unknown, who: TTestOperator = owner) {
  return operatorCall(t, name, body, who.token);
}

/** A shopper holding `seats` adult seats of a departure in an open (unpaid) checkout. */
async function holdingShopper(product: { module: string; planId: string }, date: string, start: string, seats: number) {
  const token = await quickShopper(t);
  const added = await t.call(
    'users/addToCart',
    { item: [{ ...product, date, departure: start, adultCount: seats }] },
    token,
  );
  expect(added.body.status, added.body.message).toBe(1);
  return token;
}

/** A shopper with a paid, confirmed booking of `seats` adults. */
async function bookedShopper(product: { module: string; planId: string }, date: string, start: string, seats: number) {
  const token = await holdingShopper(product, date, start, seats);
  const paid = await paidCheckout(t, token);
  const confirmed = await t.call('users/confirmBooking', { paymentId: paid.transactionId, cartId: paid.cartId }, token);
  expect(confirmed.body.status, confirmed.body.message).toBe(1);
  return { token, ...paid };
}

async function departureOf(product: { module: string; planId: string }, date: string, start: string) {
  const res = await t.call('users/departures', { ...product, from: date, days: 1 });
  expect(res.body.status, res.body.message).toBe(1);
  return res.body.data[0].departures.find((departure: { start: string }) => departure.start === start);
}

async function auditOf(objectId: string) {
  return t.app.ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('object_id', 'like', `${objectId}%`)
    .orderBy('id')
    .execute();
}

describe('POST /api/operator/getTimetable', () => {
  it('answers the schedule, seats, cut-off and prices of a product', async () => {
    const product = await newProduct();
    const res = await call('operator/getTimetable', { productId: product.planId });
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data).toMatchObject({
      productId: product.planId,
      capacity: 10,
      cutoffMinutes: 60,
      pricing: 'perPerson',
      priceFils: 10_000,
      schedule: [
        { start: '09:00', end: '11:00' },
        { start: '14:00', end: '16:00' },
      ],
    });
    expect(res.body.data.ticketTypes[0]).toMatchObject({ kind: 'child', priceFils: 5_000 });
  });

  it('answers 404 for an unknown product and 401 without a session', async () => {
    expect((await call('operator/getTimetable', { productId: 'nope' })).statusCode).toBe(404);
    const nobody = await operatorCall(t, 'operator/getTimetable', { productId: 'nope' });
    expect(nobody.statusCode).toBe(401);
    expect(nobody.body.message).toBe(OPERATOR_MESSAGES.signInRequired);
  });
});

describe('POST /api/operator/productCalendar', () => {
  it('shows each departure of the month with capacity, booked, held (live holds only) and left', async () => {
    const product = await newProduct();
    const date = inDays(5);
    await bookedShopper(product, date, '09:00', 3);
    await holdingShopper(product, date, '09:00', 2).then((token) => t.call('users/checkout', {}, token));
    const res = await call('operator/productCalendar', { productId: product.planId, month: date.slice(0, 7) });
    expect(res.statusCode, res.raw.body).toBe(200);
    const days = res.body.data.days as Array<{ date: string; departures: Array<Record<string, unknown>> }>;
    expect(days[0]?.date).toBe(`${date.slice(0, 7)}-01`);
    const day = days.find((item) => item.date === date);
    expect(day?.departures).toEqual([
      expect.objectContaining({ start: '09:00', capacity: 10, booked: 3, held: 2, left: 5, isClosed: false }),
      expect.objectContaining({ start: '14:00', capacity: 10, booked: 0, held: 0, left: 10 }),
    ]);
    // A hold that has run out no longer counts.
    t.clock.advance(16 * 60_000);
    const later = await call('operator/productCalendar', { productId: product.planId, month: date.slice(0, 7) });
    const dayLater = (later.body.data.days as typeof days).find((item) => item.date === date);
    expect(dayLater?.departures[0]).toMatchObject({ booked: 3, held: 0, left: 7 });
  });

  it('refuses a month that is not YYYY-MM', async () => {
    const product = await newProduct();
    const res = await call('operator/productCalendar', { productId: product.planId, month: '2031-13' });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(0);
  });
});

describe('POST /api/operator/affectedBookings', () => {
  it('lists the confirmed bookings of a date and of one departure, with the lead shopper', async () => {
    const product = await newProduct();
    const date = inDays(6);
    await bookedShopper(product, date, '09:00', 2);
    await bookedShopper(product, date, '14:00', 1);
    const all = await call('operator/affectedBookings', { productId: product.planId, date });
    expect(all.statusCode, all.raw.body).toBe(200);
    expect(all.body.data.seats).toBe(3);
    expect(all.body.data.bookings).toHaveLength(2);
    expect(all.body.data.bookings[0]).toMatchObject({
      start: '09:00',
      adults: 2,
      children: 0,
      seats: 2,
      status: 'confirmed',
    });
    expect(all.body.data.bookings[0].leadName).toBe('Crowd Shopper');
    expect(all.body.data.bookings[0].reference).toEqual(expect.any(String));
    const one = await call('operator/affectedBookings', { productId: product.planId, date, start: '14:00' });
    expect(one.body.data.bookings).toHaveLength(1);
  });

  it('is refused to an editor (shoppers’ names and phones need bookings.read)', async () => {
    const product = await newProduct();
    const res = await call('operator/affectedBookings', { productId: product.planId, date: inDays(6) }, editor);
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/operator/setDeparture', () => {
  it('closes a booked departure without cancelling its booking, shoppers see it at once, and reopens it', async () => {
    const product = await newProduct();
    const date = inDays(7);
    const booked = await bookedShopper(product, date, '09:00', 2);
    const closed = await call('operator/setDeparture', {
      productId: product.planId,
      date,
      start: '09:00',
      action: { kind: 'close' },
    });
    expect(closed.statusCode, closed.raw.body).toBe(200);
    expect(closed.body.message).toBe(TIMETABLE_MESSAGES.keptBookings(2));
    expect(closed.body.data.bookedSeatsKept).toBe(2);
    expect((await departureOf(product, date, '09:00')).status).toBe('closed');
    const order = await t.app.ctx.db
      .selectFrom('orders')
      .select('status')
      .where('checkout_id', '=', booked.cartId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('confirmed');
    const reopened = await call('operator/setDeparture', {
      productId: product.planId,
      date,
      start: '09:00',
      action: { kind: 'reopen' },
    });
    expect(reopened.statusCode).toBe(200);
    expect((await departureOf(product, date, '09:00')).status).not.toBe('closed');
    const entries = await auditOf(`${product.planId}/${date}/09:00`);
    expect(entries.map((entry) => entry.action)).toEqual(['departure.close', 'departure.reopen']);
    expect(entries[0]?.operator_id).toBe(owner.id);
    expect(JSON.parse(entries[0]?.after_json ?? '{}').departure.isClosed).toBe(true);
  });

  it('refuses a capacity below the seats booked and held, naming them, and changes nothing', async () => {
    const product = await newProduct();
    const date = inDays(8);
    await bookedShopper(product, date, '09:00', 4);
    await holdingShopper(product, date, '09:00', 2).then((token) => t.call('users/checkout', {}, token));
    const refused = await call('operator/setDeparture', {
      productId: product.planId,
      date,
      start: '09:00',
      action: { kind: 'setCapacity', capacity: 5 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toEqual({
      status: 0,
      message: TIMETABLE_MESSAGES.belowBooked(5, 4, 2, '09:00', date),
    });
    expect((await departureOf(product, date, '09:00')).capacity).toBe(10);
    const ok = await call('operator/setDeparture', {
      productId: product.planId,
      date,
      start: '09:00',
      action: { kind: 'setCapacity', capacity: 6 },
    });
    expect(ok.statusCode, ok.raw.body).toBe(200);
    expect(await departureOf(product, date, '09:00')).toMatchObject({ capacity: 6, seatsLeft: 0 });
  });

  it('never ends over capacity when a checkout holding seats races a capacity cut', async () => {
    for (let round = 0; round < 4; round += 1) {
      const product = await newProduct();
      const date = inDays(9);
      await bookedShopper(product, date, '09:00', 4);
      const token = await holdingShopper(product, date, '09:00', 4);
      const [checkout, cut] = await Promise.all([
        t.call('users/checkout', {}, token),
        call('operator/setDeparture', {
          productId: product.planId,
          date,
          start: '09:00',
          action: { kind: 'setCapacity', capacity: 5 },
        }),
      ]);
      expect(checkout.statusCode).toBeLessThan(500);
      expect(cut.statusCode).toBeLessThan(500);
      // One of the two wins: the checkout's hold (and the cut is refused) or the cut (and the hold is refused).
      expect(checkout.body.status === 1 && cut.statusCode === 200).toBe(false);
      const departure = await departureOf(product, date, '09:00');
      const calendar = await call('operator/productCalendar', { productId: product.planId, month: date.slice(0, 7) });
      const day = (calendar.body.data.days as Array<{ date: string; departures: Array<Record<string, number>> }>).find(
        (item) => item.date === date,
      );
      const seats = day?.departures[0] as Record<string, number>;
      expect((seats.booked ?? 0) + (seats.held ?? 0)).toBeLessThanOrEqual(departure.capacity);
    }
  });

  it('adds an extra departure shoppers can book at once, and removes it only while it has no seats', async () => {
    const product = await newProduct();
    const date = inDays(10);
    const added = await call('operator/setDeparture', {
      productId: product.planId,
      date,
      start: '17:00',
      action: { kind: 'add', end: '19:00', capacity: 4 },
    });
    expect(added.statusCode, added.raw.body).toBe(200);
    expect(await departureOf(product, date, '17:00')).toMatchObject({ capacity: 4, seatsLeft: 4 });
    const again = await call('operator/setDeparture', {
      productId: product.planId,
      date,
      start: '17:00',
      action: { kind: 'add', end: '19:00', capacity: 4 },
    });
    expect(again.statusCode).toBe(409);
    await bookedShopper(product, date, '17:00', 1);
    const remove = { productId: product.planId, date, start: '17:00', action: { kind: 'remove' } };
    expect((await call('operator/setDeparture', remove)).statusCode).toBe(409);
    const scheduled = await call('operator/setDeparture', { ...remove, start: '09:00' });
    expect(scheduled.statusCode).toBe(400);
    expect(scheduled.body.message).toBe(TIMETABLE_MESSAGES.notExtra);
    const unknown = await call('operator/setDeparture', { ...remove, start: '10:30', action: { kind: 'close' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad input with 400 and a role without timetables.write with 403', async () => {
    const product = await newProduct();
    const body = { productId: product.planId, date: inDays(3), start: '9am', action: { kind: 'close' } };
    const bad = await call('operator/setDeparture', body);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.status).toBe(0);
    const agentTry = await call('operator/setDeparture', { ...body, start: '09:00' }, agent);
    expect(agentTry.statusCode).toBe(403);
    const negative = await call('operator/setDeparture', {
      ...body,
      start: '09:00',
      action: { kind: 'setCapacity', capacity: -1 },
    });
    expect(negative.statusCode).toBe(400);
  });
});

describe('POST /api/operator/setDay', () => {
  it('closes a whole date (bookings kept), gives it its own seats, never below what is booked', async () => {
    const product = await newProduct();
    const date = inDays(11);
    await bookedShopper(product, date, '14:00', 3);
    const closed = await call(
      'operator/setDay',
      { productId: product.planId, date, action: { kind: 'close' } },
      manager,
    );
    expect(closed.statusCode, closed.raw.body).toBe(200);
    expect(closed.body.data.day.isClosed).toBe(true);
    expect(closed.body.data.bookedSeatsKept).toBe(3);
    const shopper = await t.call('users/departures', { ...product, from: date, days: 1 });
    expect(shopper.body.data[0].status).toBe('closed');
    const below = await call('operator/setDay', {
      productId: product.planId,
      date,
      action: { kind: 'setCapacity', capacity: 2 },
    });
    expect(below.statusCode).toBe(409);
    expect(below.body.message).toContain('3 seats booked');
    await call('operator/setDay', { productId: product.planId, date, action: { kind: 'reopen' } });
    const sized = await call('operator/setDay', {
      productId: product.planId,
      date,
      action: { kind: 'setCapacity', capacity: 3 },
    });
    expect(sized.statusCode).toBe(200);
    expect(await departureOf(product, date, '09:00')).toMatchObject({ capacity: 3, seatsLeft: 3 });
    expect((await auditOf(`${product.planId}/${date}`)).map((entry) => entry.action)).toEqual([
      'day.close',
      'day.reopen',
      'day.setCapacity',
    ]);
  });
});

describe('POST /api/operator/bulkTimetable', () => {
  it('adds a 17:00 departure on the weekends of a month in one go, skipping dates that already run it', async () => {
    const product = await newProduct();
    const from = inDays(30);
    const until = addDays(from, 27);
    const first = await call('operator/setDeparture', {
      productId: product.planId,
      date: from,
      start: '17:00',
      action: { kind: 'add', end: '18:00', capacity: null },
    });
    expect(first.statusCode).toBe(200);
    const res = await call('operator/bulkTimetable', {
      productId: product.planId,
      from,
      until,
      weekdays: [0, 6],
      action: { kind: 'addDeparture', start: '17:00', end: '19:00', capacity: 6 },
    });
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data.matched).toBe(8);
    const fromIsWeekend = [0, 6].includes(new Date(`${from}T00:00:00Z`).getUTCDay());
    expect(res.body.data.changed).toBe(fromIsWeekend ? 7 : 8);
    expect(res.body.data.skipped).toHaveLength(fromIsWeekend ? 1 : 0);
    let weekend = from;
    while (![0, 6].includes(new Date(`${weekend}T00:00:00Z`).getUTCDay()) || weekend === from)
      weekend = addDays(weekend, 1);
    expect(await departureOf(product, weekend, '17:00')).toMatchObject({ capacity: 6, end: '19:00' });
    const entries = await auditOf(product.planId);
    expect(entries.at(-1)?.action).toBe('timetable.bulk.addDeparture');
  });

  it('closes every Friday of a range, reports capacity cuts it skips, and refuses more than a year', async () => {
    const product = await newProduct();
    const from = inDays(3);
    const until = addDays(from, 20);
    let friday = from;
    while (new Date(`${friday}T00:00:00Z`).getUTCDay() !== 5) friday = addDays(friday, 1);
    await bookedShopper(product, friday, '09:00', 4);
    const cut = await call('operator/bulkTimetable', {
      productId: product.planId,
      from,
      until,
      weekdays: [5],
      action: { kind: 'setCapacity', capacity: 2 },
    });
    expect(cut.statusCode, cut.raw.body).toBe(200);
    expect(cut.body.data.skipped).toEqual([{ date: friday, reason: expect.stringContaining('4 seats booked') }]);
    expect(cut.body.data.changed).toBe(cut.body.data.matched - 1);
    const close = await call('operator/bulkTimetable', {
      productId: product.planId,
      from,
      until,
      weekdays: [5],
      action: { kind: 'close' },
    });
    expect(close.body.data.changed).toBe(close.body.data.matched);
    expect((await departureOf(product, friday, '09:00')).status).toBe('closed');
    const tooLong = await call('operator/bulkTimetable', {
      productId: product.planId,
      from,
      until: addDays(from, 400),
      action: { kind: 'close' },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body.status).toBe(0);
  });
});

describe('POST /api/operator/setSchedule', () => {
  it('changes the weekly rules, seats and cut-off, and shoppers see them at once', async () => {
    const product = await newProduct();
    const date = inDays(12);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    await t.call('users/viewDetail', { module: product.module, planId: product.planId });
    const res = await call('operator/setSchedule', {
      productId: product.planId,
      schedule: [{ start: '08:00', end: '10:00', weekdays: [weekday], capacity: 7 }],
      capacity: 12,
      cutoffMinutes: 120,
    });
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data).toMatchObject({ capacity: 12, cutoffMinutes: 120 });
    const departures = (await t.call('users/departures', { ...product, from: date, days: 1 })).body.data[0].departures;
    expect(departures).toEqual([expect.objectContaining({ start: '08:00', capacity: 7 })]);
    const detail = await t.call('users/viewDetail', { module: product.module, planId: product.planId });
    expect(JSON.stringify(detail.body.data)).toContain('8:00 AM');
    expect((await auditOf(product.planId)).at(-1)?.action).toBe('product.setSchedule');
  });

  it('refuses to drop a departure that has bookings, or to cut it below them', async () => {
    const product = await newProduct();
    const date = inDays(4);
    await bookedShopper(product, date, '14:00', 3);
    const dropped = await call('operator/setSchedule', {
      productId: product.planId,
      schedule: [{ start: '09:00', end: '11:00' }],
      capacity: 10,
      cutoffMinutes: 60,
    });
    expect(dropped.statusCode).toBe(409);
    expect(dropped.body.message).toContain('14:00');
    const cut = await call('operator/setSchedule', {
      productId: product.planId,
      schedule: [
        { start: '09:00', end: '11:00' },
        { start: '14:00', end: '16:00' },
      ],
      capacity: 2,
      cutoffMinutes: 60,
    });
    expect(cut.statusCode).toBe(409);
    expect((await departureOf(product, date, '14:00')).capacity).toBe(10);
  });
});

describe('POST /api/operator/setPrices', () => {
  it('applies to new checkouts only: an open checkout keeps its total and a paid order its price', async () => {
    const product = await newProduct();
    const date = inDays(13);
    const line = { ...product, date, departure: '09:00', adultCount: 1, tickets: { child: 1 } };
    const paid = await quickShopper(t);
    expect((await t.call('users/addToCart', { item: [line] }, paid)).body.status).toBe(1);
    const paidIds = await paidCheckout(t, paid);
    await t.call('users/confirmBooking', { paymentId: paidIds.transactionId, cartId: paidIds.cartId }, paid);
    const open = await quickShopper(t);
    expect((await t.call('users/addToCart', { item: [line] }, open)).body.status).toBe(1);
    const openCheckout = await t.call('users/checkout', {}, open);
    expect(openCheckout.body.status, openCheckout.body.message).toBe(1);
    const openId = openCheckout.body.data[0]._id as string;

    const cached = await t.call('users/viewDetail', { module: product.module, planId: product.planId });
    expect(JSON.stringify(cached.body.data)).toContain('"price":50');
    const res = await call('operator/setPrices', {
      productId: product.planId,
      pricing: 'perPerson',
      priceFils: 12_000,
      ticketTypes: [{ kind: 'child', priceFils: 7_500, minAge: 3, maxAge: 11, takesSeat: true, requiresAdult: true }],
    });
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.message).toBe(TIMETABLE_MESSAGES.pricesApply);

    const checkoutRow = await t.app.ctx.db
      .selectFrom('checkouts')
      .select('total_fils')
      .where('id', '=', openId)
      .executeTakeFirstOrThrow();
    expect(checkoutRow.total_fils).toBe(15_000);
    const initiated = await t.call('users/paymentInitiate', { cartId: openId }, open);
    expect(initiated.body.status, initiated.body.message).toBe(1);
    const payment = await t.app.ctx.db
      .selectFrom('payments')
      .select('amount_fils')
      .where('checkout_id', '=', openId)
      .executeTakeFirstOrThrow();
    expect(payment.amount_fils).toBe(15_000);
    const order = await t.app.ctx.db
      .selectFrom('orders')
      .select(['amount_paid_fils', 'items'])
      .where('checkout_id', '=', paidIds.cartId)
      .executeTakeFirstOrThrow();
    expect(order.amount_paid_fils).toBe(15_000);
    expect(JSON.parse(order.items)[0].totalFils).toBe(15_000);

    const fresh = await quickShopper(t);
    expect((await t.call('users/addToCart', { item: [line] }, fresh)).body.status).toBe(1);
    const freshCheckout = await t.call('users/checkout', {}, fresh);
    const freshRow = await t.app.ctx.db
      .selectFrom('checkouts')
      .select('total_fils')
      .where('id', '=', freshCheckout.body.data[0]._id)
      .executeTakeFirstOrThrow();
    expect(freshRow.total_fils).toBe(19_500);
    const detail = await t.call('users/viewDetail', { module: product.module, planId: product.planId });
    expect(JSON.stringify(detail.body.data)).toContain('"price":75');
    const entry = (await auditOf(product.planId)).at(-1);
    expect(entry?.action).toBe('product.setPrices');
    expect(JSON.parse(entry?.before_json ?? '{}').priceFils).toBe(10_000);
    expect(JSON.parse(entry?.after_json ?? '{}').priceFils).toBe(12_000);
  });

  it('is refused to a role without prices.write, and refuses two child types or child types on a group', async () => {
    const product = await newProduct();
    const child = { kind: 'child', priceFils: 1, minAge: 3, maxAge: 11, takesSeat: true, requiresAdult: true };
    const body = { productId: product.planId, pricing: 'perPerson', priceFils: 100, ticketTypes: [child] };
    expect((await call('operator/setPrices', body, agent)).statusCode).toBe(403);
    expect((await call('operator/setPrices', { ...body, ticketTypes: [child, child] })).statusCode).toBe(400);
    const group = await call('operator/setPrices', { ...body, pricing: 'perGroup' });
    expect(group.statusCode).toBe(400);
    expect(group.body.message).toContain('per-group');
    expect((await call('operator/getTimetable', { productId: product.planId })).body.data.priceFils).toBe(10_000);
  });

  it('names what a group price is per: shoppers’ cards and detail read it at once, and it is audited', async () => {
    const product = await newProduct();
    const cardOf = async () => {
      const list = await t.call('users/filteredList', {});
      return (list.body.data as Array<Record<string, unknown>>).find((item) => item.planId === product.planId);
    };
    expect(await cardOf()).toMatchObject({ pricing: 'perPerson', group_unit: 'Group' });
    const res = await call('operator/setPrices', {
      productId: product.planId,
      pricing: 'perGroup',
      priceFils: 120_000,
      ticketTypes: [],
      groupUnit: '  Boat ',
    });
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data).toMatchObject({ pricing: 'perGroup', groupUnit: 'Boat' });
    expect(await cardOf()).toMatchObject({ pricing: 'perGroup', group_unit: 'Boat', price: 1200 });
    const detail = await t.call('users/viewDetail', { module: product.module, planId: product.planId });
    expect(detail.body.data.booking).toMatchObject({ pricing: 'perGroup', groupUnit: 'Boat' });
    const entry = (await auditOf(product.planId)).at(-1);
    expect(JSON.parse(entry?.before_json ?? '{}').groupUnit).toBe('Group');
    expect(JSON.parse(entry?.after_json ?? '{}').groupUnit).toBe('Boat');

    // Back to per person without naming the unit: it is kept for the day the product is a group's again.
    const perPerson = { productId: product.planId, pricing: 'perPerson', priceFils: 10_000, ticketTypes: [] };
    const back = await call('operator/setPrices', perPerson);
    expect(back.body.data).toMatchObject({ pricing: 'perPerson', groupUnit: 'Boat' });
    expect(await cardOf()).toMatchObject({ pricing: 'perPerson', group_unit: 'Boat' });
    const blank = await call('operator/setPrices', { ...perPerson, pricing: 'perGroup', groupUnit: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.message).toContain('Name what the group price is for');
  });
});
