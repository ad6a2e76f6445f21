// Decision 110: the desk books in the customer's language, English or Arabic, by default their last order's; the
// payment link, the confirmation, the voucher and the invoice are then in it.
import { EMAIL_MESSAGES } from '@rihla/shared/messages/emails';
import { EMAIL_MESSAGES_AR } from '@rihla/shared/messages/shopper-ar';
import type { TPhoneBooking, TPhoneCustomer } from '@rihla/shared/schemas/operator-phone-bookings';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp, uniquePhone } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { freshDates, payOnSandbox, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { composeMail, composeSms } from '../messages/compose.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';

let t: TTestApp;
let picnic: TCatalogueCard;
let agent: TTestOperator;
let guide: TTestOperator;
let freshDate: () => string;

beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_CALLBACKS: 'true' } });
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  agent = await newOperator(t, 'agent', 'Adil Agent');
  guide = await newOperator(t, 'guide', 'Ghanem Guide');
  freshDate = freshDates(t);
});
afterAll(async () => {
  await t?.close();
});

async function newCustomer(phone = uniquePhone()): Promise<TPhoneCustomer> {
  const res = await operatorCall(
    t,
    'operator/createCustomer',
    { firstName: 'Hamdan', lastName: 'Caller', phone, email: `${phone.replace(/\D/g, '')}@example.com` },
    agent.token,
  );
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data;
}

async function tripOf(date = freshDate()) {
  const res = await operatorCall(t, 'operator/phoneDepartures', { productId: picnic.planId, date }, agent.token);
  expect(res.statusCode, res.raw.body).toBe(200);
  const [departure] = res.body.data.departures as { start: string }[];
  if (!departure) throw new Error(`no departure of the picnic on ${date}`);
  return { productId: picnic.planId, date, departure: departure.start, tickets: { adult: 1 } };
}

function book(customer: TPhoneCustomer, extra: Record<string, unknown>, token = agent.token) {
  return tripOf().then((trip) =>
    operatorCall(t, 'operator/bookByPhone', { customerId: customer.id, ...trip, ...extra }, token),
  );
}

const checkoutsOf = (userId: string) =>
  t.app.ctx.db.selectFrom('checkouts').select(['id', 'language']).where('user_id', '=', userId).execute();

/** Pays a booking's link on the sandbox and waits for its order. */
async function payLink(booking: TPhoneBooking) {
  const transactionId = new URL(booking.paymentUrl ?? '').searchParams.get('TransactionID') ?? '';
  const paying = await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
  expect(paying.statusCode).toBe(303);
  const order = await vi.waitFor(
    async () =>
      t.app.ctx.db
        .selectFrom('orders')
        .select(['id', 'language', 'status'])
        .where('checkout_id', '=', booking.checkoutId)
        .executeTakeFirstOrThrow(),
    { timeout: 5_000, interval: 20 },
  );
  return { order, returned: new URL(String(paying.headers.location)) };
}

async function findLastLanguage(customer: TPhoneCustomer) {
  const res = await operatorCall(t, 'operator/findCustomer', { phone: customer.phone }, agent.token);
  expect(res.statusCode, res.raw.body).toBe(200);
  expect(res.body.data.customer?.id).toBe(customer.id);
  return res.body.data.lastLanguage as string | null;
}

describe('the desk’s booking in the customer’s language', () => {
  it('books in Arabic: the checkout, the link (under /ar), its text and email, and the paid order are Arabic; audited', async () => {
    const customer = await newCustomer();
    const res = await book(customer, { language: 'ar' });
    expect(res.statusCode, res.raw.body).toBe(200);
    const booking = res.body.data as TPhoneBooking;
    expect(booking.language).toBe('ar');
    expect(booking.linkUrl).toMatch(new RegExp(`^http://rihla.test/ar/paid/${booking.checkoutId}\\?key=`));
    expect(await checkoutsOf(customer.id)).toEqual([{ id: booking.checkoutId, language: 'ar' }]);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['operator_id', 'after_json'])
      .where('action', '=', 'order.phoneBooking')
      .where('object_id', '=', booking.checkoutId)
      .executeTakeFirstOrThrow();
    expect(audit.operator_id).toBe(agent.id);
    expect(JSON.parse(String(audit.after_json))).toMatchObject({ customerId: customer.id, language: 'ar' });

    // The link goes out in Arabic, by text and by email, and opens the Arabic page.
    for (const channel of ['sms', 'email'] as const) {
      const sent = await operatorCall(
        t,
        'operator/sendPaymentLink',
        { checkoutId: booking.checkoutId, channel },
        agent.token,
      );
      expect(sent.statusCode, sent.raw.body).toBe(200);
    }
    const messages = await t.app.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('topic', '=', 'phonePaymentLink')
      .where('dedupe_key', 'like', `%:${booking.checkoutId}:%`)
      .orderBy('created_at')
      .execute();
    expect(messages.map((message) => message.channel).sort()).toEqual(['email', 'sms']);
    for (const message of messages) expect(JSON.parse(message.payload)).toMatchObject({ language: 'ar' });
    const sms = messages.find((message) => message.channel === 'sms');
    const email = messages.find((message) => message.channel === 'email');
    if (!sms || !email) throw new Error('both sends queued');
    const text = await composeSms(t.app.ctx, sms);
    expect(text.body).toMatch(/[\u0600-\u06FF]/);
    expect(text.body).toContain(`/ar/paid/${booking.checkoutId}`);
    const mail = await composeMail(t.app.ctx, email);
    expect(mail.subject.startsWith(EMAIL_MESSAGES_AR.paymentLinkSubject(''))).toBe(true);

    // Paid: the payer comes back to the Arabic page, and the order (its confirmation, voucher, invoice) is Arabic.
    const { order, returned } = await payLink(booking);
    expect(returned.pathname).toBe(`/ar/paid/${booking.checkoutId}`);
    expect(order).toMatchObject({ language: 'ar', status: 'confirmed' });
    const confirmation = await t.app.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('topic', '=', 'orderConfirmed')
      .where('order_id', '=', order.id)
      .where('channel', '=', 'email')
      .executeTakeFirstOrThrow();
    const confirmed = await composeMail(t.app.ctx, confirmation);
    expect(confirmed.subject).toMatch(/[\u0600-\u06FF]/);

    // The customer's next call defaults to Arabic.
    expect(await findLastLanguage(customer)).toBe('ar');
  });

  it('books in English when the desk names no language, and defaults to the last order’s language', async () => {
    const customer = await newCustomer();
    expect(await findLastLanguage(customer)).toBeNull();
    const res = await book(customer, {});
    expect(res.statusCode, res.raw.body).toBe(200);
    const booking = res.body.data as TPhoneBooking;
    expect(booking.language).toBe('en');
    expect(booking.linkUrl).toMatch(new RegExp(`^http://rihla.test/paid/${booking.checkoutId}\\?key=`));
    const sent = await operatorCall(
      t,
      'operator/sendPaymentLink',
      { checkoutId: booking.checkoutId, channel: 'email' },
      agent.token,
    );
    expect(sent.statusCode, sent.raw.body).toBe(200);
    const message = await t.app.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('topic', '=', 'phonePaymentLink')
      .where('dedupe_key', 'like', `%:${booking.checkoutId}:%`)
      .executeTakeFirstOrThrow();
    expect((await composeMail(t.app.ctx, message)).subject.startsWith(EMAIL_MESSAGES.paymentLinkSubject(''))).toBe(
      true,
    );
    const { order } = await payLink(booking);
    expect(order.language).toBe('en');
    expect(await findLastLanguage(customer)).toBe('en');
    // An Arabic order after it: the last one decides.
    const arabic = await book(customer, { language: 'ar' });
    expect(arabic.statusCode, arabic.raw.body).toBe(200);
    await payLink(arabic.body.data);
    expect(await findLastLanguage(customer)).toBe('ar');
  });

  it('refuses a language that is not English or Arabic, and a guide, with a 4xx that holds and writes nothing', async () => {
    const customer = await newCustomer();
    const auditBefore = await t.app.ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'order.phoneBooking')
      .executeTakeFirstOrThrow();
    const french = await book(customer, { language: 'fr' });
    expect(french.statusCode).toBe(400);
    expect(french.body.status).not.toBe(1);
    expect(french.body.message).toBe('Choose English or Arabic');
    const byGuide = await book(customer, { language: 'ar' }, guide.token);
    expect(byGuide.statusCode).toBe(403);
    expect(byGuide.body.status).not.toBe(1);
    expect(byGuide.body.message).toEqual(expect.any(String));
    expect(await checkoutsOf(customer.id)).toEqual([]);
    const auditAfter = await t.app.ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'order.phoneBooking')
      .executeTakeFirstOrThrow();
    expect(Number(auditAfter.n)).toBe(Number(auditBefore.n));
  });
});
