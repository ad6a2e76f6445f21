import { HOLD_MINUTES } from '@rihla/shared/constants';
import { BOOKING_MESSAGES } from '@rihla/shared/messages/booking';
import { addDays, slotStartUtc } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProductRow } from '../../db/tables/schema.js';
import {
  paidCheckout as paidCheckoutOf,
  quickShopper as quickShopperOf,
  seatsIn,
  setSlot as setSlotOf,
} from '../../test/crowd.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { freshDates, productsOf, type TCatalogueCard } from '../../test/shopping.js';

const MINUTE = 60_000;

let t: TTestApp;
let picnic: TCatalogueCard;
let picnicRow: TProductRow;
beforeAll(async () => {
  t = await createTestApp();
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  picnicRow = await t.app.ctx.db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', picnic.planId)
    .executeTakeFirstOrThrow();
});
afterAll(async () => {
  await t?.close();
});

/** Each test gets dates of its own, so that tests sharing the database never share seats. */
const freshDate = freshDates(() => t, 9);

function setSlot(date: string, override: { capacity?: number | null; is_closed?: number }) {
  return setSlotOf(t, { planId: picnic.planId, date }, override);
}

async function availabilityOn(date: string) {
  const res = await t.call('users/availability', { module: picnic.module, planId: picnic.planId, from: date, days: 1 });
  expect(res.body.status).toBe(1);
  return res.body.data[0];
}

async function addOn(token: string, date: string, adultCount: number) {
  return t.call(
    'users/addToCart',
    { item: [{ module: picnic.module, planId: picnic.planId, date, time: picnic.time, adultCount }] },
    token,
  );
}

async function shopperCheckingOut(date: string, adultCount: number) {
  const { token } = await t.newShopper();
  expect((await addOn(token, date, adultCount)).body.status).toBe(1);
  const checkout = await t.call('users/checkout', {}, token);
  return { token, checkout };
}

function paidCheckout(token: string) {
  return paidCheckoutOf(t, token);
}

function seats(date: string, status: 'held' | 'booked' | 'released') {
  return seatsIn(t, { planId: picnic.planId, date }, status);
}

async function rowCount(table: 'checkouts' | 'seat_holds' | 'orders') {
  const row = await t.app.ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function quickShopper(): Promise<string> {
  return quickShopperOf(t);
}

describe('POST /api/users/availability', () => {
  it('answers the capacity and seats left of each date, counting seats held by a checkout', async () => {
    const date = freshDate();
    const res = await t.call('users/availability', {
      module: picnic.module,
      planId: picnic.planId,
      from: date,
      days: 3,
    });
    expect(res.body.data).toEqual(
      [0, 1, 2].map((days) => ({
        date: addDays(date, days),
        capacity: picnicRow.capacity_per_slot,
        seatsLeft: picnicRow.capacity_per_slot,
        status: 'available',
      })),
    );
    const { checkout } = await shopperCheckingOut(date, 3);
    expect(checkout.body.status).toBe(1);
    expect(await availabilityOn(date)).toMatchObject({
      seatsLeft: picnicRow.capacity_per_slot - 3,
      status: 'available',
    });
  });

  it('shows closed dates, dates with their own capacity and sold-out dates', async () => {
    const [closed, small, none] = [freshDate(), freshDate(), freshDate()];
    await setSlot(closed, { is_closed: 1 });
    await setSlot(small, { capacity: 2 });
    await setSlot(none, { capacity: 0 });
    expect(await availabilityOn(closed)).toMatchObject({ status: 'closed' });
    expect(await availabilityOn(small)).toEqual({ date: small, capacity: 2, seatsLeft: 2, status: 'available' });
    expect(await availabilityOn(none)).toEqual({ date: none, capacity: 0, seatsLeft: 0, status: 'soldOut' });
  });

  it('closes a date at the product cut-off before its start time', async () => {
    const saved = t.clock.now().toISOString();
    const date = freshDate();
    const closesAt = slotStartUtc(date, picnicRow.start_time).getTime() - picnicRow.cutoff_minutes * MINUTE;
    t.clock.set(new Date(closesAt - MINUTE).toISOString());
    try {
      expect(await availabilityOn(date)).toMatchObject({ status: 'available' });
      const { token } = await t.newShopper();
      expect((await addOn(token, date, 1)).body.status).toBe(1);
      t.clock.advance(MINUTE);
      expect(await availabilityOn(date)).toMatchObject({ status: 'pastCutoff' });
      const before = [await rowCount('checkouts'), await rowCount('seat_holds')];
      const res = await t.call('users/checkout', {}, token);
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({ status: 0, message: BOOKING_MESSAGES.pastCutoff });
      expect([await rowCount('checkouts'), await rowCount('seat_holds')]).toEqual(before);
    } finally {
      t.clock.set(saved);
    }
  });

  it('refuses a range longer than 62 days and a malformed date', async () => {
    const base = { module: picnic.module, planId: picnic.planId };
    expect((await t.call('users/availability', { ...base, from: freshDate(), days: 63 })).statusCode).toBe(400);
    expect((await t.call('users/availability', { ...base, from: '2030-02-30', days: 1 })).statusCode).toBe(400);
  });

  it('refuses a range that runs past the end of the calendar with a clear 400, not a 500', async () => {
    const body = { module: picnic.module, planId: picnic.planId, from: '9999-12-31', days: 7 };
    const res = await t.call('users/availability', body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 0, message: 'These dates run past the end of the calendar' });
    const lastDay = await t.call('users/availability', { ...body, days: 1 });
    expect(lastDay.body.status).toBe(1);
    expect(lastDay.body.data).toHaveLength(1);
  });
});

describe('POST /api/users/checkout and seat holds', () => {
  it('refuses more tickets than the per-order limit, in the cart and at checkout, and changes nothing', async () => {
    const date = freshDate();
    const { token } = await t.newShopper();
    const limit = picnicRow.max_tickets_per_order;
    const message = `You can book at most ${limit} tickets for ${picnic.title} at a time`;
    const added = await addOn(token, date, limit + 1);
    expect(added.statusCode).toBe(400);
    expect(added.body).toEqual({ status: 0, message });
    expect((await addOn(token, date, limit)).body.status).toBe(1);
    // A cart line written before the limit was lowered is refused at checkout.
    await t.app.ctx.db
      .updateTable('cart_lines')
      .set({ adult_count: limit + 1 })
      .where('date', '=', date)
      .execute();
    const before = [await rowCount('checkouts'), await rowCount('seat_holds')];
    const res = await t.call('users/checkout', {}, token);
    expect(res.body).toEqual({ status: 0, message });
    expect([await rowCount('checkouts'), await rowCount('seat_holds')]).toEqual(before);
  });

  it('refuses a sold-out date and a date with too few seats, and changes nothing', async () => {
    const date = freshDate();
    await setSlot(date, { capacity: 4 });
    // Every line goes in while the seats are free; the seats go to whoever checks out first.
    const shoppers: string[] = [];
    for (const adultCount of [3, 2, 1, 1]) {
      const { token } = await t.newShopper();
      expect((await addOn(token, date, adultCount)).body.status).toBe(1);
      shoppers.push(token);
    }
    const [first, second, third, fourth] = shoppers as [string, string, string, string];
    expect((await t.call('users/checkout', {}, first)).body.status).toBe(1);
    const [checkoutsBefore, holdsBefore] = [await rowCount('checkouts'), await rowCount('seat_holds')];
    const tooMany = await t.call('users/checkout', {}, second);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.body).toEqual({ status: 0, message: `Only 1 seat is left for ${picnic.title} on ${date}` });
    expect((await t.call('users/checkout', {}, third)).body.status).toBe(1);
    const soldOut = await t.call('users/checkout', {}, fourth);
    expect(soldOut.body).toEqual({ status: 0, message: `Sold out for ${picnic.title} on ${date}` });
    expect([await rowCount('checkouts'), await rowCount('seat_holds')]).toEqual([checkoutsBefore + 1, holdsBefore + 1]);
    // Now the cart refuses the sold-out date at once (decision 030).
    const { token: late } = await t.newShopper();
    const refused = await addOn(late, date, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toEqual({ status: 0, message: `Sold out for ${picnic.title} on ${date}` });
  });

  it('refuses a closed date: in the cart at once, and at checkout when it closed after the line was added', async () => {
    const date = freshDate();
    const { token } = await t.newShopper();
    expect((await addOn(token, date, 1)).body.status).toBe(1);
    await setSlot(date, { is_closed: 1 });
    const added = await addOn(token, date, 1);
    expect(added.statusCode).toBe(400);
    expect(added.body).toEqual({ status: 0, message: BOOKING_MESSAGES.closed });
    const checkout = await t.call('users/checkout', {}, token);
    expect(checkout.statusCode).toBe(400);
    expect(checkout.body).toEqual({ status: 0, message: BOOKING_MESSAGES.closed });
  });

  it(`holds seats for ${HOLD_MINUTES} minutes, then gives them back by themselves`, async () => {
    const date = freshDate();
    await setSlot(date, { capacity: 2 });
    const { checkout } = await shopperCheckingOut(date, 2);
    expect(checkout.body.data[0].expiresAt).toBe(
      new Date(t.clock.now().getTime() + HOLD_MINUTES * MINUTE).toISOString(),
    );
    expect(await availabilityOn(date)).toMatchObject({ seatsLeft: 0, status: 'soldOut' });
    t.clock.advance((HOLD_MINUTES - 1) * MINUTE);
    expect(await availabilityOn(date)).toMatchObject({ seatsLeft: 0, status: 'soldOut' });
    t.clock.advance(MINUTE);
    expect(await availabilityOn(date)).toMatchObject({ seatsLeft: 2, status: 'available' });
    expect((await shopperCheckingOut(date, 2)).checkout.body.status).toBe(1);
  });

  it('releases the earlier holds of a shopper who checks out again', async () => {
    const date = freshDate();
    await setSlot(date, { capacity: 3 });
    const { token } = await shopperCheckingOut(date, 2);
    expect(await availabilityOn(date)).toMatchObject({ seatsLeft: 1 });
    const again = await t.call('users/checkout', {}, token);
    expect(again.body.status).toBe(1);
    expect(await availabilityOn(date)).toMatchObject({ seatsLeft: 1 });
    expect([await seats(date, 'held'), await seats(date, 'released')]).toEqual([2, 2]);
  });
});

describe('POST /api/users/confirmBooking and seat holds', () => {
  it('books a payment confirmed after its hold expired while seats remain', async () => {
    const date = freshDate();
    const { token } = await t.newShopper();
    await addOn(token, date, 2);
    const { cartId, transactionId } = await paidCheckout(token);
    t.clock.advance((HOLD_MINUTES + 1) * MINUTE);
    const res = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
    expect(res.body.status).toBe(1);
    expect(res.body.data.status).toBe('confirmed');
    expect([await seats(date, 'booked'), await seats(date, 'held')]).toEqual([2, 0]);
  });

  it('refunds a payment whose expired seats were sold to someone else, and says why, every time', async () => {
    const date = freshDate();
    await setSlot(date, { capacity: 2 });
    const late = await t.newShopper();
    await addOn(late.token, date, 2);
    const { cartId, transactionId } = await paidCheckout(late.token);
    t.clock.advance((HOLD_MINUTES + 1) * MINUTE);

    const quick = await t.newShopper();
    await addOn(quick.token, date, 2);
    const quickPaid = await paidCheckout(quick.token);
    const quickRes = await t.call(
      'users/confirmBooking',
      { paymentId: quickPaid.transactionId, cartId: quickPaid.cartId },
      quick.token,
    );
    expect(quickRes.body.data.status).toBe('confirmed');

    t.clock.advance(1000);
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, late.token);
      expect(res.statusCode).toBe(409);
      expect(res.body).toEqual({ status: 0, message: BOOKING_MESSAGES.soldOutAfterPayment });
    }
    expect((await t.app.ctx.payments.getPayment(transactionId))?.status).toBe('refunded');
    const payment = await t.app.ctx.db
      .selectFrom('payments')
      .select('status')
      .where('provider_transaction_id', '=', transactionId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('refunded');
    const [order] = (await t.call('users/viewCompletedOrder', {}, late.token)).body.data;
    expect(order).toMatchObject({ status: 'failed', pdfUrl: null });
    const [notice] = (await t.call('users/viewNotification', {}, late.token)).body.data;
    expect(notice.Message).toBe(BOOKING_MESSAGES.refundNotification(order.reference));
    expect((await t.call('users/viewCart', {}, late.token)).body.data.items).toHaveLength(1);
    expect([await seats(date, 'booked'), await seats(date, 'held')]).toEqual([2, 0]);
  });

  it('refuses to open a payment page for a checkout whose hold expired and whose seats are gone', async () => {
    const date = freshDate();
    await setSlot(date, { capacity: 1 });
    const { token, checkout } = await shopperCheckingOut(date, 1);
    t.clock.advance((HOLD_MINUTES + 1) * MINUTE);
    expect((await shopperCheckingOut(date, 1)).checkout.body.status).toBe(1);
    const res = await t.call('users/paymentInitiate', { cartId: checkout.body.data[0]._id }, token);
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({ status: 0, message: `Sold out for ${picnic.title} on ${date}` });
  });

  it('gives 200 concurrent confirmations for the last 5 seats exactly 5 bookings and 195 clear failures', async () => {
    const date = freshDate();
    await setSlot(date, { capacity: 1000 });
    const tokens: string[] = [];
    for (let index = 0; index < 200; index++) tokens.push(await quickShopper());
    const paid: Array<{ token: string; cartId: string; transactionId: string }> = [];
    for (let start = 0; start < tokens.length; start += 20) {
      const batch = tokens.slice(start, start + 20);
      const done = await Promise.all(
        batch.map(async (token) => {
          expect((await addOn(token, date, 1)).body.status).toBe(1);
          return { token, ...(await paidCheckout(token)) };
        }),
      );
      paid.push(...done);
    }
    t.clock.advance((HOLD_MINUTES + 1) * MINUTE);
    await setSlot(date, { capacity: 5 });

    const results = await Promise.all(
      paid.map(({ token, cartId, transactionId }) =>
        t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token),
      ),
    );
    const confirmed = results.filter((res) => res.body.status === 1);
    const failed = results.filter((res) => res.body.status === 0);
    expect(confirmed).toHaveLength(5);
    for (const res of confirmed) expect(res.body.data.status).toBe('confirmed');
    expect(failed).toHaveLength(195);
    for (const res of failed) {
      expect(res.statusCode).toBe(409);
      expect(res.body.message).toBe(BOOKING_MESSAGES.soldOutAfterPayment);
    }
    expect(await seats(date, 'booked')).toBe(5);
    expect(await availabilityOn(date)).toMatchObject({ capacity: 5, seatsLeft: 0, status: 'soldOut' });
  }, 180_000);
});
