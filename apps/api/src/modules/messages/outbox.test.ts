import { CANCEL_MESSAGES } from '@rihla/shared/messages/booking';
import { BOOKING_DESK_MESSAGES } from '@rihla/shared/messages/bookings';
import { EMAIL_MESSAGES } from '@rihla/shared/messages/emails';
import { refundPartLines } from '@rihla/shared/messages/refunds';
import { dateInWords, slotStartMs } from '@rihla/shared/rules/time';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { pdfText } from '../../test/pdf-text.js';
import { nextWeek, payAndConfirm, productsOf } from '../../test/shopping.js';
import { startSmtpSink, type TSmtpSink } from '../../test/smtp-sink.js';
import { composeMail } from './compose.js';
import { OUTBOX_LEASE_MS, retryDelayMs, sendDueMessages } from './outbox-worker.js';

let sink: TSmtpSink;
let t: TTestApp;
let second: TTestApp;
let manager: TTestOperator;

beforeAll(async () => {
  sink = await startSmtpSink();
  // Emails only here: the texts have their own file (sms.test.ts) against a fake of Twilio's API.
  const env = { SMTP_URL: sink.url, SMS_PROVIDER: 'off' };
  t = await createTestApp({ sqliteFile: true, env });
  // A second API process on the same database, with its own mailer: the outbox must send each message once.
  second = await createTestApp({ shareDatabaseWith: t, env });
  manager = await newOperator(t, 'manager', 'Outbox manager');
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await sink?.close();
});
beforeEach(async () => {
  // Every test starts with an empty outbox and an empty inbox.
  await t.app.ctx.db.deleteFrom('outbox').execute();
  sink.received.length = 0;
  sink.isRefusing = false;
});

let shopperCount = 0;
/** A shopper of their own address who books and pays two seats; returns the order and the address. */
async function paidOrder(options: { planId?: string; date?: string } = {}) {
  shopperCount += 1;
  const email = `outbox.${shopperCount}@example.com`;
  const { token, phone } = await t.newShopper({ first_name: 'Mariam', last_name: 'Outbox' });
  await t.app.ctx.db
    .updateTable('users')
    .set({ email })
    .where('phone_number', '=', `+971${phone.slice(1)}`)
    .execute();
  const cards = await productsOf(t);
  const product = options.planId ? cards.find((card) => card.planId === options.planId) : cards[0];
  if (!product) throw new Error('no such product in the demo catalogue');
  const added = await t.call(
    'users/addToCart',
    {
      item: [
        {
          module: product.module,
          planId: product.planId,
          date: options.date ?? nextWeek(t),
          time: product.time,
          adultCount: 2,
        },
      ],
    },
    token,
  );
  expect(added.body.status, added.body.message).toBe(1);
  const { order } = await payAndConfirm(t, token);
  return { order, email, token, product };
}

/**
 * A published product of the demo catalogue with a meeting point (where_to_be) that can be cancelled and booked up
 * to less than a day before it leaves.
 */
async function productWithMeetingPoint() {
  const rows = await t.app.ctx.db
    .selectFrom('products')
    .select(['id', 'where_to_be', 'cancellation_tiers'])
    .where('is_published', '=', 1)
    .where('cutoff_minutes', '<', 12 * 60)
    .where('where_to_be', 'is not', null)
    .where('where_to_be', '!=', '')
    .execute();
  const product = rows.find(
    (row) => row.where_to_be?.includes('meetingPoint') && !row.cancellation_tiers.includes('"refundPercent":0}]'),
  );
  if (!product) throw new Error('the demo catalogue has no product with a meeting point');
  return product;
}

function outboxOf(orderId: string, topic = 'orderConfirmed') {
  return t.app.ctx.db
    .selectFrom('outbox')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('topic', '=', topic as 'orderConfirmed')
    .orderBy('created_at')
    .execute();
}

function run(app: TTestApp, worker: string) {
  return sendDueMessages(app.app.ctx, app.app.ctx.mailer, worker);
}

describe('the booking confirmation email', () => {
  it('is queued with the order and sent once, as HTML and text with the voucher PDF attached', async () => {
    const { order, email } = await paidOrder();
    const queued = await outboxOf(order.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ topic: 'orderConfirmed', channel: 'email', recipient: email, status: 'pending' });

    expect(await run(t, 'worker-a')).toEqual({ sent: 1, failed: 0, skipped: 0 });
    expect(await run(t, 'worker-a')).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0];
    if (!mail) throw new Error('no mail');
    expect(mail.subject).toBe(EMAIL_MESSAGES.orderConfirmedSubject(order.reference));
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(email);
    expect(mail.html).toContain(order.reference);
    expect(mail.html).toContain('/vouchers/');
    expect(mail.text).toContain('Hello Mariam,');
    expect(mail.text).toContain(order.reference);
    expect(mail.text).toMatch(/VAT \(5%\) included: AED \d/);
    // The whole price as the storefront's orders page and the voucher name it.
    expect(mail.text).toMatch(/Total paid:? AED \d/);
    // The tickets in the storefront's words and plurals (decision 091), in the email and on its voucher.
    expect(mail.text).toContain('2 adults');
    expect(mail.html).toContain('2 adults');
    expect(mail.text).not.toMatch(/Adults?\b/);
    expect(mail.attachments).toHaveLength(1);
    const attachment = mail.attachments[0];
    expect(attachment?.filename).toBe(`voucher-${order.reference}.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    const voucher = await pdfText(new Uint8Array(attachment?.content ?? []));
    expect(voucher).toContain(order.reference);
    expect(voucher.replace(/\s+/g, ' ')).toContain('Tickets 2 adults');
    const [sent] = await outboxOf(order.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, locked_by: null });
    expect(sent?.sent_at).not.toBeNull();
  });

  it('links the travellers page in one sentence for a trip that asks each guest’s details, and only then', async () => {
    const [picnic] = await productsOf(t, 'Picnic Musandum');
    const [ticket] = await productsOf(t, 'Entry ticket');
    if (!picnic || !ticket) throw new Error('the demo catalogue has no Musandam picnic or entry ticket');
    const asking = await paidOrder({ planId: picnic.planId });
    const plain = await paidOrder({ planId: ticket.planId });
    expect(await run(t, 'worker-a')).toEqual({ sent: 2, failed: 0, skipped: 0 });
    const mailOf = (reference: string) => sink.received.find((mail) => mail.subject?.includes(reference));
    const link = `${t.app.ctx.config.publicUrl}/travellers/${asking.order.reference}`;
    const asked = mailOf(asking.order.reference);
    expect(asked?.html).toContain(`href="${link}"`);
    // The deadline is 48 hours before the departure, in Dubai's time.
    const [line] = JSON.parse(asking.order.items) as { date: string; start: string }[];
    if (!line) throw new Error('the order has no line');
    const deadline = new Date(slotStartMs(line.date, line.start) - 48 * 3_600_000 + 4 * 3_600_000).toISOString();
    const words = `${dateInWords(deadline.slice(0, 10))}, ${deadline.slice(11, 16)} (Dubai)`;
    expect(asked?.text).toContain(EMAIL_MESSAGES.detailsNeeded(words));
    expect(asked?.text).toContain(`${EMAIL_MESSAGES.detailsLink} ${link}`);
    const other = mailOf(plain.order.reference);
    expect(other?.text).not.toContain('/travellers/');
    expect(other?.text).not.toContain(EMAIL_MESSAGES.detailsLink);
  });

  it('goes out once when two API processes run their workers at the same time', async () => {
    const orders = await Promise.all([paidOrder(), paidOrder(), paidOrder(), paidOrder()]);
    const results = await Promise.all([run(t, 'worker-a'), run(second, 'worker-b'), run(t, 'worker-c')]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(4);
    expect(sink.received.map((mail) => mail.subject).sort()).toEqual(
      orders.map(({ order }) => EMAIL_MESSAGES.orderConfirmedSubject(order.reference)).sort(),
    );
  });

  it('is taken over from a worker that died holding it, once its claim has run out', async () => {
    const { order } = await paidOrder();
    // A worker claims the message and its process dies before sending: the row stays claimed.
    const now = t.clock.now();
    await t.app.ctx.db
      .updateTable('outbox')
      .set({ locked_by: 'dead-worker', locked_until: new Date(now.getTime() + OUTBOX_LEASE_MS).toISOString() })
      .where('order_id', '=', order.id)
      .execute();
    expect(await run(second, 'worker-b')).toEqual({ sent: 0, failed: 0, skipped: 0 });
    t.clock.advance(OUTBOX_LEASE_MS + 1_000);
    expect(await run(second, 'worker-b')).toEqual({ sent: 1, failed: 0, skipped: 0 });
    expect(await run(t, 'worker-a')).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(sink.received).toHaveLength(1);
  });

  it('is not begun by a worker that is closing: the one in flight is sent, the rest of its batch once its claim runs out', async () => {
    await Promise.all([paidOrder(), paidOrder(), paidOrder()]);
    // The process closes while the first email of the claimed batch is being sent.
    let isClosing = false;
    const { mailer } = t.app.ctx;
    const closingMailer = {
      kind: mailer.kind,
      close: () => mailer.close(),
      send: async (mail: Parameters<typeof mailer.send>[0]) => {
        await mailer.send(mail);
        isClosing = true;
      },
    };
    const closed = await sendDueMessages(t.app.ctx, closingMailer, 'worker-closing', 100, () => isClosing);
    expect(closed).toEqual({ sent: 1, failed: 0, skipped: 0 });
    expect(await run(second, 'worker-b')).toEqual({ sent: 0, failed: 0, skipped: 0 });
    t.clock.advance(OUTBOX_LEASE_MS + 1_000);
    expect(await run(second, 'worker-b')).toEqual({ sent: 2, failed: 0, skipped: 0 });
    expect(sink.received).toHaveLength(3);
  });

  it('is tried again later, with a growing wait, when the mail server refuses it', async () => {
    const { order } = await paidOrder();
    sink.isRefusing = true;
    expect(await run(t, 'worker-a')).toEqual({ sent: 0, failed: 1, skipped: 0 });
    const [waiting] = await outboxOf(order.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, locked_by: null });
    expect(waiting?.last_error).toContain('451');
    expect(Date.parse(waiting?.next_attempt_at ?? '')).toBe(t.clock.now().getTime() + retryDelayMs(1));
    sink.isRefusing = false;
    expect(await run(t, 'worker-a')).toEqual({ sent: 0, failed: 0, skipped: 0 });
    t.clock.advance(retryDelayMs(1));
    expect(await run(t, 'worker-a')).toEqual({ sent: 1, failed: 0, skipped: 0 });
    expect(sink.received).toHaveLength(1);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
  });

  it('is not sent when the order was cancelled before the worker came to it; the cancellation is', async () => {
    const { order, token } = await paidOrder();
    const cancelled = await t.call('users/cancelBooking', { reference: order.reference }, token);
    expect(cancelled.body.status, cancelled.body.message).toBe(1);
    expect(await run(t, 'worker-a')).toEqual({ sent: 1, failed: 0, skipped: 1 });
    expect(sink.received.map((mail) => mail.subject)).toEqual([EMAIL_MESSAGES.orderCancelledSubject(order.reference)]);
    const [skipped] = await outboxOf(order.id);
    expect(skipped).toMatchObject({ status: 'skipped', last_error: 'the order is no longer confirmed' });
  });
  it('is composed from its batch’s one read of the orders and holders: the same as each email composed alone', async () => {
    const orders = [await paidOrder(), await paidOrder(), await paidOrder()];
    const rows = await t.app.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('topic', '=', 'orderConfirmed')
      .where('channel', '=', 'email')
      .execute();
    expect(rows).toHaveLength(3);
    const alone = await Promise.all(rows.map((row) => composeMail(t.app.ctx, row)));
    // One claimed batch for all three (decision 128): their orders and holders are read once for it.
    expect(await run(t, 'worker-a')).toEqual({ sent: 3, failed: 0, skipped: 0 });
    for (const { order, email } of orders) {
      const composed = alone.find((mail) => mail.to === email);
      const sent = sink.received.find((mail) => mail.subject === composed?.subject);
      if (!composed || !sent) throw new Error(`no email for ${order.reference}`);
      expect(sent.html).toBe(composed.html);
      expect(sent.text?.trim()).toBe(composed.text.trim());
      const [voucher] = composed.attachments ?? [];
      expect(await pdfText(new Uint8Array(sent.attachments[0]?.content ?? []))).toBe(
        await pdfText(new Uint8Array(voucher?.content ?? [])),
      );
    }
  });
});

describe('the cancellation email', () => {
  it('says what the shopper’s own cancellation refunds and where it goes, once however often they cancel', async () => {
    const { order, token } = await paidOrder();
    await run(t, 'worker-a');
    sink.received.length = 0;
    const cancelled = await t.call('users/cancelBooking', { reference: order.reference }, token);
    expect(cancelled.body.status, cancelled.body.message).toBe(1);
    await t.call('users/cancelBooking', { reference: order.reference }, token);
    expect(await run(t, 'worker-a')).toEqual({ sent: 1, failed: 0, skipped: 0 });
    const mail = sink.received[0];
    const refunded = await t.app.ctx.db
      .selectFrom('orders')
      .select('refunded_fils')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(refunded.refunded_fils).toBeGreaterThan(0);
    expect(mail?.subject).toBe(EMAIL_MESSAGES.orderCancelledSubject(order.reference));
    expect(mail?.text).toContain(EMAIL_MESSAGES.refundTotal(refunded.refunded_fils));
    expect(mail?.text).toContain(refundPartLines([{ to: 'card', fils: refunded.refunded_fils }])[0]);
    expect(mail?.attachments).toHaveLength(0);
    expect(await outboxOf(order.id, 'orderCancelled')).toHaveLength(1);
  });

  it('states the part an operator refunded', async () => {
    const { order } = await paidOrder();
    const halfFils = Math.floor(order.amount_paid_fils / 2);
    const cancel = { id: order.id, refund: 'amount', amountFils: halfFils, reason: 'Weather' };
    expect((await operatorCall(t, 'operator/cancelOrder', cancel, manager.token)).statusCode).toBe(200);
    await run(t, 'worker-a');
    const mail = sink.received.find((one) => one.subject === EMAIL_MESSAGES.orderCancelledSubject(order.reference));
    expect(mail?.text).toContain(EMAIL_MESSAGES.refundTotal(halfFils));
  });

  it('tells the shopper of a refund that keeps the booking, in their words, through the same composer', async () => {
    const { order } = await paidOrder();
    const refund = { id: order.id, amountFils: 10_000, reason: 'Goodwill' };
    expect((await operatorCall(t, 'operator/refundOrder', refund, manager.token)).statusCode).toBe(200);
    await run(t, 'worker-a');
    const summary = CANCEL_MESSAGES.partRefunded(10_000, order.amount_paid_fils);
    const mail = sink.received.find(
      (one) => one.subject === EMAIL_MESSAGES.orderRefundedSubject(order.reference, summary),
    );
    expect(mail?.text).toContain(EMAIL_MESSAGES.refundTotal(10_000));
    expect(mail?.text).toContain('AED 100.00 back to your card: it takes 10 to 15 working days to reach you.');
    expect(mail?.text).toContain(EMAIL_MESSAGES.orderRefundedIntro);
    // The booking as it stands, in the storefront's words.
    expect(mail?.text).toContain('2 adults');
    expect(await outboxOf(order.id, 'orderRefunded')).toHaveLength(1);
    expect(await outboxOf(order.id, 'orderCancelled')).toHaveLength(0);
  });
});

describe('POST /api/operator/resendConfirmation', () => {
  it('queues the confirmation again, and the order page shows the request and each message sent', async () => {
    const { order, email } = await paidOrder();
    await run(t, 'worker-a');
    const resent = await operatorCall(t, 'operator/resendConfirmation', { id: order.id }, manager.token);
    expect(resent.statusCode).toBe(200);
    expect(resent.body.message).toBe(BOOKING_DESK_MESSAGES.confirmationResent);
    expect(resent.body.data.events.map((event: { kind: string }) => event.kind)).toContain('confirmationResent');
    await run(t, 'worker-a');
    expect(sink.received).toHaveLength(2);
    expect(sink.received[1]?.text).toContain('You asked us to send this confirmation again.');

    const page = await operatorCall(t, 'operator/getOrder', { id: order.id }, manager.token);
    const sentEvents = page.body.data.events.filter((event: { kind: string }) => event.kind === 'messageSent');
    expect(sentEvents).toHaveLength(2);
    expect(sentEvents[0].text).toBe(BOOKING_DESK_MESSAGES.messageSent('orderConfirmed', 'email', email));
    const requested = page.body.data.events.find((event: { kind: string }) => event.kind === 'confirmationResent');
    expect(requested.operator.name).toBe('Outbox manager');
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id'])
      .where('object_id', '=', order.id)
      .execute();
    expect(audit).toContainEqual({ action: 'order.resendConfirmation', operator_id: manager.id });
  });

  it('refuses an order that is not confirmed, and queues nothing', async () => {
    const { order, token } = await paidOrder();
    await t.call('users/cancelBooking', { reference: order.reference }, token);
    const before = (await outboxOf(order.id)).length;
    const refused = await operatorCall(t, 'operator/resendConfirmation', { id: order.id }, manager.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.status).not.toBe(1);
    expect(refused.body.message).toBe(BOOKING_DESK_MESSAGES.notConfirmedForResend);
    expect(await outboxOf(order.id)).toHaveLength(before);
  });

  it('answers 404 for an order that does not exist', async () => {
    const refused = await operatorCall(t, 'operator/resendConfirmation', { id: 'no-such-order' }, manager.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toBe(BOOKING_DESK_MESSAGES.orderNotFound);
  });
});

// Last: these move the test clock a week on, past the operator's session.
describe('the reminder email', () => {
  it('goes 24 hours before the departure with where to be, and not for a cancelled booking', async () => {
    const product = await productWithMeetingPoint();
    const kept = await paidOrder({ planId: product.id });
    const dropped = await paidOrder({ planId: product.id });
    const cancelled = await t.call('users/cancelBooking', { reference: dropped.order.reference }, dropped.token);
    expect(cancelled.body.status, cancelled.body.message).toBe(1);
    const [reminder] = await outboxOf(kept.order.id, 'departureReminder');
    if (!reminder) throw new Error('no reminder was queued');
    const [line] = JSON.parse(kept.order.items) as Array<{ title: string; date: string; start: string }>;
    if (!line) throw new Error('the order has no line');
    expect(Date.parse(reminder.next_attempt_at)).toBe(
      Date.parse(`${line.date}T${line.start}:00+04:00`) - 24 * 3_600_000,
    );
    await run(t, 'worker-a');
    sink.received.length = 0;
    t.clock.set(new Date(Date.parse(reminder.next_attempt_at) - 60_000).toISOString());
    expect(await run(t, 'worker-a')).toEqual({ sent: 0, failed: 0, skipped: 0 });
    t.clock.advance(60_000);
    expect(await run(t, 'worker-a')).toEqual({ sent: 1, failed: 0, skipped: 1 });
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0];
    expect(mail?.subject).toBe(EMAIL_MESSAGES.reminderSubject(line.title));
    expect(mail?.text).toContain(kept.order.reference);
    expect(mail?.text).toContain(EMAIL_MESSAGES.reminderWhereToBe);
    expect(mail?.text).toContain('2 adults');
  });

  it('is not sent to a shopper who turned reminders off, while the confirmation still goes', async () => {
    const product = await productWithMeetingPoint();
    const quiet = await paidOrder({ planId: product.id });
    const turnedOff = await t.call('users/setReminders', { wantsReminders: false }, quiet.token);
    expect(turnedOff.body).toMatchObject({ status: 1, data: { wantsReminders: false } });
    expect((await t.call('users/viewUserProfile', {}, quiet.token)).body.data.wantsReminders).toBe(false);
    expect(await run(t, 'worker-a')).toMatchObject({ sent: 1 });
    const [reminder] = await outboxOf(quiet.order.id, 'departureReminder');
    if (!reminder) throw new Error('no reminder was queued');
    t.clock.set(reminder.next_attempt_at);
    expect(await run(t, 'worker-a')).toEqual({ sent: 0, failed: 0, skipped: 1 });
    const [skipped] = await outboxOf(quiet.order.id, 'departureReminder');
    expect(skipped).toMatchObject({ status: 'skipped', last_error: 'the shopper turned reminders off' });
  });

  it('is not queued for a departure less than 24 hours away', async () => {
    const later = await paidOrder({ planId: (await productWithMeetingPoint()).id });
    const [line] = JSON.parse(later.order.items) as Array<{ productId: string; date: string; start: string }>;
    if (!line) throw new Error('the order has no line');
    // 23 hours before that departure, the same departure is booked again.
    t.clock.set(new Date(Date.parse(`${line.date}T${line.start}:00+04:00`) - 23 * 3_600_000).toISOString());
    const soon = await paidOrder({ planId: line.productId, date: line.date });
    expect(await outboxOf(soon.order.id, 'departureReminder')).toHaveLength(0);
    expect(await outboxOf(soon.order.id)).toHaveLength(1);
  });
});
