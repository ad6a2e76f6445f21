import { writeFile } from 'node:fs/promises';
import { EMAIL_MESSAGES } from '@rihla/shared/messages/emails';
import { EMAIL_MESSAGES_AR } from '@rihla/shared/messages/shopper-ar';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator } from '../../test/operators.js';
import { pdfPages, pdfText } from '../../test/pdf-text.js';
import { nextWeek, payOnSandbox, productsOf } from '../../test/shopping.js';
import { startSmtpSink, type TSmtpSink } from '../../test/smtp-sink.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';
import { composeMail, composeSms } from './compose.js';
import { sendDueMessages } from './outbox-worker.js';

// Issue 37, decision 103: an order placed from an Arabic page is written to in Arabic (email, text, voucher), with
// its reference, amounts and links whole; an English order's messages stay as they were.

const ARABIC = { 'accept-language': 'ar' };
const ARABIC_LETTER = /\p{Script=Arabic}/u;
/** The left-to-right isolate and its end, which keep a reference whole inside an Arabic line. */
const ISOLATED = (text: string) => `\u2066${text}\u2069`;

let sink: TSmtpSink;
let t: TTestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, SMS_PROVIDER: 'files' } });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});
beforeEach(async () => {
  await t.app.ctx.db.deleteFrom('outbox').execute();
  sink.received.length = 0;
});

let shoppers = 0;
/** A shopper who books two seats and pays, the payment started from a page in `headers`' language. */
async function orderFrom(headers: Record<string, string>) {
  shoppers += 1;
  const email = `arabic.${shoppers}@example.com`;
  const { token, phone } = await t.newShopper({ first_name: 'Layla', last_name: 'Messages' });
  await t.app.ctx.db
    .updateTable('users')
    .set({ email })
    .where('phone_number', '=', `+971${phone.slice(1)}`)
    .execute();
  const [product] = await productsOf(t);
  if (!product) throw new Error('no product in the demo catalogue');
  const item = { module: product.module, planId: product.planId, date: nextWeek(t), time: product.time, adultCount: 2 };
  expect((await t.call('users/addToCart', { item: [item] }, token)).body.status).toBe(1);
  // The cart is checked out from an English page, and paid from one in `headers`' language: the paying page says.
  const checkout = await t.call('users/checkout', {}, token);
  expect(checkout.body.status, checkout.body.message).toBe(1);
  const cartId = checkout.body.data[0]._id as string;
  const initiated = await t.call('users/paymentInitiate', { cartId }, token, { headers });
  expect(initiated.body.status, initiated.body.message).toBe(1);
  const transactionId = initiated.body.data.Transaction.TransactionID as string;
  await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
  const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token, { headers });
  expect(confirmed.body.status, confirmed.body.message).toBe(1);
  const order = await t.app.ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('reference', '=', confirmed.body.data.reference)
    .executeTakeFirstOrThrow();
  return { order, email, token, pdfUrl: confirmed.body.data.pdfUrl as string };
}

function rowsOf(orderId: string) {
  return t.app.ctx.db.selectFrom('outbox').selectAll().where('order_id', '=', orderId).execute();
}

describe('an order paid from an Arabic page', () => {
  it('records Arabic and is confirmed by an Arabic email, right to left, with its reference and voucher whole', async () => {
    const { order, email } = await orderFrom(ARABIC);
    expect(order.language).toBe('ar');

    const sms = (await rowsOf(order.id)).find((row) => row.topic === 'orderConfirmed' && row.channel === 'sms');
    if (!sms) throw new Error('no text queued');
    const text = (await composeSms(t.app.ctx, sms)).body;
    expect(text).toContain(`تم تأكيد الحجز ${ISOLATED(order.reference)}`);
    expect(text).toContain('/api/vouchers/');
    expect(text).not.toMatch(/\b(booking|confirmed|voucher:)\b/i);

    await sendDueMessages(t.app.ctx, t.app.ctx.mailer, 'arabic-worker');
    const mail = sink.received.find((each) => (each.to && 'text' in each.to ? each.to.text : '') === email);
    if (!mail) throw new Error('no confirmation email');
    expect(mail.subject).toBe(EMAIL_MESSAGES_AR.orderConfirmedSubject(order.reference));
    expect(mail.subject).toContain(order.reference);
    expect(mail.html).toMatch(/<html[^>]*\blang="ar"/);
    expect(mail.html).toMatch(/<html[^>]*\bdir="rtl"/);
    expect(mail.html).toContain(`<span dir="ltr">${order.reference}</span>`);
    expect(mail.text).toContain('مرحبًا Layla،');
    expect(mail.text).toMatch(/إجمالي المدفوع:? AED \d+\.\d\d/);
    expect(mail.text).toContain('بالغان');
    // No English of ours left: the greeting, labels and the tickets' words are all Arabic.
    expect(mail.text).not.toMatch(/Hello|Booking reference|Total paid|adults|Download your voucher/);

    const attachment = mail.attachments[0];
    expect(attachment?.filename).toBe(`voucher-${order.reference}.pdf`);
    const pdf = new Uint8Array(attachment?.content ?? []);
    const voucher = await pdfText(pdf);
    expect(voucher).toContain(order.reference);
    expect(voucher).toMatch(/AED \d+\.\d\d/);
    expect(voucher).not.toMatch(/Booking voucher|Tickets|Total paid|Cancellation/);
    const drawn = (await pdfPages(pdf))[0]?.texts ?? [];
    expect(drawn.some((each) => each.font.includes('NotoSansArabic') && ARABIC_LETTER.test(each.text))).toBe(true);
    // The labels lead from the right: the reference's label ends at the right margin.
    const [page] = await pdfPages(pdf);
    const rightmost = Math.max(...(page?.texts ?? []).map((each) => each.x + each.width));
    expect(rightmost).toBeGreaterThan((page?.width ?? 0) - 48 - 2);
    expect(rightmost).toBeLessThanOrEqual((page?.width ?? 0) - 48 + 0.5);
    if (process.env.ARABIC_PDF_OUT) await writeFile(`${process.env.ARABIC_PDF_OUT}/voucher-ar.pdf`, pdf);
    if (process.env.ARABIC_PDF_OUT)
      await writeFile(`${process.env.ARABIC_PDF_OUT}/confirmation-ar.html`, mail.html || '');
  });

  it('downloads its voucher in Arabic, or in English when the link asks for it', async () => {
    const { order, pdfUrl } = await orderFrom(ARABIC);
    // Asked from an Arabic page, the orders' link carries the language.
    expect(pdfUrl).toMatch(/&lang=ar$/);
    const path = new URL(pdfUrl).pathname + new URL(pdfUrl).search;
    const arabic = await t.app.inject({ method: 'GET', url: path });
    expect(arabic.statusCode).toBe(200);
    expect(await pdfText(arabic.rawPayload)).toContain(order.reference);
    const arabicFonts = (await pdfPages(arabic.rawPayload))[0]?.texts.filter((each) => each.font.includes('Arabic'));
    expect(arabicFonts?.length).toBeGreaterThan(5);
    const english = await t.app.inject({ method: 'GET', url: path.replace('lang=ar', 'lang=en') });
    expect(english.statusCode).toBe(200);
    const englishText = await pdfText(english.rawPayload);
    expect(englishText).toContain('Booking voucher');
    expect(englishText).toContain(order.reference);
  });

  it('has an Arabic tax invoice, right to left, with its number, reference and amounts whole', async () => {
    const { order } = await orderFrom(ARABIC);
    const manager = await newOperator(t, 'manager', 'Arabic invoices');
    const download = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/operator/invoice/${order.id}.pdf${query}`,
        headers: { 'x-operator-token': manager.token },
      });
    const arabic = await download('');
    expect(arabic.statusCode, arabic.body).toBe(200);
    const pdf = new Uint8Array(arabic.rawPayload);
    const text = await pdfText(pdf);
    expect(text).toMatch(/INV-\d{6}/);
    expect(text).toContain(order.reference);
    expect(text).toMatch(/AED \d+\.\d\d/);
    expect(text).not.toMatch(/Tax invoice|SELLER|BILL TO|Invoice number|Total \(incl|Description/);
    // The trip by its Arabic title (decision 102), drawn in the Arabic font.
    const drawn = (await pdfPages(pdf))[0]?.texts ?? [];
    expect(drawn.filter((each) => each.font.includes('NotoSansArabic')).length).toBeGreaterThan(10);
    if (process.env.ARABIC_PDF_OUT) await writeFile(`${process.env.ARABIC_PDF_OUT}/invoice-ar.pdf`, pdf);
    // The same invoice (its number kept) in English when the link asks.
    const english = await pdfText(new Uint8Array((await download('?lang=en')).rawPayload));
    expect(english).toContain('Tax invoice');
    expect(english).toContain(/INV-\d{6}/.exec(text)?.[0] ?? 'no number');
  });
});

describe('an Arabic order cancelled by its shopper', () => {
  it('is told in Arabic where each part of the refund went, by email and text', async () => {
    const { order, token } = await orderFrom(ARABIC);
    // Cancelled from an English page: the order's language decides its messages.
    const cancelled = await t.call('users/cancelBooking', { reference: order.reference, refund_to: 'wallet' }, token);
    expect(cancelled.body.status, cancelled.body.message).toBe(1);
    const rows = (await rowsOf(order.id)).filter((row) => row.topic === 'orderCancelled');
    const emailRow = rows.find((row) => row.channel === 'email');
    const smsRow = rows.find((row) => row.channel === 'sms');
    if (!emailRow || !smsRow) throw new Error('the cancellation was not queued by email and text');
    const mail = await composeMail(t.app.ctx, emailRow);
    expect(mail.subject).toBe(EMAIL_MESSAGES_AR.orderCancelledSubject(order.reference));
    const amount = `AED ${(order.amount_paid_fils / 100).toFixed(2)}`;
    expect(mail.text).toContain(`أُضيف ${ISOLATED(amount)} إلى محفظتك`);
    expect(mail.text).not.toMatch(/refunded|wallet|Hello/);
    const text = (await composeSms(t.app.ctx, smsRow)).body;
    expect(text).toContain(`أُلغي الحجز ${ISOLATED(order.reference)}.`);
    expect(text).toContain(ISOLATED(amount));
    expect(text).not.toMatch(/cancelled|wallet/);
  });
});

describe('a gift card bought from an Arabic page', () => {
  it('is sent in Arabic, its code and amount whole, even when the gateway confirms it with no page behind', async () => {
    const { token } = await t.newShopper({ first_name: 'Huda', last_name: 'Gift' });
    const bought = await t.call(
      'users/buyGiftCard',
      { amount: 250, recipient_name: 'Sara', message: 'عيد سعيد' },
      token,
      { headers: ARABIC },
    );
    expect(bought.body.status, bought.body.message).toBe(1);
    await payOnSandbox(t, bought.body.data.Transaction.TransactionID, SANDBOX_CARDS.approve);
    // The return page, asked in English: the purchase's language decides.
    const viewed = await t.call('users/viewGiftCardPurchase', { purchaseId: bought.body.data.purchaseId }, token);
    expect(viewed.body.data.state).toBe('paid');
    const rows = await t.app.ctx.db.selectFrom('outbox').selectAll().where('topic', '=', 'giftCardIssued').execute();
    const emailRow = rows.find((row) => row.channel === 'email');
    const smsRow = rows.find((row) => row.channel === 'sms');
    if (!emailRow || !smsRow) throw new Error('the gift card was not queued by email and text');
    const code = viewed.body.data.card.code as string;
    const mail = await composeMail(t.app.ctx, emailRow);
    expect(mail.subject).toContain(ISOLATED('AED 250.00'));
    expect(mail.html).toContain(`<span dir="ltr">${code}</span>`);
    expect(mail.text).toContain('رمز بطاقة الهدية');
    expect(mail.text).not.toMatch(/Gift card code|Valid until|Hello/);
    const text = (await composeSms(t.app.ctx, smsRow)).body;
    expect(text).toContain(`الرمز: ${ISOLATED(code)}`);
  });
});

describe('an order paid from an English page', () => {
  it('keeps English, and its messages are the English ones', async () => {
    const { order, email, pdfUrl } = await orderFrom({ 'accept-language': 'en' });
    expect(order.language).toBe('en');
    expect(pdfUrl).not.toContain('lang=');
    const sms = (await rowsOf(order.id)).find((row) => row.topic === 'orderConfirmed' && row.channel === 'sms');
    if (!sms) throw new Error('no text queued');
    const text = (await composeSms(t.app.ctx, sms)).body;
    expect(text).toContain(`booking ${order.reference} is confirmed for `);
    expect(text).not.toMatch(ARABIC_LETTER);
    await sendDueMessages(t.app.ctx, t.app.ctx.mailer, 'english-worker');
    const mail = sink.received.find((each) => (each.to && 'text' in each.to ? each.to.text : '') === email);
    expect(mail?.subject).toBe(EMAIL_MESSAGES.orderConfirmedSubject(order.reference));
    expect(mail?.html).toMatch(/<html[^>]*lang="en"/);
    expect(mail?.text).toContain('Hello Layla,');
    expect(mail?.text).not.toMatch(ARABIC_LETTER);
  });
});

describe('a one-time code asked from an Arabic page', () => {
  it('is texted in Arabic, its code whole and the WebOTP line as it was', async () => {
    const { phone } = await t.newShopper({ first_name: 'Omar', last_name: 'Code' });
    const sent = await t.call('users/sendCode', { country: 'AE', phone_number: phone, purpose: 'login' }, '', {
      headers: ARABIC,
    });
    expect(sent.body.status, sent.body.message).toBe(1);
    const row = await t.app.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('topic', '=', 'phoneCode')
      .where('recipient', '=', `+971${phone.slice(1)}`)
      .where('dedupe_key', 'like', 'phoneCode:login:%')
      .executeTakeFirstOrThrow();
    const body = (await composeSms(t.app.ctx, row)).body;
    const code = /#(\d{6})$/.exec(body)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(body).toContain(`${ISOLATED(code ?? '')} هو رمزك لتسجيل الدخول`);
    expect(body).toMatch(/\n\n@[\w.-]+ #\d{6}$/);
  });
});
