import { MESSAGES } from '@rihla/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { addLine, productsOf, type TCatalogueCard } from '../../test/shopping.js';

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
