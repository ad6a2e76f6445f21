import { HOLD_MINUTES, PHONE_HOLD_DEFAULT_MINUTES } from '@rihla/shared/constants';
import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { PHONE_BOOKING_MESSAGES } from '@rihla/shared/messages/phone-bookings';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import type { TDeskOrder } from '@rihla/shared/schemas/operator-bookings';
import type { TPhoneBooking, TPhoneCustomer } from '@rihla/shared/schemas/operator-phone-bookings';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TTestApp, uniquePhone } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { freshDates, payOnSandbox, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';

let t: TTestApp;
let picnic: TCatalogueCard;
let agent: TTestOperator;
let manager: TTestOperator;

beforeAll(async () => {
  // The gateway's callback on, as in production: paying the link alone confirms the booking.
  t = await createTestApp({ env: { SANDBOX_CALLBACKS: 'true' } });
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  agent = await newOperator(t, 'agent', 'Adil Agent');
  manager = await newOperator(t, 'manager', 'Mona Manager');
  freshDate = freshDates(t);
});
afterAll(async () => {
  await t?.close();
});

/** Each booking gets its own date, so that tests sharing the database never share seats. */
let freshDate: () => string;

async function departuresOf(date: string, token = agent.token) {
  const res = await operatorCall(t, 'operator/phoneDepartures', { productId: picnic.planId, date }, token);
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data.departures as Array<{ start: string; seatsLeft: number }>;
}

async function newCustomer(token = agent.token): Promise<TPhoneCustomer> {
  const res = await operatorCall(
    t,
    'operator/createCustomer',
    { firstName: 'Hamdan', lastName: 'Caller', phone: uniquePhone() },
    token,
  );
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data;
}

async function book(customer: TPhoneCustomer, date: string, adult = 2, token = agent.token) {
  const [departure] = await departuresOf(date);
  const res = await operatorCall(
    t,
    'operator/bookByPhone',
    { customerId: customer.id, productId: picnic.planId, date, departure: departure?.start, tickets: { adult } },
    token,
  );
  return res;
}

async function bookOk(customer: TPhoneCustomer, date: string, adult = 2): Promise<TPhoneBooking> {
  const res = await book(customer, date, adult);
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data;
}

async function phoneBooking(checkoutId: string, token = agent.token): Promise<TPhoneBooking> {
  const res = await operatorCall(t, 'operator/getPhoneBooking', { checkoutId }, token);
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data;
}

async function deskOrder(id: string): Promise<TDeskOrder> {
  const res = await operatorCall(t, 'operator/getOrder', { id }, agent.token);
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data;
}

describe('POST /api/operator/findCustomer and createCustomer', () => {
  it('finds a shopper by the number as people say it, and a new caller gets an account of their own', async () => {
    const { phone } = await t.newShopper({ first_name: 'Salma', last_name: 'Known' });
    const found = await operatorCall(
      t,
      'operator/findCustomer',
      { phone: phone.replace(/^0(\d\d)/, '0$1 ') },
      agent.token,
    );
    expect(found.statusCode).toBe(200);
    expect(found.body.data.customer).toMatchObject({
      firstName: 'Salma',
      lastName: 'Known',
      phone: `+971${phone.slice(1)}`,
    });

    const nobodyPhone = uniquePhone();
    const missing = await operatorCall(t, 'operator/findCustomer', { phone: nobodyPhone }, agent.token);
    expect(missing.body.data).toEqual({ phone: `+971${nobodyPhone.slice(1)}`, customer: null, lastLanguage: null });
    const created = await operatorCall(
      t,
      'operator/createCustomer',
      { firstName: 'Noor', lastName: 'New', phone: nobodyPhone, email: 'Noor@Example.com' },
      agent.token,
    );
    expect(created.statusCode).toBe(200);
    expect(created.body.data).toMatchObject({ phone: `+971${nobodyPhone.slice(1)}`, email: 'noor@example.com' });
    const again = await operatorCall(t, 'operator/findCustomer', { phone: `+971${nobodyPhone.slice(1)}` }, agent.token);
    expect(again.body.data.customer.id).toBe(created.body.data.id);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id'])
      .where('object_id', '=', created.body.data.id)
      .execute();
    expect(audit).toEqual([{ action: 'customer.create', operator_id: agent.id }]);
  });

  it('refuses a number already registered, an invalid number and a bad email with a 4xx', async () => {
    const { phone } = await t.newShopper();
    const taken = await operatorCall(
      t,
      'operator/createCustomer',
      { firstName: 'A', lastName: 'B', phone },
      agent.token,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toEqual({
      status: 0,
      message: PHONE_BOOKING_MESSAGES.phoneTaken,
      code: 'customer.phone_taken',
      field: 'phone',
    });
    const invalid = await operatorCall(t, 'operator/findCustomer', { phone: '12345' }, agent.token);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toMatchObject({
      message: PHONE_BOOKING_MESSAGES.invalidPhone,
      code: 'customer.invalid_phone',
      field: 'phone',
    });
    const badEmail = await operatorCall(
      t,
      'operator/createCustomer',
      { firstName: 'A', lastName: 'B', phone: uniquePhone(), email: 'not-an-email' },
      agent.token,
    );
    expect(badEmail.statusCode).toBe(400);
  });
});

describe('POST /api/operator/bookByPhone', () => {
  it('holds the seats as a shopper’s checkout does and answers the payment link with the hold’s expiry', async () => {
    const customer = await newCustomer();
    const date = freshDate();
    const [before] = await departuresOf(date);
    const booking = await bookOk(customer, date, 2);
    expect(booking).toMatchObject({ state: 'awaitingPayment', orderId: null, customer: { id: customer.id } });
    expect(booking.totalFils).toBe(2 * picnic.price * 100);
    expect(booking.lines).toEqual([expect.objectContaining({ productId: picnic.planId, date, tickets: { adult: 2 } })]);
    expect(booking.paymentUrl).toMatch(/\/api\/sandbox\/pay\?TransactionID=sbx_/);
    // A caller's hold is the shop's phone hold (an hour until the owner sets one), not the storefront's 15 minutes.
    expect(Date.parse(booking.holdExpiresAt) - t.clock.now().getTime()).toBe(PHONE_HOLD_DEFAULT_MINUTES * 60_000);
    expect(booking.holdMinutes).toBe(PHONE_HOLD_DEFAULT_MINUTES);
    const holds = await t.app.ctx.db
      .selectFrom('seat_holds')
      .select('expires_at')
      .where('checkout_id', '=', booking.checkoutId)
      .execute();
    expect(holds).toEqual([{ expires_at: booking.holdExpiresAt }]);
    const [after] = await departuresOf(date);
    expect(after?.seatsLeft).toBe((before?.seatsLeft ?? 0) - 2);
    // Asked again, the same link: one live payment page a booking.
    expect((await phoneBooking(booking.checkoutId)).paymentUrl).toBe(booking.paymentUrl);
  });

  it('is confirmed by the customer paying the link: the same order, voucher and reference a shopper gets', async () => {
    const customer = await newCustomer();
    const date = freshDate();
    const booking = await bookOk(customer, date, 2);
    const transactionId = new URL(booking.paymentUrl ?? '').searchParams.get('TransactionID') ?? '';
    const page = await t.app.inject({ method: 'GET', url: `/api/sandbox/pay?TransactionID=${transactionId}` });
    expect(page.statusCode).toBe(200);
    const paying = await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
    expect(paying.statusCode).toBe(303);
    // Signed out on their phone, the customer is sent to this booking's confirmation, not a shopper's return page.
    expect(paying.headers.location).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/paid/${booking.checkoutId}\\?key=[A-Za-z0-9_-]{43}$`),
    );
    const paid = await vi.waitFor(
      async () => {
        const now = await phoneBooking(booking.checkoutId);
        if (now.state !== 'confirmed') throw new Error(`still ${now.state}`);
        return now;
      },
      { timeout: 5_000, interval: 20 },
    );
    expect(paid).toMatchObject({ paymentUrl: null, reference: expect.stringMatching(/^RH-/) });
    const order = await deskOrder(paid.orderId ?? '');
    expect(order).toMatchObject({ status: 'confirmed', reference: paid.reference, amountPaidFils: booking.totalFils });
    expect(order.payment).toMatchObject({ provider: 'sandbox', status: 'paid', cardLast4: '1111' });
    expect(order.voucherUrl).toMatch(/voucher/i);
    expect(order.events.find((event) => event.kind === 'bookedByPhone')).toMatchObject({
      operator: { id: agent.id, name: 'Adil Agent' },
    });
    // The customer's own account has the order, as a shopper's would.
    const orders = await t.app.ctx.db
      .selectFrom('orders')
      .select('reference')
      .where('user_id', '=', customer.id)
      .execute();
    expect(orders).toEqual([{ reference: paid.reference }]);
  });

  it('keeps the seats for the phone hold, past the storefront’s 15 minutes, then lets them lapse', async () => {
    const customer = await newCustomer();
    const date = freshDate();
    const [before] = await departuresOf(date);
    const booking = await bookOk(customer, date, 3);
    expect((await departuresOf(date))[0]?.seatsLeft).toBe((before?.seatsLeft ?? 0) - 3);
    t.clock.advance((HOLD_MINUTES + 1) * 60_000);
    expect((await departuresOf(date))[0]?.seatsLeft).toBe((before?.seatsLeft ?? 0) - 3);
    // The link still works while the seats are held.
    expect((await phoneBooking(booking.checkoutId)).paymentUrl).toBe(booking.paymentUrl);
    t.clock.advance((PHONE_HOLD_DEFAULT_MINUTES - HOLD_MINUTES) * 60_000);
    expect((await departuresOf(date))[0]?.seatsLeft).toBe(before?.seatsLeft);
  });

  it('shows the customer their booking’s own hold on the storefront checkout, the shop’s length, not 15 minutes', async () => {
    const { token, phone } = await t.newShopper();
    const found = await operatorCall(t, 'operator/findCustomer', { phone }, agent.token);
    expect(found.statusCode, found.raw.body).toBe(200);
    const booking = await bookOk(found.body.data.customer as TPhoneCustomer, freshDate());
    expect(booking.holdMinutes).toBe(PHONE_HOLD_DEFAULT_MINUTES);
    const view = await t.call('users/viewCheckout', { cartId: booking.checkoutId }, token);
    expect(view.statusCode, view.raw.body).toBe(200);
    expect(view.body.data).toMatchObject({
      state: 'open',
      expiresAt: booking.holdExpiresAt,
      holdMinutes: PHONE_HOLD_DEFAULT_MINUTES,
    });
    expect(Date.parse(view.body.data.expiresAt) - t.clock.now().getTime()).toBeGreaterThan(HOLD_MINUTES * 60_000);
  });

  it('refuses bad input with a 4xx and holds nothing', async () => {
    const customer = await newCustomer();
    const date = freshDate();
    const [before] = await departuresOf(date);
    const unknownCustomer = await operatorCall(
      t,
      'operator/bookByPhone',
      { customerId: 'nobody', productId: picnic.planId, date, departure: before?.start, tickets: { adult: 1 } },
      agent.token,
    );
    expect(unknownCustomer.statusCode).toBe(404);
    expect(unknownCustomer.body.message).toBe(PHONE_BOOKING_MESSAGES.customerNotFound);
    const noTickets = await book(customer, date, 0);
    expect(noTickets.statusCode).toBe(400);
    const pastDate = await operatorCall(
      t,
      'operator/bookByPhone',
      {
        customerId: customer.id,
        productId: picnic.planId,
        date: addDays(todayInDubai(t.clock.now()), -1),
        departure: before?.start,
        tickets: { adult: 1 },
      },
      agent.token,
    );
    expect(pastDate.statusCode).toBe(400);
    const tooMany = await book(customer, date, (before?.seatsLeft ?? 0) + 1);
    expect([400, 409]).toContain(tooMany.statusCode);
    const badShape = await operatorCall(t, 'operator/bookByPhone', { customerId: customer.id }, agent.token);
    expect(badShape.statusCode).toBe(400);
    expect((await departuresOf(date))[0]?.seatsLeft).toBe(before?.seatsLeft);
  });
});

describe('POST /api/operator/recordCashPayment', () => {
  it('refuses an agent (payments.cash is the owner’s and the manager’s) and changes nothing', async () => {
    const booking = await bookOk(await newCustomer(), freshDate(), 1);
    const res = await operatorCall(t, 'operator/recordCashPayment', { checkoutId: booking.checkoutId }, agent.token);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(OPERATOR_MESSAGES.forbidden);
    expect((await phoneBooking(booking.checkoutId)).state).toBe('awaitingPayment');
  });

  it('confirms the booking as paid in cash: provider cash, the timeline names who took it, the link is dead', async () => {
    const date = freshDate();
    const [before] = await departuresOf(date);
    const booking = await bookOk(await newCustomer(), date, 2);
    const res = await operatorCall(t, 'operator/recordCashPayment', { checkoutId: booking.checkoutId }, manager.token);
    expect(res.statusCode, res.raw.body).toBe(200);
    const paid = res.body.data as TPhoneBooking;
    expect(paid).toMatchObject({ state: 'confirmed', paymentUrl: null, reference: expect.stringMatching(/^RH-/) });
    const order = await deskOrder(paid.orderId ?? '');
    expect(order.payment).toMatchObject({ provider: 'cash', status: 'paid' });
    expect(order.voucherUrl).not.toBeNull();
    expect(order.events.find((event) => event.kind === 'paidInCash')).toMatchObject({
      operator: { id: manager.id, name: 'Mona Manager' },
      amountFils: booking.totalFils,
    });
    // Booked for good: the hold's expiry no longer frees the seats.
    t.clock.advance((PHONE_HOLD_DEFAULT_MINUTES + 1) * 60_000);
    expect((await departuresOf(date))[0]?.seatsLeft).toBe((before?.seatsLeft ?? 0) - 2);
    const twice = await operatorCall(
      t,
      'operator/recordCashPayment',
      { checkoutId: booking.checkoutId },
      manager.token,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe(PHONE_BOOKING_MESSAGES.alreadyPaid);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'order')
      .where('object_id', '=', paid.orderId ?? '')
      .execute();
    expect(audit).toEqual([{ action: 'order.cashPayment' }]);
  });

  it('moves seats and money once when cash is recorded as the customer pays the link', async () => {
    const date = freshDate();
    const [before] = await departuresOf(date);
    const booking = await bookOk(await newCustomer(), date, 2);
    const transactionId = new URL(booking.paymentUrl ?? '').searchParams.get('TransactionID') ?? '';
    const [, cash] = await Promise.all([
      payOnSandbox(t, transactionId, SANDBOX_CARDS.approve),
      operatorCall(t, 'operator/recordCashPayment', { checkoutId: booking.checkoutId }, manager.token),
    ]);
    expect([200, 409]).toContain(cash.statusCode);
    const settled = await vi.waitFor(
      async () => {
        const gateway = await t.app.ctx.db
          .selectFrom('sandbox_transactions')
          .select(['status', 'refunded_fils'])
          .where('id', '=', transactionId)
          .executeTakeFirstOrThrow();
        // Cash won: the link's payment is refunded once its callback arrives.
        if (cash.statusCode === 200 && gateway.status !== 'refunded') throw new Error('callback not yet handled');
        if (cash.statusCode === 409 && (await phoneBooking(booking.checkoutId)).state !== 'confirmed') {
          throw new Error('link not yet confirmed');
        }
        return gateway;
      },
      { timeout: 5_000, interval: 20 },
    );
    if (cash.statusCode === 200) expect(settled).toEqual({ status: 'refunded', refunded_fils: booking.totalFils });
    else expect(settled.status).toBe('paid');
    const orders = await t.app.ctx.db
      .selectFrom('orders')
      .select('status')
      .where('checkout_id', '=', booking.checkoutId)
      .execute();
    expect(orders).toEqual([{ status: 'confirmed' }]);
    expect((await departuresOf(date))[0]?.seatsLeft).toBe((before?.seatsLeft ?? 0) - 2);
  });

  it('a cash order refunded from the desk gives the money back at the desk, not through the gateway', async () => {
    const booking = await bookOk(await newCustomer(), freshDate(), 1);
    const paid = (
      await operatorCall(t, 'operator/recordCashPayment', { checkoutId: booking.checkoutId }, manager.token)
    ).body.data as TPhoneBooking;
    const refund = await operatorCall(
      t,
      'operator/cancelOrder',
      { id: paid.orderId, refund: 'amount', amountFils: booking.totalFils, reason: 'Changed plans' },
      manager.token,
    );
    expect(refund.statusCode, refund.raw.body).toBe(200);
    expect(refund.body.data).toMatchObject({ status: 'refunded', refundedFils: booking.totalFils });
  });

  it('answers 404 for a checkout that is not a phone booking', async () => {
    const res = await operatorCall(t, 'operator/getPhoneBooking', { checkoutId: 'no-such' }, agent.token);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe(PHONE_BOOKING_MESSAGES.bookingNotFound);
  });
});

describe('POST /api/operator/sendPassengerLink', () => {
  it('sends a paid booking’s customer the travellers page’s link through the outbox, audited; not before it is paid', async () => {
    const email = `details.${uniquePhone()}@example.com`;
    const created = await operatorCall(
      t,
      'operator/createCustomer',
      { firstName: 'Hamdan', lastName: 'Details', phone: uniquePhone(), email },
      agent.token,
    );
    expect(created.statusCode, created.raw.body).toBe(200);
    const booking = await bookOk(created.body.data, freshDate(), 3);
    expect(booking.passengerDetailsDeadline).toBeNull();
    const early = await operatorCall(
      t,
      'operator/sendPassengerLink',
      { checkoutId: booking.checkoutId, channel: 'email' },
      agent.token,
    );
    expect(early.statusCode).toBe(409);
    expect(early.body.message).toBe(PHONE_BOOKING_MESSAGES.passengerLinkNotPaid);

    const cash = await operatorCall(t, 'operator/recordCashPayment', { checkoutId: booking.checkoutId }, manager.token);
    expect(cash.statusCode, cash.raw.body).toBe(200);
    const paid = cash.body.data as TPhoneBooking;
    // The Musandam picnic asks each guest's details until 48 hours before it leaves.
    expect(paid.passengerDetailsDeadline).toMatch(/^\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Dubai\)$/);
    const res = await operatorCall(
      t,
      'operator/sendPassengerLink',
      { checkoutId: booking.checkoutId, channel: 'email' },
      agent.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.message).toBe(PHONE_BOOKING_MESSAGES.passengerLinkSent('email', email));
    const queued = await t.app.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('order_id', '=', paid.orderId ?? '')
      .where('topic', '=', 'passengerDetailsLink')
      .execute();
    expect(queued).toMatchObject([{ channel: 'email', recipient: email, status: 'pending' }]);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'order.passengerLinkSent')
      .where('object_id', '=', paid.orderId ?? '')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.operator_id).toBe(agent.id);
  });

  it('refuses a bad channel with a 400 and queues nothing', async () => {
    const res = await operatorCall(t, 'operator/sendPassengerLink', { checkoutId: 'x', channel: 'fax' }, agent.token);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(0);
  });
});
