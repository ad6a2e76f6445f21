import { BOOKING_HORIZON_DAYS, MESSAGES } from '@rihla/shared/constants';
import { BOOKING_MESSAGES, DEPARTURE_MESSAGES } from '@rihla/shared/messages/booking';
import { addDays, timeRange12Hour, todayInDubai } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { addLine, nextWeek, offeredTime, productsOf, type TCatalogueCard } from '../../test/shopping.js';

let t: TTestApp;
let picnic: TCatalogueCard;
let ticket: TCatalogueCard;
beforeAll(async () => {
  t = await createTestApp();
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  [ticket] = (await productsOf(t, 'Entry ticket')) as [TCatalogueCard];
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/users/addToCart', () => {
  it('adds lines priced from the catalogue, ignoring any price the client sends', async () => {
    const { token } = await t.newShopper();
    const res = await t.call(
      'users/addToCart',
      {
        item: [
          {
            module: picnic.module,
            planId: picnic.planId,
            title: 'Cheap!',
            date: nextWeek(t),
            time: picnic.time,
            adultCount: 2,
            price: 1,
            totalAmount: 2,
          },
          {
            module: ticket.module,
            planId: ticket.planId,
            title: ticket.title,
            date: nextWeek(t),
            time: ticket.time,
            adultCount: 3,
          },
        ],
      },
      token,
    );
    expect(res.body).toMatchObject({ status: 1, message: MESSAGES.addedToCart });
    const cart = (await t.call('users/viewCart', {}, token)).body.data;
    expect(cart.items).toHaveLength(2);
    // Each item's line id, in the order of the items.
    expect(res.body.data.lineIds).toEqual(
      [picnic, ticket].map(
        (product) => cart.items.find((item: { planId: string }) => item.planId === product.planId).lineId,
      ),
    );
    const line = cart.items.find((item: { planId: string }) => item.planId === picnic.planId);
    expect(line).toMatchObject({
      title: picnic.title,
      price: picnic.price,
      adultCount: 2,
      totalAmount: picnic.price * 2,
    });
    expect(cart.totalCartAmount).toBe(picnic.price * 2 + ticket.price * 3);
    expect(cart.discount).toBe(0);
    expect(cart.amount_paid).toBe(cart.totalCartAmount);
  });

  it('keeps one line per product, date and departure: adding the same one again replaces its count, another date adds a line', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, picnic, 2);
    await t.call(
      'users/addToCart',
      {
        item: [
          {
            module: picnic.module,
            planId: picnic.planId,
            date: addDays(nextWeek(t), 1),
            time: picnic.time,
            adultCount: 5,
          },
        ],
      },
      token,
    );
    await addLine(t, token, picnic, 3);
    const cart = (await t.call('users/viewCart', {}, token)).body.data;
    expect(cart.items).toHaveLength(2);
    expect(cart.items[0]).toMatchObject({ adultCount: 3, date: nextWeek(t) });
    expect(cart.items[1]).toMatchObject({ adultCount: 5, date: addDays(nextWeek(t), 1) });
  });

  it('asks for a date and time when either is missing', async () => {
    const { token } = await t.newShopper();
    for (const item of [
      { module: picnic.module, planId: picnic.planId, time: picnic.time, adultCount: 1 },
      { module: picnic.module, planId: picnic.planId, date: '', time: picnic.time, adultCount: 1 },
      { module: picnic.module, planId: picnic.planId, date: nextWeek(t), time: '', adultCount: 1 },
      { module: picnic.module, planId: picnic.planId, date: '2026-02-30', time: 'x', adultCount: 1 },
    ]) {
      const res = await t.call('users/addToCart', { item: [item] }, token);
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({ status: 0, message: MESSAGES.selectDateAndTime });
    }
    expect((await t.call('users/viewCart', {}, token)).body.data.items).toEqual([]);
  });

  it('refuses a date in the past, a count below one and an unknown product, and adds nothing', async () => {
    const { token } = await t.newShopper();
    const yesterday = addDays(todayInDubai(t.clock.now()), -1);
    const past = await t.call(
      'users/addToCart',
      { item: [{ module: picnic.module, planId: picnic.planId, date: yesterday, time: 'x', adultCount: 1 }] },
      token,
    );
    expect(past.statusCode).toBe(400);
    expect(past.body.message).toBe('Please choose a date from today onwards');
    const zero = await addLine(t, token, picnic, 0);
    expect(zero.statusCode).toBe(400);
    expect(zero.body.message).toBe('At least one ticket is needed');
    const unknown = await t.call(
      'users/addToCart',
      {
        item: [
          { module: picnic.module, planId: picnic.planId, date: nextWeek(t), time: picnic.time, adultCount: 1 },
          { module: 'picnic', planId: 'nope', date: nextWeek(t), time: picnic.time, adultCount: 1 },
        ],
      },
      token,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await t.call('users/viewCart', {}, token)).body.data.items).toEqual([]);
  });

  it('takes a count only as a whole number or a string of digits, and a date only inside the booking horizon', async () => {
    const { token } = await t.newShopper();
    const line = (adultCount: unknown, date = nextWeek(t)) => ({
      item: [{ module: picnic.module, planId: picnic.planId, date, time: picnic.time, adultCount }],
    });
    for (const adultCount of [true, [4], '0x3', '1e1', ' ', null, {}]) {
      const res = await t.call('users/addToCart', line(adultCount), token);
      expect(res.statusCode, JSON.stringify(adultCount)).toBe(400);
      expect(res.body).toEqual({ status: 0, message: 'adultCount must be a number' });
    }
    expect((await t.call('users/addToCart', line(2.5), token)).body.message).toBe('adultCount must be a whole number');
    expect((await t.call('users/viewCart', {}, token)).body.data.items).toEqual([]);
    expect((await t.call('users/addToCart', line('3'), token)).body.status).toBe(1);
    expect((await t.call('users/viewCart', {}, token)).body.data.items[0].adultCount).toBe(3);

    const today = todayInDubai(t.clock.now());
    for (const date of [addDays(today, BOOKING_HORIZON_DAYS + 1), '9999-12-31']) {
      const res = await t.call('users/addToCart', line(1, date), token);
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({ status: 0, message: BOOKING_MESSAGES.tooFarAhead });
    }
    expect((await t.call('users/addToCart', line(1, addDays(today, BOOKING_HORIZON_DAYS)), token)).body.status).toBe(1);
  });

  it('refuses a time the product does not offer with 400, and leaves the cart as it was', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, ticket, 2);
    const before = (await t.call('users/viewCart', {}, token)).body.data;
    const offered = await offeredTime(t, picnic.planId);
    for (const time of ['VIP BACKSTAGE ALL DAY', '10:00 PM - 11:00 PM', `${offered} and backstage`]) {
      const res = await t.call(
        'users/addToCart',
        {
          item: [
            { module: ticket.module, planId: ticket.planId, date: nextWeek(t), time: ticket.time, adultCount: 5 },
            { module: picnic.module, planId: picnic.planId, date: nextWeek(t), time, adultCount: 1 },
          ],
        },
        token,
      );
      expect(res.statusCode, time).toBe(400);
      expect(res.body).toEqual({
        status: 0,
        message: DEPARTURE_MESSAGES.unknownDeparture(picnic.title, nextWeek(t), offered.split(' - ')[0] as string),
      });
    }
    expect(DEPARTURE_MESSAGES.unknownDeparture('Desert Safari', '2027-01-04', '3:00 PM')).toBe(
      'Desert Safari departs at 3:00 PM on 2027-01-04. Please choose one of those times',
    );
    expect((await t.call('users/viewCart', {}, token)).body.data).toEqual(before);
  });

  it('takes the offered time in 12-hour or 24-hour form, any spacing or case, and stores the 12-hour text', async () => {
    const row = await t.app.ctx.db
      .selectFrom('products')
      .select(['start_time', 'end_time'])
      .where('id', '=', picnic.planId)
      .executeTakeFirstOrThrow();
    const canonical = timeRange12Hour(row.start_time, row.end_time);
    for (const time of [canonical, ` ${canonical.toLowerCase()}  `, `${row.start_time} - ${row.end_time}`]) {
      const { token } = await t.newShopper();
      const res = await t.call(
        'users/addToCart',
        { item: [{ module: picnic.module, planId: picnic.planId, date: nextWeek(t), time, adultCount: 1 }] },
        token,
      );
      expect(res.body.status, time).toBe(1);
      // The cart view prints the stored text as it is.
      expect((await t.call('users/viewCart', {}, token)).body.data.items[0].time).toBe(canonical);
    }
  });

  it('refuses a visitor', async () => {
    const res = await addLine(t, '', picnic, 1);
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.loginRequired });
  });
});

describe('POST /api/users/deleteCart', () => {
  it('removes the line of a product and leaves the others', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, picnic, 1);
    await addLine(t, token, ticket, 1);
    const res = await t.call('users/deleteCart', { module: picnic.module, planId: picnic.planId }, token);
    expect(res.body.status).toBe(1);
    const cart = (await t.call('users/viewCart', {}, token)).body.data;
    expect(cart.items.map((item: { planId: string }) => item.planId)).toEqual([ticket.planId]);
    expect(cart.totalCartAmount).toBe(ticket.price);
  });

  it('says so when the product is not in the cart', async () => {
    const { token } = await t.newShopper();
    const res = await t.call('users/deleteCart', { module: picnic.module, planId: picnic.planId }, token);
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: 0, message: 'This item is not in your cart' });
  });

  it("never touches another shopper's cart", async () => {
    const a = await t.newShopper();
    const b = await t.newShopper();
    await addLine(t, a.token, picnic, 1);
    const res = await t.call('users/deleteCart', { module: picnic.module, planId: picnic.planId }, b.token);
    expect(res.statusCode).toBe(404);
    expect((await t.call('users/viewCart', {}, a.token)).body.data.items).toHaveLength(1);
    expect((await t.call('users/viewCart', {}, b.token)).body.data.items).toHaveLength(0);
  });
});
