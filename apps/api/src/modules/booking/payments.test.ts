import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TTestApp } from '../../test/harness.js';
import { pdfText } from '../../test/pdf-text.js';
import { addLine, checkoutAndInitiate, payOnSandbox, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';
import { voucherDate } from '../vouchers/voucher-pdf.js';

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

async function count(table: 'orders' | 'notifications' | 'promo_redemptions', userId?: string) {
  let query = t.app.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (userId) query = query.where('user_id', '=', userId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

async function userIdOf(token: string) {
  const profile = (await t.call('users/viewUserProfile', {}, token)).body.data;
  const row = await t.app.ctx.db
    .selectFrom('users')
    .select('id')
    .where('phone_number', '=', profile.phone_number)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('POST /api/users/paymentInitiate', () => {
  it('answers with the hosted payment page and a transaction id', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, picnic, 1);
    const { paymentPage, transactionId } = await checkoutAndInitiate(t, token);
    expect(paymentPage).toBe(`${TEST_PUBLIC_URL}/api/sandbox/pay`);
    expect(transactionId).toMatch(/^sbx_[A-Za-z0-9_-]{22}$/);
  });

  it("refuses another shopper's checkout and an unknown one", async () => {
    const a = await t.newShopper();
    const b = await t.newShopper();
    await addLine(t, a.token, picnic, 1);
    const checkout = await t.call('users/checkout', {}, a.token);
    const foreign = await t.call('users/paymentInitiate', { cartId: checkout.body.data[0]._id }, b.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.status).toBe(0);
    const unknown = await t.call('users/paymentInitiate', { cartId: 'nope' }, a.token);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the sandbox payment page', () => {
  it('shows the amount and a card form with labelled fields', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, ticket, 2);
    const { transactionId } = await checkoutAndInitiate(t, token);
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `TransactionID=${transactionId}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVV']) {
      expect(page.body).toMatch(new RegExp(`<label for="[a-z_]+">${label.replace(/[()]/g, '\\$&')}</label>`));
    }
    expect(page.body).toContain(`AED ${(ticket.price * 2).toFixed(2)}`);
  });

  it('keeps the payment pending and explains a bad card entry', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, ticket, 1);
    const { transactionId } = await checkoutAndInitiate(t, token);
    const cases = [
      ['1234', '12/39', '123', 'Enter a valid card number'],
      [SANDBOX_CARDS.approve, '13/39', '123', 'Enter the expiry date as MM/YY'],
      [SANDBOX_CARDS.approve, '01/20', '123', 'This card has expired'],
      [SANDBOX_CARDS.approve, '12/39', '12', 'Enter the 3 or 4 digit CVV'],
      ['5555555555554444', '12/39', '123', 'The sandbox accepts only the test cards listed below'],
    ] as const;
    for (const [card, expiry, cvv, message] of cases) {
      const res = await payOnSandbox(t, transactionId, card, expiry, cvv);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await t.app.ctx.payments.getPayment(transactionId))?.status).toBe('pending');
  });
});

describe('POST /api/users/confirmBooking', () => {
  it('refuses an unpaid transaction and creates no order', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, picnic, 1);
    const { cartId, transactionId } = await checkoutAndInitiate(t, token);
    const res = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({ status: 0, message: 'Your payment has not been completed' });
    expect(await count('orders', await userIdOf(token))).toBe(0);
    expect((await t.call('users/viewCart', {}, token)).body.data.items).toHaveLength(1);
  });

  it('refuses a declined payment, keeps the cart and creates no order', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, picnic, 1);
    const { cartId, transactionId } = await checkoutAndInitiate(t, token);
    const redirect = await payOnSandbox(t, transactionId, SANDBOX_CARDS.decline);
    expect(redirect.statusCode).toBe(303);
    expect(redirect.headers.location).toBe(`${TEST_PUBLIC_URL}/transactionStatus`);
    const res = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
    expect(res.body).toEqual({ status: 0, message: 'Your payment was declined' });
    expect(await count('orders', await userIdOf(token))).toBe(0);
    expect((await t.call('users/viewCart', {}, token)).body.data.items).toHaveLength(1);
    expect((await t.call('users/viewCompletedOrder', {}, token)).body.data).toEqual([]);
  });

  it('sends a payment started on an Arabic page back to the Arabic return page (decision 106)', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, picnic, 1);
    const checkout = await t.call('users/checkout', {}, token);
    const cartId = checkout.body.data[0]._id as string;
    const initiated = await t.call('users/paymentInitiate', { cartId }, token, {
      headers: { 'accept-language': 'ar' },
    });
    expect(initiated.body.status).toBe(1);
    const redirect = await payOnSandbox(t, initiated.body.data.Transaction.TransactionID, SANDBOX_CARDS.approve);
    expect(redirect.statusCode).toBe(303);
    expect(redirect.headers.location).toBe(`${TEST_PUBLIC_URL}/ar/transactionStatus`);
  });

  it("refuses another shopper's paid transaction and changes nothing", async () => {
    const a = await t.newShopper();
    const b = await t.newShopper();
    await addLine(t, a.token, picnic, 1);
    const { cartId, transactionId } = await checkoutAndInitiate(t, a.token);
    await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
    const ordersBefore = await count('orders');
    const res = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, b.token);
    expect(res.statusCode).toBe(404);
    expect(res.body.status).toBe(0);
    expect(await count('orders')).toBe(ordersBefore);
    // A transaction paired with a checkout it does not belong to is refused too.
    await addLine(t, a.token, ticket, 1);
    const other = await t.call('users/checkout', {}, a.token);
    const mismatched = await t.call(
      'users/confirmBooking',
      { paymentId: transactionId, cartId: other.body.data[0]._id },
      a.token,
    );
    expect(mismatched.statusCode).toBe(404);
    expect(await count('orders')).toBe(ordersBefore);
  });

  it('turns a paid checkout into one order, once, however often it is confirmed', async () => {
    const { token } = await t.newShopper({ first_name: 'Mariam', last_name: 'Al Nuaimi' });
    const userId = await userIdOf(token);
    await addLine(t, token, picnic, 2);
    await addLine(t, token, ticket, 1);
    const notificationsBefore = await count('notifications', userId);
    // The test clock stands still; a second later the booking's notice is the newest one.
    t.clock.advance(1000);
    const redemptionsBefore = await count('promo_redemptions');
    const { cartId, transactionId, checkout } = await checkoutAndInitiate(t, token, 'WELCOME10');
    await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);

    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token)),
    );
    for (const result of results) expect(result.body.status).toBe(1);
    const references = new Set(results.map((result) => result.body.data.reference));
    expect(references.size).toBe(1);
    expect(await count('orders', userId)).toBe(1);
    expect(await count('notifications', userId)).toBe(notificationsBefore + 1);
    expect(await count('promo_redemptions')).toBe(redemptionsBefore + 1);

    const order = results[0]?.body.data;
    expect(order).toMatchObject({
      paymentId: transactionId,
      status: 'confirmed',
      amount_paid: checkout.to_be_paid,
      discount: checkout.discount,
    });
    expect(order.cartData).toHaveLength(2);
    expect(order.reference).toMatch(/^RH-[2-9A-HJKMNP-Z]{8}$/);

    const cart = (await t.call('users/viewCart', {}, token)).body.data;
    expect(cart).toMatchObject({ items: [], totalCartAmount: 0, discount: 0, coupon_code: null });
    const notifications = (await t.call('users/viewNotification', {}, token)).body.data;
    expect(notifications[0].Message).toContain(order.reference);

    const again = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
    expect(again.body.data.reference).toBe(order.reference);
    const paidAgain = await t.call('users/paymentInitiate', { cartId }, token);
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.body).toEqual({ status: 0, message: 'This checkout has already been paid' });
  });
});

describe('POST /api/users/viewCompletedOrder and the voucher', () => {
  it('lists the order with a voucher PDF link that works without headers and names the items', async () => {
    const { token } = await t.newShopper({ first_name: 'Yousef', last_name: 'Karim' });
    await addLine(t, token, picnic, 3);
    const { cartId, transactionId } = await checkoutAndInitiate(t, token);
    await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
    await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);

    const orders = (await t.call('users/viewCompletedOrder', {}, token)).body.data;
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order.cartData[0]).toMatchObject({ title: picnic.title, adultCount: 3 });
    expect(order.pdfUrl.startsWith(`${TEST_PUBLIC_URL}/api/vouchers/`)).toBe(true);

    const url = order.pdfUrl.slice(TEST_PUBLIC_URL.length);
    const pdf = await t.app.inject({ method: 'GET', url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(order.reference);
    expect(text).toContain('Yousef Karim');
    expect(text).toContain(voucherDate(order.cartData[0].date));
    expect(text).toContain(`AED ${order.amount_paid.toFixed(2)}`);
    expect(text.replace(/\s+/g, ' ')).toContain(picnic.title.slice(0, 20));

    // The QR code carries the voucher code, which the server verifies.
    const stored = await t.app.ctx.db
      .selectFrom('orders')
      .select('voucher_code')
      .where('reference', '=', order.reference)
      .executeTakeFirstOrThrow();
    expect(text).toContain(stored.voucher_code);
    const verified = await t.call('vouchers/verify', { code: stored.voucher_code });
    expect(verified.body).toMatchObject({ status: 1, data: { reference: order.reference, status: 'confirmed' } });
    expect((await t.call('vouchers/verify', { code: 'forged-code' })).statusCode).toBe(404);
  });

  it('refuses a voucher link that was altered, points at another order, or has expired', async () => {
    const { token } = await t.newShopper();
    await addLine(t, token, ticket, 1);
    const { cartId, transactionId } = await checkoutAndInitiate(t, token);
    await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
    await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
    const [order] = (await t.call('users/viewCompletedOrder', {}, token)).body.data;
    const url = new URL(order.pdfUrl);

    const tampered = `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${'A'.repeat(43)}`;
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const stretched = `${url.pathname}?exp=${Number(url.searchParams.get('exp')) + 1000}&sig=${url.searchParams.get('sig')}`;
    expect((await t.app.inject({ method: 'GET', url: stretched })).statusCode).toBe(403);
    const otherOrder = `/api/vouchers/someone-elses-order.pdf${url.search}`;
    expect((await t.app.inject({ method: 'GET', url: otherOrder })).statusCode).toBe(403);

    t.clock.advance(25 * 3_600_000);
    const expired = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().status).toBe(0);
    t.clock.advance(-25 * 3_600_000);
  });

  it("never lists another shopper's orders", async () => {
    const b = await t.newShopper();
    expect((await t.call('users/viewCompletedOrder', {}, b.token)).body.data).toEqual([]);
  });
});
