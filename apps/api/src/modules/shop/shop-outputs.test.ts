import type { TOperatorProduct } from '@rihla/shared/schemas/operator-catalogue';
import type { TShopSettings } from '@rihla/shared/schemas/shop';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_TWILIO_SID, FAKE_TWILIO_TOKEN, startFakeTwilio, type TFakeTwilio } from '../../test/fake-twilio.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { sampleProductFields } from '../../test/operator-matrix/catalogue.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { pdfText } from '../../test/pdf-text.js';
import { nextWeek, offeredTime, payAndConfirm } from '../../test/shopping.js';
import { startSmtpSink, type TSmtpSink } from '../../test/smtp-sink.js';
import { composeMail, composeSms } from '../messages/compose.js';
import { sendDueMessages } from '../messages/outbox-worker.js';
import { buildPageHead, notFoundHead } from '../seo/index.js';

// Everything the server writes names the operator's shop (issue 34, decision 071): on an install without the demo,
// nothing names the demo's shop; after an owner's save, every email, text, voucher, invoice and search engines'
// head names the saved one.

const PUBLIC_URL = 'http://tours.test';
let sink: TSmtpSink;
let twilio: TFakeTwilio;
let t: TTestApp;
let owner: TTestOperator;
let product: TOperatorProduct;

beforeAll(async () => {
  sink = await startSmtpSink();
  twilio = await startFakeTwilio();
  t = await createTestApp({
    seed: false,
    env: {
      PUBLIC_URL,
      SMTP_URL: sink.url,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: FAKE_TWILIO_SID,
      TWILIO_AUTH_TOKEN: FAKE_TWILIO_TOKEN,
      TWILIO_FROM: 'Tours',
      TWILIO_API_URL: twilio.url,
    },
  });
  owner = await newOperator(t, 'owner', 'First owner');
  const created = await operatorCall(
    t,
    'operator/createProduct',
    { fields: sampleProductFields({ title: 'Harbour sunset cruise' }), priceFils: 20_000 },
    owner.token,
  );
  expect(created.statusCode, created.raw.body).toBe(200);
  const published = await operatorCall(
    t,
    'operator/setPublished',
    { id: created.body.data.id, published: true },
    owner.token,
  );
  expect(published.statusCode, published.raw.body).toBe(200);
  product = published.body.data;
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
  await sink?.close();
});
beforeEach(async () => {
  await t.app.ctx.db.deleteFrom('outbox').execute();
  sink.received.length = 0;
  twilio.accepted.length = 0;
});

/** A new shopper of that name books the product and pays: an email and a text are queued. */
async function bookOrder(firstName = 'Noura') {
  const { token } = await t.newShopper({ first_name: firstName, last_name: 'Firstday' });
  await t.app.ctx.db
    .updateTable('users')
    .set({ email: `${firstName.toLowerCase()}@example.com` })
    .where('first_name', '=', firstName)
    .execute();
  const line = {
    module: 'picnic',
    planId: product.id,
    date: nextWeek(t),
    time: await offeredTime(t, product.id),
    adultCount: 2,
  };
  const added = await t.call('users/addToCart', { item: [line] }, token);
  expect(added.body.status, added.body.message).toBe(1);
  return payAndConfirm(t, token);
}

/** A new shopper books the product and pays; the outbox is sent. Answers what was written about the order. */
async function bookAndSend() {
  const { order, transactionId } = await bookOrder();
  await sendDueMessages(t.app.ctx, t.app.ctx.mailer, 'shop-outputs');
  const [mail] = sink.received;
  if (!mail) throw new Error('no confirmation email was sent');
  const voucher = mail.attachments.find((file) => file.contentType === 'application/pdf');
  if (!voucher) throw new Error('the confirmation has no voucher');
  const sandboxPage = await t.app.inject({ method: 'GET', url: `/api/sandbox/pay?TransactionID=${transactionId}` });
  return {
    order,
    mail,
    text: twilio.accepted.map((each) => each.Body).join('\n'),
    voucherText: await pdfText(new Uint8Array(voucher.content)),
    sandboxPage: sandboxPage.body,
  };
}

function invoice(orderId: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/operator/invoice/${orderId}.pdf`,
    headers: { 'x-operator-token': owner.token },
  });
}

async function heads(): Promise<string> {
  const keys = ['/', '/about', '/ProductFilterPage', `/detail/picnic/${product.id}`, '/detail/picnic/none'];
  const built = await Promise.all(keys.map((key) => buildPageHead(t.app.ctx.db, PUBLIC_URL, key)));
  return built.map((head) => head.html).join('\n');
}

async function saveShop(changes: Partial<TShopSettings>) {
  const read = await operatorCall(t, 'operator/getShopSettings', {}, owner.token);
  const saved = await operatorCall(
    t,
    'operator/updateShopSettings',
    { settings: { ...read.body.data.settings, ...changes }, version: read.body.data.version },
    owner.token,
  );
  expect(saved.statusCode, saved.raw.body).toBe(200);
}

describe('an install without the demo', () => {
  it('writes nothing that names the demo’s shop: emails, texts, the voucher, the sandbox page, heads, sitemap', async () => {
    const written = await bookAndSend();
    const welcome = await t.app.ctx.db.selectFrom('notifications').select('message').execute();
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(product.id);
    const everything = [
      written.mail.from?.text,
      written.mail.subject,
      written.mail.text,
      written.mail.html,
      written.text,
      written.voucherText,
      written.sandboxPage,
      ...welcome.map((row) => row.message),
      await heads(),
      notFoundHead(),
      sitemap.body,
    ].join('\n');
    expect(everything).not.toMatch(/rihla/i);
    // Before an owner's save, the neutral first values speak for the shop.
    expect(written.mail.from?.value[0]).toEqual({ name: 'Tour shop', address: 'bookings@tours.test' });
    expect(written.text).toMatch(/^Tour shop: booking /);
    expect(written.sandboxPage).toContain('Sandbox gateway');
    expect(written.sandboxPage).toContain('Return to Tour shop');
  });

  it('prints no TRN on the voucher and issues no tax invoice until the shop has a TRN, using no invoice number', async () => {
    const { order, voucherText, mail } = await bookAndSend();
    expect(voucherText).not.toContain('TRN');
    expect(mail.text).toContain('Sold by Tour shop');
    expect(mail.text).not.toContain('TRN');
    const refused = await invoice(order.id);
    expect(refused.statusCode).toBe(409);
    expect(JSON.parse(refused.body)).toMatchObject({ status: 0, code: 'invoice.no_trn' });
    expect(await t.app.ctx.db.selectFrom('tax_invoices').selectAll().execute()).toEqual([]);
  });
});

describe('after an owner saves the shop', () => {
  it('names the saved shop in every email, text, voucher, invoice and search engines’ head', async () => {
    await saveShop({
      name: 'Dibba Dhows',
      legalName: 'Dibba Dhows Tourism LLC',
      trn: '100123456700003',
      address: 'Harbour Road 4, Dibba Al-Fujairah',
      supportPhone: '+971 9 244 0000',
      supportEmail: 'hello@dibba.example',
    });
    const { order, mail, text, voucherText, sandboxPage } = await bookAndSend();

    expect(mail.from?.value[0]).toEqual({ name: 'Dibba Dhows', address: 'bookings@tours.test' });
    expect(mail.text).toContain('Sold by Dibba Dhows Tourism LLC - TRN 100123456700003');
    expect(mail.text).toContain('Questions? Call +971 9 244 0000 or write to hello@dibba.example.');
    expect(text).toMatch(new RegExp(`^Dibba Dhows: booking ${order.reference} is confirmed`));
    expect(voucherText).toContain('Dibba Dhows');
    expect(voucherText).toContain('TRN: 100123456700003');
    expect(voucherText).toContain('Sold by Dibba Dhows Tourism LLC');
    expect(voucherText).toContain('hello@dibba.example');
    expect(sandboxPage).toContain('Return to Dibba Dhows');

    const issued = await invoice(order.id);
    expect(issued.statusCode, issued.body).toBe(200);
    const invoiceText = await pdfText(new Uint8Array(issued.rawPayload));
    for (const expected of ['Dibba Dhows Tourism LLC', 'Harbour Road 4', 'TRN 100123456700003', order.reference]) {
      expect(invoiceText).toContain(expected);
    }

    const head = await heads();
    expect(head).toContain('<title>Dibba Dhows | Tours, Musandam trips and tickets in the UAE</title>');
    expect(head).toContain('<meta property="og:site_name" content="Dibba Dhows">');
    expect(head).toContain('Dibba Dhows books tours');
    expect(head).toContain('<title>Harbour sunset cruise | Dibba Dhows</title>');
    expect(head).toContain('<title>Page not found | Dibba Dhows</title>');
    expect(head).toContain('"name":"Dibba Dhows"');
    expect(notFoundHead({ name: 'Dibba Dhows', logo: '' })).toContain('This page does not exist on Dibba Dhows.');
    expect([mail.html, text, voucherText, invoiceText, head].join('\n')).not.toMatch(/tour shop/i);
  });

  it('keeps the sender’s name MAIL_FROM gives, under the shop’s settings', async () => {
    const named = await createTestApp({
      shareDatabaseWith: t,
      env: { PUBLIC_URL, SMTP_URL: sink.url, SMS_PROVIDER: 'off', MAIL_FROM: 'Bookings desk <desk@tours.test>' },
    });
    try {
      await t.app.ctx.db.deleteFrom('outbox').execute();
      const { token } = await named.newShopper({ first_name: 'Salem', last_name: 'Sender' });
      await named.app.ctx.db
        .updateTable('users')
        .set({ email: 'salem@example.com' })
        .where('first_name', '=', 'Salem')
        .execute();
      const line = {
        module: 'picnic',
        planId: product.id,
        date: nextWeek(named),
        time: await offeredTime(named, product.id),
        adultCount: 1,
      };
      expect((await named.call('users/addToCart', { item: [line] }, token)).body.status).toBe(1);
      await payAndConfirm(named, token);
      sink.received.length = 0;
      await sendDueMessages(named.app.ctx, named.app.ctx.mailer, 'shop-outputs-named');
      expect(sink.received.map((mail) => mail.from?.value[0])).toEqual([
        { name: 'Bookings desk', address: 'desk@tours.test' },
      ]);
    } finally {
      await named.close();
    }
  });
});

/** The app's context over a database handle that counts the queries reading the shop's settings. */
function countingShopReads() {
  const counted = { reads: 0 };
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (node.kind === 'SelectQueryNode' && JSON.stringify(node.from).includes('"shop_settings"')) counted.reads += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { counted, ctx: { ...t.app.ctx, db: t.app.ctx.db.withPlugin(plugin) } };
}

describe('the messages worker', () => {
  it('reads the shop once per batch of messages: a batch names the shop as it was read, the next batch a save since', async () => {
    const before = (await operatorCall(t, 'operator/getShopSettings', {}, owner.token)).body.data.settings;
    const first = (await bookOrder('Hessa')).order;
    const second = (await bookOrder('Maitha')).order;
    // The two confirmations only (no sign-up codes, no reminders), the first order's due a minute before the second's.
    const { db } = t.app.ctx;
    await db.deleteFrom('outbox').where('topic', '!=', 'orderConfirmed').execute();
    const earlier = new Date(t.clock.now().getTime() - 60_000).toISOString();
    await db.updateTable('outbox').set({ next_attempt_at: earlier }).where('order_id', '=', first.id).execute();
    const rows = await db.selectFrom('outbox').selectAll().orderBy('next_attempt_at').orderBy('channel').execute();
    expect(rows.map((row) => [row.order_id, row.channel])).toEqual([
      [first.id, 'email'],
      [first.id, 'sms'],
      [second.id, 'email'],
      [second.id, 'sms'],
    ]);
    const { counted, ctx } = countingShopReads();

    expect(await sendDueMessages(ctx, t.app.ctx.mailer, 'batches', 2)).toEqual({ sent: 2, failed: 0, skipped: 0 });
    expect(counted.reads).toBe(1);
    await saveShop({ name: 'Fujairah Fins' });
    expect(await sendDueMessages(ctx, t.app.ctx.mailer, 'batches')).toEqual({ sent: 2, failed: 0, skipped: 0 });
    expect(counted.reads).toBe(2);

    expect(sink.received.map((mail) => mail.from?.value[0]?.name)).toEqual([before.name, 'Fujairah Fins']);
    const texts = twilio.accepted.map((each) => each.Body);
    expect(texts[0]).toMatch(new RegExp(`^${before.name}: booking ${first.reference} is confirmed`));
    expect(texts[1]).toMatch(new RegExp(`^Fujairah Fins: booking ${second.reference} is confirmed`));
    // The same email and text as a message composed on its own, reading the shop itself.
    const [, , secondMail, secondText] = rows as [never, never, (typeof rows)[number], (typeof rows)[number]];
    expect((await composeSms(t.app.ctx, secondText)).body).toBe(texts[1]);
    const alone = await composeMail(t.app.ctx, secondMail);
    expect(sink.received[1]?.subject).toBe(alone.subject);
    expect(sink.received[1]?.text?.trim()).toBe(alone.text.trim());
  });
});
