// A departure's desk (issue 34, decision 073): a departure cancelled with every booking on it refunded in full where
// each part came from (card, cash, points, gift card, wallet), an order with another departure keeping it, twice, a
// gateway refusing one refund; the passengers messaged; the timelines, the outbox and the permissions. On SQLite and
// on PostgreSQL (TEST_DATABASE_URL).
import { DEPARTURE_DESK_MESSAGES } from '@rihla/shared/messages/departures';
import { slotStartUtc } from '@rihla/shared/rules/time';
import type { TDeskOrder } from '@rihla/shared/schemas/operator-bookings';
import type {
  TCancelDepartureData,
  TDepartureCancellationQuote,
  TMessagePassengersData,
} from '@rihla/shared/schemas/operator-departures';
import type { TManifestData } from '@rihla/shared/schemas/operator-manifests';
import type { TProductCalendarData } from '@rihla/shared/schemas/operator-timetables';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TOrderRow } from '../../db/tables/schema.js';
import { cashBooking, confirmedBooking, gatewayRecord } from '../../test/desk-orders.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { creditLedger, issuedGiftCardCode, newShopperWithId } from '../../test/ledger.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { freshDates, payAndConfirm, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { storedLines } from '../booking/steps/price-cart.js';
import { composeMail, composeSms } from '../messages/compose.js';

let t: TTestApp;
let picnic: TCatalogueCard;
let owner: TTestOperator;
let manager: TTestOperator;
let agent: TTestOperator;
let guide: TTestOperator;
let freshDate: () => string;
const reason = 'Strong winds: the coast guard closed the harbour';

beforeAll(async () => {
  // Texts on (written to files), so that each message goes by email and by text.
  t = await createTestApp({ env: { SMS_PROVIDER: 'files' } });
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  owner = await newOperator(t, 'owner', 'Omar Owner');
  manager = await newOperator(t, 'manager', 'Mona Manager');
  agent = await newOperator(t, 'agent', 'Adil Agent');
  guide = await newOperator(t, 'guide', 'Gina Guide');
  freshDate = freshDates(t, 20);
});
afterAll(async () => {
  await t?.close();
});
// The test clock stands still; a test that moves it to a trip's morning has it put back.
let startedAt: string;
beforeAll(() => {
  startedAt = t.clock.now().toISOString();
});
afterEach(() => {
  t.clock.set(startedAt);
});

type TKey = { productId: string; date: string; start: string };

const keyOf = (order: TOrderRow, index = 0): TKey => {
  const line = storedLines(order)[index];
  if (!line) throw new Error('no line');
  return { productId: line.productId, date: line.date, start: line.start };
};

const orderRow = (id: string) =>
  t.app.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function deskOrder(id: string, token = manager.token): Promise<TDeskOrder> {
  const res = await operatorCall(t, 'operator/getOrder', { id }, token);
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data as TDeskOrder;
}

async function cancelDeparture(key: TKey, token = manager.token) {
  const res = await operatorCall(t, 'operator/cancelDeparture', { ...key, reason }, token);
  return { res, data: res.body.data as TCancelDepartureData };
}

/** A booking paid with points, a gift card, the wallet and the card, through checkout and the gateway. */
async function mixedBooking(date: string) {
  const { token, userId } = await newShopperWithId(t);
  await t.app.ctx.db
    .updateTable('users')
    .set({ email: `mixed.${userId}@example.com` })
    .where('id', '=', userId)
    .execute();
  await creditLedger(t, userId, 'wallet', 3_000);
  await creditLedger(t, userId, 'points', 1_000);
  const code = await issuedGiftCardCode(t, manager.token, 50);
  const line = { module: picnic.module, planId: picnic.planId, date, time: picnic.time, adultCount: 2 };
  expect((await t.call('users/addToCart', { item: [line] }, token)).body.status).toBe(1);
  const { order, transactionId } = await payAndConfirm(t, token, {
    use_wallet: true,
    use_points: true,
    gift_card_code: code,
  });
  return { token, userId, order, transactionId };
}

/** A walk-in booking paid in cash at the desk (decision 042), as its order's row. */
async function cashOrder(date: string) {
  return orderRow((await cashBooking(t, picnic, date, manager.token)).orderId);
}

/** A shopper's order of two departures of the picnic: `date` and `otherDate`, paid by card. */
async function twoDepartureBooking(date: string, otherDate: string) {
  const { token, userId } = await newShopperWithId(t);
  await t.app.ctx.db
    .updateTable('users')
    .set({ email: `two.${userId}@example.com` })
    .where('id', '=', userId)
    .execute();
  const line = (on: string, adultCount: number) => ({
    module: picnic.module,
    planId: picnic.planId,
    date: on,
    time: picnic.time,
    adultCount,
  });
  expect((await t.call('users/addToCart', { item: [line(date, 2), line(otherDate, 3)] }, token)).body.status).toBe(1);
  return { token, ...(await payAndConfirm(t, token)) };
}

async function outboxOf(orderId: string, topic: string) {
  return t.app.ctx.db
    .selectFrom('outbox')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('topic', '=', topic as never)
    .orderBy('channel')
    .execute();
}

async function ledgerSum(userId: string, kind: 'wallet' | 'points'): Promise<number> {
  const rows = await t.app.ctx.db
    .selectFrom('ledger_entries')
    .select('amount')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

describe('POST /api/operator/cancelDeparture', () => {
  it('cancels every booking of the departure, card, cash, points, gift card and wallet, each refunded in full where it came from whatever the terms say', async () => {
    const date = freshDate();
    const card = await confirmedBooking(t, picnic, date, 2);
    const mixed = await mixedBooking(date);
    const cash = await cashOrder(date);
    const key = keyOf(card.order);
    expect(keyOf(cash)).toEqual(key);
    const walletBefore = await ledgerSum(mixed.userId, 'wallet');

    // On the morning of the trip, inside every cut-off: the terms would give nothing back, the shop gives all. (A
    // manager signed in then: the others' sessions lapse over the days between; the clock goes back after.)
    t.clock.set(new Date(slotStartUtc(date, key.start).getTime() - 2 * 3_600_000).toISOString());
    const onTheDay = await newOperator(t, 'manager', 'Mona Manager');
    const quote = await operatorCall(t, 'operator/quoteDepartureCancellation', key, onTheDay.token);
    expect(quote.statusCode, quote.raw.body).toBe(200);
    const preview = quote.body.data as TDepartureCancellationQuote;
    expect(preview.bookings.map((booking) => booking.reference).sort()).toEqual(
      [card.order.reference, mixed.order.reference, cash.reference].sort(),
    );
    const mixedValue = mixed.order.amount_paid_fils + 800 + 5_000 + 3_000;
    expect(preview.totalFils).toBe(card.order.amount_paid_fils + mixedValue + cash.amount_paid_fils);
    expect(Object.fromEntries(preview.byDestination.map((part) => [part.to, part.fils]))).toEqual({
      card: card.order.amount_paid_fils + mixed.order.amount_paid_fils,
      points: 800,
      giftCard: 5_000,
      wallet: 3_000,
      cash: cash.amount_paid_fils,
    });

    const { res, data } = await cancelDeparture(key, onTheDay.token);
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.message).toBe(DEPARTURE_DESK_MESSAGES.cancelled(3, preview.totalFils, 0));
    expect(data.departure.isClosed).toBe(true);
    expect(data.results.every((result) => result.outcome === 'cancelled' && result.problem === null)).toBe(true);
    const byReference = new Map(data.results.map((result) => [result.reference, result]));
    expect(byReference.get(mixed.order.reference)?.refundFils).toBe(mixedValue);
    expect(byReference.get(mixed.order.reference)?.parts.map((part) => part.to)).toEqual([
      'points',
      'giftCard',
      'wallet',
      'card',
    ]);

    // The money: the card's back at the gateway, the balances back in the ledger, cash owed at the desk.
    expect(await gatewayRecord(t, card.transactionId)).toMatchObject({
      status: 'refunded',
      refunded_fils: card.order.amount_paid_fils,
    });
    expect((await gatewayRecord(t, mixed.transactionId)).refunded_fils).toBe(mixed.order.amount_paid_fils);
    expect((await ledgerSum(mixed.userId, 'wallet')) - walletBefore).toBe(3_000);
    // The 1,000 points spent come back, and those the order earned (pending) are taken back (decision 058).
    expect(await ledgerSum(mixed.userId, 'points')).toBe(1_000);
    for (const id of [card.order.id, mixed.order.id, cash.id]) expect((await orderRow(id)).status).toBe('refunded');

    // The departure is closed, its seats back but not on sale, the manifest empty.
    const manifest = await operatorCall(t, 'operator/getManifest', key, onTheDay.token);
    expect((manifest.body.data as TManifestData).bookings).toEqual([]);
    const month = await operatorCall(
      t,
      'operator/productCalendar',
      { productId: key.productId, month: date.slice(0, 7) },
      onTheDay.token,
    );
    const day = (month.body.data as TProductCalendarData).days.find((each) => each.date === date);
    expect(day?.departures.find((each) => each.start === key.start)).toMatchObject({
      isClosed: true,
      left: 0,
      booked: 0,
    });

    // Each shopper told by email and text: the trip, the date and time, the reason, where each part goes.
    const rows = await outboxOf(mixed.order.id, 'departureCancelled');
    expect(rows.map((row) => row.channel)).toEqual(['email', 'sms']);
    expect(await outboxOf(mixed.order.id, 'orderCancelled')).toEqual([]);
    const mail = await composeMail(t.app.ctx, rows[0] as never);
    const sms = await composeSms(t.app.ctx, rows[1] as never);
    for (const text of [mail.text, sms.body]) {
      expect(text).toContain(picnic.title);
      expect(text).toContain(reason);
      expect(text).toContain('1,000 points (AED 8.00) back to your points.');
      expect(text).toContain('AED 50.00 back to your gift card.');
      expect(text).toContain('AED 30.00 to your wallet: it is in your wallet now.');
      expect(text).toContain('back to your card: it takes 10 to 15 working days to reach you.');
    }
    expect(mail.subject).toContain(picnic.title);
    const cashSms = await composeSms(t.app.ctx, (await outboxOf(cash.id, 'departureCancelled'))[1] as never);
    expect(cashSms.body).toContain('in cash: it is paid back to you at our desk.');

    // The order's timeline and the audit log say who cancelled it, why, and what came back.
    const order = await deskOrder(card.order.id, onTheDay.token);
    const refunded = order.events.find((event) => event.kind === 'refunded');
    expect(refunded).toMatchObject({ operator: { name: 'Mona Manager' }, amountFils: card.order.amount_paid_fils });
    expect(refunded?.text).toContain(reason);
    const audits = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'object_id'])
      .where('object_type', '=', 'departure')
      .where('object_id', '=', `${key.productId}/${key.date}/${key.start}`)
      .execute();
    expect(audits.map((row) => row.action).sort()).toEqual(['departure.cancel', 'departure.close']);
  });

  it('cancels only this departure’s tickets of an order with another departure, refunded in full; the rest stands', async () => {
    const date = freshDate();
    const otherDate = freshDate();
    const { order, transactionId } = await twoDepartureBooking(date, otherDate);
    const key = keyOf(order, 0);
    const [first, second] = storedLines(order);
    const lineShare = Math.floor((order.amount_paid_fils * (first?.totalFils ?? 0)) / order.subtotal_fils);

    const { res, data } = await cancelDeparture(key);
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(data.results).toEqual([
      expect.objectContaining({ reference: order.reference, outcome: 'ticketsCancelled', refundFils: lineShare }),
    ]);
    const after = await orderRow(order.id);
    expect(after.status).toBe('confirmed');
    expect(storedLines(after).map((line) => line.date)).toEqual([second?.date]);
    expect((await gatewayRecord(t, transactionId)).refunded_fils).toBe(lineShare);
    // The other departure keeps its seats; this one's manifest no longer lists the order.
    const manifest = await operatorCall(t, 'operator/getManifest', keyOf(order, 1), manager.token);
    expect((manifest.body.data as TManifestData).bookings.map((booking) => booking.reference)).toEqual([
      order.reference,
    ]);
    const gone = await operatorCall(t, 'operator/getManifest', key, manager.token);
    expect((gone.body.data as TManifestData).bookings).toEqual([]);
    const [sms] = (await outboxOf(order.id, 'departureCancelled')).filter((row) => row.channel === 'sms');
    expect((await composeSms(t.app.ctx, sms as never)).body).toContain(`${order.reference}:`);
    const mail = await composeMail(
      t.app.ctx,
      (await outboxOf(order.id, 'departureCancelled')).find((row) => row.channel === 'email') as never,
    );
    expect(mail.text).toContain('the rest of your booking stands');
    const desk = await deskOrder(order.id);
    expect(desk.events.find((event) => event.kind === 'ticketsCancelled')?.text).toContain(reason);
  });

  it('run twice, cancels and refunds nothing twice', async () => {
    const date = freshDate();
    const card = await confirmedBooking(t, picnic, date, 2);
    const key = keyOf(card.order);
    expect((await cancelDeparture(key)).data.results).toHaveLength(1);
    const again = await cancelDeparture(key);
    expect(again.res.statusCode, again.res.raw.body).toBe(200);
    expect(again.data.results).toEqual([]);
    expect(again.res.body.message).toBe(DEPARTURE_DESK_MESSAGES.cancelled(0, 0, 0));
    expect((await gatewayRecord(t, card.transactionId)).refunded_fils).toBe(card.order.amount_paid_fils);
    expect(await outboxOf(card.order.id, 'departureCancelled')).toHaveLength(2);
    const events = (await deskOrder(card.order.id)).events.filter((event) => event.kind === 'refunded');
    expect(events).toHaveLength(1);
  });

  it('leaves a cancelled booking out of the quote, the timetable desk’s affected bookings and the passengers', async () => {
    const date = freshDate();
    const card = await confirmedBooking(t, picnic, date, 2);
    const key = keyOf(card.order);
    const affected = async () => {
      const res = await operatorCall(t, 'operator/affectedBookings', key, manager.token);
      expect(res.statusCode, res.raw.body).toBe(200);
      return (res.body.data as { bookings: { orderId: string }[] }).bookings.map((booking) => booking.orderId);
    };
    const quoted = async () => {
      const res = await operatorCall(t, 'operator/quoteDepartureCancellation', key, manager.token);
      expect(res.statusCode, res.raw.body).toBe(200);
      return (res.body.data as TDepartureCancellationQuote).bookings.map((booking) => booking.orderId);
    };
    expect(await affected()).toEqual([card.order.id]);
    expect(await quoted()).toEqual([card.order.id]);
    expect((await cancelDeparture(key)).data.results).toHaveLength(1);
    expect(await affected()).toEqual([]);
    expect(await quoted()).toEqual([]);
    const hello = { ...key, text: 'Hello', channels: ['email'] };
    const none = await operatorCall(t, 'operator/messagePassengers', hello, manager.token);
    expect(none.statusCode).toBe(409);
    expect(none.body.message).toBe(DEPARTURE_DESK_MESSAGES.noPassengers);
  });

  it('reports a card refund the gateway refuses on its booking, cancels the others, and pays it once when run again', async () => {
    const date = freshDate();
    const refused = await confirmedBooking(t, picnic, date, 2, 'Refused');
    const fine = await confirmedBooking(t, picnic, date, 2, 'Fine');
    const key = keyOf(fine.order);
    const { payments } = t.app.ctx;
    const refund = payments.refund;
    // NOTE: the sandbox gateway never refuses a refund; a real one may (a closed card account, an outage).
    payments.refund = async (transactionId, amountFils, refundKey) => {
      if (transactionId === refused.transactionId) throw new Error('The gateway refused the refund');
      return refund.call(payments, transactionId, amountFils, refundKey);
    };
    let first: Awaited<ReturnType<typeof cancelDeparture>>;
    try {
      first = await cancelDeparture(key);
    } finally {
      payments.refund = refund;
    }
    expect(first.res.statusCode, first.res.raw.body).toBe(200);
    const byReference = new Map(first.data.results.map((result) => [result.reference, result]));
    expect(byReference.get(fine.order.reference)).toMatchObject({ outcome: 'cancelled', problem: null });
    expect(byReference.get(refused.order.reference)?.problem).toContain('The gateway refused the refund');
    expect(first.res.body.message).toMatch(
      /^Departure closed and 2 bookings cancelled, AED [\d,.]+ refunded, 1 booking needs another try$/,
    );
    expect((await gatewayRecord(t, fine.transactionId)).refunded_fils).toBe(fine.order.amount_paid_fils);
    expect((await gatewayRecord(t, refused.transactionId)).refunded_fils).toBe(0);
    expect((await orderRow(refused.order.id)).status).toBe('cancelled');

    const again = await cancelDeparture(key);
    expect(again.data.results).toEqual([
      expect.objectContaining({ reference: refused.order.reference, outcome: 'alreadyCancelled', problem: null }),
    ]);
    expect((await gatewayRecord(t, refused.transactionId)).refunded_fils).toBe(refused.order.amount_paid_fils);
    expect((await orderRow(refused.order.id)).status).toBe('refunded');
    expect((await cancelDeparture(key)).data.results).toEqual([]);
    expect((await gatewayRecord(t, refused.transactionId)).refunded_fils).toBe(refused.order.amount_paid_fils);
  });

  it('is for owners and managers only: an agent and a guide are refused and nothing changes; no such departure is a 404', async () => {
    const date = freshDate();
    const card = await confirmedBooking(t, picnic, date, 2);
    const key = keyOf(card.order);
    for (const token of [agent.token, guide.token]) {
      expect((await cancelDeparture(key, token)).res.statusCode).toBe(403);
      expect((await operatorCall(t, 'operator/quoteDepartureCancellation', key, token)).statusCode).toBe(403);
    }
    expect((await orderRow(card.order.id)).status).toBe('confirmed');
    const missing = await cancelDeparture({ ...key, start: '03:17' }, owner.token);
    expect(missing.res.statusCode).toBe(404);
    expect(missing.res.body).toEqual({ status: 0, message: DEPARTURE_DESK_MESSAGES.noSuchDeparture });
    const blank = await operatorCall(t, 'operator/cancelDeparture', { ...key, reason: '  ' }, owner.token);
    expect(blank.statusCode).toBe(400);
    expect((await orderRow(card.order.id)).status).toBe('confirmed');
  });
});

describe('POST /api/operator/messagePassengers', () => {
  it('sends the message by email and text to each confirmed booking’s lead guest, recorded on each order’s timeline', async () => {
    const date = freshDate();
    const one = await confirmedBooking(t, picnic, date, 2, 'One');
    const two = await confirmedBooking(t, picnic, date, 3, 'Two');
    const key = keyOf(one.order);
    const text = 'The boat leaves from pier 3 today, not pier 1. See you at 08:30!';
    const res = await operatorCall(
      t,
      'operator/messagePassengers',
      { ...key, text, channels: ['email', 'sms'] },
      agent.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.message).toBe(DEPARTURE_DESK_MESSAGES.messaged(2));
    const data = res.body.data as TMessagePassengersData;
    expect(data.sent.map((sent) => [sent.reference, sent.queued]).sort()).toEqual(
      [
        [one.order.reference, 2],
        [two.order.reference, 2],
      ].sort(),
    );
    const rows = await outboxOf(one.order.id, 'departureMessage');
    expect(rows.map((row) => [row.channel, row.recipient])).toEqual([
      ['email', one.email],
      ['sms', `+971${one.phone.slice(1)}`],
    ]);
    const mail = await composeMail(t.app.ctx, rows[0] as never);
    expect(mail.text).toContain(text);
    expect(mail.subject).toContain(picnic.title);
    const sms = await composeSms(t.app.ctx, rows[1] as never);
    expect(sms.body).toContain(text);
    expect(sms.body.startsWith('Rihla')).toBe(true);

    const event = (await deskOrder(two.order.id)).events.find((each) => each.kind === 'passengersMessaged');
    expect(event).toMatchObject({ operator: { name: 'Adil Agent' } });
    expect(event?.text).toBe(DEPARTURE_DESK_MESSAGES.messagedEvent('email and text', text));
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('object_id', '=', `${key.productId}/${key.date}/${key.start}`)
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('departure.message');
    expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ text, channels: ['email', 'sms'] });
  });

  it('keeps a text short, needs bookings.write, and refuses a departure with no bookings', async () => {
    const date = freshDate();
    const one = await confirmedBooking(t, picnic, date, 2);
    const key = keyOf(one.order);
    const long = { ...key, text: 'x'.repeat(301), channels: ['sms'] };
    const tooLong = await operatorCall(t, 'operator/messagePassengers', long, manager.token);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body.message).toContain('300');
    const byEmail = await operatorCall(
      t,
      'operator/messagePassengers',
      { ...long, channels: ['email'] },
      manager.token,
    );
    expect(byEmail.statusCode, byEmail.raw.body).toBe(200);
    const asGuide = await operatorCall(t, 'operator/messagePassengers', { ...long, channels: ['email'] }, guide.token);
    expect(asGuide.statusCode).toBe(403);
    expect(await outboxOf(one.order.id, 'departureMessage')).toHaveLength(1);
    const empty = { ...key, date: freshDate(), text: 'Hello', channels: ['email'] };
    const none = await operatorCall(t, 'operator/messagePassengers', empty, manager.token);
    expect(none.statusCode).toBe(409);
    expect(none.body.message).toBe(DEPARTURE_DESK_MESSAGES.noPassengers);
  });
});
