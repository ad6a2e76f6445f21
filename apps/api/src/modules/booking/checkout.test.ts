import { HOLD_MINUTES, MESSAGES } from '@rihla/shared/constants';
import { BOOKING_MESSAGES, DEPARTURE_MESSAGES, PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import { filsToAed, vatIncludedFils } from '@rihla/shared/rules/money';
import { addDays } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/ids.js';
import { setSlot } from '../../test/crowd.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import {
  addLine,
  checkoutAndInitiate,
  nextWeek,
  payOnSandbox,
  productsOf,
  type TCatalogueCard,
} from '../../test/shopping.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';

let t: TTestApp;
let cheap: TCatalogueCard;
let dear: TCatalogueCard;
beforeAll(async () => {
  t = await createTestApp();
  const all = await productsOf(t);
  const byPrice = [...all].sort((a, b) => a.price - b.price);
  cheap = byPrice[0] as TCatalogueCard;
  dear = byPrice[byPrice.length - 1] as TCatalogueCard;
  expect((await productsOf(t, 'Holidays')).length).toBeGreaterThan(0);
});
afterAll(async () => {
  await t?.close();
});

async function countCheckouts() {
  const row = await t.app.ctx.db
    .selectFrom('checkouts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/users/checkout', () => {
  it('refuses an empty cart with the spec message', async () => {
    const { token } = await t.newShopper();
    const res = await t.call('users/checkout', {}, token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.addPackageBeforeCheckout });
  });

  it('prices the cart without a code and returns a list with one unguessable _id', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, cheap, 2);
    const res = await t.call('users/checkout', {}, token);
    expect(res.body.status).toBe(1);
    expect(res.body.data).toHaveLength(1);
    const [summary] = res.body.data;
    expect(summary._id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(summary).toMatchObject({
      actual_amount: cheap.price * 2,
      discount: 0,
      to_be_paid: cheap.price * 2,
      coupon_code: null,
    });
  });

  it('applies WELCOME10 as 10% off, in any letter case, and the cart shows it', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, dear, 1);
    const res = await t.call('users/checkout', { coupon_code: ' welcome10 ' }, token);
    expect(res.body.status).toBe(1);
    const [summary] = res.body.data;
    const expectedDiscount = Math.floor(dear.price * 100 * 0.1) / 100;
    expect(summary).toMatchObject({ actual_amount: dear.price, discount: expectedDiscount, coupon_code: 'WELCOME10' });
    expect(summary.to_be_paid).toBeCloseTo(dear.price - expectedDiscount, 2);
    const cart = (await t.call('users/viewCart', {}, token)).body.data;
    expect(cart).toMatchObject({ discount: expectedDiscount, coupon_code: 'WELCOME10' });
    expect(cart.amount_paid).toBeCloseTo(dear.price - expectedDiscount, 2);
  });

  it.each([
    ['NOSUCHCODE', MESSAGES.invalidPromo],
    ['SUMMER25', 'This promo code has expired'],
  ])('refuses %s with a clear message and changes nothing', async (code, message) => {
    const { token } = await t.newShopper();
    await addLine(t, token, dear, 1);
    await t.call('users/checkout', { coupon_code: 'WELCOME10' }, token);
    const before = await countCheckouts();
    const res = await t.call('users/checkout', { coupon_code: code }, token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 0, message });
    expect(await countCheckouts()).toBe(before);
    expect((await t.call('users/viewCart', {}, token)).body.data.coupon_code).toBe('WELCOME10');
  });

  it('refuses a code whose minimum order is not reached', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, cheap, 1);
    expect(cheap.price).toBeLessThan(300);
    const res = await t.call('users/checkout', { coupon_code: 'RIHLA50' }, token);
    expect(res.body).toEqual({ status: 0, message: 'This promo code needs an order of at least AED 300.00' });
  });

  it('caps a percentage discount at the code maximum', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, dear, 10);
    const res = await t.call('users/checkout', { coupon_code: 'FAMILY15' }, token);
    expect(res.body.status).toBe(1);
    expect(res.body.data[0].discount).toBe(150);
  });

  it('refuses a cart line whose departure the product no longer runs', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, cheap, 1);
    const session = await t.app.ctx.db
      .selectFrom('sessions')
      .select('user_id')
      .where('token_hash', '=', sha256(token))
      .executeTakeFirstOrThrow();
    await t.app.ctx.db
      .updateTable('cart_lines')
      .set({ start_time: '03:17', time: 'VIP BACKSTAGE ALL DAY' })
      .where('user_id', '=', session.user_id)
      .execute();
    const before = await countCheckouts();
    const res = await t.call('users/checkout', {}, token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({
      status: 0,
      message: DEPARTURE_MESSAGES.unknownDeparture(cheap.title, nextWeek(t), cheap.time.split(' - ')[0] as string),
    });
    expect(await countCheckouts()).toBe(before);
  });

  it('refuses a code that is too long or not text', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, cheap, 1);
    expect((await t.call('users/checkout', { coupon_code: 'X'.repeat(41) }, token)).statusCode).toBe(400);
    expect((await t.call('users/checkout', { coupon_code: 10 }, token)).body).toEqual({
      status: 0,
      message: 'coupon_code must be text',
    });
  });
});

describe('the VAT a checkout includes', () => {
  it('is shown before paying, in whole fils rounded as the receipt rounds it, and the order then states the same', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, dear, 3);
    const { checkout, cartId, transactionId } = await checkoutAndInitiate(t, token, 'WELCOME10');
    const afterDiscountFils = Math.round((checkout.actual_amount - checkout.discount) * 100);
    expect(checkout.vat).toBe(filsToAed(vatIncludedFils(afterDiscountFils)));
    expect(checkout.vat * 100).toBeCloseTo(Math.round(checkout.vat * 100), 6);
    expect(checkout.vat).toBeGreaterThan(0);
    const viewed = await t.call('users/viewCheckout', { cartId }, token);
    expect(viewed.body.data.vat).toBe(checkout.vat);

    expect((await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve)).statusCode).toBe(303);
    const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
    expect(confirmed.body.status, confirmed.body.message).toBe(1);
    const orders = await t.call('users/viewCompletedOrder', {}, token);
    const order = (orders.body.data as Array<{ paymentId: string; vat: number }>).find(
      (candidate) => candidate.paymentId === transactionId,
    );
    expect(order?.vat).toBe(checkout.vat);
  });
});

describe('POST /api/users/viewCheckout', () => {
  it("answers the shopper's open checkout: its own lines and amounts, its hold, and that it can be paid", async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, dear, 2);
    const [summary] = (await t.call('users/checkout', { coupon_code: 'WELCOME10' }, token)).body.data;
    // The cart changes after checkout; the checkout keeps what it priced.
    await addLine(t, token, cheap, 5);
    const res = await t.call('users/viewCheckout', { cartId: summary._id }, token);
    expect(summary.holdMinutes).toBe(HOLD_MINUTES);
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data).toEqual({
      ...summary,
      state: 'open',
      // A whole-cart checkout (the spec's call without lineIds).
      lineIds: null,
      items: [
        {
          module: dear.module,
          planId: dear.planId,
          title: dear.title,
          date: nextWeek(t),
          time: dear.time,
          adultCount: 2,
          price: dear.price,
          totalAmount: dear.price * 2,
          pictures: expect.any(Array),
          pricing: 'perPerson',
          tickets: [{ kind: 'adult', label: 'Adult', count: 2, price: dear.price, totalAmount: dear.price * 2 }],
          childCount: 0,
          infantCount: 0,
          departure: expect.objectContaining({ start: expect.any(String), end: expect.any(String) }),
          cancellation: expect.objectContaining({ refundable: expect.any(Boolean), text: expect.any(String) }),
          whereToBe: expect.toSatisfy((value: unknown) => value === null || typeof value === 'string'),
        },
      ],
      payRefusal: null,
      paymentFailure: null,
      order: null,
      // Its product asks no passenger's details (decision 107).
      passengerLines: [],
    });
    expect(res.body.data.coupon_code).toBe('WELCOME10');
  });

  it('keeps an open checkout payable after its hold expired while seats are free, and says why not once they are gone', async () => {
    const { token } = await t.newShopper();
    const date = addDays(nextWeek(t), 20);
    const item = { module: cheap.module, planId: cheap.planId, date, time: cheap.time, adultCount: 2 };
    expect((await t.call('users/addToCart', { item: [item] }, token)).body.status).toBe(1);
    const cartId = (await t.call('users/checkout', {}, token)).body.data[0]._id;
    t.clock.advance((HOLD_MINUTES + 1) * 60_000);
    const expired = (await t.call('users/viewCheckout', { cartId }, token)).body.data;
    expect(expired).toMatchObject({ state: 'open', payRefusal: null });
    expect(Date.parse(expired.expiresAt)).toBeLessThan(t.clock.now().getTime());
    await setSlot(t, { planId: cheap.planId, date }, { capacity: 1 });
    const refused = await t.call('users/viewCheckout', { cartId }, token);
    expect(refused.body.data).toMatchObject({
      state: 'open',
      payRefusal: BOOKING_MESSAGES.seatsLeft(1, cheap.title, date),
    });
    const pay = await t.call('users/paymentInitiate', { cartId }, token);
    expect(pay.body).toEqual({ status: 0, message: refused.body.data.payRefusal });
  });

  it("answers 404 for another shopper's checkout and for an unknown id, with the same message", async () => {
    const a = await t.newShopper();
    const b = await t.newShopper();
    await addLine(t, a.token, cheap, 1);
    const cartId = (await t.call('users/checkout', {}, a.token)).body.data[0]._id;
    for (const [id, token] of [
      [cartId, b.token],
      ['no-such-checkout', a.token],
    ]) {
      const res = await t.call('users/viewCheckout', { cartId: id }, token);
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: 0, message: PAYMENT_MESSAGES.checkoutNotFound });
    }
    expect(PAYMENT_MESSAGES.checkoutNotFound).toBe('This checkout was not found. Please check out again.');
  });

  it('answers a paid checkout as paid, with its order', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, cheap, 1);
    const { cartId, transactionId } = await checkoutAndInitiate(t, token);
    expect((await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve)).statusCode).toBe(303);
    const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
    expect(confirmed.body.status).toBe(1);
    const res = await t.call('users/viewCheckout', { cartId }, token);
    expect(res.body.data).toMatchObject({
      state: 'paid',
      payRefusal: null,
      order: { reference: confirmed.body.data.reference, status: 'confirmed' },
      to_be_paid: cheap.price,
    });
    expect(res.body.data.items).toHaveLength(1);
  });

  it('refuses a visitor', async () => {
    const res = await t.call('users/viewCheckout', { cartId: 'no-such-checkout' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ status: 0, message: MESSAGES.loginRequired });
  });
});
