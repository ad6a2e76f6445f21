// Orders made the way a shopper makes them, for the bookings desk's tests (decisions 038, 043).
import { expect } from 'vitest';
import { type TTestApp, uniquePhone } from './harness.js';
import { operatorCall } from './operators.js';
import { payAndConfirm, type TCatalogueCard } from './shopping.js';

let shopperCount = 0;

/** A shopper (with an email of their own) with a confirmed booking of `adultCount` seats of `product`. */
export async function confirmedBooking(
  t: TTestApp,
  product: TCatalogueCard,
  date: string,
  adultCount = 2,
  lastName = 'Shopper',
) {
  shopperCount += 1;
  const { token, phone } = await t.newShopper({ first_name: 'Layla', last_name: lastName });
  const email = `Layla.${shopperCount}@Example.com`;
  const user = await t.app.ctx.db
    .updateTable('users')
    .set({ email })
    .where('phone_number', '=', `+971${phone.slice(1)}`)
    .executeTakeFirstOrThrow();
  expect(Number(user.numUpdatedRows)).toBe(1);
  const added = await t.call(
    'users/addToCart',
    { item: [{ module: product.module, planId: product.planId, date, time: product.time, adultCount }] },
    token,
  );
  expect(added.body.status).toBe(1);
  const { order, transactionId } = await payAndConfirm(t, token);
  return { token, phone, email, transactionId, order };
}

/** The sandbox gateway's record of a transaction: its status and what it gave back. */
export async function gatewayRecord(t: TTestApp, transactionId: string) {
  return t.app.ctx.db
    .selectFrom('sandbox_transactions')
    .select(['status', 'refunded_fils', 'amount_fils'])
    .where('id', '=', transactionId)
    .executeTakeFirstOrThrow();
}

/**
 * A walk-in booking of two adults on `product`'s first departure of `date`, made and paid in cash at the desk by the
 * operator of `token` (decision 042): the order's id and what was paid.
 */
export async function cashBooking(t: TTestApp, product: { planId: string }, date: string, token: string) {
  const customer = { firstName: 'Hamdan', lastName: 'Cash', phone: uniquePhone(), email: `cash.${date}@example.com` };
  const created = await operatorCall(t, 'operator/createCustomer', customer, token);
  expect(created.statusCode, created.raw.body).toBe(200);
  const departures = await operatorCall(t, 'operator/phoneDepartures', { productId: product.planId, date }, token);
  const tickets = { adult: 2 };
  const booked = await operatorCall(
    t,
    'operator/bookByPhone',
    {
      customerId: created.body.data.id,
      productId: product.planId,
      date,
      departure: departures.body.data.departures[0]?.start,
      tickets,
    },
    token,
  );
  expect(booked.statusCode, booked.raw.body).toBe(200);
  const paid = await operatorCall(t, 'operator/recordCashPayment', { checkoutId: booked.body.data.checkoutId }, token);
  expect(paid.statusCode, paid.raw.body).toBe(200);
  return { orderId: paid.body.data.orderId as string, amountFils: booked.body.data.totalFils as number };
}
