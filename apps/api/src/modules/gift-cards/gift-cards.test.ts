import { GIFT_CARD_MESSAGES } from '@rihla/shared/messages/ledger';
import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { GIFT_CARD_VALID_DAYS } from '@rihla/shared/rules/gift-cards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../lib/rate-limits.js';
import { issueTestGiftCard } from '../../test/call-fixtures.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { payOnSandbox } from '../../test/shopping.js';
import { reconcilePayments } from '../booking/flows/reconcile.js';
import { composeMail, composeSms } from '../messages/compose.js';
import { buildSandboxCallback } from '../payments/sandbox-callback.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';
import { confirmGiftCardPurchaseFlow } from './flows/buy-gift-card.js';

// Gift cards (issue 20, decision 049): bought through the sandbox gateway and made once however the payment is
// confirmed; delivered by the outbox and on the orders page; redeemed into the wallet once; issued, looked up and
// voided by the back office.

let t: TTestApp;
let manager: TTestOperator;
let agent: TTestOperator;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  manager = await newOperator(t, 'manager', 'Gift card manager');
  agent = await newOperator(t, 'agent', 'Gift card agent');
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 86_400_000;

/** A card issued a second before what the test does next, so its entries sort as they happened. */
async function issueCard(amountFils: number): Promise<string> {
  const code = await issueTestGiftCard(t, amountFils);
  t.clock.advance(1000);
  return code;
}

/** A card's row id, by its code. */
function cardOf(code: string) {
  return t.app.ctx.db.selectFrom('gift_cards').select('id').where('code', '=', code).executeTakeFirstOrThrow();
}

async function shopper(firstName = 'Gift'): Promise<{ token: string; userId: string }> {
  const { token, phone } = await t.newShopper({ first_name: firstName });
  const me = await t.app.ctx.db
    .selectFrom('users')
    .select('id')
    .where('phone_number', '=', `+971${phone.slice(1)}`)
    .executeTakeFirstOrThrow();
  return { token, userId: me.id };
}

async function count(table: 'gift_cards' | 'gift_card_entries' | 'gift_card_purchases' | 'ledger_entries' | 'outbox') {
  const row = await t.app.ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function snapshot() {
  return {
    cards: await t.app.ctx.db.selectFrom('gift_cards').selectAll().orderBy('id').execute(),
    entries: await count('gift_card_entries'),
    purchases: await count('gift_card_purchases'),
    ledger: await count('ledger_entries'),
    outbox: await count('outbox'),
  };
}

function callback(transactionId: string) {
  const request = buildSandboxCallback(t.app.ctx.config.appSecret, t.clock, transactionId, 'paid');
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/callback/sandbox',
    headers: request.headers,
    payload: request.body,
  });
}

async function buy(token: string, body: object = { amount: 250, recipient_name: 'Sara', message: 'Happy birthday!' }) {
  const res = await t.call('users/buyGiftCard', body, token);
  expect(res.statusCode, res.raw.body).toBe(200);
  return res.body.data as { purchaseId: string; Transaction: { PaymentPage: string; TransactionID: string } };
}

async function buyAndPay(token: string, card: string = SANDBOX_CARDS.approve) {
  const bought = await buy(token);
  expect((await payOnSandbox(t, bought.Transaction.TransactionID, card)).statusCode).toBe(303);
  return bought;
}

function cardsOfPurchase(purchaseId: string) {
  return t.app.ctx.db
    .selectFrom('gift_card_purchases')
    .innerJoin('gift_cards', 'gift_cards.id', 'gift_card_purchases.gift_card_id')
    .selectAll('gift_cards')
    .where('gift_card_purchases.id', '=', purchaseId)
    .execute();
}

function entriesOf(giftCardId: string) {
  return t.app.ctx.db
    .selectFrom('gift_card_entries')
    .selectAll()
    .where('gift_card_id', '=', giftCardId)
    .orderBy('created_at')
    .execute();
}

describe('POST /api/users/buyGiftCard', () => {
  it('opens a sandbox payment page for the amount, and the paid purchase becomes one card with its code', async () => {
    const { token } = await shopper();
    const bought = await buy(token);
    expect(bought.Transaction.PaymentPage).toContain('/api/sandbox/pay');
    const transaction = await t.app.ctx.db
      .selectFrom('sandbox_transactions')
      .selectAll()
      .where('id', '=', bought.Transaction.TransactionID)
      .executeTakeFirstOrThrow();
    expect(transaction.amount_fils).toBe(25_000);
    expect(transaction.return_url).toBe(`http://rihla.test/gift-cards?purchase=${bought.purchaseId}`);

    const pending = await t.call('users/viewGiftCardPurchase', { purchaseId: bought.purchaseId }, token);
    expect(pending.body.data).toEqual({ state: 'pending', card: null });

    await payOnSandbox(t, bought.Transaction.TransactionID, SANDBOX_CARDS.approve);
    const paid = await t.call('users/viewGiftCardPurchase', { purchaseId: bought.purchaseId }, token);
    expect(paid.statusCode).toBe(200);
    const card = paid.body.data.card;
    expect(paid.body.data.state).toBe('paid');
    expect(card).toMatchObject({
      initialFils: 25_000,
      balanceFils: 25_000,
      status: 'active',
      recipientName: 'Sara',
      message: 'Happy birthday!',
    });
    expect(card.code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
    expect(Date.parse(card.expiresAt) - Date.parse(card.createdAt)).toBe(GIFT_CARD_VALID_DAYS * DAY_MS);
    const entries = await entriesOf(card.id);
    expect(entries.map((entry) => [entry.reason, entry.amount])).toEqual([['issued', 25_000]]);

    // Always on the orders page.
    const listed = await t.call('users/listGiftCards', {}, token);
    expect(listed.body.data).toEqual([card]);
  });

  it('makes one card however the payment is confirmed: return page, callback and reconciler, twice and raced', async () => {
    const { token } = await shopper();
    const bought = await buyAndPay(token);
    const before = await count('gift_cards');
    const answers = await Promise.all([
      t.call('users/viewGiftCardPurchase', { purchaseId: bought.purchaseId }, token),
      callback(bought.Transaction.TransactionID),
      t.call('users/viewGiftCardPurchase', { purchaseId: bought.purchaseId }, token),
      callback(bought.Transaction.TransactionID),
      reconcilePayments(t.app.ctx, 0),
    ]);
    for (const answer of answers) {
      if ('statusCode' in answer) expect(answer.statusCode).toBe(200);
    }
    const [card, ...others] = await cardsOfPurchase(bought.purchaseId);
    expect(others).toEqual([]);
    if (!card) throw new Error('no card was made');
    expect(await count('gift_cards')).toBe(before + 1);
    expect(await entriesOf(card.id)).toHaveLength(1);
    const again = await t.call('users/viewGiftCardPurchase', { purchaseId: bought.purchaseId }, token);
    expect(again.body.data.card.id).toBe(card.id);
    expect((await callback(bought.Transaction.TransactionID)).json().message).toBe('The gift card is issued');
    expect(await count('gift_cards')).toBe(before + 1);
  });

  it('is made by the reconciler when the return page and the callback both missed it (a crash)', async () => {
    const { token } = await shopper();
    const bought = await buyAndPay(token);
    expect(await cardsOfPurchase(bought.purchaseId)).toHaveLength(0);
    t.clock.advance(10 * 60_000);
    const result = await reconcilePayments(t.app.ctx, 5 * 60_000);
    expect(result.confirmed).toBeGreaterThanOrEqual(1);
    expect(await cardsOfPurchase(bought.purchaseId)).toHaveLength(1);
    const listed = await t.call('users/listGiftCards', {}, token);
    expect(listed.body.data).toHaveLength(1);
  });

  it('makes no card for a declined payment', async () => {
    const { token } = await shopper();
    const bought = await buyAndPay(token, SANDBOX_CARDS.decline);
    const res = await t.call('users/viewGiftCardPurchase', { purchaseId: bought.purchaseId }, token);
    expect(res.body.data).toEqual({ state: 'declined', card: null });
    expect(await cardsOfPurchase(bought.purchaseId)).toHaveLength(0);
    expect((await t.call('users/listGiftCards', {}, token)).body.data).toEqual([]);
  });

  it('refunds a payment the gateway took for another amount and declines the purchase: no card', async () => {
    const { token } = await shopper();
    const bought = await buyAndPay(token);
    const purchase = await t.app.ctx.db
      .selectFrom('gift_card_purchases')
      .selectAll()
      .where('id', '=', bought.purchaseId)
      .executeTakeFirstOrThrow();
    // The gateway's record, as a faulty gateway might answer it: paid, but not the page's amount.
    const answer = await confirmGiftCardPurchaseFlow(t.app.ctx, purchase, {
      status: 'paid',
      amountFils: purchase.amount_fils + 100,
      currency: 'AED',
    });
    expect(answer).toEqual({ state: 'declined', card: null });
    expect((await t.app.ctx.payments.getPayment(bought.Transaction.TransactionID))?.status).toBe('refunded');
    expect(await cardsOfPurchase(bought.purchaseId)).toHaveLength(0);
    const res = await t.call('users/viewGiftCardPurchase', { purchaseId: bought.purchaseId }, token);
    expect(res.body.data).toEqual({ state: 'declined', card: null });
  });

  it('queues the code to the buyer by email and text, with the amount, the message and the expiry', async () => {
    const { token } = await shopper('Layla');
    const bought = await buyAndPay(token);
    const paid = await t.call('users/viewGiftCardPurchase', { purchaseId: bought.purchaseId }, token);
    const card = paid.body.data.card;
    const rows = await t.app.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('topic', '=', 'giftCardIssued')
      .where('dedupe_key', 'like', `%:${card.id}`)
      .orderBy('channel')
      .execute();
    expect(rows.map((row) => row.channel)).toEqual(['email', 'sms']);
    const [emailRow, smsRow] = rows;
    if (!emailRow || !smsRow) throw new Error('the messages were not queued');
    const mail = await composeMail(t.app.ctx, emailRow);
    // An install without the demo, never set up: the shop's neutral first name (decision 071).
    expect(mail.subject).toBe('Your Tour shop gift card of AED 250.00');
    expect(mail.text).toContain(card.code);
    expect(mail.text).toContain('Hello Layla');
    expect(mail.text).toContain('Happy birthday!');
    expect(mail.text).toContain('for Sara');
    expect(mail.text).toMatch(/Valid until \w{3} \d{1,2} \w{3} \d{4}/);
    const sms = await composeSms(t.app.ctx, smsRow);
    expect(sms.body).toContain(card.code);
    expect(sms.body).toContain('AED 250.00');
    // Asked again, nothing more is queued.
    await t.call('users/viewGiftCardPurchase', { purchaseId: bought.purchaseId }, token);
    expect(
      await t.app.ctx.db.selectFrom('outbox').select('id').where('dedupe_key', 'like', `%:${card.id}`).execute(),
    ).toHaveLength(2);
  });

  it('refuses amounts outside AED 50 to 5,000, a long message or no recipient, changing nothing', async () => {
    const { token } = await shopper();
    const before = await snapshot();
    for (const body of [
      { amount: 49, recipient_name: 'Sara' },
      { amount: 5001, recipient_name: 'Sara' },
      { amount: 100.5, recipient_name: 'Sara' },
      { amount: '100', recipient_name: 'Sara' },
      { amount: 100, recipient_name: '  ' },
      { amount: 100, recipient_name: 'Sara', message: 'x'.repeat(301) },
      { amount: 100, recipient_name: 'Sara', use_wallet: true },
    ]) {
      const res = await t.call('users/buyGiftCard', body, token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.status).toBe(0);
    }
    expect((await t.call('users/buyGiftCard', { amount: 49, recipient_name: 'Sara' }, token)).body.message).toBe(
      'Choose an amount from AED 50 to AED 5,000',
    );
    expect(await snapshot()).toEqual(before);
    // The limits themselves are fine.
    await buy(token, { amount: 50, recipient_name: 'Sara', message: 'x'.repeat(300) });
    await buy(token, { amount: 5000, recipient_name: 'Sara' });
  });

  it("never shows another shopper's purchase", async () => {
    const a = await shopper();
    const b = await shopper();
    const bought = await buyAndPay(a.token);
    const res = await t.call('users/viewGiftCardPurchase', { purchaseId: bought.purchaseId }, b.token);
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: 0, message: GIFT_CARD_MESSAGES.purchaseNotFound });
    expect(await cardsOfPurchase(bought.purchaseId)).toHaveLength(0);
    expect((await t.call('users/listGiftCards', {}, b.token)).body.data).toEqual([]);
  });
});

describe('POST /api/users/redeemGiftCard', () => {
  it('moves the whole balance into the wallet once, typed in any case and spacing', async () => {
    const { token, userId } = await shopper();
    const code = await issueCard(10_000);
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
    const res = await t.call('users/redeemGiftCard', { code: typed }, token);
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.message).toBe('AED 100.00 was added to your wallet');
    expect(res.body.data.walletFils).toBe(10_000);
    expect(res.body.data.entries[0]).toMatchObject({ kind: 'wallet', amount: 10_000, reason: 'giftCard' });
    const card = await t.app.ctx.db
      .selectFrom('gift_cards')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(card.balance_fils).toBe(0);
    const entries = await entriesOf(card.id);
    expect(entries.map((entry) => [entry.reason, entry.amount, entry.user_id])).toEqual([
      ['issued', 10_000, null],
      ['redeemed', -10_000, userId],
    ]);

    const before = await snapshot();
    const again = await t.call('users/redeemGiftCard', { code }, token);
    expect(again.statusCode).toBe(409);
    expect(again.body).toEqual({ status: 0, message: GIFT_CARD_MESSAGES.empty });
    expect(await snapshot()).toEqual(before);
  });

  it('credits once when the same card is redeemed by many at once', async () => {
    const shoppers = await Promise.all([shopper(), shopper(), shopper(), shopper(), shopper()]);
    const code = await issueCard(7_500);
    const answers = await Promise.all(shoppers.map((s) => t.call('users/redeemGiftCard', { code }, s.token)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.body.message).toBe(GIFT_CARD_MESSAGES.empty);
    }
    const wallets = await Promise.all(shoppers.map((s) => t.call('users/viewWallet', {}, s.token)));
    expect(wallets.map((res) => res.body.data.walletFils).reduce((sum, fils) => sum + fils, 0)).toBe(7_500);
    const card = await t.app.ctx.db
      .selectFrom('gift_cards')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect((await entriesOf(card.id)).map((entry) => entry.reason)).toEqual(['issued', 'redeemed']);
  });

  it('refuses an unknown, malformed, expired or void code with its message, changing nothing', async () => {
    const { token } = await shopper();
    const expiring = await issueCard(5_000);
    const voided = await issueCard(5_000);
    const voidedCard = await t.app.ctx.db
      .selectFrom('gift_cards')
      .select('id')
      .where('code', '=', voided)
      .executeTakeFirstOrThrow();
    await operatorCall(
      t,
      'operator/voidGiftCard',
      { giftCardId: voidedCard.id, reason: 'Reported lost' },
      manager.token,
    );
    const before = await snapshot();
    const cases: Array<[string, number, string]> = [
      ['AAAA-AAAA-AAAA-AAAA', 404, GIFT_CARD_MESSAGES.notFound],
      ['not-a-code', 400, GIFT_CARD_MESSAGES.invalid],
      ['OOOO-IIII-LLLL-0000', 400, GIFT_CARD_MESSAGES.invalid],
      [voided, 409, GIFT_CARD_MESSAGES.voided],
    ];
    for (const [code, status, message] of cases) {
      const res = await t.call('users/redeemGiftCard', { code }, token);
      expect(res.statusCode, code).toBe(status);
      expect(res.body).toEqual({ status: 0, message });
    }
    const empty = await t.call('users/redeemGiftCard', { code: '' }, token);
    expect(empty.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);

    // A card can be used until its expiry (GIFT_CARD_VALID_DAYS after its issue), not from that instant on.
    const now = t.clock.now().getTime();
    const setExpiry = (ms: number) =>
      t.app.ctx.db
        .updateTable('gift_cards')
        .set({ expires_at: new Date(ms).toISOString() })
        .where('code', '=', expiring)
        .execute();
    await setExpiry(now);
    const afterExpiry = await snapshot();
    const expired = await t.call('users/redeemGiftCard', { code: expiring }, token);
    expect(expired.statusCode).toBe(409);
    expect(expired.body).toEqual({ status: 0, message: GIFT_CARD_MESSAGES.expired });
    expect(await snapshot()).toEqual(afterExpiry);
    await setExpiry(now + 1);
    expect((await t.call('users/redeemGiftCard', { code: expiring }, token)).statusCode).toBe(200);
  });

  it('is rate limited per account and per address, as other code guesses are', async () => {
    expect(RATE_LIMITS['POST /api/users/redeemGiftCard']?.rules).toEqual([
      { per: 'user', max: 20, windowSeconds: 900 },
      { per: 'address', max: 60, windowSeconds: 900 },
    ]);
    const limited = await createTestApp({
      seed: false,
      rateLimits: {
        'POST /api/users/redeemGiftCard': {
          what: 'gift card attempts',
          rules: [{ per: 'address', max: 2, windowSeconds: 900 }],
        },
      },
    });
    try {
      const { token } = await limited.newShopper();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await limited.call('users/redeemGiftCard', { code: 'AAAA-AAAA-AAAA-AAAA' }, token)).statusCode).toBe(
          404,
        );
      }
      const refused = await limited.call('users/redeemGiftCard', { code: 'AAAA-AAAA-AAAA-AAAA' }, token);
      expect(refused.statusCode).toBe(429);
      expect(refused.body.message).toMatch(/^Too many gift card attempts/);
    } finally {
      await limited.close();
    }
  });
});

describe('the back office', () => {
  it('issues a card (promotions.write) with an audit entry that does not hold the code', async () => {
    const res = await operatorCall(
      t,
      'operator/issueGiftCard',
      { amount: 300, recipientName: 'Omar', message: 'Sorry for the wait', expiresOn: '2031-06-30' },
      manager.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.message).toBe(GIFT_CARD_MESSAGES.issuedNow);
    const card = res.body.data;
    expect(card).toMatchObject({
      initialFils: 30_000,
      balanceFils: 30_000,
      status: 'active',
      recipientName: 'Omar',
      message: 'Sorry for the wait',
      buyer: null,
      issuedBy: 'Gift card manager',
      // The end of 30 June in Dubai.
      expiresAt: '2031-06-30T20:00:00.000Z',
    });
    expect(card.entries.map((entry: { reason: string; amount: number }) => [entry.reason, entry.amount])).toEqual([
      ['issued', 30_000],
    ]);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('object_id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'giftCard.issue', operator_id: manager.id, object_type: 'giftCard' });
    expect(JSON.stringify(audit)).not.toContain(card.code);
    // No email: an issued card has no buyer; the operator hands the code over.
    expect(
      await t.app.ctx.db.selectFrom('outbox').select('id').where('payload', 'like', `%${card.id}%`).execute(),
    ).toEqual([]);
  });

  it('refuses an expiry in the past or beyond five years, and an agent, changing nothing', async () => {
    const before = await snapshot();
    for (const expiresOn of ['2020-01-01', '2099-01-01', '2031-02-30']) {
      const res = await operatorCall(
        t,
        'operator/issueGiftCard',
        { amount: 100, recipientName: 'X', expiresOn },
        manager.token,
      );
      expect(res.statusCode, expiresOn).toBe(400);
    }
    const byAgent = await operatorCall(t, 'operator/issueGiftCard', { amount: 100, recipientName: 'X' }, agent.token);
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.body.message).toBe(OPERATOR_MESSAGES.forbidden);
    expect(await snapshot()).toEqual(before);
  });

  it('voids a card: its balance goes to zero by a voided entry, with an audit entry; twice is refused', async () => {
    const { token } = await shopper();
    const code = await issueCard(20_000);
    const card = await cardOf(code);
    const byAgent = await operatorCall(
      t,
      'operator/voidGiftCard',
      { giftCardId: card.id, reason: 'Stolen' },
      agent.token,
    );
    expect(byAgent.statusCode).toBe(403);

    const res = await operatorCall(
      t,
      'operator/voidGiftCard',
      { giftCardId: card.id, reason: 'Reported stolen' },
      manager.token,
    );
    expect(res.statusCode, res.raw.body).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'void', balanceFils: 0, voidReason: 'Reported stolen' });
    expect(
      res.body.data.entries.map((entry: { reason: string; amount: number }) => [entry.reason, entry.amount]),
    ).toEqual([
      ['voided', -20_000],
      ['issued', 20_000],
    ]);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('object_id', '=', card.id)
      .where('action', '=', 'giftCard.void')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json ?? 'null')).toEqual({ status: 'active', balanceFils: 20_000 });

    const before = await snapshot();
    const again = await operatorCall(
      t,
      'operator/voidGiftCard',
      { giftCardId: card.id, reason: 'Again' },
      manager.token,
    );
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(GIFT_CARD_MESSAGES.alreadyVoid);
    const redeem = await t.call('users/redeemGiftCard', { code }, token);
    expect(redeem.statusCode).toBe(409);
    expect(redeem.body.message).toBe(GIFT_CARD_MESSAGES.voided);
    expect(await snapshot()).toEqual(before);
    const missing = await operatorCall(
      t,
      'operator/voidGiftCard',
      { giftCardId: 'nope', reason: 'Gone' },
      manager.token,
    );
    expect(missing.statusCode).toBe(404);
  });

  it("lets an agent look cards up by the whole code, its last four or the buyer, paged, and read a card's entries", async () => {
    const { token } = await shopper('Zainab');
    const bought = await buyAndPay(token);
    const paid = await t.call('users/viewGiftCardPurchase', { purchaseId: bought.purchaseId }, token);
    const card = paid.body.data.card;
    const idsOf = (res: { body: { data?: { cards: Array<{ id: string }> } } }) => res.body.data?.cards.map((r) => r.id);

    const byCode = await operatorCall(t, 'operator/listGiftCards', { query: card.code.toLowerCase() }, agent.token);
    expect(byCode.statusCode, byCode.raw.body).toBe(200);
    expect(idsOf(byCode)).toEqual([card.id]);
    const byEnd = await operatorCall(t, 'operator/listGiftCards', { query: card.code.slice(-4) }, agent.token);
    expect(idsOf(byEnd)).toContain(card.id);
    // A code's start finds nothing: answered with the last four, prefixes would spell the whole code out.
    const byStart = await operatorCall(t, 'operator/listGiftCards', { query: card.code.slice(0, 14) }, agent.token);
    expect(idsOf(byStart)).not.toContain(card.id);
    const byBuyer = await operatorCall(t, 'operator/listGiftCards', { query: 'zain' }, agent.token);
    expect(idsOf(byBuyer)).toEqual([card.id]);
    expect(byBuyer.body.data.cards[0]).toMatchObject({
      codeEnd: card.code.slice(-4),
      balanceFils: 25_000,
      isExpired: false,
      buyer: { name: 'Zainab Shopper', email: 'shopper@example.com' },
    });
    const nothing = await operatorCall(t, 'operator/listGiftCards', { query: 'no such thing at all' }, agent.token);
    expect(nothing.body.data).toMatchObject({ cards: [], total: 0 });

    const all = await operatorCall(t, 'operator/listGiftCards', {}, agent.token);
    expect(all.body.data.total).toBeGreaterThan(0);
    expect(all.body.data.cards.length).toBe(Math.min(all.body.data.total, all.body.data.pageSize));
    const far = await operatorCall(t, 'operator/listGiftCards', { page: 500 }, agent.token);
    expect(far.body.data.cards).toEqual([]);

    const view = await operatorCall(t, 'operator/viewGiftCard', { giftCardId: card.id }, agent.token);
    expect(view.statusCode).toBe(200);
    expect(view.body.data).toMatchObject({ id: card.id, message: 'Happy birthday!', issuedBy: null });
    expect(view.body.data.entries).toEqual([
      expect.objectContaining({ reason: 'issued', amount: 25_000, orderReference: null }),
    ]);
    const editor = await newOperator(t, 'editor', 'Gift card editor');
    expect((await operatorCall(t, 'operator/listGiftCards', {}, editor.token)).statusCode).toBe(403);
  });

  it('never answers a whole code to an agent or a manager: list, search, card, order, ledger and audit log', async () => {
    const { token, userId } = await shopper('Noor');
    const code = await issueCard(30_000);
    const card = await cardOf(code);
    // The card is voided (audited), and a second card is redeemed into the shopper's wallet (its ledger's note).
    await operatorCall(t, 'operator/voidGiftCard', { giftCardId: card.id, reason: 'Reported stolen' }, manager.token);
    const redeemedCode = await issueCard(5_000);
    expect((await t.call('users/redeemGiftCard', { code: redeemedCode }, token)).statusCode).toBe(200);
    const bare = (text: string) => text.replace(/-/g, '');
    for (const operator of [agent, manager]) {
      const answers = [
        await operatorCall(t, 'operator/listGiftCards', {}, operator.token),
        await operatorCall(t, 'operator/listGiftCards', { query: code }, operator.token),
        await operatorCall(t, 'operator/listGiftCards', { query: code.slice(-4) }, operator.token),
        await operatorCall(t, 'operator/viewGiftCard', { giftCardId: card.id }, operator.token),
        await operatorCall(t, 'operator/shopperLedger', { userId }, operator.token),
        await operatorCall(t, 'operator/auditLog', { objectType: 'giftCard' }, operator.token),
      ];
      for (const res of answers) {
        for (const secret of [code, redeemedCode]) {
          expect(bare(res.raw.body)).not.toContain(bare(secret));
          expect(res.raw.body).not.toContain(secret.slice(0, 9));
        }
      }
      expect(answers[1]?.body.data.cards).toEqual([expect.objectContaining({ id: card.id, codeEnd: code.slice(-4) })]);
    }
  });

  it('shows a code again to an owner only (giftCards.reveal), and writes the showing to the audit log', async () => {
    const owner = await newOperator(t, 'owner', 'Gift card owner');
    const code = await issueCard(10_000);
    const card = await cardOf(code);
    const audited = () =>
      t.app.ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('object_id', '=', card.id)
        .where('action', '=', 'giftCard.reveal')
        .execute();
    for (const operator of [agent, manager]) {
      const refused = await operatorCall(t, 'operator/revealGiftCardCode', { giftCardId: card.id }, operator.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toEqual({ status: 0, message: OPERATOR_MESSAGES.forbidden });
    }
    expect(await audited()).toEqual([]);

    const shown = await operatorCall(t, 'operator/revealGiftCardCode', { giftCardId: card.id }, owner.token);
    expect(shown.statusCode, shown.raw.body).toBe(200);
    expect(shown.body).toEqual({ status: 1, message: GIFT_CARD_MESSAGES.revealedNow, data: { code } });
    const lines = await audited();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ operator_id: owner.id, object_type: 'giftCard' });
    expect(JSON.parse(lines[0]?.after_json ?? 'null')).toEqual({ codeEnd: code.slice(-4) });
    expect(JSON.stringify(lines[0])).not.toContain(code);
    const missing = await operatorCall(t, 'operator/revealGiftCardCode', { giftCardId: 'nope' }, owner.token);
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/operator/listGiftCards', () => {
  it('refuses a page that is not a whole number from 1 with a clear message', async () => {
    for (const [page, message] of [
      [0, 'page starts at 1'],
      [1.5, 'page must be a whole number'],
      ['2', 'page must be a whole number'],
    ] as const) {
      const res = await operatorCall(t, 'operator/listGiftCards', { page }, agent.token);
      expect(res.statusCode, String(page)).toBe(400);
      expect(res.body).toEqual({ status: 0, message });
    }
  });
});
