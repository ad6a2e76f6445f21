import fs from 'node:fs';
import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import { GIFT_CARD_MESSAGES, LEDGER_MESSAGES } from '@rihla/shared/messages/ledger';
import { GIFT_CARD_CODE_ALPHABET } from '@rihla/shared/rules/gift-cards';
import { filsOfPoints, INVITE_POINTS, pointsEarnedOn, type TLedgerKind } from '@rihla/shared/rules/ledger';
import { filsToAed, vatIncludedFils } from '@rihla/shared/rules/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { createTestApp, TEST_PUBLIC_URL, type TTestApp, uniquePhone } from '../../test/harness.js';
import { creditLedger, newShopperWithId } from '../../test/ledger.js';
import { newOperator, operatorCall } from '../../test/operators.js';
import { pdfText } from '../../test/pdf-text.js';
import { freshDates, payOnSandbox, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { splitRefund } from '../booking/steps/spend-balances.js';
import { postGiftCardEntry } from '../gift-cards/gift-card-ledger.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';
import { renderOrderVoucher } from '../vouchers/voucher-of-order.js';
import { postEntry } from './ledger.service.js';

/** A balance gone since checkout: the shopper is told to check out again, and the page reprices by its code. */
const BALANCE_CHANGED = { message: LEDGER_MESSAGES.balanceChanged, code: 'ledger.balance_changed' };

// Paying with points, a gift card and the wallet; refunds to where the value came from; invites (issue 20,
// decision 049). On SQLite and on PostgreSQL (TEST_DATABASE_URL).

let t: TTestApp;
let product: TCatalogueCard;
let freshDate: () => string;
beforeAll(async () => {
  t = await createTestApp();
  [product] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  freshDate = freshDates(t, 20);
});
afterAll(async () => {
  await t?.close();
});

const now = () => t.clock.now().toISOString();

/** A new shopper with `adultCount` seats of the product on a fresh date in the cart. */
async function shopperWithCart(adultCount = 1, date = freshDate()) {
  const { token, userId } = await newShopperWithId(t);
  await addToCart(token, adultCount, date);
  return { token, userId, date };
}

async function addToCart(token: string, adultCount: number, date: string) {
  const added = await t.call(
    'users/addToCart',
    { item: [{ module: product.module, planId: product.planId, date, time: product.time, adultCount }] },
    token,
  );
  expect(added.body.status).toBe(1);
}

const credit = (userId: string, kind: TLedgerKind, amount: number) => creditLedger(t, userId, kind, amount);

/** A gift card issued with `fils` on it, as the gift-cards module records one. */
async function giftCard(fils: number, changes: { expires_at?: string; status?: 'active' | 'void' } = {}) {
  let bare = '';
  for (let i = 0; i < 16; i += 1) bare += GIFT_CARD_CODE_ALPHABET[Math.floor(Math.random() * 30)];
  const code = bare.match(/.{4}/g)?.join('-') as string;
  const id = newId();
  await t.app.ctx.db
    .insertInto('gift_cards')
    .values({
      id,
      code,
      initial_fils: fils,
      expires_at: changes.expires_at ?? new Date(t.clock.now().getTime() + 365 * 86_400_000).toISOString(),
      created_at: now(),
      updated_at: now(),
    })
    .execute();
  await t.app.ctx.db
    .transaction()
    .execute((trx) =>
      postGiftCardEntry(trx, { giftCardId: id, amount: fils, reason: 'issued', eventKey: `issued:${id}` }, now()),
    );
  if (changes.status)
    await t.app.ctx.db.updateTable('gift_cards').set({ status: changes.status }).where('id', '=', id).execute();
  return { id, code };
}

const balanceOfCard = async (id: string) =>
  (await t.app.ctx.db.selectFrom('gift_cards').select('balance_fils').where('id', '=', id).executeTakeFirstOrThrow())
    .balance_fils;
const walletOf = async (token: string) => (await t.call('users/viewWallet', {}, token)).body.data;
const orderRow = (reference: string) =>
  t.app.ctx.db.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
const entriesOf = (userId: string) =>
  t.app.ctx.db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).execute();

async function checkout(token: string, body: Record<string, unknown>) {
  return t.call('users/checkout', body, token);
}

/** Checkout, payment page, the sandbox's approving card and the return page: the order answered. */
async function payByCard(token: string, body: Record<string, unknown>) {
  const checked = await checkout(token, body);
  expect(checked.body.status).toBe(1);
  const cartId = checked.body.data[0]._id as string;
  const initiated = await t.call('users/paymentInitiate', { cartId }, token);
  expect(initiated.body.status).toBe(1);
  const transactionId = initiated.body.data.Transaction.TransactionID as string;
  await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
  const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
  return { summary: checked.body.data[0], cartId, transactionId, confirmed };
}

const gatewayRecord = (transactionId: string) =>
  t.app.ctx.db
    .selectFrom('sandbox_transactions')
    .select(['status', 'refunded_fils', 'amount_fils'])
    .where('id', '=', transactionId)
    .executeTakeFirstOrThrow();

describe('POST /api/users/checkout with points, a gift card and the wallet', () => {
  it('refuses a discount code with points, and records nothing', async () => {
    const { token, userId } = await shopperWithCart();
    await credit(userId, 'points', 500);
    const res = await checkout(token, { coupon_code: 'WELCOME10', use_points: true });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(LEDGER_MESSAGES.codeOrPoints);
    const checkouts = await t.app.ctx.db.selectFrom('checkouts').select('id').where('user_id', '=', userId).execute();
    expect(checkouts).toEqual([]);
  });

  it('takes points in steps of 5, then the gift card, then the wallet, and leaves the rest to the card', async () => {
    const { token, userId } = await shopperWithCart();
    await credit(userId, 'points', 1003);
    await credit(userId, 'wallet', 1500);
    const card = await giftCard(2000);
    const res = await checkout(token, { use_points: true, use_wallet: true, gift_card_code: card.code.toLowerCase() });
    expect(res.body.status).toBe(1);
    const summary = res.body.data[0];
    const priceFils = Math.round(summary.actual_amount * 100);
    expect(summary).toMatchObject({
      discount: 0,
      points_used: 1000,
      points_amount: filsToAed(800),
      gift_card_code: card.code,
      gift_card_amount: 20,
      wallet_amount: 15,
      to_be_paid: filsToAed(priceFils - 800 - 2000 - 1500),
      // The VAT of the whole price, whatever pays it, as the order's receipt states it.
      vat: filsToAed(vatIncludedFils(priceFils)),
    });
    // Checkout only reads: nothing is taken until the order.
    expect((await walletOf(token)).walletFils).toBe(1500);
    expect(await balanceOfCard(card.id)).toBe(2000);
    const view = await t.call('users/viewCheckout', { cartId: summary._id }, token);
    expect(view.body.data).toMatchObject({ points_used: 1000, gift_card_amount: 20, wallet_amount: 15 });
  });

  it('uses no more points or wallet than the price, points never past it', async () => {
    const { token, userId } = await shopperWithCart();
    await credit(userId, 'points', 1_000_000);
    const res = await checkout(token, { use_points: true, use_wallet: false });
    const summary = res.body.data[0];
    const priceFils = Math.round(summary.actual_amount * 100);
    expect(summary.points_used % 5).toBe(0);
    expect(filsOfPoints(summary.points_used)).toBeLessThanOrEqual(priceFils);
    expect(priceFils - filsOfPoints(summary.points_used)).toBeLessThan(4);
  });

  it('refuses an empty wallet, no points, a bad, voided or expired gift card, and a blocked account', async () => {
    const { token, userId } = await shopperWithCart();
    expect((await checkout(token, { use_wallet: true })).body.message).toBe(LEDGER_MESSAGES.emptyWallet);
    expect((await checkout(token, { use_points: true })).body.message).toBe(LEDGER_MESSAGES.noPoints);
    const bad = await checkout(token, { gift_card_code: 'nope' });
    expect([bad.statusCode, bad.body.message]).toEqual([400, GIFT_CARD_MESSAGES.invalid]);
    const unknown = await checkout(token, { gift_card_code: 'AAAA-BBBB-CCCC-DDDD' });
    expect([unknown.statusCode, unknown.body.message]).toEqual([400, GIFT_CARD_MESSAGES.notFound]);
    const voided = await giftCard(5000, { status: 'void' });
    expect((await checkout(token, { gift_card_code: voided.code })).body.message).toBe(GIFT_CARD_MESSAGES.voided);
    const expired = await giftCard(5000, { expires_at: now() });
    expect((await checkout(token, { gift_card_code: expired.code })).body.message).toBe(GIFT_CARD_MESSAGES.expired);
    await credit(userId, 'wallet', 5000);
    await t.app.ctx.db
      .updateTable('ledger_accounts')
      .set({ blocked_at: now() })
      .where('user_id', '=', userId)
      .execute();
    const blocked = await checkout(token, { use_wallet: true });
    expect([blocked.statusCode, blocked.body.message]).toEqual([409, LEDGER_MESSAGES.blocked]);
    const checkouts = await t.app.ctx.db.selectFrom('checkouts').select('id').where('user_id', '=', userId).execute();
    expect(checkouts).toEqual([]);
  });
});

describe('an order paid in full by balances', () => {
  it('completes without the gateway: the return page finds the order, the balances are spent once', async () => {
    const { token, userId } = await shopperWithCart(2);
    await credit(userId, 'wallet', 1_000_000);
    const checked = await checkout(token, { use_wallet: true });
    const summary = checked.body.data[0];
    expect(summary.to_be_paid).toBe(0);
    const gatewayRows = await t.app.ctx.db.selectFrom('sandbox_transactions').select('id').execute();
    const initiated = await t.call('users/paymentInitiate', { cartId: summary._id }, token);
    expect(initiated.body.status).toBe(1);
    const { PaymentPage, TransactionID } = initiated.body.data.Transaction;
    expect(PaymentPage).toBe(`${TEST_PUBLIC_URL}/transactionStatus`);
    expect(TransactionID).toMatch(/^bal_/);
    expect(await t.app.ctx.db.selectFrom('sandbox_transactions').select('id').execute()).toHaveLength(
      gatewayRows.length,
    );
    const confirmed = await t.call('users/confirmBooking', { paymentId: TransactionID, cartId: summary._id }, token);
    expect(confirmed.body.status).toBe(1);
    const priceFils = Math.round(summary.actual_amount * 100);
    expect(confirmed.body.data).toMatchObject({
      status: 'confirmed',
      amount_paid: 0,
      paid_with: { card: 0, gift_card: 0, wallet: summary.actual_amount, points: 0, points_used: 0 },
      // The VAT the whole price contains, as the voucher states it: not that of the card's part, which is nothing.
      vat: Math.round((priceFils * 5) / 105) / 100,
    });
    // Asked again (the return page reloaded): the same order.
    const again = await t.call('users/confirmBooking', { paymentId: TransactionID, cartId: summary._id }, token);
    expect(again.body.data.reference).toBe(confirmed.body.data.reference);
    const wallet = await walletOf(token);
    expect(wallet.walletFils).toBe(1_000_000 - priceFils);
    // Points are earned on what the wallet paid, pending until the trip has run (decision 058).
    expect(wallet).toMatchObject({ points: 0, pendingPoints: pointsEarnedOn(priceFils) });
    // A second paymentInitiate of the paid checkout changes nothing.
    const second = await t.call('users/paymentInitiate', { cartId: summary._id }, token);
    expect([second.statusCode, second.body.message]).toEqual([409, PAYMENT_MESSAGES.alreadyPaid]);
  });

  it('is refused with 409 and the code ledger.balance_changed when the balance is gone by the payment, and nothing changes', async () => {
    const { token, userId } = await shopperWithCart();
    await credit(userId, 'wallet', 1_000_000);
    const summary = (await checkout(token, { use_wallet: true })).body.data[0];
    await t.app.ctx.db
      .transaction()
      .execute((trx) =>
        postEntry(
          trx,
          { userId, kind: 'wallet', amount: -999_000, reason: 'spent', eventKey: `test-spend:${userId}` },
          now(),
        ),
      );
    const res = await t.call('users/paymentInitiate', { cartId: summary._id }, token);
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({ ...BALANCE_CHANGED, status: 0 });
    const row = await t.app.ctx.db
      .selectFrom('checkouts')
      .select('status')
      .where('id', '=', summary._id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
    expect(await t.app.ctx.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    expect((await walletOf(token)).walletFils).toBe(1000);
  });

  it('keeps a 100% discount code order (nothing to pay, no balances) on the gateway as before', async () => {
    const { token } = await shopperWithCart();
    const code = `FREE${newId()
      .slice(0, 6)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X')}`;
    await t.app.ctx.db
      .insertInto('promo_codes')
      .values({
        code,
        kind: 'percent',
        // Basis points: 100%.
        value: 10_000,
        max_discount_fils: null,
        min_order_fils: 0,
        valid_from: null,
        valid_until: null,
        max_uses: null,
        max_uses_per_user: null,
        used_count: 0,
        description: 'Everything free',
        created_at: now(),
      })
      .execute();
    const { summary, transactionId, confirmed } = await payByCard(token, { coupon_code: code });
    expect(summary).toMatchObject({ to_be_paid: 0, wallet_amount: 0 });
    expect(transactionId).not.toMatch(/^bal_/);
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', amount_paid: 0 });
  });
});

describe('POST /api/users/paymentInitiate of a checkout with balances', () => {
  it('refuses a shopper blocked since checkout, and changes nothing', async () => {
    const { token, userId } = await shopperWithCart();
    await credit(userId, 'wallet', 1000);
    const cartId = (await checkout(token, { use_wallet: true })).body.data[0]._id;
    await t.app.ctx.db
      .updateTable('ledger_accounts')
      .set({ blocked_at: now() })
      .where('user_id', '=', userId)
      .execute();
    const res = await t.call('users/paymentInitiate', { cartId }, token);
    expect([res.statusCode, res.body.message]).toEqual([409, LEDGER_MESSAGES.blocked]);
    const view = await t.call('users/viewCheckout', { cartId }, token);
    expect(view.body.data).toMatchObject({ state: 'open', payRefusal: LEDGER_MESSAGES.blocked });
    expect((await walletOf(token)).walletFils).toBe(1000);
  });

  it('refuses a gift card voided since checkout', async () => {
    const { token } = await shopperWithCart();
    const card = await giftCard(1000);
    const cartId = (await checkout(token, { gift_card_code: card.code })).body.data[0]._id;
    await t.app.ctx.db.updateTable('gift_cards').set({ status: 'void' }).where('id', '=', card.id).execute();
    const res = await t.call('users/paymentInitiate', { cartId }, token);
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({ ...BALANCE_CHANGED, status: 0 });
    expect(await balanceOfCard(card.id)).toBe(1000);
  });
});

describe('50 checkouts spending one wallet at once', () => {
  it('never spends more than the balance, never below zero; each refused one answers 409 and changed nothing', async () => {
    const date = freshDate();
    const { token, userId } = await shopperWithCart(1, date);
    const priceFils = Math.round((await checkout(token, {})).body.data[0].actual_amount * 100);
    const balance = priceFils * 5 + Math.floor(priceFils / 2);
    await credit(userId, 'wallet', balance);
    const checkouts = await Promise.all(Array.from({ length: 50 }, () => checkout(token, { use_wallet: true })));
    for (const res of checkouts) expect(res.body.data[0].to_be_paid).toBe(0);
    const answers = await Promise.all(
      checkouts.map((res) => t.call('users/paymentInitiate', { cartId: res.body.data[0]._id }, token)),
    );
    const paid = answers.filter((res) => res.body.status === 1);
    const refused = answers.filter((res) => res.body.status !== 1);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.length).toBeLessThanOrEqual(5);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.body).toEqual({ ...BALANCE_CHANGED, status: 0 });
    }
    const spent = (await entriesOf(userId)).filter((entry) => entry.reason === 'spent');
    expect(spent).toHaveLength(paid.length);
    const totalSpent = -spent.reduce((sum, entry) => sum + entry.amount, 0);
    expect(totalSpent).toBeLessThanOrEqual(balance);
    const account = await t.app.ctx.db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(account.wallet_fils).toBe(balance - totalSpent);
    expect(account.wallet_fils).toBeGreaterThanOrEqual(0);
    const orders = await t.app.ctx.db
      .selectFrom('orders')
      .select('checkout_id')
      .where('user_id', '=', userId)
      .execute();
    expect(orders).toHaveLength(paid.length);
    const open = await t.app.ctx.db
      .selectFrom('checkouts')
      .select('id')
      .where(
        'id',
        'in',
        checkouts.map((res) => res.body.data[0]._id as string),
      )
      .where('status', '=', 'open')
      .execute();
    expect(open).toHaveLength(refused.length);
    const payments = await t.app.ctx.db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', userId)
      .where('provider', '=', 'balance')
      .execute();
    expect(payments).toHaveLength(paid.length);
  }, 60_000);
});

describe('an order paid partly by card, with a balance spent meanwhile', () => {
  it('fails with reason balance, refunds the card and takes nothing', async () => {
    const { token, userId } = await shopperWithCart();
    await credit(userId, 'wallet', 1000);
    const checked = await checkout(token, { use_wallet: true });
    const cartId = checked.body.data[0]._id;
    const initiated = await t.call('users/paymentInitiate', { cartId }, token);
    const transactionId = initiated.body.data.Transaction.TransactionID;
    await t.app.ctx.db
      .transaction()
      .execute((trx) =>
        postEntry(
          trx,
          { userId, kind: 'wallet', amount: -600, reason: 'spent', eventKey: `elsewhere:${userId}` },
          now(),
        ),
      );
    await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
    const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
    expect([confirmed.statusCode, confirmed.body.message]).toEqual([409, LEDGER_MESSAGES.spentAfterPayment]);
    const order = await t.app.ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'failed', failure_reason: 'balance', wallet_fils: 0 });
    expect((await gatewayRecord(transactionId)).status).toBe('refunded');
    expect((await walletOf(token)).walletFils).toBe(400);
  });
});

describe('refunds of a mixed payment go back to where each part came from', () => {
  async function mixedOrder() {
    const { token, userId } = await shopperWithCart(2);
    await credit(userId, 'points', 1000);
    await credit(userId, 'wallet', 3000);
    const card = await giftCard(2000);
    const { summary, transactionId, confirmed } = await payByCard(token, {
      use_points: true,
      use_wallet: true,
      gift_card_code: card.code,
    });
    expect(confirmed.body.status).toBe(1);
    const priceFils = Math.round(summary.actual_amount * 100);
    const cardFils = priceFils - 800 - 2000 - 3000;
    expect(confirmed.body.data.paid_with).toEqual({
      card: filsToAed(cardFils),
      gift_card: 20,
      wallet: 30,
      points: 8,
      points_used: 1000,
    });
    const wallet = await walletOf(token);
    // Spent, and points earned on everything but the points part, pending until the trip has run.
    expect(wallet).toMatchObject({ walletFils: 0, points: 0, pendingPoints: pointsEarnedOn(priceFils - 800) });
    expect(await balanceOfCard(card.id)).toBe(0);
    expect(confirmed.body.data.refundNow.percent).toBe(100);
    return { token, userId, card, cardFils, transactionId, reference: confirmed.body.data.reference as string };
  }

  it('to the card: points as points, the gift card to the card, the wallet to the wallet, the card by the gateway', async () => {
    const { token, card, cardFils, transactionId, reference } = await mixedOrder();
    const res = await t.call('users/cancelBooking', { reference, refund_to: 'card' }, token);
    expect(res.body.status).toBe(1);
    expect(res.body.data).toMatchObject({
      status: 'refunded',
      refunded_to: { card: filsToAed(cardFils), gift_card: 20, wallet: 30, points: 8, points_used: 1000 },
    });
    expect(await balanceOfCard(card.id)).toBe(2000);
    const wallet = await walletOf(token);
    expect(wallet).toMatchObject({ walletFils: 3000, points: 1000, pendingPoints: 0 });
    expect(await gatewayRecord(transactionId)).toMatchObject({ refunded_fils: cardFils });
  });

  it('to the wallet: the card part lands in the wallet at once and the gateway refunds nothing', async () => {
    const { token, card, cardFils, transactionId, reference } = await mixedOrder();
    const res = await t.call('users/cancelBooking', { reference, refund_to: 'wallet' }, token);
    expect(res.body.data).toMatchObject({
      status: 'refunded',
      refunded_to: { card: 0, gift_card: 20, wallet: filsToAed(3000 + cardFils), points: 8, points_used: 1000 },
    });
    expect(await balanceOfCard(card.id)).toBe(2000);
    expect((await walletOf(token)).walletFils).toBe(3000 + cardFils);
    expect(await gatewayRecord(transactionId)).toMatchObject({ refunded_fils: 0, status: 'paid' });
  });

  it('sends an expired gift card part to the wallet', async () => {
    const { token, card, cardFils, reference } = await mixedOrder();
    await t.app.ctx.db.updateTable('gift_cards').set({ expires_at: now() }).where('id', '=', card.id).execute();
    const res = await t.call('users/cancelBooking', { reference }, token);
    expect(res.body.data.refunded_to).toEqual({
      card: filsToAed(cardFils),
      gift_card: 0,
      wallet: 50,
      points: 8,
      points_used: 1000,
    });
    expect(await balanceOfCard(card.id)).toBe(0);
    expect((await walletOf(token)).walletFils).toBe(5000);
  });

  it("forfeits a voided gift card's part on the shopper's cancel: paid out nowhere, and said so", async () => {
    const { token, userId, card, cardFils, transactionId, reference } = await mixedOrder();
    const manager = await newOperator(t, 'manager');
    const voided = await operatorCall(
      t,
      'operator/voidGiftCard',
      { giftCardId: card.id, reason: 'Stolen' },
      manager.token,
    );
    expect(voided.statusCode).toBe(200);
    const res = await t.call('users/cancelBooking', { reference, refund_to: 'card' }, token);
    expect(res.body.status).toBe(1);
    expect(res.body.data).toMatchObject({
      status: 'refunded',
      refunded_to: { card: filsToAed(cardFils), gift_card: 0, wallet: 30, points: 8, points_used: 1000 },
    });
    expect(res.body.data.refund_parts).toContainEqual({ to: 'voided', amount: 20, points: 0 });
    expect(await balanceOfCard(card.id)).toBe(0);
    expect((await walletOf(token)).walletFils).toBe(3000);
    const walletBack = (await entriesOf(userId)).filter((e) => e.kind === 'wallet' && e.reason === 'refund');
    expect(walletBack.map((e) => e.amount)).toEqual([3000]);
    expect(await gatewayRecord(transactionId)).toMatchObject({ refunded_fils: cardFils });
    expect(await orderRow(reference)).toMatchObject({
      refunded_gift_card_fils: 2000,
      gift_card_refund_to: 'forfeited',
    });
    // The shopper is told what was given back, without the forfeited part.
    const notice = await t.app.ctx.db
      .selectFrom('outbox')
      .select('payload')
      .where('topic', '=', 'orderCancelled')
      .where('order_id', '=', (await orderRow(reference)).id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(notice.payload)).toEqual({
      refundFils: 800 + 3000 + cardFils,
      parts: [
        { to: 'points', fils: 800, points: 1000 },
        { to: 'voided', fils: 2000 },
        { to: 'wallet', fils: 3000 },
        { to: 'card', fils: cardFils },
      ],
    });
  });

  it("forfeits a voided gift card's part on an operator's refund, shown on the order page without the code", async () => {
    const { token, card, reference } = await mixedOrder();
    const manager = await newOperator(t, 'manager');
    const agent = await newOperator(t, 'agent');
    await operatorCall(t, 'operator/voidGiftCard', { giftCardId: card.id, reason: 'Stolen' }, manager.token);
    const order = await orderRow(reference);
    const res = await operatorCall(
      t,
      'operator/refundOrder',
      { id: order.id, amountFils: 800 + 2000 + 1000, reason: 'Weather: the boat did not sail' },
      manager.token,
    );
    expect(res.body.status).toBe(1);
    expect(await orderRow(reference)).toMatchObject({
      refunded_gift_card_fils: 2000,
      gift_card_refund_to: 'forfeited',
      refunded_wallet_fils: 1000,
    });
    expect(await balanceOfCard(card.id)).toBe(0);
    expect((await walletOf(token)).walletFils).toBe(1000);
    for (const operator of [agent, manager]) {
      const page = await operatorCall(t, 'operator/getOrder', { id: order.id }, operator.token);
      expect(page.body.data).toMatchObject({ giftCardForfeitedFils: 2000, balancesFils: { giftCard: 2000 } });
      expect(page.raw.body.replace(/-/g, '')).not.toContain(card.code.replace(/-/g, ''));
    }
  });

  it('posts once when the same cancellation is raced', async () => {
    const { token, userId, card, cardFils, reference } = await mixedOrder();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.call('users/cancelBooking', { reference, refund_to: i % 2 ? 'wallet' : 'card' }, token),
      ),
    );
    expect(answers.filter((res) => res.body.status === 1).length).toBeGreaterThan(0);
    const order = await orderRow(reference);
    const refunds = (await entriesOf(userId)).filter((entry) => entry.reason === 'refund');
    expect(refunds.filter((entry) => entry.kind === 'points')).toHaveLength(1);
    const walletBack = refunds.filter((entry) => entry.kind === 'wallet').reduce((sum, e) => sum + e.amount, 0);
    expect(walletBack).toBe(3000 + (order.refund_to === 'wallet' ? cardFils : 0));
    expect(await balanceOfCard(card.id)).toBe(2000);
    const cardEntries = await t.app.ctx.db
      .selectFrom('gift_card_entries')
      .select('amount')
      .where('gift_card_id', '=', card.id)
      .where('reason', '=', 'refund')
      .execute();
    expect(cardEntries).toEqual([{ amount: 2000 }]);
  });

  it("follows the same split for an operator's refund, the card's part to the card", async () => {
    const { token, card, cardFils, transactionId, reference } = await mixedOrder();
    const manager = await newOperator(t, 'manager');
    const order = await orderRow(reference);
    // The bookings desk's order page shows each part and may refund the whole price.
    const page = await operatorCall(t, 'operator/getOrder', { id: order.id }, manager.token);
    expect(page.body.data).toMatchObject({
      amountPaidFils: cardFils,
      balancesFils: { pointsUsed: 1000, points: 800, giftCard: 2000, wallet: 3000 },
      refundableFils: cardFils + 5800,
    });
    const over = await operatorCall(
      t,
      'operator/refundOrder',
      { id: order.id, amountFils: cardFils + 5801, reason: 'More than was paid' },
      manager.token,
    );
    expect(over.statusCode).toBe(400);
    const res = await operatorCall(
      t,
      'operator/refundOrder',
      { id: order.id, amountFils: 800 + 2000 + 1000, reason: 'Weather: the boat did not sail' },
      manager.token,
    );
    expect(res.body.status).toBe(1);
    // A refund that keeps the booking (decision 062) takes the same order of parts.
    const updated = await orderRow(reference);
    expect(updated).toMatchObject({
      status: 'confirmed',
      refunded_points_used: 1000,
      refunded_gift_card_fils: 2000,
      refunded_wallet_fils: 1000,
      refunded_fils: 0,
    });
    expect(await balanceOfCard(card.id)).toBe(2000);
    expect((await walletOf(token)).walletFils).toBe(1000);
    expect(await gatewayRecord(transactionId)).toMatchObject({ refunded_fils: 0 });
    // Then cancelling in full gives back what is left of each part, once: the wallet's rest and the card's part.
    const rest = await operatorCall(
      t,
      'operator/cancelOrder',
      { id: order.id, refund: 'full', reason: 'Weather again' },
      manager.token,
    );
    expect(rest.statusCode, rest.raw.body).toBe(200);
    expect(await orderRow(reference)).toMatchObject({
      status: 'refunded',
      refunded_points_used: 1000,
      refunded_gift_card_fils: 2000,
      refunded_wallet_fils: 3000,
      refunded_fils: cardFils,
      refund_to: 'card',
    });
    expect(await balanceOfCard(card.id)).toBe(2000);
    expect((await walletOf(token)).walletFils).toBe(3000);
    expect(await gatewayRecord(transactionId)).toMatchObject({ refunded_fils: cardFils });
  });

  it('splits a partial refund points first, then gift card, wallet and card', () => {
    const order = {
      amount_paid_fils: 10_000,
      points_used: 1000,
      points_fils: 800,
      gift_card_fils: 2000,
      wallet_fils: 3000,
    };
    expect(splitRefund(order, 500)).toEqual({
      pointsUsed: 625,
      pointsFils: 500,
      giftCardFils: 0,
      walletFils: 0,
      cardFils: 0,
    });
    expect(splitRefund(order, 4000)).toEqual({
      pointsUsed: 1000,
      pointsFils: 800,
      giftCardFils: 2000,
      walletFils: 1200,
      cardFils: 0,
    });
    expect(splitRefund(order, 99_999)).toEqual({
      pointsUsed: 1000,
      pointsFils: 800,
      giftCardFils: 2000,
      walletFils: 3000,
      cardFils: 10_000,
    });
  });

  it('lists how the order was paid on its voucher', async () => {
    const { reference } = await mixedOrder();
    const pdf = await renderOrderVoucher(t.app.ctx, await orderRow(reference));
    if (process.env.VOUCHER_OUT) fs.writeFileSync(process.env.VOUCHER_OUT, pdf);
    const text = await pdfText(pdf);
    for (const label of ['Points (1,000)', 'Gift card', 'Wallet', 'Card', 'Total paid']) expect(text).toContain(label);
  });
});

describe('invites', () => {
  it('gives the inviter 100 points once, on the friend first booking, and takes them back if it is cancelled', async () => {
    const inviter = await shopperWithCart();
    const code = (await walletOf(inviter.token)).inviteCode;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await walletOf(inviter.token)).inviteCode).toBe(code);
    const phone = uniquePhone();
    const friendToken = await t.signUp({
      first_name: 'Friend',
      last_name: 'Invited',
      country: 'AE',
      phone_number: phone,
      email: 'friend@example.com',
      password: 'secret-pass-1',
      confirm_password: 'secret-pass-1',
      invite_code: code.toLowerCase(),
    });
    expect(await walletOf(inviter.token)).toMatchObject({ invitedCount: 1, invitedBookedCount: 0, points: 0 });
    await addToCart(friendToken, 1, freshDate());
    const first = await payByCard(friendToken, {});
    expect(first.confirmed.body.status).toBe(1);
    // Pending until the friend's trip has run (decision 058).
    expect(await walletOf(inviter.token)).toMatchObject({
      invitedBookedCount: 1,
      points: 0,
      pendingPoints: INVITE_POINTS,
    });
    // The friend's booking reference is the friend's: the inviter's history does not show it.
    const bonus = (await walletOf(inviter.token)).entries.find((e: { reason: string }) => e.reason === 'inviteBonus');
    expect(bonus.orderReference).toBeNull();
    await addToCart(friendToken, 1, freshDate());
    expect((await payByCard(friendToken, {})).confirmed.body.status).toBe(1);
    expect((await walletOf(inviter.token)).pendingPoints).toBe(INVITE_POINTS);
    const cancelled = await Promise.all(
      [1, 2].map(() => t.call('users/cancelBooking', { reference: first.confirmed.body.data.reference }, friendToken)),
    );
    expect(cancelled.some((res) => res.body.status === 1)).toBe(true);
    expect(await walletOf(inviter.token)).toMatchObject({ points: 0, pendingPoints: 0 });
    const postings = (await entriesOf(inviter.userId)).map((entry) => entry.amount).sort();
    expect(postings).toEqual([-INVITE_POINTS, INVITE_POINTS]);
  });

  it('ignores an unknown code at sign-up', async () => {
    const token = await t.signUp({
      first_name: 'No',
      last_name: 'Friend',
      country: 'AE',
      phone_number: uniquePhone(),
      email: 'nofriend@example.com',
      password: 'secret-pass-1',
      confirm_password: 'secret-pass-1',
      invite_code: 'UNKNOWN9',
    });
    const view = await walletOf(token);
    expect(view.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(view.invitedCount).toBe(0);
  });
});
