import { pointsEarnedOn } from '@rihla/shared/rules/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { addLine, payAndConfirm, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { postEntry } from './ledger.service.js';

// Points of bookings (issue 20, decision 048): a confirmed booking earns 5 points per AED 1 paid, in the
// transaction of its order; its cancellation takes them back, once, and never below zero.

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

const walletOf = async (token: string) => (await t.call('users/viewWallet', {}, token)).body.data;

describe('points of a booking', () => {
  it('earns 5 points per AED 1 paid when the order is confirmed, shown with the order reference', async () => {
    const { token, order } = await paidOrder();
    const view = await walletOf(token);
    expect(view.points).toBe(pointsEarnedOn(order.amount_paid_fils));
    expect(view.points).toBeGreaterThan(0);
    expect(view.entries).toEqual([
      expect.objectContaining({
        kind: 'points',
        amount: view.points,
        reason: 'pointsEarned',
        orderReference: order.reference,
      }),
    ]);
  });

  it('takes the points back when the booking is cancelled, once however often the cancellation is asked', async () => {
    const { token, order } = await paidOrder();
    const earned = (await walletOf(token)).points;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => t.call('users/cancelBooking', { reference: order.reference }, token)),
    );
    expect(answers.some((res) => res.body.status === 1)).toBe(true);
    const view = await walletOf(token);
    expect(view.points).toBe(0);
    // (The test clock stands still: entries of one instant come in any order.)
    const postings = view.entries.map((entry: { amount: number; reason: string }) => [entry.reason, entry.amount]);
    expect(postings.sort()).toEqual([
      ['pointsEarned', earned],
      ['pointsReversed', -earned],
    ]);
  });

  it('takes back only what is left when some of the points were spent before the cancellation', async () => {
    const { token, order } = await paidOrder();
    const earned = (await walletOf(token)).points;
    await t.app.ctx.db
      .transaction()
      .execute((trx) =>
        postEntry(
          trx,
          { userId: order.user_id, kind: 'points', amount: -100, reason: 'spent', eventKey: `test-spend:${order.id}` },
          t.clock.now().toISOString(),
          { spend: true },
        ),
      );
    expect((await t.call('users/cancelBooking', { reference: order.reference }, token)).body.status).toBe(1);
    const view = await walletOf(token);
    expect(view.points).toBe(0);
    const reversed = view.entries.filter((entry: { reason: string }) => entry.reason === 'pointsReversed');
    expect(reversed).toEqual([expect.objectContaining({ amount: -(earned - 100) })]);
  });
});
