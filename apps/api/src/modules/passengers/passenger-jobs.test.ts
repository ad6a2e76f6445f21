import crypto from 'node:crypto';
import { PASSENGER_JOBS_MESSAGES } from '@rihla/shared/messages/passenger-jobs';
import { addDays, dubaiMomentInWords, slotStartMs, todayInDubai } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { confirmedBooking } from '../../test/desk-orders.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall } from '../../test/operators.js';
import { productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { startSmtpSink, type TSmtpSink } from '../../test/smtp-sink.js';
import { composeMail, composeSms } from '../messages/compose.js';
import { runPassengerJobs, sendDueMessages } from '../messages/outbox-worker.js';
import { eraseExpiredPassengers, queueDetailsReminders, reminderSlotMs } from './index.js';
import { viewPassengers } from './passengers.service.js';

// Passengers' timed work (issue 36, decision 098): a reminder a day while details are missing, the last 24 hours
// before the deadline, each queued once however many workers sweep; details erased a set number of days after the
// trip (and at once with their shopper's account), the booking and its money kept, every run audited.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let sink: TSmtpSink;
let t: TTestApp;
let second: TTestApp;
let picnic: TCatalogueCard;
let startIso: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  // One personal data key for both processes, as a deployment's environment gives them.
  const env = { SMTP_URL: sink.url, PERSONAL_DATA_KEY: crypto.randomBytes(32).toString('base64') };
  t = await createTestApp({ env });
  // A second process on the same database (and clock): its sweep must not queue a reminder twice.
  second = await createTestApp({ shareDatabaseWith: t, env });
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  startIso = t.clock.now().toISOString();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await sink?.close();
});
beforeEach(() => {
  t.clock.set(startIso);
  sink.received.length = 0;
});

// At least 9 days ahead: the reminders of the first days and of the last two never fall on the same days.
let dayOffset = 8;
/** A trip date of its own for each booking, some days ahead of the starting clock. */
function nextDate(): string {
  dayOffset += 1;
  return addDays(todayInDubai(new Date(startIso)), dayOffset);
}

function passenger(number: number, fullName = 'Aaliya Al Mansoori') {
  return {
    number,
    details: {
      fullName,
      nationality: 'AE',
      dateOfBirth: '1987-11-23',
      passportNumber: 'Q7X93K2P',
      passportExpiry: '2036-05-31',
    },
  };
}

async function save(token: string, reference: string, numbers: number[]) {
  const res = await t.call(
    'users/savePassengers',
    { reference, lines: [{ line: 0, passengers: numbers.map((number) => passenger(number)) }] },
    token,
  );
  expect(res.statusCode, res.raw.body).toBe(200);
}

function remindersOf(orderId: string) {
  return t.app.ctx.db
    .selectFrom('outbox')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('topic', '=', 'detailsReminder')
    .orderBy('next_attempt_at')
    .orderBy('channel')
    .execute();
}

/** The first reminder's time: the first daily slot before the deadline at least 12 hours after the booking. */
function firstSlotMs(deadlineMs: number, bookedIso: string): number {
  let slot = deadlineMs - DAY;
  while (slot - DAY >= Date.parse(bookedIso) + 12 * HOUR) slot -= DAY;
  return slot;
}

/** A Musandam trip for three, booked at the clock's time: its order, token and deadline (48 h before it leaves). */
async function bookedForThree() {
  const date = nextDate();
  const booked = await confirmedBooking(t, picnic, date, 3);
  const view = await t.call('users/viewPassengers', { reference: booked.order.reference }, booked.token);
  const [line] = view.body.data.lines;
  const deadlineMs = slotStartMs(date, line.start) - 48 * HOUR;
  expect(line.deadline).toBe(new Date(deadlineMs).toISOString());
  return { ...booked, date, deadlineMs };
}

describe('reminders of missing details', () => {
  it('the slot: once a day, the last 24 hours before the deadline, none in the first 12 hours nor after it', () => {
    const deadline = Date.parse('2026-12-10T05:00:00Z');
    const booked = deadline - 5 * DAY;
    expect(reminderSlotMs(deadline, booked, booked + HOUR)).toBeNull();
    // The slot of the booking's own time falls in its first 12 hours: the first is a day later.
    expect(reminderSlotMs(deadline, booked, booked + 13 * HOUR)).toBeNull();
    expect(reminderSlotMs(deadline, booked, deadline - 4 * DAY)).toBe(deadline - 4 * DAY);
    expect(reminderSlotMs(deadline, booked - 13 * HOUR, booked)).toBe(deadline - 5 * DAY);
    expect(reminderSlotMs(deadline, booked, deadline - DAY - 1)).toBe(deadline - 2 * DAY);
    expect(reminderSlotMs(deadline, booked, deadline - DAY)).toBe(deadline - DAY);
    expect(reminderSlotMs(deadline, booked, deadline - 1)).toBe(deadline - DAY);
    expect(reminderSlotMs(deadline, booked, deadline)).toBeNull();
  });

  it('queues one a day through the outbox, once each with two workers, with the link, the count and the deadline', async () => {
    const { order, token, deadlineMs, email } = await bookedForThree();
    await save(token, order.reference, [1]);
    // Just booked: the confirmation has asked already.
    await queueDetailsReminders(t.app.ctx);
    expect(await remindersOf(order.id)).toEqual([]);

    t.clock.set(new Date(firstSlotMs(deadlineMs, order.created_at) - 60_000).toISOString());
    await queueDetailsReminders(t.app.ctx);
    expect(await remindersOf(order.id)).toEqual([]);
    t.clock.advance(2 * 60_000);
    const [first, again] = await Promise.all([queueDetailsReminders(t.app.ctx), queueDetailsReminders(second.app.ctx)]);
    expect(first.queued + again.queued).toBeGreaterThanOrEqual(2);
    await queueDetailsReminders(t.app.ctx);
    const day1 = await remindersOf(order.id);
    // An email and a text (SMS_PROVIDER=files), one of each.
    expect(day1.map((row) => row.channel)).toEqual(['email', 'sms']);
    expect(day1[0]?.dedupe_key).toBe(
      `detailsReminder:email:${order.id}:${todayInDubai(new Date(reminderSlotMs(deadlineMs, Date.parse(order.created_at), t.clock.now().getTime()) ?? 0))}`,
    );

    // Two of three guests' details missing, and the deadline in Dubai's words ('Fri 4 Dec 2026, 09:00 (Dubai)').
    const deadline = `the details of 2 guests for your booking, by ${dubaiMomentInWords(deadlineMs)}`;
    const mail = await composeMail(t.app.ctx, day1[0] as never);
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe(PASSENGER_JOBS_MESSAGES.reminderSubject(order.reference));
    expect(mail.text).toContain(deadline);
    expect(mail.html).toContain(`http://rihla.test/travellers/${order.reference}`);
    const text = await composeSms(t.app.ctx, day1[1] as never);
    expect(text.body).toContain(`still needs the details of 2 guests by ${dubaiMomentInWords(deadlineMs)}`);
    expect(text.body).toContain(`http://rihla.test/travellers/${order.reference}`);

    // Two workers send what is due: each message once.
    await Promise.all([
      sendDueMessages(t.app.ctx, t.app.ctx.mailer, 'jobs-a'),
      sendDueMessages(second.app.ctx, second.app.ctx.mailer, 'jobs-b'),
    ]);
    const sent = sink.received.filter((received) => received.subject?.startsWith('Who is travelling?'));
    expect(sent.map((received) => received.subject)).toEqual([
      PASSENGER_JOBS_MESSAGES.reminderSubject(order.reference),
    ]);
    expect(sent[0]?.text).toContain(`/travellers/${order.reference}`);
    expect((await remindersOf(order.id)).map((row) => row.status)).toEqual(['sent', 'sent']);

    // The next day one more, and a sweep again that day (or after a restart) queues nothing.
    t.clock.advance(DAY);
    await queueDetailsReminders(t.app.ctx);
    await queueDetailsReminders(second.app.ctx);
    expect(await remindersOf(order.id)).toHaveLength(4);

    // The day before the last one: one more; the last 24 hours before the deadline: the last.
    t.clock.set(new Date(deadlineMs - DAY - 60_000).toISOString());
    await queueDetailsReminders(t.app.ctx);
    const beforeLast = await remindersOf(order.id);
    t.clock.set(new Date(deadlineMs - DAY + 60_000).toISOString());
    await queueDetailsReminders(t.app.ctx);
    const withLast = await remindersOf(order.id);
    expect(withLast).toHaveLength(beforeLast.length + 2);
    const last = withLast.at(-1);
    expect(last?.dedupe_key.endsWith(todayInDubai(new Date(deadlineMs - DAY)))).toBe(true);
    // Nothing more before the deadline, and none after it.
    t.clock.set(new Date(deadlineMs - HOUR).toISOString());
    await queueDetailsReminders(t.app.ctx);
    t.clock.set(new Date(deadlineMs + HOUR).toISOString());
    await queueDetailsReminders(t.app.ctx);
    expect(await remindersOf(order.id)).toHaveLength(withLast.length);
    // One still unsent when the deadline passes is skipped, not sent late.
    await sendDueMessages(t.app.ctx, t.app.ctx.mailer, 'jobs-late');
    const after = await remindersOf(order.id);
    expect(after.filter((row) => row.status === 'pending')).toEqual([]);
    expect(after.at(-1)?.status).toBe('skipped');
  });

  it('stops once every detail is given: none queued, and one queued before is skipped', async () => {
    const { order, token, deadlineMs } = await bookedForThree();
    t.clock.set(new Date(firstSlotMs(deadlineMs, order.created_at) + 60_000).toISOString());
    await queueDetailsReminders(t.app.ctx);
    expect(await remindersOf(order.id)).toHaveLength(2);
    // Given before the reminder went (the shopper's session is younger than the clock's jump: back to its time).
    t.clock.set(startIso);
    await save(token, order.reference, [1, 2, 3]);
    t.clock.set(new Date(firstSlotMs(deadlineMs, order.created_at) + 60_000).toISOString());
    await sendDueMessages(t.app.ctx, t.app.ctx.mailer, 'jobs-complete');
    expect((await remindersOf(order.id)).map((row) => row.status)).toEqual(['skipped', 'skipped']);
    t.clock.advance(DAY);
    await queueDetailsReminders(t.app.ctx);
    expect(await remindersOf(order.id)).toHaveLength(2);
  });

  it('sends none for a cancelled booking', async () => {
    const { order, token, deadlineMs } = await bookedForThree();
    const cancelled = await t.call('users/cancelBooking', { reference: order.reference }, token);
    expect(cancelled.body.status, cancelled.body.message).toBe(1);
    t.clock.set(new Date(firstSlotMs(deadlineMs, order.created_at) + 60_000).toISOString());
    await queueDetailsReminders(t.app.ctx);
    t.clock.advance(DAY);
    await queueDetailsReminders(t.app.ctx);
    expect(await remindersOf(order.id)).toEqual([]);
  });
});

async function auditLines() {
  return t.app.ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'passengers.erase')
    .orderBy('id')
    .execute();
}

function orderRow(id: string) {
  return t.app.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

function passengerRows(orderId: string) {
  return t.app.ctx.db.selectFrom('order_passengers').selectAll().where('order_id', '=', orderId).execute();
}

/**
 * A pick-up chosen and a waiver accepted for the order's first line, written as their calls write them: where a guest
 * stays and a typed name with an address are erased with the details (PICKUP_DATA_ERASER, WAIVER_DATA_ERASER).
 */
async function pickupAndWaiverOf(orderId: string, userId: string): Promise<void> {
  const now = t.clock.now().toISOString();
  await t.app.ctx.db
    .insertInto('pickup_points')
    .values({
      id: `pickup-${orderId}`,
      name: 'Retention Hotel',
      area: 'Dubai Marina',
      address: 'Marina Walk, Dubai',
      latitude: null,
      longitude: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await t.app.ctx.db
    .insertInto('order_pickups')
    .values({
      order_id: orderId,
      line_index: 0,
      point_id: `pickup-${orderId}`,
      minutes_before: 60,
      pickup_at: now,
      chosen_at: now,
    })
    .execute();
  await t.app.ctx.db
    .insertInto('waiver_acceptances')
    .values({
      order_id: orderId,
      line_index: 0,
      passenger: 1,
      product_id: 'any-product',
      version: 1,
      signed_name: 'Layla Haddad',
      accepted_at: now,
      client_address: '203.0.113.9',
      user_id: userId,
    })
    .execute();
}

async function pickupAndWaiverRows(orderId: string): Promise<number> {
  const pickups = await t.app.ctx.db
    .selectFrom('order_pickups')
    .select('order_id')
    .where('order_id', '=', orderId)
    .execute();
  const waivers = await t.app.ctx.db
    .selectFrom('waiver_acceptances')
    .select('order_id')
    .where('order_id', '=', orderId)
    .execute();
  return pickups.length + waivers.length;
}

describe('retention: details erased a set number of days after the trip', () => {
  it('erases after 30 days (the default) and not before, keeps the booking and its money, audits each run', async () => {
    const { order, token, date } = await bookedForThree();
    await save(token, order.reference, [1, 2, 3]);
    await pickupAndWaiverOf(order.id, order.user_id);
    const before = await orderRow(order.id);

    // 29 days after the trip: kept; a scheduled run that erases nothing writes no audit line (the first run here
    // erases the earlier tests' trips).
    t.clock.set(`${addDays(date, 29)}T08:00:00Z`);
    await eraseExpiredPassengers(t.app.ctx, 'schedule');
    const linesBefore = (await auditLines()).length;
    const early = await eraseExpiredPassengers(t.app.ctx, 'schedule');
    expect(early.retentionDays).toBe(30);
    expect(await passengerRows(order.id)).toHaveLength(3);
    expect(await pickupAndWaiverRows(order.id)).toBe(2);
    expect((await auditLines()).length).toBe(linesBefore);

    // 30 days after: erased, in the messages worker's periodic run.
    t.clock.set(`${addDays(date, 30)}T08:00:00Z`);
    const { erased } = await runPassengerJobs(t.app.ctx);
    expect(erased.erased.order_passengers).toBeGreaterThanOrEqual(3);
    expect(erased.erased.order_pickups).toBeGreaterThanOrEqual(1);
    expect(erased.erased.waiver_acceptances).toBeGreaterThanOrEqual(1);
    expect(await passengerRows(order.id)).toEqual([]);
    expect(await pickupAndWaiverRows(order.id)).toBe(0);
    expect(await orderRow(order.id)).toEqual(before);
    const lines = await auditLines();
    expect(lines).toHaveLength(linesBefore + 1);
    expect(lines.at(-1)).toMatchObject({ operator_id: null, object_type: 'passengers', object_id: 'schedule' });
    expect(JSON.parse(lines.at(-1)?.after_json ?? '{}')).toMatchObject({
      entries: Object.values(erased.erased).reduce((sum, count) => sum + count, 0),
    });

    // Both the shopper and the operator read when it was erased.
    const erasedAt = t.clock.now().toISOString();
    const own = await viewPassengers(t.app.ctx, { id: order.user_id } as never, order.reference);
    expect(own.lines[0]).toMatchObject({ erasedAt, passengers: [null, null, null] });
    const manager = await newOperator(t, 'manager', 'Retention manager');
    const seen = await operatorCall(t, 'operator/viewBookingPassengers', { reference: order.reference }, manager.token);
    expect(seen.statusCode, seen.raw.body).toBe(200);
    expect(seen.body.data.lines[0].erasedAt).toBe(erasedAt);

    // Run again (the command, for cron): nothing left, one audit line with the count 0.
    const again = await eraseExpiredPassengers(t.app.ctx, 'command');
    expect(again.lines).toBe(0);
    const last = (await auditLines()).at(-1);
    expect(last?.object_id).toBe('command');
    expect(JSON.parse(last?.after_json ?? '{}')).toMatchObject({ entries: 0 });
  });

  it('follows the owner’s setting (1 to 3650 days), refusing what is out of range', async () => {
    const owner = await newOperator(t, 'owner', 'Retention owner');
    const read = await operatorCall(t, 'operator/getShopSettings', {}, owner.token);
    for (const days of [0, 3651, 2.5]) {
      const refused = await operatorCall(
        t,
        'operator/updateShopSettings',
        { settings: { ...read.body.data.settings, passengerRetentionDays: days }, version: read.body.data.version },
        owner.token,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toMatchObject({ status: 0, message: PASSENGER_JOBS_MESSAGES.retentionDays });
    }
    const saved = await operatorCall(
      t,
      'operator/updateShopSettings',
      { settings: { ...read.body.data.settings, passengerRetentionDays: 3 }, version: read.body.data.version },
      owner.token,
    );
    expect(saved.statusCode, saved.raw.body).toBe(200);
    // The storefront does not read it.
    expect((await t.call('shop/settings', {})).body.data).not.toHaveProperty('passengerRetentionDays');

    const { order, token, date } = await bookedForThree();
    await save(token, order.reference, [1, 2]);
    t.clock.set(`${addDays(date, 2)}T08:00:00Z`);
    await eraseExpiredPassengers(t.app.ctx, 'schedule');
    expect(await passengerRows(order.id)).toHaveLength(2);
    t.clock.set(`${addDays(date, 3)}T08:00:00Z`);
    await eraseExpiredPassengers(t.app.ctx, 'schedule');
    expect(await passengerRows(order.id)).toEqual([]);

    t.clock.set(startIso);
    const again = await newOperator(t, 'owner', 'Retention owner again');
    const back = await operatorCall(t, 'operator/getShopSettings', {}, again.token);
    const reset = await operatorCall(
      t,
      'operator/updateShopSettings',
      { settings: { ...back.body.data.settings, passengerRetentionDays: 30 }, version: back.body.data.version },
      again.token,
    );
    expect(reset.statusCode).toBe(200);
  });
});

describe('a shopper’s deletion of their account', () => {
  it('erases their passengers’ details at once, the booking and its money kept', async () => {
    const { order, token } = await bookedForThree();
    await save(token, order.reference, [1, 2, 3]);
    await pickupAndWaiverOf(order.id, order.user_id);
    const before = await orderRow(order.id);
    const erasedAt = t.clock.now().toISOString();
    const deleted = await t.call('users/deleteAccount', { password: 'secret-pass-1' }, token);
    expect(deleted.statusCode, deleted.raw.body).toBe(200);
    expect(await passengerRows(order.id)).toEqual([]);
    expect(await pickupAndWaiverRows(order.id)).toBe(0);
    expect(await orderRow(order.id)).toEqual(before);
    const erasure = await t.app.ctx.db
      .selectFrom('passenger_erasures')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(erasure).toMatchObject({ line_index: 0, reason: 'account', erased_at: erasedAt });
    const manager = await newOperator(t, 'manager', 'Deletion manager');
    const seen = await operatorCall(t, 'operator/viewBookingPassengers', { reference: order.reference }, manager.token);
    expect(seen.body.data.lines[0]).toMatchObject({ erasedAt, passengers: [null, null, null] });
  });
});
