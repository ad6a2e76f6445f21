import { CANCEL_HOURS_BEFORE } from '@rihla/shared/constants';
import { CANCEL_MESSAGES } from '@rihla/shared/messages/booking';
import { slotStartUtc } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import {
  checkoutAndInitiate,
  freshDates,
  offeredTime,
  payOnSandbox,
  productsOf,
  seatsLeftOn,
  type TCatalogueCard,
} from '../../test/shopping.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';

const HOUR = 3_600_000;

let t: TTestApp;
let picnic: TCatalogueCard;
let startTime: string;
let nonRefundable: TCatalogueCard;
beforeAll(async () => {
  t = await createTestApp();
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  startTime = (
    await t.app.ctx.db
      .selectFrom('products')
      .select('start_time')
      .where('id', '=', picnic.planId)
      .executeTakeFirstOrThrow()
  ).start_time;
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
});
afterAll(async () => {
  await t?.close();
});

/** Each test gets dates of its own, so that tests sharing the database never share seats. */
const freshDate = freshDates(() => t, 11);

function seatsLeft(product: TCatalogueCard, date: string): Promise<number> {
  return seatsLeftOn(t, product, date);
}

/** A shopper with a confirmed booking of `adultCount` seats of `product` on `date`. */
async function confirmedBooking(product: TCatalogueCard, date: string, adultCount = 2) {
  const { token } = await t.newShopper();
  const added = await t.call(
    'users/addToCart',
    { item: [{ module: product.module, planId: product.planId, date, time: product.time, adultCount }] },
    token,
  );
  expect(added.body.status).toBe(1);
  const { cartId, transactionId } = await checkoutAndInitiate(t, token);
  await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
  const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
  expect(confirmed.body.status).toBe(1);
  return { token, transactionId, order: confirmed.body.data };
}

async function gatewayStatus(transactionId: string) {
  return (await t.app.ctx.payments.getPayment(transactionId))?.status;
}

async function notificationsOf(token: string): Promise<string[]> {
  const res = await t.call('users/viewNotification', {}, token);
  return res.body.data.map((note: { Message: string }) => note.Message);
}

describe('users/cancelBooking', () => {
  it('tells each order its refund terms: cancellable until 24 hours before the activity', async () => {
    const date = freshDate();
    const { order } = await confirmedBooking(picnic, date);
    expect(order.refundable).toBe(true);
    const start = slotStartUtc(date, startTime).getTime();
    expect(order.cancellableUntil).toBe(new Date(start - CANCEL_HOURS_BEFORE * HOUR).toISOString());
  });

  it('cancels a booking more than 24 hours ahead: seats come back, the payment is refunded, the order says so', async () => {
    const date = freshDate();
    const before = await seatsLeft(picnic, date);
    const { token, transactionId, order } = await confirmedBooking(picnic, date, 3);
    expect(await seatsLeft(picnic, date)).toBe(before - 3);

    const res = await t.call('users/cancelBooking', { reference: order.reference }, token);
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data).toMatchObject({ reference: order.reference, status: 'refunded', pdfUrl: null });
    expect(res.body.data.cancellableUntil).toBeNull();

    expect(await seatsLeft(picnic, date)).toBe(before);
    expect(await gatewayStatus(transactionId)).toBe('refunded');
    const listed = await t.call('users/viewCompletedOrder', {}, token);
    expect(listed.body.data[0]).toMatchObject({ reference: order.reference, status: 'refunded', pdfUrl: null });
    const notes = await notificationsOf(token);
    const expected = CANCEL_MESSAGES.notification(order.reference, [
      { to: 'card', fils: Math.round(order.amount_paid * 100) },
    ]);
    expect(notes).toContain(expected);
    expect(expected).toMatch(
      /^Your booking RH-\w+ is cancelled\. AED [\d,.]+ back to your card: it takes 10 to 15 working days to reach you\.$/,
    );
  });

  it('refuses a second cancel, with no second refund or notification', async () => {
    const { token, order } = await confirmedBooking(picnic, freshDate());
    expect((await t.call('users/cancelBooking', { reference: order.reference }, token)).body.status).toBe(1);
    const notesBefore = await notificationsOf(token);
    const again = await t.call('users/cancelBooking', { reference: order.reference }, token);
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({ status: 0, message: CANCEL_MESSAGES.alreadyCancelled });
    expect(await notificationsOf(token)).toEqual(notesBefore);
  });

  it('gives the seats back exactly once when the same booking is cancelled 20 times at once', async () => {
    const date = freshDate();
    const before = await seatsLeft(picnic, date);
    const { token, order } = await confirmedBooking(picnic, date, 4);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call('users/cancelBooking', { reference: order.reference }, token)),
    );
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
    expect(answers.some((answer) => answer.body.status === 1)).toBe(true);
    expect(await seatsLeft(picnic, date)).toBe(before);
    const cancelNotes = (await notificationsOf(token)).filter((note) => note.includes('is cancelled'));
    expect(cancelNotes).toHaveLength(1);
    const listed = await t.call('users/viewCompletedOrder', {}, token);
    expect(listed.body.data[0].status).toBe('refunded');
  });

  it('refuses a cancel within 24 hours of the activity, and changes nothing', async () => {
    const date = freshDate();
    const { token, transactionId, order } = await confirmedBooking(picnic, date);
    const seats = await seatsLeft(picnic, date);
    const deadline = new Date(order.cancellableUntil).getTime();
    const saved = t.clock.now().toISOString();
    try {
      t.clock.set(new Date(deadline + 1000).toISOString());
      const res = await t.call('users/cancelBooking', { reference: order.reference }, token);
      expect(res.statusCode).toBe(409);
      expect(res.body).toMatchObject({ status: 0, message: CANCEL_MESSAGES.tooLate });
      expect(res.body.message).toBe('A booking can be cancelled only up to 24 hours before the activity starts');
      expect(await seatsLeft(picnic, date)).toBe(seats);
      expect(await gatewayStatus(transactionId)).toBe('paid');
      const listed = await t.call('users/viewCompletedOrder', {}, token);
      expect(listed.body.data[0].status).toBe('confirmed');

      // Exactly at the deadline it is still allowed ("at least 24 hours before").
      t.clock.set(new Date(deadline).toISOString());
      const onTime = await t.call('users/cancelBooking', { reference: order.reference }, token);
      expect(onTime.body.status).toBe(1);
    } finally {
      t.clock.set(saved);
    }
  });

  it('refuses to cancel a non-refundable booking, and changes nothing', async () => {
    const date = freshDate();
    const { token, transactionId, order } = await confirmedBooking(nonRefundable, date, 1);
    expect(order.refundable).toBe(false);
    expect(order.cancellableUntil).toBeNull();
    const seats = await seatsLeft(nonRefundable, date);
    const res = await t.call('users/cancelBooking', { reference: order.reference }, token);
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({ status: 0, message: CANCEL_MESSAGES.nonRefundable });
    expect(await seatsLeft(nonRefundable, date)).toBe(seats);
    expect(await gatewayStatus(transactionId)).toBe('paid');
  });

  it("never cancels another shopper's booking, and answers as if it did not exist", async () => {
    const { transactionId, order } = await confirmedBooking(picnic, freshDate());
    const { token: stranger } = await t.newShopper();
    const res = await t.call('users/cancelBooking', { reference: order.reference }, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ status: 0, message: CANCEL_MESSAGES.notFound });
    expect(await gatewayStatus(transactionId)).toBe('paid');
  });

  it('completes the refund of a booking whose cancel was cut off before the gateway refunded it', async () => {
    const date = freshDate();
    const before = await seatsLeft(picnic, date);
    const { token, transactionId, order } = await confirmedBooking(picnic, date);
    // The state a crash between the two steps leaves: seats released, order cancelled with what its cancellation
    // gives back, payment not refunded.
    const row = await t.app.ctx.db
      .selectFrom('orders')
      .select(['id', 'checkout_id', 'amount_paid_fils'])
      .where('reference', '=', order.reference)
      .executeTakeFirstOrThrow();
    await t.app.ctx.db
      .updateTable('orders')
      .set({ status: 'cancelled', refunded_fils: row.amount_paid_fils })
      .where('id', '=', row.id)
      .execute();
    await t.app.ctx.db
      .updateTable('seat_holds')
      .set({ status: 'released' })
      .where('checkout_id', '=', row.checkout_id)
      .execute();
    const listed = await t.call('users/viewCompletedOrder', {}, token);
    expect(listed.body.data[0]).toMatchObject({ status: 'cancelled', pdfUrl: null, cancellableUntil: null });

    const res = await t.call('users/cancelBooking', { reference: order.reference }, token);
    expect(res.body.status).toBe(1);
    expect(res.body.data.status).toBe('refunded');
    expect(await gatewayStatus(transactionId)).toBe('refunded');
    expect(await seatsLeft(picnic, date)).toBe(before);
  });

  it('refuses a failed order, an unknown reference and a visitor', async () => {
    const { token } = await t.newShopper();
    const unknown = await t.call('users/cancelBooking', { reference: 'RH-NOSUCHONE' }, token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe(CANCEL_MESSAGES.notFound);
    const visitor = await t.call('users/cancelBooking', { reference: 'RH-NOSUCHONE' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body.status).toBe(0);
    const empty = await t.call('users/cancelBooking', {}, token);
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('reference is required');

    const { token: owner, order } = await confirmedBooking(picnic, freshDate());
    await t.app.ctx.db
      .updateTable('orders')
      .set({ status: 'failed' })
      .where('reference', '=', order.reference)
      .execute();
    const failed = await t.call('users/cancelBooking', { reference: order.reference }, owner);
    expect(failed.statusCode).toBe(409);
    expect(failed.body.message).toBe(CANCEL_MESSAGES.notConfirmed);
  });
});
