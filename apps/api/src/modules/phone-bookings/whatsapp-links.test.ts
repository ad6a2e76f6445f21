// Issue 35 (decision 078): a phone booking's payment link by WhatsApp, through Twilio's Messages API (a local fake
// of it), in the owner's approved content template; and refused where WhatsApp is not set up.
import { PHONE_BOOKING_MESSAGES } from '@rihla/shared/messages/phone-bookings';
import type { TPhoneBooking } from '@rihla/shared/schemas/operator-phone-bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_TWILIO_SID, FAKE_TWILIO_TOKEN, startFakeTwilio, type TFakeTwilio } from '../../test/fake-twilio.js';
import { createTestApp, type TTestApp, uniquePhone } from '../../test/harness.js';
import { newOperator, operatorCall } from '../../test/operators.js';
import { freshDates, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { sendDueMessages } from '../messages/outbox-worker.js';

const CONTENT_SID = `HX${'0123456789abcdef'.repeat(2)}`;
const WHATSAPP_FROM = '+14155238886';

let twilio: TFakeTwilio;
let withWhatsApp: TTestApp;
let without: TTestApp;
beforeAll(async () => {
  twilio = await startFakeTwilio();
  [withWhatsApp, without] = await Promise.all([
    createTestApp({
      env: {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: FAKE_TWILIO_SID,
        TWILIO_AUTH_TOKEN: FAKE_TWILIO_TOKEN,
        TWILIO_FROM: 'Rihla',
        TWILIO_API_URL: twilio.url,
        TWILIO_WHATSAPP_FROM: `whatsapp:${WHATSAPP_FROM}`,
        TWILIO_WHATSAPP_CONTENT_SID: CONTENT_SID,
      },
    }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([withWhatsApp?.close(), without?.close()]);
  await twilio?.close();
});

/** A phone booking of two adults on the picnic's first departure of a fresh date, by an agent of `t`. */
async function phoneBooking(t: TTestApp) {
  const agent = await newOperator(t, 'agent', 'Adil Agent');
  const [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  const date = freshDates(t)();
  const phone = uniquePhone();
  const customer = await operatorCall(
    t,
    'operator/createCustomer',
    { firstName: 'Hamdan', lastName: 'Caller', phone, email: '' },
    agent.token,
  );
  expect(customer.statusCode, customer.raw.body).toBe(200);
  const departures = await operatorCall(t, 'operator/phoneDepartures', { productId: picnic.planId, date }, agent.token);
  const booked = await operatorCall(
    t,
    'operator/bookByPhone',
    {
      customerId: customer.body.data.id,
      productId: picnic.planId,
      date,
      departure: departures.body.data.departures[0].start,
      tickets: { adult: 2 },
    },
    agent.token,
  );
  expect(booked.statusCode, booked.raw.body).toBe(200);
  return {
    agent,
    booking: booked.body.data as TPhoneBooking,
    phone: customer.body.data.phone as string,
    title: picnic.title,
  };
}

describe('POST /api/operator/sendPaymentLink by WhatsApp', () => {
  it("sends the link in the owner's approved template from the WhatsApp sender, and records it", async () => {
    const t = withWhatsApp;
    const { agent, booking, phone, title } = await phoneBooking(t);
    expect(booking.linkChannels).toEqual(['sms', 'whatsapp', 'email']);
    const sent = await operatorCall(
      t,
      'operator/sendPaymentLink',
      { checkoutId: booking.checkoutId, channel: 'whatsapp' },
      agent.token,
    );
    expect(sent.statusCode, sent.raw.body).toBe(200);
    expect(sent.body.message).toBe(PHONE_BOOKING_MESSAGES.linkSent('whatsapp', phone));
    expect((sent.body.data as TPhoneBooking).sends).toMatchObject([{ channel: 'whatsapp', recipient: phone }]);

    twilio.accepted.length = 0;
    await sendDueMessages(t.app.ctx, t.app.ctx.mailer, 'whatsapp-worker');
    const [message, ...more] = twilio.accepted;
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      To: `whatsapp:${phone}`,
      From: `whatsapp:${WHATSAPP_FROM}`,
      ContentSid: CONTENT_SID,
    });
    expect(message?.ContentVariables).toMatchObject({
      '1': 'Hamdan',
      '3': `AED ${(booking.totalFils / 100).toFixed(2)}`,
      '4': booking.linkUrl,
    });
    expect(message?.ContentVariables?.['2']).toContain(title);

    // The desk's one-a-minute limit holds per channel: WhatsApp again at once is refused, a text is not.
    const again = await operatorCall(
      t,
      'operator/sendPaymentLink',
      { checkoutId: booking.checkoutId, channel: 'whatsapp' },
      agent.token,
    );
    expect(again.statusCode).toBe(429);
    const byText = await operatorCall(
      t,
      'operator/sendPaymentLink',
      { checkoutId: booking.checkoutId, channel: 'sms' },
      agent.token,
    );
    expect(byText.statusCode, byText.raw.body).toBe(200);
  });

  it('is refused, and changes nothing, where WhatsApp is not set up', async () => {
    const t = without;
    const { agent, booking } = await phoneBooking(t);
    expect(booking.linkChannels).toEqual(['sms', 'email']);
    const refused = await operatorCall(
      t,
      'operator/sendPaymentLink',
      { checkoutId: booking.checkoutId, channel: 'whatsapp' },
      agent.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({
      status: 0,
      message: PHONE_BOOKING_MESSAGES.channelNotSetUp,
      field: 'channel',
    });
    const rows = await t.app.ctx.db
      .selectFrom('payment_link_sends')
      .select('id')
      .where('checkout_id', '=', booking.checkoutId)
      .execute();
    expect(rows).toEqual([]);
  });
});
