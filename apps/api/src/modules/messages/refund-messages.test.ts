import { CANCEL_MESSAGES } from '@rihla/shared/messages/booking';
import { EMAIL_MESSAGES } from '@rihla/shared/messages/emails';
import type { TCompletedOrder } from '@rihla/shared/schemas/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOutboxRow } from '../../db/tables/schema.js';
import { cashBooking, confirmedBooking } from '../../test/desk-orders.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { issuedGiftCardCode } from '../../test/ledger.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { freshDates, payAndConfirm, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { composeMail, composeSms } from './compose.js';

// Refund messages name where each part went (issue 32 item 10, decision 063): the cancellation's email, text and
// in-app notification and the shopper's orders page, for a card, cash, wallet and gift card, and a mixed refund,
// made through the real flows. On SQLite and on PostgreSQL (TEST_DATABASE_URL).

let t: TTestApp;
let picnic: TCatalogueCard;
let manager: TTestOperator;
let freshDate: () => string;

beforeAll(async () => {
  // Texts on (written to files), so that each cancellation queues an email and a text.
  t = await createTestApp({ env: { SMS_PROVIDER: 'files' } });
  [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  manager = await newOperator(t, 'manager', 'Mona Manager');
  freshDate = freshDates(t, 30);
});
afterAll(async () => {
  await t?.close();
});

/** The cancellation's email and text of an order, composed as the outbox worker composes them when it sends. */
async function cancellationMessages(orderId: string) {
  const rows = await t.app.ctx.db
    .selectFrom('outbox')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('topic', '=', 'orderCancelled')
    .orderBy('channel')
    .execute();
  const byChannel = (channel: string) => rows.find((row) => row.channel === channel) as TOutboxRow;
  expect(rows.map((row) => row.channel)).toEqual(['email', 'sms']);
  const mail = await composeMail(t.app.ctx, byChannel('email'));
  const sms = await composeSms(t.app.ctx, byChannel('sms'));
  return { mail: mail.text, sms: sms.body };
}

async function notificationsOf(token: string): Promise<string[]> {
  const res = await t.call('users/viewNotification', {}, token);
  return (res.body.data as Array<{ message?: string; title?: string; body?: string }>).map((note) =>
    JSON.stringify(note),
  );
}

async function shopperOrder(token: string, reference: string): Promise<TCompletedOrder> {
  const listed = await t.call('users/viewCompletedOrder', {}, token);
  return (listed.body.data as TCompletedOrder[]).find((order) => order.reference === reference) as TCompletedOrder;
}

const CARD_DAYS = 'back to your card: it takes 10 to 15 working days to reach you.';

/** What no refund message may say any more (the texts). */
function expectNoCardWords(text: string) {
  expect(text).not.toContain('card you paid with');
  expect(text).not.toContain('up to 10 working days');
  expect(text).not.toContain(CARD_DAYS);
}

async function userIdOf(phone: string): Promise<string> {
  const row = await t.app.ctx.db
    .selectFrom('users')
    .select('id')
    .where('phone_number', '=', `+971${phone.slice(1)}`)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A shopper's booking paid with the balances asked for and the rest by card, through checkout and the gateway. */
async function bookWithBalances(balances: { walletFils?: number; points?: number; giftCardAed?: number }) {
  const { token, phone } = await t.newShopper({ first_name: 'Layla', last_name: 'Refunds' });
  const userId = await userIdOf(phone);
  await t.app.ctx.db
    .updateTable('users')
    .set({ email: `refunds.${userId}@example.com` })
    .where('id', '=', userId)
    .execute();
  const adjust = (kind: 'wallet' | 'points', amount: number) =>
    operatorCall(t, 'operator/adjustLedger', { userId, kind, amount, reason: 'Goodwill for the test' }, manager.token);
  if (balances.walletFils) expect((await adjust('wallet', balances.walletFils)).statusCode).toBe(200);
  if (balances.points) expect((await adjust('points', balances.points)).statusCode).toBe(200);
  const code = balances.giftCardAed ? await issuedGiftCardCode(t, manager.token, balances.giftCardAed) : undefined;
  const line = { module: picnic.module, planId: picnic.planId, date: freshDate(), time: picnic.time, adultCount: 2 };
  expect((await t.call('users/addToCart', { item: [line] }, token)).body.status).toBe(1);
  const { order } = await payAndConfirm(t, token, {
    ...(balances.walletFils && { use_wallet: true }),
    ...(balances.points && { use_points: true }),
    ...(code && { gift_card_code: code }),
  });
  return { token, order };
}

describe('the cancellation’s email, text and notification say where each part of the refund went', () => {
  it('a card refund: back to the card, in the Terms’ 10 to 15 working days', async () => {
    const { token, order } = await confirmedBooking(t, picnic, freshDate(), 2);
    expect((await t.call('users/cancelBooking', { reference: order.reference }, token)).body.status).toBe(1);
    const refunded = await t.app.ctx.db
      .selectFrom('orders')
      .select('refunded_fils')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const line = `AED ${(refunded.refunded_fils / 100).toFixed(2)} ${CARD_DAYS}`;
    const { mail, sms } = await cancellationMessages(order.id);
    expect(mail).toContain(EMAIL_MESSAGES.refundTotal(refunded.refunded_fils));
    expect(mail).toContain(line);
    expect(sms).toBe(`Rihla: booking ${order.reference} is cancelled. ${line}`);
    expect(await notificationsOf(token)).toEqual(
      expect.arrayContaining([expect.stringContaining(`Your booking ${order.reference} is cancelled. ${line}`)]),
    );
    expect((await shopperOrder(token, order.reference)).refund_parts).toEqual([
      { to: 'card', amount: refunded.refunded_fils / 100, points: 0 },
    ]);
  });

  it('a cash booking’s refund: paid back in cash at the desk, never to a card', async () => {
    const { orderId, amountFils } = await cashBooking(t, picnic, freshDate(), manager.token);
    const refund = { id: orderId, refund: 'full', reason: 'Customer cannot travel' };
    expect((await operatorCall(t, 'operator/cancelOrder', refund, manager.token)).statusCode).toBe(200);

    const line = `AED ${(amountFils / 100).toFixed(2)} in cash: it is paid back to you at our desk.`;
    const { mail, sms } = await cancellationMessages(orderId);
    expect(mail).toContain(line);
    expect(sms).toContain(line);
    expectNoCardWords(mail);
    expectNoCardWords(sms);
    expect(sms).not.toMatch(/card/);
  });

  it('a refund to the wallet and a gift card: each part says where it went, and nothing of a card', async () => {
    const { token, order } = await bookWithBalances({ giftCardAed: 50 });
    expect(order.gift_card_fils).toBe(5_000);
    const cancelled = await t.call('users/cancelBooking', { reference: order.reference, refund_to: 'wallet' }, token);
    expect(cancelled.body.status, cancelled.body.message).toBe(1);
    const walletLine = `AED ${(order.amount_paid_fils / 100).toFixed(2)} to your wallet: it is in your wallet now.`;
    const giftCardLine = 'AED 50.00 back to your gift card.';
    const { mail, sms } = await cancellationMessages(order.id);
    expect(mail).toContain(EMAIL_MESSAGES.refundTotal(order.amount_paid_fils + 5_000));
    expect(mail).toContain(giftCardLine);
    expect(mail).toContain(walletLine);
    expect(sms).toBe(`Rihla: booking ${order.reference} is cancelled. ${giftCardLine} ${walletLine}`);
    expectNoCardWords(mail);
    expectNoCardWords(sms);
    expect((await shopperOrder(token, order.reference)).refund_parts).toEqual([
      { to: 'giftCard', amount: 50, points: 0 },
      { to: 'wallet', amount: order.amount_paid_fils / 100, points: 0 },
    ]);
  });

  it('a mixed refund: points, gift card, wallet and card, each with its own words', async () => {
    const { token, order } = await bookWithBalances({ walletFils: 3_000, points: 1_000, giftCardAed: 50 });
    expect(order).toMatchObject({ points_used: 1_000, points_fils: 800, gift_card_fils: 5_000, wallet_fils: 3_000 });
    expect((await t.call('users/cancelBooking', { reference: order.reference }, token)).body.status).toBe(1);
    const lines = [
      '1,000 points (AED 8.00) back to your points.',
      'AED 50.00 back to your gift card.',
      'AED 30.00 to your wallet: it is in your wallet now.',
      `AED ${(order.amount_paid_fils / 100).toFixed(2)} ${CARD_DAYS}`,
    ];
    const { mail, sms } = await cancellationMessages(order.id);
    for (const line of lines) expect(mail).toContain(line);
    expect(sms).toBe(`Rihla: booking ${order.reference} is cancelled. ${lines.join(' ')}`);
    const notes = await notificationsOf(token);
    expect(notes).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          CANCEL_MESSAGES.notification(order.reference, [
            { to: 'points', fils: 800, points: 1_000 },
            { to: 'giftCard', fils: 5_000 },
            { to: 'wallet', fils: 3_000 },
            { to: 'card', fils: order.amount_paid_fils },
          ]),
        ),
      ]),
    );
  });

  it('a refund that keeps the booking, then its cancellation: each message names only its own parts', async () => {
    const { token, order } = await bookWithBalances({ walletFils: 3_000 });
    const part = { id: order.id, amountFils: 5_000, reason: 'Goodwill' };
    expect((await operatorCall(t, 'operator/refundOrder', part, manager.token)).statusCode).toBe(200);
    const refunded = await t.app.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('topic', '=', 'orderRefunded')
      .where('channel', '=', 'sms')
      .executeTakeFirstOrThrow();
    // The wallet's part goes back first (decision 049), then the card's.
    const partLines = ['AED 30.00 to your wallet: it is in your wallet now.', `AED 20.00 ${CARD_DAYS}`];
    expect((await composeSms(t.app.ctx, refunded)).body).toContain(partLines.join(' '));

    const cancel = { id: order.id, refund: 'full', reason: 'Cannot travel' };
    expect((await operatorCall(t, 'operator/cancelOrder', cancel, manager.token)).statusCode).toBe(200);
    const restFils = order.amount_paid_fils - 2_000;
    const restLine = `AED ${(restFils / 100).toFixed(2)} ${CARD_DAYS}`;
    const { mail, sms } = await cancellationMessages(order.id);
    expect(mail).toContain(EMAIL_MESSAGES.refundTotal(restFils));
    expect(sms).toBe(`Rihla: booking ${order.reference} is cancelled. ${restLine}`);
    expect(mail).not.toContain('to your wallet');
    // The orders page keeps the whole story: both refunds, part by part.
    expect((await shopperOrder(token, order.reference)).refund_parts).toEqual([
      { to: 'wallet', amount: 30, points: 0 },
      { to: 'card', amount: order.amount_paid_fils / 100, points: 0 },
    ]);
  });
});
