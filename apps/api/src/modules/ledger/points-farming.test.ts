import { LEDGER_MESSAGES } from '@rihla/shared/messages/ledger';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { creditLedger, newShopperWithId } from '../../test/ledger.js';
import { newOperator, operatorCall, signInOperator, type TTestOperator } from '../../test/operators.js';
import { payOnSandbox, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { SANDBOX_CARDS } from '../payments/sandbox-provider.js';

// Issue 32, item 3 (decision 058): points cannot be farmed. Whatever a shopper books (by card, from the wallet, with
// points) and whatever is cancelled or refunded, before or after the trips run, the points they hold never exceed
// what their still-confirmed orders earned plus bonuses and adjustments. On SQLite and PostgreSQL.

let t: TTestApp;
let product: TCatalogueCard;
let manager: TTestOperator;
beforeAll(async () => {
  t = await createTestApp();
  [product] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  manager = await newOperator(t, 'manager');
});
afterAll(async () => {
  await t?.close();
});

type TPay = 'card' | 'wallet' | 'points';
let dateOffset = 2;
/** A departure date no other booking of the file shares, 2 to 9 days ahead of the clock. */
const nextDate = () => addDays(todayInDubai(t.clock.now()), 2 + (dateOffset++ % 8));

const newShopper = () => newShopperWithId(t);
const credit = (userId: string, kind: 'wallet' | 'points', amount: number) => creditLedger(t, userId, kind, amount);

const walletOf = async (token: string) => (await t.call('users/viewWallet', {}, token)).body.data;

/**
 * Books one seat paid as asked: by card, from the wallet (in full, no gateway) or with points (the rest by card).
 * Answers the order's reference, or the checkout's refusal.
 */
async function book(token: string, pay: TPay): Promise<{ reference?: string; refusal?: string }> {
  const item = { module: product.module, planId: product.planId, date: nextDate(), time: product.time, adultCount: 1 };
  expect((await t.call('users/addToCart', { item: [item] }, token)).body.status).toBe(1);
  const body = pay === 'card' ? {} : pay === 'wallet' ? { use_wallet: true } : { use_points: true };
  const checked = await t.call('users/checkout', body, token);
  if (checked.body.status !== 1) {
    const removed = await t.call('users/deleteCart', { module: product.module, planId: product.planId }, token);
    expect(removed.body.status).toBe(1);
    return { refusal: checked.body.message };
  }
  const cartId = checked.body.data[0]._id as string;
  const initiated = await t.call('users/paymentInitiate', { cartId }, token);
  expect(initiated.body.status).toBe(1);
  const paymentId = initiated.body.data.Transaction.TransactionID as string;
  if (!paymentId.startsWith('bal_')) await payOnSandbox(t, paymentId, SANDBOX_CARDS.approve);
  const confirmed = await t.call('users/confirmBooking', { paymentId, cartId }, token);
  expect(confirmed.body.status).toBe(1);
  return { reference: confirmed.body.data.reference as string };
}

/** The references still confirmed, oldest first. */
async function confirmedOf(references: string[]): Promise<string[]> {
  const rows = await t.app.ctx.db
    .selectFrom('orders')
    .select('reference')
    .where('reference', 'in', references)
    .where('status', '=', 'confirmed')
    .execute();
  const still = new Set(rows.map((row) => row.reference));
  return references.filter((reference) => still.has(reference));
}

const orderOf = (reference: string) =>
  t.app.ctx.db.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();

/**
 * The operator's refund of an order, as the bookings desk sends it (signed in again: time moves): all of it cancels
 * the booking with a full refund (operator/cancelOrder); a share is refunded and the booking stands
 * (operator/refundOrder, decision 062).
 */
async function operatorRefund(reference: string, share: number) {
  const { token } = await signInOperator(t, manager.email, manager.secret);
  const order = await orderOf(reference);
  if (share >= 1) {
    return operatorCall(t, 'operator/cancelOrder', { id: order.id, refund: 'full', reason: 'Points test' }, token);
  }
  const value = order.amount_paid_fils + order.points_fils + order.gift_card_fils + order.wallet_fils;
  const amountFils = Math.max(1, Math.floor(value * share));
  return operatorCall(t, 'operator/refundOrder', { id: order.id, amountFils, reason: 'Points test' }, token);
}

/**
 * The guarantee: the points held never exceed what still-confirmed orders earned plus bonuses and adjustments; the
 * balance is its entries' sum; and what the shopper sees splits it into spendable and pending.
 */
async function expectNoFarmedPoints(userId: string, token: string) {
  const entries = await t.app.ctx.db
    .selectFrom('ledger_entries')
    .leftJoin('orders', 'orders.id', 'ledger_entries.order_id')
    .select(['ledger_entries.amount', 'ledger_entries.reason', 'orders.status'])
    .where('ledger_entries.user_id', '=', userId)
    .where('ledger_entries.kind', '=', 'points')
    .execute();
  const sum = (rows: typeof entries) => rows.reduce((total, row) => total + row.amount, 0);
  const earnedByConfirmed = sum(entries.filter((row) => row.reason === 'pointsEarned' && row.status === 'confirmed'));
  const granted = sum(entries.filter((row) => row.reason === 'adjustment' || row.reason === 'inviteBonus'));
  const account = await t.app.ctx.db
    .selectFrom('ledger_accounts')
    .select('points')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  expect(account.points).toBe(sum(entries));
  expect(account.points).toBeLessThanOrEqual(earnedByConfirmed + granted);
  const view = await walletOf(token);
  expect(view.points + view.pendingPoints).toBe(account.points);
}

describe('points cannot be farmed (issue 32)', () => {
  for (const pay of ['card', 'wallet'] as const) {
    it(`book A by ${pay}, spend its points on B, cancel A, cancel B: no points are left over`, async () => {
      const { token, userId } = await newShopper();
      if (pay === 'wallet') await credit(userId, 'wallet', 1_000_000);
      const a = await book(token, pay);
      expect((await walletOf(token)).pendingPoints).toBeGreaterThan(0);
      // A's points are pending until its trip has run: B cannot be paid with them.
      expect(await book(token, 'points')).toEqual({ refusal: LEDGER_MESSAGES.noPoints });
      const b = await book(token, 'card');
      for (const { reference } of [a, b]) {
        expect((await t.call('users/cancelBooking', { reference }, token)).body.status).toBe(1);
      }
      expect(await walletOf(token)).toMatchObject({ points: 0, pendingPoints: 0 });
      await expectNoFarmedPoints(userId, token);
    });

    it(`book A by ${pay}, let its trip run, spend its points on B, refund A, cancel B: no points are left over`, async () => {
      const { token, userId } = await newShopper();
      if (pay === 'wallet') await credit(userId, 'wallet', 1_000_000);
      const a = await book(token, pay);
      const earned = (await walletOf(token)).pendingPoints;
      t.clock.advance(10 * 86_400_000);
      expect(await walletOf(token)).toMatchObject({ points: earned, pendingPoints: 0 });
      const b = await book(token, 'points');
      expect(b.reference).toBeDefined();
      // The operator refunds A after its trip: every point it earned goes back, those spent on B included.
      expect((await operatorRefund(a.reference as string, 1)).body.status).toBe(1);
      expect((await walletOf(token)).points).toBeLessThan(0);
      expect((await t.call('users/cancelBooking', { reference: b.reference }, token)).body.status).toBe(1);
      expect(await walletOf(token)).toMatchObject({ points: 0, pendingPoints: 0 });
      await expectNoFarmedPoints(userId, token);
    });
  }

  const step = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('book' as const),
        pay: fc.constantFrom<TPay>('card', 'wallet', 'points'),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order: fc.nat(5) }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('refund' as const), order: fc.nat(5), share: fc.constantFrom(1, 0.5) }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('time' as const), days: fc.integer({ min: 1, max: 10 }) }) },
  );

  it('holds after any sequence of bookings, cancellations, refunds and trips run', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(0, 0, 1000),
        fc.constantFrom<TPay>('card', 'wallet'),
        fc.array(step, { minLength: 3, maxLength: 8 }),
        async (bonus, first, steps) => {
          const { token, userId } = await newShopper();
          await credit(userId, 'wallet', 1_000_000);
          if (bonus > 0) await credit(userId, 'points', bonus);
          const references: string[] = [];
          // Each run begins with a booking that earns points (by card or from the wallet), as a farmer's would.
          for (const each of [{ kind: 'book' as const, pay: first }, ...steps]) {
            if (each.kind === 'book') {
              const { reference } = await book(token, each.pay);
              if (reference) references.push(reference);
            } else if (each.kind === 'time') {
              t.clock.advance(each.days * 86_400_000);
            } else {
              // Of the orders still confirmed (the others answer a refusal and change nothing).
              const confirmed = await confirmedOf(references);
              if (confirmed.length === 0) continue;
              const reference = confirmed[each.order % confirmed.length] as string;
              const res =
                each.kind === 'cancel'
                  ? await t.call('users/cancelBooking', { reference }, token)
                  : await operatorRefund(reference, each.share);
              // Refused (already cancelled, past the terms) or done, never a server error.
              expect(res.statusCode).toBeLessThan(500);
            }
            await expectNoFarmedPoints(userId, token);
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
