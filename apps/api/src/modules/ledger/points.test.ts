import { LEDGER_MESSAGES } from '@rihla/shared/messages/ledger';
import { filsOfPoints, pointsEarnedOn } from '@rihla/shared/rules/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall } from '../../test/operators.js';
import { addLine, payAndConfirm, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { postEntry } from './ledger.service.js';

// Points of bookings (issue 20, decisions 048 and 058): a confirmed booking earns 5 points per AED 1 paid, in the
// transaction of its order, pending until its trip has run; its cancellation takes them all back, once.

let t: TTestApp;
let product: TCatalogueCard;
beforeAll(async () => {
  t = await createTestApp();
  [product] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
});
afterAll(async () => {
  await t?.close();
});

async function paidOrder() {
  const { token } = await t.newShopper();
  expect((await addLine(t, token, product, 2)).body.status).toBe(1);
  const { order } = await payAndConfirm(t, token);
  return { token, order };
}

const now = () => t.clock.now().toISOString();
const walletOf = async (token: string) => (await t.call('users/viewWallet', {}, token)).body.data;

describe('points of a booking', () => {
  it('earns 5 points per AED 1 paid when the order is confirmed, pending until its trip has run', async () => {
    const { token, order } = await paidOrder();
    const earned = pointsEarnedOn(order.amount_paid_fils);
    expect(earned).toBeGreaterThan(0);
    const view = await walletOf(token);
    expect(view).toMatchObject({ points: 0, pendingPoints: earned, pointsValueFils: 0 });
    expect(view.entries).toEqual([
      expect.objectContaining({
        kind: 'points',
        amount: earned,
        reason: 'pointsEarned',
        orderReference: order.reference,
      }),
    ]);
    // Pending points cannot pay: the checkout refuses them as it refuses no points at all.
    expect((await addLine(t, token, product, 1)).body.status).toBe(1);
    const refused = await t.call('users/checkout', { use_points: true }, token);
    expect([refused.statusCode, refused.body.message]).toEqual([400, LEDGER_MESSAGES.noPoints]);
    // Nor can a spending posted past the checkout: the balance holds them, the spender may not reach them.
    const spend = { userId: order.user_id, kind: 'points' as const, amount: -5, reason: 'spent' as const };
    await expect(
      t.app.ctx.db
        .transaction()
        .execute((trx) => postEntry(trx, { ...spend, eventKey: `test-spend:${order.id}` }, now(), { spend: true })),
    ).rejects.toThrow(LEDGER_MESSAGES.notEnough('points'));
    // The day after the last departure's day (Dubai), they are the shopper's to spend.
    const [line] = JSON.parse(order.items) as Array<{ date: string }>;
    t.clock.set(`${line?.date}T23:59:00+04:00`);
    expect(await walletOf(token)).toMatchObject({ points: 0, pendingPoints: earned });
    t.clock.advance(60_000);
    expect(await walletOf(token)).toMatchObject({
      points: earned,
      pendingPoints: 0,
      pointsValueFils: filsOfPoints(earned),
    });
  });

  it('takes the points back when the booking is cancelled, once however often the cancellation is asked', async () => {
    const { token, order } = await paidOrder();
    const earned = (await walletOf(token)).pendingPoints;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => t.call('users/cancelBooking', { reference: order.reference }, token)),
    );
    expect(answers.some((res) => res.body.status === 1)).toBe(true);
    const view = await walletOf(token);
    expect(view).toMatchObject({ points: 0, pendingPoints: 0 });
    // (The test clock stands still: entries of one instant come in any order.)
    const postings = view.entries.map((entry: { amount: number; reason: string }) => [entry.reason, entry.amount]);
    expect(postings.sort()).toEqual([
      ['pointsEarned', earned],
      ['pointsReversed', -earned],
    ]);
  });

  it('takes back every point when a refund after the trip finds some spent: the balance owes them until earned', async () => {
    const { token, order } = await paidOrder();
    const earned = pointsEarnedOn(order.amount_paid_fils);
    const [line] = JSON.parse(order.items) as Array<{ date: string }>;
    t.clock.set(`${line?.date}T20:00:00Z`);
    await t.app.ctx.db
      .transaction()
      .execute((trx) =>
        postEntry(
          trx,
          { userId: order.user_id, kind: 'points', amount: -100, reason: 'spent', eventKey: `test-spend:${order.id}` },
          now(),
          { spend: true },
        ),
      );
    // A goodwill refund of the trip that ran: every point it earned goes back, the 100 spent included.
    const manager = await newOperator(t, 'manager');
    const refund = { id: order.id, refund: 'amount', amountFils: 100, reason: 'Goodwill after the trip' };
    expect((await operatorCall(t, 'operator/cancelOrder', refund, manager.token)).body.status).toBe(1);
    const view = await walletOf(token);
    expect(view).toMatchObject({ points: -100, pendingPoints: 0, pointsValueFils: 0 });
    const reversed = view.entries.filter((entry: { reason: string }) => entry.reason === 'pointsReversed');
    expect(reversed).toEqual([expect.objectContaining({ amount: -earned })]);
    // The next points earned pay what is owed first.
    await t.app.ctx.db.transaction().execute((trx) =>
      postEntry(
        trx,
        {
          userId: order.user_id,
          kind: 'points',
          amount: 150,
          reason: 'adjustment',
          eventKey: `test-bonus:${order.id}`,
        },
        now(),
      ),
    );
    expect((await walletOf(token)).points).toBe(50);
  });

  it("keeps points no booking earned spendable at once: the demo shopper's 2,500 welcome points", async () => {
    const token = await t.loginDemoShopper();
    expect(await walletOf(token)).toMatchObject({ points: 2500, pendingPoints: 0, pointsValueFils: 2000 });
  });
});
