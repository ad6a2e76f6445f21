import type { TPhoneBooking } from '@rihla/shared/schemas/operator-phone-bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOutboxRow } from '../../db/tables/schema.js';
import { createTestApp, type TTestApp, uniquePhone } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { freshDates, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { composeMail, composeSms } from './compose.js';

// Issue 37: an Arabic order's messages name its trip by the product's Arabic title (decision 102's `title_ar`), in
// every message the outbox composes (the payment link, the confirmation, the reminder, an operator's message to the
// departure, the departure's cancellation); the English title where the product has no Arabic one.

const ARABIC_TITLE = 'نزهة على شاطئ مسندم بالقارب';

let t: TTestApp;
let picnic: TCatalogueCard;
let englishTitle: string;
let agent: TTestOperator;
let manager: TTestOperator;
let freshDate: () => string;

beforeAll(async () => {
  t = await createTestApp();
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  const product = await t.app.ctx.db
    .selectFrom('products')
    .select('title')
    .where('id', '=', picnic.planId)
    .executeTakeFirstOrThrow();
  englishTitle = product.title;
  agent = await newOperator(t, 'agent', 'Titles Agent');
  manager = await newOperator(t, 'manager', 'Titles Manager');
  freshDate = freshDates(t, 20);
});
afterAll(async () => {
  await t?.close();
});

async function setArabicTitle(title: string) {
  await t.app.ctx.db.updateTable('products').set({ title_ar: title }).where('id', '=', picnic.planId).execute();
}

/** A booking the desk makes in `language` for a new customer, its payment link sent by text and email. */
async function phoneBooking(language: 'ar' | 'en', date: string) {
  const phone = uniquePhone();
  const customer = await operatorCall(
    t,
    'operator/createCustomer',
    { firstName: 'Hamdan', lastName: 'Titles', phone, email: `${phone.replace(/\D/g, '')}@example.com` },
    agent.token,
  );
  expect(customer.statusCode, customer.raw.body).toBe(200);
  const departures = await operatorCall(t, 'operator/phoneDepartures', { productId: picnic.planId, date }, agent.token);
  const [departure] = departures.body.data.departures as { start: string }[];
  if (!departure) throw new Error(`no departure of the picnic on ${date}`);
  const booked = await operatorCall(
    t,
    'operator/bookByPhone',
    {
      customerId: customer.body.data.id,
      productId: picnic.planId,
      date,
      departure: departure.start,
      tickets: { adult: 1 },
      language,
    },
    agent.token,
  );
  expect(booked.statusCode, booked.raw.body).toBe(200);
  const booking = booked.body.data as TPhoneBooking;
  for (const channel of ['sms', 'email'] as const) {
    const sent = await operatorCall(
      t,
      'operator/sendPaymentLink',
      { checkoutId: booking.checkoutId, channel },
      agent.token,
    );
    expect(sent.statusCode, sent.raw.body).toBe(200);
  }
  const links = await t.app.ctx.db
    .selectFrom('outbox')
    .selectAll()
    .where('topic', '=', 'phonePaymentLink')
    .where('dedupe_key', 'like', `%:${booking.checkoutId}:%`)
    .execute();
  // Composed while the link can still be paid: once paid, a queued link is no longer sent.
  const linkWords = await wordsOf(links);
  const paid = await operatorCall(t, 'operator/recordCashPayment', { checkoutId: booking.checkoutId }, manager.token);
  expect(paid.statusCode, paid.raw.body).toBe(200);
  const order = await t.app.ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', paid.body.data.orderId)
    .executeTakeFirstOrThrow();
  return { order, linkWords };
}

/** Every text and email of `rows`, as the outbox sends them now: subject and body of each. */
async function wordsOf(rows: readonly TOutboxRow[]): Promise<{ topic: string; channel: string; words: string }[]> {
  const said = [];
  for (const row of rows) {
    if (row.channel === 'email') {
      const mail = await composeMail(t.app.ctx, row);
      said.push({ topic: row.topic, channel: row.channel, words: `${mail.subject}\n${mail.text}\n${mail.html}` });
    } else {
      said.push({ topic: row.topic, channel: row.channel, words: (await composeSms(t.app.ctx, row)).body });
    }
  }
  return said;
}

const rowsOfOrder = (orderId: string, topic: TOutboxRow['topic']) =>
  t.app.ctx.db.selectFrom('outbox').selectAll().where('order_id', '=', orderId).where('topic', '=', topic).execute();

/** The departure of the order's first line, as the departures desk names it. */
function departureOf(order: { items: string }) {
  const [line] = JSON.parse(order.items) as { productId: string; date: string; start: string }[];
  if (!line) throw new Error('no line');
  return { productId: line.productId, date: line.date, start: line.start };
}

describe('an Arabic order’s messages name its trip by its Arabic title', () => {
  it('in the payment link, the confirmation, the reminder, an operator’s message and the departure’s cancellation', async () => {
    await setArabicTitle(ARABIC_TITLE);
    const { order, linkWords } = await phoneBooking('ar', freshDate());
    expect(order.language).toBe('ar');
    const key = departureOf(order);
    const message = await operatorCall(
      t,
      'operator/messagePassengers',
      { ...key, text: 'يغادر القارب من الرصيف 3 اليوم.', channels: ['email', 'sms'] },
      manager.token,
    );
    expect(message.statusCode, message.raw.body).toBe(200);
    const said = await wordsOf([
      ...(await rowsOfOrder(order.id, 'orderConfirmed')),
      ...(await rowsOfOrder(order.id, 'departureReminder')),
      ...(await rowsOfOrder(order.id, 'departureMessage')),
    ]);
    said.push(...linkWords);
    const cancelled = await operatorCall(
      t,
      'operator/cancelDeparture',
      { ...key, reason: 'High winds at sea' },
      manager.token,
    );
    expect(cancelled.statusCode, cancelled.raw.body).toBe(200);
    said.push(...(await wordsOf(await rowsOfOrder(order.id, 'departureCancelled'))));

    const topics = new Set(said.map((each) => each.topic));
    expect([...topics].sort()).toEqual(
      ['departureCancelled', 'departureMessage', 'departureReminder', 'orderConfirmed', 'phonePaymentLink'].sort(),
    );
    // Each email names the trip in Arabic and never in English; a text that names the trip names it in Arabic.
    for (const { topic, channel, words } of said) {
      expect(words, `${topic} by ${channel}`).not.toContain(englishTitle);
      if (channel === 'email' || topic !== 'orderConfirmed') {
        expect(words, `${topic} by ${channel}`).toContain(ARABIC_TITLE);
      }
    }
    // The payment link's phrase is Arabic throughout: the trip, its day and its times.
    const link = said.find((each) => each.topic === 'phonePaymentLink' && each.channel === 'sms');
    expect(link?.words).toMatch(new RegExp(`${ARABIC_TITLE}، [^,]+ (ص|م)`));
  });

  it('names the trip by its English title when the product has no Arabic one, and an English order in English', async () => {
    await setArabicTitle('');
    const arabic = await phoneBooking('ar', freshDate());
    for (const { topic, channel, words } of [
      ...arabic.linkWords,
      ...(await wordsOf(await rowsOfOrder(arabic.order.id, 'departureReminder'))),
    ]) {
      expect(words, `${topic} by ${channel}`).toContain(englishTitle);
    }
    await setArabicTitle(ARABIC_TITLE);
    const english = await phoneBooking('en', freshDate());
    const said = [...english.linkWords, ...(await wordsOf(await rowsOfOrder(english.order.id, 'departureReminder')))];
    expect(said).toHaveLength(4);
    for (const { topic, channel, words } of said) {
      expect(words, `${topic} by ${channel}`).toContain(englishTitle);
      expect(words, `${topic} by ${channel}`).not.toContain(ARABIC_TITLE);
    }
  });
});
