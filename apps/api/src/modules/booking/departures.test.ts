// Issue 15: departures with their own seats, ticket types and group prices, booking rules and tiered
// cancellation, through the calls a shopper makes. Each test works on products of its own, whose terms it sets
// through the service the back office will call.
import { HOLD_MINUTES } from '@rihla/shared/constants';
import { BOOKING_MESSAGES, CANCEL_MESSAGES, DEPARTURE_MESSAGES } from '@rihla/shared/messages/booking';
import { addDays, slotStartUtc, todayInDubai } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProductRow } from '../../db/tables/schema.js';
import { paidCheckout, quickShopper } from '../../test/crowd.js';
import { createTestApp, TEST_PUBLIC_URL, type TTestApp } from '../../test/harness.js';
import { pdfText } from '../../test/pdf-text.js';
import { productTemplateOf } from '../../test/shopping.js';
import {
  setBookingTerms,
  setDayException,
  setDepartureException,
  type TBookingTermsPatch,
} from '../catalogue/booking-terms.service.js';
import { addProduct } from '../catalogue/catalogue.service.js';

let t: TTestApp;
let template: TProductRow;
beforeAll(async () => {
  t = await createTestApp();
  template = await t.app.ctx.db.selectFrom('products').selectAll().limit(1).executeTakeFirstOrThrow();
});
afterAll(async () => {
  await t?.close();
});

let productCount = 0;
/** A product of its own for one test: the demo template with a new id, price and the terms given. */
async function productWith(terms: TBookingTermsPatch, priceFils = 10_000): Promise<{ module: string; planId: string }> {
  productCount += 1;
  const id = `departures-test-${productCount}`;
  const row = productTemplateOf(template);
  await addProduct(t.app.ctx, {
    ...row,
    id,
    title: `Departures test ${productCount}`,
    price_fils: priceFils,
    min_ppl: 1,
    max_ppl: 50,
    capacity_per_slot: 40,
    cutoff_minutes: 60,
    max_tickets_per_order: 20,
    is_refundable: 1,
  });
  await setBookingTerms(t.app.ctx, id, terms);
  return { module: template.module, planId: id };
}

const today = () => todayInDubai(t.clock.now());
/** The next date on `weekday` (0 Sunday .. 6 Saturday), at least `after` days ahead. */
function nextWeekday(weekday: number, after = 3): string {
  let date = addDays(today(), after);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
}

function add(token: string, item: Record<string, unknown>) {
  return t.call('users/addToCart', { item: [item] }, token);
}

async function cartOf(token: string) {
  const res = await t.call('users/viewCart', {}, token);
  expect(res.body.status).toBe(1);
  return res.body.data;
}

async function departuresOf(product: { module: string; planId: string }, from: string, days = 1) {
  const res = await t.call('users/departures', { ...product, from, days });
  expect(res.body.status, res.body.message).toBe(1);
  return res.body.data;
}

async function confirm(token: string, paid: { cartId: string; transactionId: string }) {
  return t.call('users/confirmBooking', { paymentId: paid.transactionId, cartId: paid.cartId }, token);
}

async function seatsOf(planId: string, date: string, start: string, status: 'held' | 'booked' | 'released') {
  const row = await t.app.ctx.db
    .selectFrom('seat_holds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
    .where('product_id', '=', planId)
    .where('date', '=', date)
    .where('start_time', '=', start)
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const TWO_CRUISES = [
  { start: '09:00', end: '11:00' },
  { start: '14:00', end: '16:00' },
];

describe('users/departures', () => {
  it('answers each departure of a date with its seats and state; a closed weekday has none', async () => {
    const product = await productWith({
      schedule: TWO_CRUISES.map((rule) => ({ ...rule, weekdays: [0, 2, 3, 4, 5, 6] })),
      capacity: 10,
    });
    const monday = nextWeekday(1);
    const [mondayAnswer, tuesdayAnswer] = await departuresOf(product, monday, 2);
    expect(mondayAnswer).toEqual({ date: monday, status: 'closed', departures: [] });
    expect(tuesdayAnswer.status).toBe('available');
    expect(tuesdayAnswer.departures).toEqual([
      { start: '09:00', end: '11:00', time: '9:00 AM - 11:00 AM', capacity: 10, seatsLeft: 10, status: 'available' },
      { start: '14:00', end: '16:00', time: '2:00 PM - 4:00 PM', capacity: 10, seatsLeft: 10, status: 'available' },
    ]);
    // The older per-date call sums the departures.
    const availability = await t.call('users/availability', { ...product, from: monday, days: 2 });
    expect(availability.body.data).toEqual([
      { date: monday, capacity: 0, seatsLeft: 0, status: 'closed' },
      { date: addDays(monday, 1), capacity: 20, seatsLeft: 20, status: 'available' },
    ]);
  });

  it('applies a season, a closed day, a closed departure, a departure with its own seats and an extra one', async () => {
    const product = await productWith({
      schedule: [{ start: '15:00', end: '21:00', weekdays: [4, 5], season: { from: '10-01', until: '04-30' } }],
    });
    const winterThursday = nextWeekday(4, 3);
    const inWinter = (date: string) => ['10', '11', '12', '01', '02', '03', '04'].includes(date.slice(5, 7));
    if (inWinter(winterThursday)) {
      const [day] = await departuresOf(product, winterThursday);
      expect(day.departures.map((departure: { start: string }) => departure.start)).toEqual(['15:00']);
    }
    let summerThursday = nextWeekday(4, 3);
    while (inWinter(summerThursday)) summerThursday = addDays(summerThursday, 7);
    expect((await departuresOf(product, summerThursday))[0].departures).toEqual([]);

    const daily = await productWith({ schedule: TWO_CRUISES });
    const date = addDays(today(), 5);
    await setDepartureException(t.app.ctx, daily.planId, date, '09:00', {
      end: null,
      capacity: null,
      isClosed: true,
      isExtra: false,
    });
    await setDepartureException(t.app.ctx, daily.planId, date, '14:00', {
      end: null,
      capacity: 3,
      isClosed: false,
      isExtra: false,
    });
    await setDepartureException(t.app.ctx, daily.planId, date, '18:00', {
      end: '20:00',
      capacity: 8,
      isClosed: false,
      isExtra: true,
    });
    await setDayException(t.app.ctx, daily.planId, addDays(date, 1), { capacity: null, isClosed: true });
    const [day, closedDay] = await departuresOf(daily, date, 2);
    expect(
      day.departures.map((d: { start: string; status: string; capacity: number }) => [d.start, d.status, d.capacity]),
    ).toEqual([
      ['09:00', 'closed', 40],
      ['14:00', 'available', 3],
      ['18:00', 'available', 8],
    ]);
    expect(closedDay.status).toBe('closed');
    expect(closedDay.departures.every((d: { status: string }) => d.status === 'closed')).toBe(true);

    const token = await quickShopper(t);
    expect((await add(token, { ...daily, date, departure: '18:00', adultCount: 2 })).body.status).toBe(1);
    const closed = await add(token, { ...daily, date, departure: '09:00', adultCount: 2 });
    expect(closed.statusCode).toBe(400);
    expect(closed.body.message).toBe(DEPARTURE_MESSAGES.departureClosed);
    // The extra departure runs on its date only.
    const otherDay = await add(token, { ...daily, date: addDays(date, 2), departure: '18:00', adultCount: 2 });
    expect(otherDay.statusCode).toBe(400);
    expect((await cartOf(token)).items).toHaveLength(1);
  });
});

describe('the cart holds one line per product, date and departure', () => {
  it('adds a line for another date or departure, replaces the counts of the same one, and removes by line or product', async () => {
    const product = await productWith({ schedule: TWO_CRUISES });
    const token = await quickShopper(t);
    const [first, second] = [addDays(today(), 4), addDays(today(), 5)];
    expect((await add(token, { ...product, date: first, time: '9:00 AM - 11:00 AM', adultCount: 2 })).body.status).toBe(
      1,
    );
    expect((await add(token, { ...product, date: second, departure: '09:00', adultCount: 1 })).body.status).toBe(1);
    expect((await add(token, { ...product, date: second, departure: '14:00', adultCount: 3 })).body.status).toBe(1);
    // The same departure again: its counts are replaced, no new line.
    expect((await add(token, { ...product, date: first, departure: '09:00', adultCount: 4 })).body.status).toBe(1);
    const cart = await cartOf(token);
    expect(
      cart.items.map((item: { date: string; time: string; adultCount: number }) => [
        item.date,
        item.time,
        item.adultCount,
      ]),
    ).toEqual([
      [first, '9:00 AM - 11:00 AM', 4],
      [second, '9:00 AM - 11:00 AM', 1],
      [second, '2:00 PM - 4:00 PM', 3],
    ]);
    expect(cart.totalCartAmount).toBe(800);

    const [, middle] = cart.items as Array<{ lineId: string }>;
    const removed = await t.call('users/deleteCart', { lineId: middle?.lineId }, token);
    expect(removed.body.status).toBe(1);
    expect((await cartOf(token)).items).toHaveLength(2);
    const again = await t.call('users/deleteCart', { lineId: middle?.lineId }, token);
    expect(again.statusCode).toBe(404);
    // Another shopper cannot remove this shopper's line.
    const stranger = await quickShopper(t);
    const [kept] = (await cartOf(token)).items as Array<{ lineId: string }>;
    expect((await t.call('users/deleteCart', { lineId: kept?.lineId }, stranger)).statusCode).toBe(404);
    // The spec's call removes every line of the product.
    expect((await t.call('users/deleteCart', product, token)).body.status).toBe(1);
    expect((await cartOf(token)).items).toEqual([]);
  });
});

const FAMILY_TERMS: TBookingTermsPatch = {
  schedule: TWO_CRUISES,
  ticketTypes: [
    { kind: 'child', priceFils: 6_000, minAge: 3, maxAge: 11, takesSeat: true, requiresAdult: true },
    { kind: 'infant', priceFils: 0, minAge: 0, maxAge: 2, takesSeat: false, requiresAdult: true, maxPerAdult: 1 },
  ],
  cancellationTiers: [
    { hoursBefore: 72, refundPercent: 100 },
    { hoursBefore: 24, refundPercent: 50 },
  ],
  whereToBe: { kind: 'pickup', zone: 'Dubai hotels', minutesBefore: 150, windowMinutes: 30, note: '' },
};

describe('a family of 2 adults, 1 child and 1 infant', () => {
  it('is priced, held, paid, confirmed, shown and cancelled at 50% under its tiers', async () => {
    const product = await productWith(FAMILY_TERMS);
    const detail = await t.call('users/viewDetail', product);
    expect(detail.body.data.booking).toMatchObject({
      pricing: 'perPerson',
      ticketTypes: [
        { kind: 'adult', label: 'Adult', price: 100 },
        { kind: 'child', label: 'Child (3-11 years)', price: 60, takesSeat: true },
        { kind: 'infant', label: 'Infant (0-2 years)', price: 0, takesSeat: false, maxPerAdult: 1 },
      ],
      cancellation: {
        refundable: true,
        text: 'Full refund if cancelled at least 72 hours before; 50% refund between 72 and 24 hours before; no cancellation later than 24 hours before the departure.',
      },
      whereToBe: { kind: 'pickup', zone: 'Dubai hotels' },
    });
    const token = await quickShopper(t);
    // Two days ahead: inside the 50% tier (between 72 and 24 hours before 14:00).
    const date = addDays(today(), 2);
    const added = await add(token, {
      ...product,
      date,
      departure: '14:00',
      time: '2:00 PM - 4:00 PM',
      adultCount: 2,
      tickets: { child: 1, infant: 1 },
    });
    expect(added.body.status, added.body.message).toBe(1);
    const [line] = (await cartOf(token)).items;
    expect(line).toMatchObject({
      adultCount: 2,
      childCount: 1,
      infantCount: 1,
      totalAmount: 260,
      departure: { start: '14:00', end: '16:00' },
      tickets: [
        { kind: 'adult', count: 2, price: 100, totalAmount: 200 },
        { kind: 'child', count: 1, price: 60, totalAmount: 60 },
        { kind: 'infant', count: 1, price: 0, totalAmount: 0 },
      ],
      whereToBe: 'Hotel pick-up (Dubai hotels) between 11:30 AM and 12:00 PM',
    });
    const paid = await paidCheckout(t, token);
    // The infant sits on a lap: three seats are held.
    expect(await seatsOf(product.planId, date, '14:00', 'held')).toBe(3);
    const confirmed = await confirm(token, paid);
    expect(confirmed.body.status, confirmed.body.message).toBe(1);
    expect(confirmed.body.data).toMatchObject({ amount_paid: 260, status: 'confirmed', refunded_amount: 0 });
    expect(await seatsOf(product.planId, date, '14:00', 'booked')).toBe(3);
    const [order] = (await t.call('users/viewCompletedOrder', {}, token)).body.data;
    expect(order.cartData[0]).toMatchObject({ childCount: 1, infantCount: 1, departure: { start: '14:00' } });
    expect(order.refundNow).toEqual({ percent: 50, amount: 130 });
    // The guide's check of the voucher names the departure and the people of each type.
    const { voucher_code } = await t.app.ctx.db
      .selectFrom('orders')
      .select('voucher_code')
      .where('reference', '=', order.reference)
      .executeTakeFirstOrThrow();
    const verified = await t.call('vouchers/verify', { code: voucher_code });
    expect(verified.body.data.items).toEqual([
      {
        title: expect.any(String),
        date,
        time: '2:00 PM - 4:00 PM',
        adultCount: 2,
        departure: '14:00',
        childCount: 1,
        infantCount: 1,
        tickets: [
          { label: 'Adult', count: 2 },
          { label: 'Child (3-11 years)', count: 1 },
          { label: 'Infant (0-2 years)', count: 1 },
        ],
      },
    ]);
    // The voucher PDF says the same.
    const pdf = await t.app.inject({ method: 'GET', url: order.pdfUrl.slice(TEST_PUBLIC_URL.length) });
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('2 adults, 1 child (3-11 years), 1 infant (0-2 years)');
    expect(text).toContain('Hotel pick-up (Dubai hotels) between 11:30 AM and 12:00 PM');
    expect(text).toContain('50% refund between 72 and 24 hours before');
    // The product's terms change after the sale: the booking keeps the terms it was sold with.
    await setBookingTerms(t.app.ctx, product.planId, { cancellationTiers: [{ hoursBefore: 24, refundPercent: 0 }] });

    const cancelled = await t.call('users/cancelBooking', { reference: order.reference }, token);
    expect(cancelled.body.status, cancelled.body.message).toBe(1);
    expect(cancelled.body.data).toMatchObject({ status: 'refunded', refunded_amount: 130, refundNow: null });
    expect(await seatsOf(product.planId, date, '14:00', 'released')).toBe(3);
    const transaction = await t.app.ctx.db
      .selectFrom('sandbox_transactions')
      .select(['status', 'refunded_fils', 'amount_fils'])
      .where('id', '=', paid.transactionId)
      .executeTakeFirstOrThrow();
    expect(transaction).toEqual({ status: 'refunded', refunded_fils: 13_000, amount_fils: 26_000 });
  });
});

describe('a private charter for ten guests', () => {
  it('costs one price for the boat, takes the boat, and is refunded in full under its first tier', async () => {
    const product = await productWith(
      {
        pricing: 'perGroup',
        maxPeople: 20,
        capacity: 1,
        schedule: [{ start: '16:00', end: '20:00' }],
        cancellationTiers: [{ hoursBefore: 72, refundPercent: 100 }],
      },
      150_000,
    );
    const date = addDays(today(), 6);
    const token = await quickShopper(t);
    expect((await add(token, { ...product, date, time: '4:00 PM - 8:00 PM', adultCount: 10 })).body.status).toBe(1);
    const cart = await cartOf(token);
    expect(cart.totalCartAmount).toBe(1500);
    expect(cart.items[0]).toMatchObject({
      pricing: 'perGroup',
      adultCount: 10,
      tickets: [{ kind: 'adult', label: 'Private group (up to 20 guests)', count: 1, price: 1500, totalAmount: 1500 }],
    });
    const paid = await paidCheckout(t, token);
    expect((await confirm(token, paid)).body.data).toMatchObject({ amount_paid: 1500, status: 'confirmed' });
    expect(await seatsOf(product.planId, date, '16:00', 'booked')).toBe(1);
    // The one boat is taken: another party cannot even put it in the cart (decision 030).
    const other = await quickShopper(t);
    const refused = await add(other, { ...product, date, departure: '16:00', adultCount: 4 });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(BOOKING_MESSAGES.seatsLeft(0, `Departures test ${productCount}`, date));
    // Twenty-one guests do not fit the boat.
    const tooMany = await add(other, { ...product, date, departure: '16:00', adultCount: 21 });
    expect(tooMany.statusCode).toBe(400);

    const [order] = (await t.call('users/viewCompletedOrder', {}, token)).body.data;
    expect(order.refundNow).toEqual({ percent: 100, amount: 1500 });
    const cancelled = await t.call('users/cancelBooking', { reference: order.reference }, token);
    expect(cancelled.body.data).toMatchObject({ status: 'refunded', refunded_amount: 1500 });
    expect(await seatsOf(product.planId, date, '16:00', 'booked')).toBe(0);
  });
});

describe('bad input gets a clear 4xx and changes nothing', () => {
  it('refuses unknown, foreign, closed, past and too-soon departures, unsold types, bad counts and wrong group sizes', async () => {
    const family = await productWith({ ...FAMILY_TERMS });
    const adultsOnly = await productWith({ schedule: TWO_CRUISES });
    const limited = await productWith({ schedule: TWO_CRUISES, minPeople: 2, maxPeople: 6 });
    const passport = await productWith({ schedule: [{ start: '08:00', end: '18:00' }], cutoffMinutes: 48 * 60 });
    const midnight = await productWith({ schedule: [{ start: '00:00', end: '00:30' }] });
    await setBookingTerms(t.app.ctx, limited.planId, { minPeople: 2, maxPeople: 6 });
    const token = await quickShopper(t);
    const date = addDays(today(), 5);
    const cases: Array<[string, Record<string, unknown>, number, string | RegExp]> = [
      [
        'an unknown departure',
        { ...adultsOnly, date, departure: '10:00', adultCount: 1 },
        400,
        /departs at 9:00 AM and 2:00 PM/,
      ],
      [
        'a departure of another product',
        { ...passport, date, departure: '09:00', adultCount: 1 },
        400,
        /departs at 8:00 AM/,
      ],
      [
        'a time and a departure that disagree',
        { ...adultsOnly, date, departure: '09:00', time: '2:00 PM - 4:00 PM', adultCount: 1 },
        400,
        DEPARTURE_MESSAGES.timeDisagrees,
      ],
      [
        'a departure already past',
        { ...midnight, date: today(), departure: '00:00', adultCount: 1 },
        400,
        BOOKING_MESSAGES.pastCutoff,
      ],
      [
        'a departure inside the cut-off',
        { ...passport, date: addDays(today(), 1), departure: '08:00', adultCount: 1 },
        400,
        BOOKING_MESSAGES.pastCutoff,
      ],
      [
        'a type the product does not sell',
        { ...adultsOnly, date, departure: '09:00', tickets: { adult: 1, child: 1 } },
        400,
        DEPARTURE_MESSAGES.typeNotSold(`Departures test ${productCount - 3}`, 'child'),
      ],
      [
        'a negative count',
        { ...family, date, departure: '09:00', tickets: { adult: 1, child: -1 } },
        400,
        'A ticket count cannot be negative',
      ],
      [
        'a fractional count',
        { ...family, date, departure: '09:00', tickets: { adult: 1.5 } },
        400,
        'A ticket count must be a whole number',
      ],
      [
        'a child without an adult',
        { ...family, date, departure: '09:00', tickets: { child: 2 } },
        400,
        DEPARTURE_MESSAGES.needsAdult('child'),
      ],
      [
        'two infants on one adult',
        { ...family, date, departure: '09:00', tickets: { adult: 1, infant: 2 } },
        400,
        DEPARTURE_MESSAGES.perAdult('infant', 1),
      ],
      [
        'too few people',
        { ...limited, date, departure: '09:00', adultCount: 1 },
        400,
        DEPARTURE_MESSAGES.tooFewPeople(2, `Departures test ${productCount - 2}`),
      ],
      [
        'too many people',
        { ...limited, date, departure: '09:00', adultCount: 8 },
        400,
        DEPARTURE_MESSAGES.tooManyPeople(6, `Departures test ${productCount - 2}`),
      ],
      [
        'adultCount and tickets that disagree',
        { ...family, date, departure: '09:00', adultCount: 2, tickets: { adult: 3 } },
        400,
        DEPARTURE_MESSAGES.adultCountDisagrees,
      ],
      ['no tickets at all', { ...family, date, departure: '09:00', tickets: {} }, 400, DEPARTURE_MESSAGES.noTickets],
      ['neither time nor departure', { ...family, date, adultCount: 1 }, 400, 'Please select date and time'],
    ];
    for (const [what, item, status, message] of cases) {
      const res = await add(token, item);
      expect(res.statusCode, what).toBe(status);
      expect(res.body.status, what).toBe(0);
      if (typeof message === 'string') expect(res.body.message, what).toBe(message);
      else expect(res.body.message, what).toMatch(message);
    }
    expect((await cartOf(token)).items).toEqual([]);
    // The Monday of a product closed on Mondays is refused too.
    const closedMondays = await productWith({
      schedule: [{ start: '10:00', end: '18:00', weekdays: [0, 2, 3, 4, 5, 6] }],
    });
    const monday = nextWeekday(1);
    const res = await add(token, { ...closedMondays, date: monday, time: '10:00 - 18:00', adultCount: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(DEPARTURE_MESSAGES.noDepartures(`Departures test ${productCount}`, monday));
    expect(
      (await add(token, { ...closedMondays, date: addDays(monday, 1), time: '10:00 - 18:00', adultCount: 1 })).body
        .status,
    ).toBe(1);
  });

  it('refuses to cancel inside the last tier with that tier named', async () => {
    const product = await productWith({
      schedule: [{ start: '10:00', end: '12:00' }],
      cancellationTiers: [{ hoursBefore: 72, refundPercent: 100 }],
    });
    const token = await quickShopper(t);
    const date = addDays(today(), 2);
    expect((await add(token, { ...product, date, departure: '10:00', adultCount: 1 })).body.status).toBe(1);
    const paid = await paidCheckout(t, token);
    expect((await confirm(token, paid)).body.status).toBe(1);
    const [order] = (await t.call('users/viewCompletedOrder', {}, token)).body.data;
    expect(order.refundNow).toBeNull();
    expect(order.cancellableUntil).toBe(new Date(slotStartUtc(date, '10:00').getTime() - 72 * 3_600_000).toISOString());
    const refused = await t.call('users/cancelBooking', { reference: order.reference }, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(CANCEL_MESSAGES.tooLateFor(72));
  });
});

describe('no oversell per departure', () => {
  it('gives 200 paid checkouts racing for the last 5 seats of one departure exactly 5, while the other keeps its own', async () => {
    const product = await productWith({ schedule: TWO_CRUISES, capacity: 1000 });
    const date = addDays(today(), 7);
    const crowd: Array<{ token: string; cartId: string; transactionId: string }> = [];
    for (let start = 0; start < 200; start += 20) {
      crowd.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, async () => {
            const token = await quickShopper(t);
            expect((await add(token, { ...product, date, departure: '09:00', adultCount: 1 })).body.status).toBe(1);
            return { token, ...(await paidCheckout(t, token)) };
          }),
        )),
      );
    }
    // Every hold expires and only 5 seats remain on the 09:00 departure: confirmations re-check under the lock.
    await setDepartureException(t.app.ctx, product.planId, date, '09:00', {
      end: null,
      capacity: 5,
      isClosed: false,
      isExtra: false,
    });
    await t.app.ctx.db
      .updateTable('seat_holds')
      .set({ expires_at: new Date(t.clock.now().getTime() - (HOLD_MINUTES + 1) * 60_000).toISOString() })
      .where('product_id', '=', product.planId)
      .execute();
    const afternoon = await quickShopper(t);
    expect((await add(afternoon, { ...product, date, departure: '14:00', adultCount: 7 })).body.status).toBe(1);
    const afternoonPaid = await paidCheckout(t, afternoon);

    const results = await Promise.all([
      ...crowd.map((checkout) => confirm(checkout.token, checkout)),
      confirm(afternoon, afternoonPaid),
    ]);
    const morning = results.slice(0, crowd.length);
    expect(morning.filter((res) => res.body.status === 1)).toHaveLength(5);
    for (const res of morning.filter((item) => item.body.status !== 1)) {
      expect(res.statusCode).toBe(409);
      expect(res.body.message).toBe(BOOKING_MESSAGES.soldOutAfterPayment);
    }
    expect(results[crowd.length]?.body.status).toBe(1);
    expect(await seatsOf(product.planId, date, '09:00', 'booked')).toBe(5);
    expect(await seatsOf(product.planId, date, '14:00', 'booked')).toBe(7);
    const [day] = await departuresOf(product, date);
    expect(day.departures.map((d: { seatsLeft: number; status: string }) => [d.seatsLeft, d.status])).toEqual([
      [0, 'soldOut'],
      [993, 'available'],
    ]);
  }, 240_000);
});
