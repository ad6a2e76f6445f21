import { smsMessages } from '@rihla/shared/messages/sms';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { FAKE_TWILIO_SID, FAKE_TWILIO_TOKEN, startFakeTwilio, type TFakeTwilio } from '../../test/fake-twilio.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { nextWeek, payAndConfirm, productsOf } from '../../test/shopping.js';
import { retryDelayMs, sendDueMessages } from './outbox-worker.js';

let twilio: TFakeTwilio;
let t: TTestApp;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  t = await createTestApp({
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: FAKE_TWILIO_SID,
      TWILIO_AUTH_TOKEN: FAKE_TWILIO_TOKEN,
      TWILIO_FROM: 'Rihla',
      TWILIO_API_URL: twilio.url,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
});
beforeEach(async () => {
  await t.app.ctx.db.deleteFrom('outbox').execute();
  twilio.accepted.length = 0;
  twilio.mode = 'accept';
});

async function paidOrder(search?: string) {
  const { token, phone } = await t.newShopper({ first_name: 'Omar', last_name: 'Texts' });
  const [product] = await productsOf(t, search);
  if (!product) throw new Error('the demo catalogue is empty');
  const line = { module: product.module, planId: product.planId, date: nextWeek(t), time: product.time, adultCount: 2 };
  expect((await t.call('users/addToCart', { item: [line] }, token)).body.status).toBe(1);
  const { order } = await payAndConfirm(t, token);
  return { order, token, phone: `+971${phone.slice(1)}` };
}

function textsOf(orderId: string) {
  return t.app.ctx.db
    .selectFrom('outbox')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('channel', '=', 'sms')
    .where('topic', '!=', 'departureReminder')
    .orderBy('created_at')
    .execute();
}

function run() {
  return sendDueMessages(t.app.ctx, t.app.ctx.mailer, 'sms-worker');
}

describe('text messages through Twilio’s Messaging API', () => {
  it('texts the confirmation with a voucher link that opens the voucher', async () => {
    const { order, phone } = await paidOrder();
    expect(await textsOf(order.id)).toMatchObject([{ topic: 'orderConfirmed', recipient: phone, status: 'pending' }]);
    await run();
    expect(twilio.accepted).toHaveLength(1);
    const text = twilio.accepted[0];
    expect(text).toMatchObject({ To: phone, From: 'Rihla' });
    expect(text?.Body).toMatch(new RegExp(`^Rihla: booking ${order.reference} is confirmed for `));
    const link = text?.Body.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error('the text has no voucher link');
    const url = new URL(link);
    // The link outlives the 24 hours of an email's: it works until the day after the departure.
    expect(Number(url.searchParams.get('exp'))).toBeGreaterThan(t.clock.now().getTime() + 6 * 24 * 3_600_000);
    const voucher = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(voucher.statusCode).toBe(200);
    expect(voucher.headers['content-type']).toBe('application/pdf');
    expect(await textsOf(order.id)).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('texts the travellers page’s link with its deadline for a trip that asks each guest’s details, and only then', async () => {
    const asking = await paidOrder('Picnic Musandum');
    const plain = await paidOrder('Entry ticket');
    await run();
    const bodyOf = (reference: string) => twilio.accepted.find((text) => text.Body.includes(reference))?.Body ?? '';
    const link = `${t.app.ctx.config.publicUrl}/travellers/${asking.order.reference}`;
    expect(bodyOf(asking.order.reference)).toMatch(
      new RegExp(
        ` Please give your guests' details by \\w{3} \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2} \\(Dubai\\): ${link}$`,
      ),
    );
    expect(bodyOf(plain.order.reference)).not.toContain('/travellers/');
    expect(bodyOf(plain.order.reference)).toMatch(/^Rihla: booking \S+ is confirmed for .+ Your voucher: \S+$/);
  });

  it('texts a cancellation with the amount refunded, once', async () => {
    const { order, token } = await paidOrder();
    await run();
    twilio.accepted.length = 0;
    expect((await t.call('users/cancelBooking', { reference: order.reference }, token)).body.status).toBe(1);
    await t.call('users/cancelBooking', { reference: order.reference }, token);
    await run();
    const refunded = await t.app.ctx.db
      .selectFrom('orders')
      .select('refunded_fils')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(twilio.accepted.map((text) => text.Body)).toEqual([
      smsMessages('Rihla').orderCancelled(order.reference, [{ to: 'card', fils: refunded.refunded_fils }]),
    ]);
  });

  it('gives a text up at once when Twilio refuses the number, and tries again after a server error', async () => {
    const refused = await paidOrder();
    twilio.mode = 'invalidNumber';
    expect(await run()).toMatchObject({ failed: 1 });
    const [givenUp] = await textsOf(refused.order.id);
    expect(givenUp).toMatchObject({ status: 'failed', attempts: 1 });
    expect(givenUp?.last_error).toContain('21211');

    await t.app.ctx.db.deleteFrom('outbox').execute();
    const retried = await paidOrder();
    twilio.mode = 'serverError';
    expect(await run()).toMatchObject({ failed: 1 });
    const [waiting] = await textsOf(retried.order.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    twilio.mode = 'accept';
    t.clock.advance(retryDelayMs(1));
    expect(await run()).toMatchObject({ sent: 1, failed: 0 });
    expect(twilio.accepted).toHaveLength(1);
  });

  it('tries a text again when a proxy in front of Twilio answers a page of its own (502, no JSON)', async () => {
    const { order } = await paidOrder();
    twilio.mode = 'proxyPage';
    expect(await run()).toMatchObject({ failed: 1 });
    const [waiting] = await textsOf(order.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Twilio 502' });
    twilio.mode = 'accept';
    t.clock.advance(retryDelayMs(1));
    expect(await run()).toMatchObject({ sent: 1, failed: 0 });
    expect(twilio.accepted.map((text) => text.To)).toEqual([waiting?.recipient]);
  });
});

describe('SMS configuration', () => {
  it('refuses to start with Twilio but without its account, token or sender', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'x' }),
    ).toThrow(/Account SID is AC followed by 32 hex digits/);
  });

  it('queues no text when SMS_PROVIDER is off', () => {
    expect(loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'off' }).sms).toEqual({ provider: 'off' });
  });
});
