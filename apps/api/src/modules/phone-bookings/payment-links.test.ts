// Decision 075: the price before seats are held, the link sent by text or email from the desk, and the payer's
// confirmation after paying the link, signed in or not.
import { PHONE_HOLD_DEFAULT_MINUTES } from '@rihla/shared/constants';
import { EMAIL_MESSAGES } from '@rihla/shared/messages/emails';
import { PHONE_BOOKING_MESSAGES } from '@rihla/shared/messages/phone-bookings';
import { formatAedAmount } from '@rihla/shared/rules/money';
import { addDays, dateInWords, todayInDubai } from '@rihla/shared/rules/time';
import type { TDeskOrder } from '@rihla/shared/schemas/operator-bookings';
import type {
  TPaidPhoneBooking,
  TPhoneBooking,
  TPhoneCustomer,
  TPhoneQuote,
} from '@rihla/shared/schemas/operator-phone-bookings';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp, uniquePhone } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { freshDates, payOnSandbox, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { composeMail, composeSms, MessageSkipped } from '../messages/compose.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';

let t: TTestApp;
/** A second API process on the same database (on SQLite in a file, on PostgreSQL through its own pool). */
let second: TTestApp;
let picnic: TCatalogueCard;
let agent: TTestOperator;
let manager: TTestOperator;
let freshDate: () => string;

beforeAll(async () => {
  t = await createTestApp({ sqliteFile: true, env: { SANDBOX_CALLBACKS: 'true' } });
  second = await createTestApp({ shareDatabaseWith: t, env: { SANDBOX_CALLBACKS: 'true' } });
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  agent = await newOperator(t, 'agent', 'Adil Agent');
  manager = await newOperator(t, 'manager', 'Mona Manager');
  freshDate = freshDates(t);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

async function firstDeparture(date: string): Promise<{ start: string; seatsLeft: number }> {
  const res = await operatorCall(t, 'operator/phoneDepartures', { productId: picnic.planId, date }, agent.token);
  expect(res.statusCode, res.raw.body).toBe(200);
  const [departure] = res.body.data.departures;
  if (!departure) throw new Error(`no departure of the picnic on ${date}`);
  return departure;
}

async function newCustomer(email = ''): Promise<TPhoneCustomer> {
  const res = await operatorCall(
    t,
    'operator/createCustomer',
    { firstName: 'Hamdan', lastName: 'Caller', phone: uniquePhone(), email },
    agent.token,
  );
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data;
}

async function bookOk(customer: TPhoneCustomer, date = freshDate(), adult = 2): Promise<TPhoneBooking> {
  const { start } = await firstDeparture(date);
  const res = await operatorCall(
    t,
    'operator/bookByPhone',
    { customerId: customer.id, productId: picnic.planId, date, departure: start, tickets: { adult } },
    agent.token,
  );
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data;
}

function sendLink(checkoutId: string, channel: 'sms' | 'email', token = agent.token, app = t) {
  return operatorCall(app, 'operator/sendPaymentLink', { checkoutId, channel }, token);
}

function linkMessages(checkoutId: string) {
  return t.app.ctx.db
    .selectFrom('outbox')
    .selectAll()
    .where('topic', '=', 'phonePaymentLink')
    .where('dedupe_key', 'like', `%:${checkoutId}:%`)
    .orderBy('created_at')
    .execute();
}

const transactionOf = (booking: TPhoneBooking) =>
  new URL(booking.paymentUrl ?? '').searchParams.get('TransactionID') ?? '';

describe('POST /api/operator/quotePhoneBooking', () => {
  it('prices the trip per ticket as booking it will, and holds and writes nothing', async () => {
    const customer = await newCustomer();
    const date = freshDate();
    const departure = await firstDeparture(date);
    const rowsBefore = await t.app.ctx.db
      .selectFrom('checkouts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await operatorCall(
      t,
      'operator/quotePhoneBooking',
      { productId: picnic.planId, date, departure: departure.start, tickets: { adult: 2 } },
      agent.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);
    const quote = res.body.data as TPhoneQuote;
    expect(quote).toMatchObject({
      title: picnic.title,
      date,
      totalFils: 2 * picnic.price * 100,
      seatsLeft: departure.seatsLeft,
      rows: [{ kind: 'adult', count: 2, unitFils: picnic.price * 100, totalFils: 2 * picnic.price * 100 }],
    });
    // Nothing held, no checkout, no cart line.
    expect((await firstDeparture(date)).seatsLeft).toBe(departure.seatsLeft);
    const rowsAfter = await t.app.ctx.db
      .selectFrom('checkouts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rowsAfter.n)).toBe(Number(rowsBefore.n));
    // Booking it then asks the price quoted.
    expect((await bookOk(customer, date, 2)).totalFils).toBe(quote.totalFils);
  });

  it('refuses what booking would refuse with a 4xx: too many seats, a past date, no tickets, an unknown product', async () => {
    const date = freshDate();
    const departure = await firstDeparture(date);
    const quote = (body: Record<string, unknown>) =>
      operatorCall(
        t,
        'operator/quotePhoneBooking',
        { productId: picnic.planId, date, departure: departure.start, tickets: { adult: 1 }, ...body },
        agent.token,
      );
    // More than the departure has left, or than one booking may take: refused either way.
    expect([400, 409]).toContain((await quote({ tickets: { adult: departure.seatsLeft + 1 } })).statusCode);
    expect((await quote({ date: addDays(todayInDubai(t.clock.now()), -1) })).statusCode).toBe(400);
    expect((await quote({ tickets: { adult: 0 } })).statusCode).toBe(400);
    expect((await quote({ productId: 'no-such-product' })).statusCode).toBe(404);
    expect((await quote({ departure: '9am' })).statusCode).toBe(400);
  });
});

describe('POST /api/operator/sendPaymentLink', () => {
  it('texts the link through the outbox, shows who sent it, audits it, and puts it on the paid order’s timeline', async () => {
    const customer = await newCustomer();
    const booking = await bookOk(customer);
    const res = await sendLink(booking.checkoutId, 'sms');
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.message).toBe(PHONE_BOOKING_MESSAGES.linkSent('sms', customer.phone));
    expect((res.body.data as TPhoneBooking).sends).toEqual([
      { channel: 'sms', recipient: customer.phone, at: t.clock.now().toISOString(), operatorName: 'Adil Agent' },
    ]);
    const [message] = await linkMessages(booking.checkoutId);
    expect(message).toMatchObject({ channel: 'sms', recipient: customer.phone, status: 'pending', order_id: null });
    const text = await composeSms(t.app.ctx, message as NonNullable<typeof message>);
    // The shop's own page of the booking (decision 078), not the gateway's page.
    expect(booking.linkUrl).toMatch(new RegExp(`^http://rihla.test/paid/${booking.checkoutId}\\?key=`));
    expect(text.body).toContain(booking.linkUrl);
    expect(text.body).toContain(picnic.title);
    expect(text.body).toContain(dateInWords(booking.lines[0]?.date ?? ''));
    expect(text.body).toContain(`AED ${formatAedAmount(booking.totalFils / 100)}`);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id'])
      .where('object_id', '=', booking.checkoutId)
      .where('action', '=', 'order.paymentLinkSent')
      .execute();
    expect(audit).toEqual([{ action: 'order.paymentLinkSent', operator_id: agent.id }]);

    await payOnSandbox(t, transactionOf(booking), SANDBOX_CARDS.approve);
    const paid = await vi.waitFor(
      async () => {
        const now = (await operatorCall(t, 'operator/getPhoneBooking', { checkoutId: booking.checkoutId }, agent.token))
          .body.data as TPhoneBooking;
        if (now.state !== 'confirmed') throw new Error(`still ${now.state}`);
        return now;
      },
      { timeout: 5_000, interval: 20 },
    );
    const order = (await operatorCall(t, 'operator/getOrder', { id: paid.orderId }, agent.token)).body
      .data as TDeskOrder;
    expect(order.events.find((event) => event.kind === 'paymentLinkSent')).toMatchObject({
      operator: { id: agent.id, name: 'Adil Agent' },
      text: PHONE_BOOKING_MESSAGES.linkSentTo('sms', customer.phone),
    });
    // A text still queued once the booking is paid is not sent: it would only confuse.
    await expect(composeSms(t.app.ctx, message as NonNullable<typeof message>)).rejects.toBeInstanceOf(MessageSkipped);
  });

  it('emails the link to a customer with an address, and refuses email for one without (nothing recorded)', async () => {
    const without = await bookOk(await newCustomer());
    const refused = await sendLink(without.checkoutId, 'email');
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(PHONE_BOOKING_MESSAGES.noEmail);
    expect(await linkMessages(without.checkoutId)).toEqual([]);

    const customer = await newCustomer('noor@example.com');
    const booking = await bookOk(customer);
    const res = await sendLink(booking.checkoutId, 'email');
    expect(res.statusCode, res.raw.body).toBe(200);
    const [message] = await linkMessages(booking.checkoutId);
    expect(message).toMatchObject({ channel: 'email', recipient: 'noor@example.com' });
    const mail = await composeMail(t.app.ctx, message as NonNullable<typeof message>);
    expect(mail.subject).toBe(
      EMAIL_MESSAGES.paymentLinkSubject(
        `${picnic.title}, ${dateInWords(booking.lines[0]?.date ?? '')}, ${booking.lines[0]?.time}`,
      ),
    );
    expect(mail.html).toContain(booking.linkUrl?.replaceAll('&', '&amp;') ?? 'missing');
  });

  it('refuses the same channel again within a minute and a sixth send, with a 429', async () => {
    const booking = await bookOk(await newCustomer('twice@example.com'));
    expect((await sendLink(booking.checkoutId, 'sms')).statusCode).toBe(200);
    const again = await sendLink(booking.checkoutId, 'sms');
    expect(again.statusCode).toBe(429);
    expect(again.body.message).toBe(PHONE_BOOKING_MESSAGES.sentMomentAgo);
    // The other channel is another way to reach them.
    expect((await sendLink(booking.checkoutId, 'email')).statusCode).toBe(200);
    for (let sent = 2; sent < 5; sent += 1) {
      t.clock.advance(61_000);
      expect((await sendLink(booking.checkoutId, 'sms')).statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    const sixth = await sendLink(booking.checkoutId, 'sms');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body.message).toBe(PHONE_BOOKING_MESSAGES.tooManySends);
    expect(await linkMessages(booking.checkoutId)).toHaveLength(5);
  });

  // NOTE: on SQLite in one test process the driver answers at once, so the two requests run one after the other;
  // on PostgreSQL they overlap, and without the shared counters both sends of each race went.
  it('keeps the limits across two API processes on one database: of two sends at once only one passes', async () => {
    const booking = await bookOk(await newCustomer('racing@example.com'));
    const race = async (first: 'sms' | 'email', other: 'sms' | 'email') => {
      const answers = await Promise.all([
        sendLink(booking.checkoutId, first, agent.token, t),
        sendLink(booking.checkoutId, other, agent.token, second),
      ]);
      const refused = answers.filter((answer) => answer.statusCode !== 200);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
      return refused[0]?.body.message;
    };
    // The same channel from both at once: one text goes.
    expect(await race('sms', 'sms')).toBe(PHONE_BOOKING_MESSAGES.sentMomentAgo);
    expect(await linkMessages(booking.checkoutId)).toHaveLength(1);
    expect((await sendLink(booking.checkoutId, 'email', agent.token, second)).statusCode).toBe(200);
    for (const app of [second, t]) {
      t.clock.advance(61_000);
      expect((await sendLink(booking.checkoutId, 'sms', agent.token, app)).statusCode).toBe(200);
    }
    // The fifth and a sixth at once, by text from one process and by email from the other: one goes.
    t.clock.advance(61_000);
    expect(await race('sms', 'email')).toBe(PHONE_BOOKING_MESSAGES.tooManySends);
    expect(await linkMessages(booking.checkoutId)).toHaveLength(5);
    const desk = await operatorCall(
      second,
      'operator/getPhoneBooking',
      { checkoutId: booking.checkoutId },
      agent.token,
    );
    expect(desk.statusCode, desk.raw.body).toBe(200);
    expect((desk.body.data as TPhoneBooking).sends).toHaveLength(5);
    const counter = await t.app.ctx.db
      .selectFrom('rate_limit_counters')
      .select('hits')
      .where('bucket', '=', 'payment link sends#booking')
      .where('key', '=', booking.checkoutId)
      .executeTakeFirstOrThrow();
    expect(Number(counter.hits)).toBeGreaterThanOrEqual(5);
  });

  it('refuses to send the link of a booking paid in cash, or of an unknown one', async () => {
    const booking = await bookOk(await newCustomer());
    const cash = await operatorCall(t, 'operator/recordCashPayment', { checkoutId: booking.checkoutId }, manager.token);
    expect(cash.statusCode, cash.raw.body).toBe(200);
    const res = await sendLink(booking.checkoutId, 'sms');
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(PHONE_BOOKING_MESSAGES.linkNotLive);
    expect(await linkMessages(booking.checkoutId)).toEqual([]);
    expect((await sendLink('no-such-checkout', 'sms')).statusCode).toBe(404);
    expect(
      (
        await operatorCall(
          t,
          'operator/sendPaymentLink',
          { checkoutId: booking.checkoutId, channel: 'fax' },
          agent.token,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('does not text a link whose seats are no longer held', async () => {
    const booking = await bookOk(await newCustomer());
    expect((await sendLink(booking.checkoutId, 'sms')).statusCode).toBe(200);
    const [message] = await linkMessages(booking.checkoutId);
    t.clock.advance((PHONE_HOLD_DEFAULT_MINUTES + 1) * 60_000);
    await expect(composeSms(t.app.ctx, message as NonNullable<typeof message>)).rejects.toBeInstanceOf(MessageSkipped);
  });
});

describe('POST /api/phoneBookings/paid', () => {
  it('shows the payer, not signed in, the confirmation after paying: reference, trip and date, nothing personal', async () => {
    const customer = await newCustomer('salma@example.com');
    const booking = await bookOk(customer);
    const paying = await payOnSandbox(t, transactionOf(booking), SANDBOX_CARDS.approve);
    expect(paying.statusCode).toBe(303);
    const returned = new URL(String(paying.headers.location));
    expect(returned.pathname).toBe(`/paid/${booking.checkoutId}`);
    const request = { checkoutId: booking.checkoutId, key: returned.searchParams.get('key') ?? '' };
    const paid = await vi.waitFor(
      async () => {
        const res = await t.call('phoneBookings/paid', request);
        expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
        if (res.body.data.state !== 'confirmed') throw new Error(`still ${res.body.data.state}`);
        return res.body.data as TPaidPhoneBooking;
      },
      { timeout: 5_000, interval: 20 },
    );
    const line = booking.lines[0];
    expect(paid).toEqual({
      state: 'confirmed',
      reference: expect.stringMatching(/^RH-/),
      lines: [{ title: picnic.title, date: line?.date, time: line?.time, tickets: { adult: 2, child: 0, infant: 0 } }],
      totalFils: booking.totalFils,
      holdExpiresAt: null,
      payment: null,
    });
    const answer = JSON.stringify(paid);
    for (const personal of [customer.phone, customer.email, customer.firstName, customer.lastName]) {
      expect(answer).not.toContain(personal);
    }
  });

  it('offers the payment until the hold runs out, then says expired; a wrong key or another booking’s key is a 404', async () => {
    const booking = await bookOk(await newCustomer());
    const other = await bookOk(await newCustomer());
    // The key comes from the payment page's return address; read it as the gateway would send the payer.
    const returnUrl = await t.app.ctx.db
      .selectFrom('sandbox_transactions')
      .select('return_url')
      .where('id', '=', transactionOf(booking))
      .executeTakeFirstOrThrow();
    const key = new URL(returnUrl.return_url).searchParams.get('key') ?? '';
    expect(booking.linkUrl).toBe(`http://rihla.test/paid/${booking.checkoutId}?key=${key}`);
    const unpaid = await t.call('phoneBookings/paid', { checkoutId: booking.checkoutId, key });
    expect(unpaid.statusCode).toBe(200);
    // What the payer sees before paying: the trip, tickets and amount, until when, and the payment page to go to.
    expect(unpaid.body.data).toMatchObject({
      state: 'payable',
      reference: null,
      totalFils: booking.totalFils,
      holdExpiresAt: booking.holdExpiresAt,
      payment: { TransactionID: transactionOf(booking), PaymentPage: 'http://rihla.test/api/sandbox/pay' },
    });
    expect(unpaid.body.data.lines[0].tickets).toMatchObject({ adult: 2 });
    const wrong = await t.call('phoneBookings/paid', { checkoutId: booking.checkoutId, key: `${key.slice(1)}x` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body.message).toBe(PHONE_BOOKING_MESSAGES.bookingNotFound);
    const swapped = await t.call('phoneBookings/paid', { checkoutId: other.checkoutId, key });
    expect(swapped.statusCode).toBe(404);

    // The hold runs out: the link says so, offers no payment, and can no longer be sent.
    t.clock.advance(Date.parse(booking.holdExpiresAt) - t.clock.now().getTime() + 1_000);
    const lapsed = await t.call('phoneBookings/paid', { checkoutId: booking.checkoutId, key });
    expect(lapsed.body.data).toMatchObject({ state: 'expired', payment: null, holdExpiresAt: null });
    const resend = await sendLink(booking.checkoutId, 'sms');
    expect(resend.statusCode).toBe(409);
    expect(resend.body.message).toBe(PHONE_BOOKING_MESSAGES.linkNotLive);
  });
});

describe('the payment page', () => {
  it('names the trip and its date and time, for a phone booking’s link as for any checkout', async () => {
    const booking = await bookOk(await newCustomer());
    const page = await t.app.inject({ method: 'GET', url: `/api/sandbox/pay?TransactionID=${transactionOf(booking)}` });
    expect(page.statusCode).toBe(200);
    const line = booking.lines[0];
    expect(page.body).toContain(`${picnic.title}, ${dateInWords(line?.date ?? '')}, ${line?.time}`);
  });
});
