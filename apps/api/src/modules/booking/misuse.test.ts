// Issue 14, money items 1 and 2: a checkout paid twice, and a checkout paid past its cut-off.

import { MAX_HELD_SEATS, MAX_HOLDS_PER_SLOT_PER_DAY } from '@rihla/shared/constants';
import { BOOKING_MESSAGES, PAYMENT_MESSAGES, PROMO_MESSAGES } from '@rihla/shared/messages/booking';
import { addDays, slotStartUtc, todayInDubai } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSlotToCart, quickShopper, seatsIn, setSlot, type TSlot } from '../../test/crowd.js';
import { createTestApp, type TCallResponse, type TTestApp } from '../../test/harness.js';
import { payOnSandbox, productsOf } from '../../test/shopping.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';
import { findCheckoutOfUser } from './booking.repository.js';
import { startPayment } from './steps/start-payment.js';

let t: TTestApp;
let picnic: { module: string; planId: string };
beforeAll(async () => {
  t = await createTestApp();
  const [first] = await productsOf(t, 'Picnic Musandum');
  if (!first) throw new Error('no picnic in the demo catalogue');
  picnic = first;
});
afterAll(async () => {
  await t?.close();
});

let dateOffset = 10;
function freshSlot(): TSlot {
  dateOffset += 1;
  return { ...picnic, date: addDays(todayInDubai(t.clock.now()), dateOffset) };
}

async function checkedOut(slot: TSlot) {
  const token = await quickShopper(t);
  expect((await addSlotToCart(t, token, slot, 2)).body.status).toBe(1);
  const checkout = await t.call('users/checkout', {}, token);
  expect(checkout.body.status, checkout.body.message).toBe(1);
  return { token, cartId: checkout.body.data[0]._id as string };
}

function initiate(token: string, cartId: string) {
  return t.call('users/paymentInitiate', { cartId }, token);
}

const transactionOf = (res: TCallResponse) => res.body.data.Transaction.TransactionID as string;

async function paymentsOf(cartId: string) {
  return t.app.ctx.db
    .selectFrom('payments')
    .select(['provider_transaction_id', 'status'])
    .where('checkout_id', '=', cartId)
    .orderBy('created_at')
    .execute();
}

async function ordersOf(cartId: string) {
  return t.app.ctx.db.selectFrom('orders').select(['status']).where('checkout_id', '=', cartId).execute();
}

describe('one checkout, one live payment page', () => {
  it('reopens the same page on a second Pay Now, and on ten at once', async () => {
    const { token, cartId } = await checkedOut(freshSlot());
    const first = await initiate(token, cartId);
    expect(first.body.status).toBe(1);
    const again = await initiate(token, cartId);
    expect(transactionOf(again)).toBe(transactionOf(first));
    const clicks = await Promise.all(Array.from({ length: 10 }, () => initiate(token, cartId)));
    expect(new Set(clicks.map(transactionOf))).toEqual(new Set([transactionOf(first)]));
    expect(await paymentsOf(cartId)).toHaveLength(1);
  });

  it('opens a new page once the card was declined on the old one', async () => {
    const { token, cartId } = await checkedOut(freshSlot());
    const first = transactionOf(await initiate(token, cartId));
    expect((await payOnSandbox(t, first, SANDBOX_CARDS.decline)).statusCode).toBe(303);
    const second = transactionOf(await initiate(token, cartId));
    expect(second).not.toBe(first);
    expect((await payOnSandbox(t, second, SANDBOX_CARDS.approve)).statusCode).toBe(303);
    const confirmed = await t.call('users/confirmBooking', { paymentId: second, cartId }, token);
    expect(confirmed.body.status, confirmed.body.message).toBe(1);
  });

  it('answers "already paid" when the open page was paid and its confirmation is still to come', async () => {
    const { token, cartId } = await checkedOut(freshSlot());
    const first = transactionOf(await initiate(token, cartId));
    expect((await payOnSandbox(t, first, SANDBOX_CARDS.approve)).statusCode).toBe(303);
    const again = await initiate(token, cartId);
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({ status: 0, message: PAYMENT_MESSAGES.alreadyPaid });
    expect(await paymentsOf(cartId)).toHaveLength(1);
  });

  it('refunds at once a second paid payment of a checkout that already has its order, on the return page and the callback', async () => {
    const slot = freshSlot();
    const { token, cartId } = await checkedOut(slot);
    const first = transactionOf(await initiate(token, cartId));
    // Two pages, as two server processes racing the same Pay Now could open.
    const userId = (
      await t.app.ctx.db.selectFrom('checkouts').select('user_id').where('id', '=', cartId).executeTakeFirstOrThrow()
    ).user_id;
    const checkout = await findCheckoutOfUser(t.app.ctx.db, cartId, userId);
    if (!checkout) throw new Error('checkout missing');
    const second = (await startPayment(t.app.ctx, checkout)).transactionId;
    const third = (await startPayment(t.app.ctx, checkout)).transactionId;
    for (const id of [first, second, third])
      expect((await payOnSandbox(t, id, SANDBOX_CARDS.approve)).statusCode).toBe(303);

    const confirmed = await t.call('users/confirmBooking', { paymentId: first, cartId }, token);
    expect(confirmed.body.status).toBe(1);
    const twice = await t.call('users/confirmBooking', { paymentId: second, cartId }, token);
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toMatchObject({ status: 0, message: PAYMENT_MESSAGES.paidByAnotherRefunded });
    // The gateway's callback of the third is answered the same way, and refunds it too.
    const { confirmGatewayNotice } = await import('./flows/confirm.js');
    expect(await confirmGatewayNotice(t.app.ctx, 'sandbox', third)).toBe(PAYMENT_MESSAGES.paidByAnotherRefunded);

    for (const id of [second, third]) expect((await t.app.ctx.payments.getPayment(id))?.status).toBe('refunded');
    expect((await t.app.ctx.payments.getPayment(first))?.status).toBe('paid');
    expect((await paymentsOf(cartId)).map((payment) => payment.status)).toEqual(['paid', 'refunded', 'refunded']);
    expect(await ordersOf(cartId)).toEqual([{ status: 'confirmed' }]);
    expect(await seatsIn(t, slot, 'booked')).toBe(2);
    // Asked again, the answer stays the same and nothing more happens.
    const again = await t.call('users/confirmBooking', { paymentId: second, cartId }, token);
    expect(again.body.message).toBe(PAYMENT_MESSAGES.paidByAnotherRefunded);
    expect(await ordersOf(cartId)).toHaveLength(1);
  });
});

describe('the cut-off, after checkout', () => {
  /** Sets the test clock to one minute past the slot's cut-off. */
  async function passCutoff(slot: TSlot) {
    const product = await t.app.ctx.db
      .selectFrom('products')
      .select(['start_time', 'cutoff_minutes'])
      .where('id', '=', slot.planId)
      .executeTakeFirstOrThrow();
    const closesAt = slotStartUtc(slot.date, product.start_time).getTime() - product.cutoff_minutes * 60_000;
    t.clock.set(new Date(closesAt + 60_000).toISOString());
  }

  it('refuses to open a payment page past the cut-off', async () => {
    const started = t.clock.now().toISOString();
    try {
      const slot = freshSlot();
      const { token, cartId } = await checkedOut(slot);
      await passCutoff(slot);
      const res = await initiate(token, cartId);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({ status: 0, message: BOOKING_MESSAGES.pastCutoff });
      expect(await paymentsOf(cartId)).toHaveLength(0);
    } finally {
      t.clock.set(started);
    }
  });

  it('refunds a payment that completes past the cut-off and says why, every time it is asked', async () => {
    const started = t.clock.now().toISOString();
    try {
      const slot = freshSlot();
      const { token, cartId } = await checkedOut(slot);
      const transactionId = transactionOf(await initiate(token, cartId));
      expect((await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve)).statusCode).toBe(303);
      await passCutoff(slot);
      for (let attempt = 0; attempt < 2; attempt++) {
        const res = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
        expect(res.statusCode).toBe(409);
        expect(res.body).toMatchObject({ status: 0, message: BOOKING_MESSAGES.closedAfterPayment });
      }
      expect((await t.app.ctx.payments.getPayment(transactionId))?.status).toBe('refunded');
      expect(await ordersOf(cartId)).toEqual([{ status: 'failed' }]);
      expect(await seatsIn(t, slot, 'booked')).toBe(0);
      expect(await seatsIn(t, slot, 'held')).toBe(0);
      const notes = await t.call('users/viewNotification', {}, token);
      const messages = JSON.stringify(notes.body.data);
      expect(messages).toContain('closed before the payment completed');
    } finally {
      t.clock.set(started);
    }
  });
});

describe('promo code limits, when the order is made', () => {
  async function setUses(code: string, usedCount: number) {
    await t.app.ctx.db.updateTable('promo_codes').set({ used_count: usedCount }).where('code', '=', code).execute();
  }
  async function usesOf(code: string) {
    const row = await t.app.ctx.db
      .selectFrom('promo_codes')
      .select('used_count')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    return row.used_count;
  }
  async function redemptionsOf(code: string) {
    return (await t.app.ctx.db.selectFrom('promo_redemptions').select('order_id').where('code', '=', code).execute())
      .length;
  }

  /** A shopper's checkout with the code, its page opened and paid; the cart line is added again first. */
  async function paidWithCode(token: string, slot: TSlot, code: string) {
    expect((await addSlotToCart(t, token, slot, 2)).body.status).toBe(1);
    const checkout = await t.call('users/checkout', { coupon_code: code }, token);
    expect(checkout.body.status, checkout.body.message).toBe(1);
    const cartId = checkout.body.data[0]._id as string;
    const transactionId = transactionOf(await initiate(token, cartId));
    return { cartId, transactionId };
  }

  it('redeems a once-per-shopper code once, however many checkouts were opened with it before paying', async () => {
    await setUses('FIRSTTRIP', 0);
    const token = await quickShopper(t);
    const slot = freshSlot();
    const opened = [];
    for (let index = 0; index < 3; index++) opened.push(await paidWithCode(token, slot, 'FIRSTTRIP'));
    for (const { transactionId } of opened) {
      expect((await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve)).statusCode).toBe(303);
    }
    const answers = await Promise.all(
      opened.map(({ cartId, transactionId }) =>
        t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token),
      ),
    );
    expect(answers.filter((res) => res.body.status === 1)).toHaveLength(1);
    for (const res of answers.filter((answer) => answer.body.status !== 1)) {
      expect(res.statusCode).toBe(409);
      expect(res.body.message).toBe(PROMO_MESSAGES.ranOutAfterPayment);
    }
    expect(await usesOf('FIRSTTRIP')).toBe(1);
    expect(await redemptionsOf('FIRSTTRIP')).toBe(1);
    const refunded = await Promise.all(opened.map(({ transactionId }) => t.app.ctx.payments.getPayment(transactionId)));
    expect(refunded.map((state) => state?.status).sort()).toEqual(['paid', 'refunded', 'refunded']);
    expect(await seatsIn(t, slot, 'booked')).toBe(2);
  });

  it('stops at the total cap under concurrent orders, and refuses a page for a code that ran out', async () => {
    await setUses('FIRSTTRIP', 497);
    const before = await redemptionsOf('FIRSTTRIP');
    const slot = freshSlot();
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => quickShopper(t)));
    const paid = [];
    for (const token of shoppers) paid.push({ token, ...(await paidWithCode(token, slot, 'FIRSTTRIP')) });
    for (const { transactionId } of paid) {
      expect((await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve)).statusCode).toBe(303);
    }
    const answers = await Promise.all(
      paid.map(({ token, cartId, transactionId }) =>
        t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token),
      ),
    );
    expect(answers.filter((res) => res.body.status === 1)).toHaveLength(3);
    expect(answers.filter((res) => res.body.message === PROMO_MESSAGES.ranOutAfterPayment)).toHaveLength(3);
    expect(await usesOf('FIRSTTRIP')).toBe(500);
    expect(await redemptionsOf('FIRSTTRIP')).toBe(before + 3);
    expect(await seatsIn(t, slot, 'booked')).toBe(6);

    // A checkout made with the code before it ran out is refused its payment page now.
    const late = await quickShopper(t);
    await setUses('FIRSTTRIP', 499);
    expect((await addSlotToCart(t, late, slot, 1)).body.status).toBe(1);
    const checkout = await t.call('users/checkout', { coupon_code: 'FIRSTTRIP' }, late);
    expect(checkout.body.status).toBe(1);
    await setUses('FIRSTTRIP', 500);
    const refused = await initiate(late, checkout.body.data[0]._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({ status: 0, message: PROMO_MESSAGES.fullyRedeemed });
  });
});

describe('the payment reconciler', () => {
  it('completes a paid payment nobody confirmed, refunds one that cannot be booked, marks a declined one, and leaves an open page', async () => {
    const paidSlot = freshSlot();
    const paid = await checkedOut(paidSlot);
    const paidId = transactionOf(await initiate(paid.token, paid.cartId));
    const closedSlot = freshSlot();
    const closed = await checkedOut(closedSlot);
    const closedId = transactionOf(await initiate(closed.token, closed.cartId));
    const declined = await checkedOut(freshSlot());
    const declinedId = transactionOf(await initiate(declined.token, declined.cartId));
    const open = await checkedOut(freshSlot());
    transactionOf(await initiate(open.token, open.cartId));
    expect((await payOnSandbox(t, paidId, SANDBOX_CARDS.approve)).statusCode).toBe(303);
    expect((await payOnSandbox(t, closedId, SANDBOX_CARDS.approve)).statusCode).toBe(303);
    expect((await payOnSandbox(t, declinedId, SANDBOX_CARDS.decline)).statusCode).toBe(303);
    // The second's hold runs out and its seats are gone before anyone confirms it.
    await t.app.ctx.db
      .updateTable('seat_holds')
      .set({ expires_at: new Date(0).toISOString() })
      .where('checkout_id', '=', closed.cartId)
      .execute();
    await setSlot(t, closedSlot, { capacity: 0 });

    const { reconcilePayments } = await import('./flows/reconcile.js');
    // Payments younger than the threshold are left to the return page and the callback.
    expect((await reconcilePayments(t.app.ctx, 5 * 60_000)).asked).toBe(0);
    t.clock.advance(6 * 60_000);
    // Other tests of this file left payments of their own; each checkout here is looked at by itself.
    const first = await reconcilePayments(t.app.ctx, 5 * 60_000);
    expect(first.confirmed).toBeGreaterThanOrEqual(1);
    expect(first.refunded).toBeGreaterThanOrEqual(1);
    expect(first.declined).toBeGreaterThanOrEqual(1);
    expect(await ordersOf(paid.cartId)).toEqual([{ status: 'confirmed' }]);
    expect(await seatsIn(t, paidSlot, 'booked')).toBe(2);
    expect(await ordersOf(closed.cartId)).toEqual([{ status: 'failed' }]);
    expect((await t.app.ctx.payments.getPayment(closedId))?.status).toBe('refunded');
    expect((await paymentsOf(declined.cartId)).map((payment) => payment.status)).toEqual(['declined']);
    expect((await paymentsOf(open.cartId)).map((payment) => payment.status)).toEqual(['pending']);
    // The shopper's return page, later, answers with the order the reconciler made.
    const late = await t.call('users/confirmBooking', { paymentId: paidId, cartId: paid.cartId }, paid.token);
    expect(late.body.status).toBe(1);
    // A second run asks only about pages still open at the gateway and changes nothing.
    expect(await reconcilePayments(t.app.ctx, 5 * 60_000)).toMatchObject({ confirmed: 0, refunded: 0, declined: 0 });
    expect((await paymentsOf(open.cartId)).map((payment) => payment.status)).toEqual(['pending']);
    expect(await ordersOf(paid.cartId)).toHaveLength(1);
  });
});

describe('unpaid holds (issue 14, item 5)', () => {
  async function liveHeldSeats(slot: TSlot) {
    const row = await t.app.ctx.db
      .selectFrom('seat_holds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
      .where('product_id', '=', slot.planId)
      .where('date', '=', slot.date)
      .where('status', '=', 'held')
      .where('expires_at', '>', t.clock.now().toISOString())
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('refuses a checkout that would hold more than MAX_HELD_SEATS seats at once, holding nothing', async () => {
    const token = await quickShopper(t);
    const products = await t.app.ctx.db
      .selectFrom('products')
      .select(['id', 'module', 'start_time', 'end_time'])
      .where('module', '=', 'entryTicket')
      .limit(4)
      .execute();
    const date = addDays(todayInDubai(t.clock.now()), 30);
    const item = products.map((product) => ({
      module: product.module,
      planId: product.id,
      date,
      time: `${product.start_time} - ${product.end_time}`,
      adultCount: 10,
    }));
    expect((await t.call('users/addToCart', { item }, token)).body.status).toBe(1);
    const res = await t.call('users/checkout', {}, token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 0, message: BOOKING_MESSAGES.tooManySeatsHeld });
    expect(MAX_HELD_SEATS).toBeLessThan(40);
    for (const product of products)
      expect(await liveHeldSeats({ module: product.module, planId: product.id, date })).toBe(0);
  });

  it('renews a hold by checking out again at most MAX_HOLDS_PER_SLOT_PER_DAY times a day, and still lets the shopper pay', async () => {
    const started = t.clock.now().toISOString();
    try {
      const slot = freshSlot();
      const token = await quickShopper(t);
      let last = '';
      for (let round = 1; round <= MAX_HOLDS_PER_SLOT_PER_DAY + 1; round++) {
        expect((await addSlotToCart(t, token, slot, 2)).body.status).toBe(1);
        const checkout = await t.call('users/checkout', {}, token);
        expect(checkout.body.status).toBe(1);
        last = checkout.body.data[0]._id;
        expect(await liveHeldSeats(slot)).toBe(round <= MAX_HOLDS_PER_SLOT_PER_DAY ? 2 : 0);
        t.clock.advance(14 * 60_000);
      }
      // Nothing is held for the last checkout, but its seats are free: it can be paid and booked.
      const transactionId = transactionOf(await initiate(token, last));
      expect((await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve)).statusCode).toBe(303);
      const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId: last }, token);
      expect(confirmed.body.status, confirmed.body.message).toBe(1);
      expect(await seatsIn(t, slot, 'booked')).toBe(2);
      // Checkouts that were paid do not count: buying the same date again and again holds its seats each time.
      const buyer = await quickShopper(t);
      for (let round = 1; round <= MAX_HOLDS_PER_SLOT_PER_DAY + 1; round++) {
        expect((await addSlotToCart(t, buyer, slot, 1)).body.status).toBe(1);
        const checkout = await t.call('users/checkout', {}, buyer);
        const held = await t.app.ctx.db
          .selectFrom('seat_holds')
          .select('expires_at')
          .where('checkout_id', '=', checkout.body.data[0]._id)
          .executeTakeFirstOrThrow();
        expect(held.expires_at > t.clock.now().toISOString(), `purchase ${round}`).toBe(true);
        const paymentId = transactionOf(await initiate(buyer, checkout.body.data[0]._id));
        expect((await payOnSandbox(t, paymentId, SANDBOX_CARDS.approve)).statusCode).toBe(303);
        const bought = await t.call('users/confirmBooking', { paymentId, cartId: checkout.body.data[0]._id }, buyer);
        expect(bought.body.status).toBe(1);
      }
      // A day later the count starts again.
      t.clock.advance(24 * 60 * 60_000);
      expect((await addSlotToCart(t, token, slot, 1)).body.status).toBe(1);
      expect((await t.call('users/checkout', {}, token)).body.status).toBe(1);
      expect(await liveHeldSeats(slot)).toBe(1);
    } finally {
      t.clock.set(started);
    }
  });
});
