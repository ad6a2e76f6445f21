import { LEDGER_MESSAGES } from '@rihla/shared/messages/ledger';
import { filsOfPoints, pointsEarnedOn } from '@rihla/shared/rules/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { newOperator, operatorCall, type TTestOperator } from '../../test/operators.js';
import { postEntry } from './ledger.service.js';

// The wallet and points ledger (issue 20, decision 048): entries posted once, balances never below zero, even
// under many spenders at once, and the back office's adjustments and block with their audit entries.

let t: TTestApp;
let manager: TTestOperator;
let agent: TTestOperator;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  manager = await newOperator(t, 'manager', 'Ledger manager');
  agent = await newOperator(t, 'agent', 'Ledger agent');
});
afterAll(async () => {
  await t?.close();
});

async function shopper(): Promise<{ token: string; userId: string }> {
  const { token, phone } = await t.newShopper();
  const me = await t.app.ctx.db
    .selectFrom('users')
    .select('id')
    .where('phone_number', '=', `+971${phone.slice(1)}`)
    .executeTakeFirstOrThrow();
  return { token, userId: me.id };
}

/** Posts in a transaction of its own, as a step of a money flow would in its own. */
function post(entry: Parameters<typeof postEntry>[1], options?: { spend?: boolean }) {
  return t.app.ctx.db.transaction().execute((trx) => postEntry(trx, entry, t.clock.now().toISOString(), options));
}

const wallet = (token: string) => t.call('users/viewWallet', {}, token);

describe('the rules of points', () => {
  it('earns 5 points per AED 1 paid and values 125 points at AED 1, in whole points and fils', () => {
    expect(pointsEarnedOn(100)).toBe(5);
    expect(pointsEarnedOn(18_500)).toBe(925);
    expect(pointsEarnedOn(19)).toBe(0);
    expect(pointsEarnedOn(21)).toBe(1);
    expect(filsOfPoints(125)).toBe(100);
    expect(filsOfPoints(925)).toBe(740);
    expect(filsOfPoints(124)).toBe(99);
  });
});

describe('posting', () => {
  it('posts an event once, however often it is retried or raced', async () => {
    const { token, userId } = await shopper();
    const entry = {
      userId,
      kind: 'points' as const,
      amount: 925,
      reason: 'pointsEarned' as const,
      eventKey: `earn:${userId}`,
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(entry)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await post(entry)).toBe(false);
    const view = await wallet(token);
    expect(view.body.data).toMatchObject({ points: 925, pointsValueFils: 740, walletFils: 0 });
    expect(view.body.data.entries).toHaveLength(1);
  });

  it('never takes a balance below zero: the refused posting rolls back and changes nothing', async () => {
    const { token, userId } = await shopper();
    await post({ userId, kind: 'wallet', amount: 5_000, reason: 'refund', eventKey: `refund:${userId}` });
    await expect(
      post({ userId, kind: 'wallet', amount: -5_001, reason: 'spent', eventKey: `spend:${userId}` }, { spend: true }),
    ).rejects.toThrow(LEDGER_MESSAGES.notEnough('wallet'));
    const view = await wallet(token);
    expect(view.body.data.walletFils).toBe(5_000);
    expect(view.body.data.entries.map((entry: { amount: number }) => entry.amount)).toEqual([5_000]);
    // The refused event was not kept: it can be posted once there is enough.
    await post({ userId, kind: 'wallet', amount: 1, reason: 'refund', eventKey: `refund-2:${userId}` });
    expect(
      await post(
        { userId, kind: 'wallet', amount: -5_001, reason: 'spent', eventKey: `spend:${userId}` },
        { spend: true },
      ),
    ).toBe(true);
    expect((await wallet(token)).body.data.walletFils).toBe(0);
  });

  it('lets 50 spenders of one wallet at once spend no more than it holds, on both databases', async () => {
    const { token, userId } = await shopper();
    await post({ userId, kind: 'wallet', amount: 10_000, reason: 'refund', eventKey: `refund:${userId}` });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        post(
          { userId, kind: 'wallet', amount: -700, reason: 'spent', eventKey: `spend:${userId}:${index}` },
          { spend: true },
        ),
      ),
    );
    const spent = results.filter((result) => result.status === 'fulfilled').length;
    expect(spent).toBe(14);
    for (const result of results) {
      if (result.status === 'rejected') expect(String(result.reason)).toContain(LEDGER_MESSAGES.notEnough('wallet'));
    }
    const view = await wallet(token);
    expect(view.body.data.walletFils).toBe(10_000 - 14 * 700);
    // Every refused spender left nothing behind: the entries add up to the balance.
    const entries = view.body.data.entries as Array<{ amount: number }>;
    expect(entries).toHaveLength(15);
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(view.body.data.walletFils);
  });
});

describe('the back office', () => {
  it('adjusts a balance with a reason, records who and why, and refuses to go below zero', async () => {
    const { token, userId } = await shopper();
    const added = await operatorCall(
      t,
      'operator/adjustLedger',
      { userId, kind: 'wallet', amount: 2_500, reason: 'Goodwill for a late pick-up' },
      manager.token,
    );
    expect(added.body.status).toBe(1);
    expect(added.body.message).toBe(LEDGER_MESSAGES.adjusted);
    expect(added.body.data).toMatchObject({ walletFils: 2_500, points: 0, isBlocked: false });
    expect(added.body.data.shopper).toEqual({
      name: 'Test Shopper',
      email: 'shopper@example.com',
      phone: expect.stringMatching(/^\+9715\d{8}$/),
    });
    expect(added.body.data.entries[0]).toMatchObject({
      kind: 'wallet',
      amount: 2_500,
      reason: 'adjustment',
      note: 'Goodwill for a late pick-up',
    });

    const tooMuch = await operatorCall(
      t,
      'operator/adjustLedger',
      { userId, kind: 'wallet', amount: -2_501, reason: 'Taken back' },
      manager.token,
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.body).toEqual({ status: 0, message: LEDGER_MESSAGES.notEnough('wallet') });
    expect((await wallet(token)).body.data.walletFils).toBe(2_500);

    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('object_id', '=', userId)
      .where('action', '=', 'ledger.adjust')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.operator_id).toBe(manager.id);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({
      balance: 2_500,
      reason: 'Goodwill for a late pick-up',
    });
  });

  it('blocks spending but not credits, and unblocks, each with an audit entry', async () => {
    const { token, userId } = await shopper();
    await post({ userId, kind: 'points', amount: 500, reason: 'pointsEarned', eventKey: `earn:${userId}` });
    const blocked = await operatorCall(
      t,
      'operator/setLedgerBlock',
      { userId, isBlocked: true, reason: 'Chargeback under review' },
      manager.token,
    );
    expect(blocked.body.data).toMatchObject({ isBlocked: true, blockedReason: 'Chargeback under review' });
    expect((await wallet(token)).body.data.isBlocked).toBe(true);
    await expect(
      post({ userId, kind: 'points', amount: -125, reason: 'spent', eventKey: `spend:${userId}` }, { spend: true }),
    ).rejects.toThrow(LEDGER_MESSAGES.blocked);
    expect(
      await post({ userId, kind: 'points', amount: 100, reason: 'inviteBonus', eventKey: `invite:${userId}` }),
    ).toBe(true);
    const unblocked = await operatorCall(
      t,
      'operator/setLedgerBlock',
      { userId, isBlocked: false, reason: 'Resolved with the bank' },
      manager.token,
    );
    expect(unblocked.body.data).toMatchObject({ isBlocked: false, blockedReason: '', points: 600 });
    expect(
      await post(
        { userId, kind: 'points', amount: -125, reason: 'spent', eventKey: `spend:${userId}` },
        { spend: true },
      ),
    ).toBe(true);
    const actions = await t.app.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_id', '=', userId)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['ledger.block', 'ledger.unblock']);
  });

  it('lets an agent read a ledger but not adjust it; refuses an unknown shopper and bad amounts', async () => {
    const { userId } = await shopper();
    expect((await operatorCall(t, 'operator/shopperLedger', { userId }, agent.token)).body.status).toBe(1);
    const refused = await operatorCall(
      t,
      'operator/adjustLedger',
      { userId, kind: 'points', amount: 100, reason: 'Because' },
      agent.token,
    );
    expect(refused.statusCode).toBe(403);
    const unknown = await operatorCall(t, 'operator/shopperLedger', { userId: 'no-such-user' }, manager.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe(LEDGER_MESSAGES.shopperNotFound);
    for (const amount of [0, 1.5]) {
      const bad = await operatorCall(
        t,
        'operator/adjustLedger',
        { userId, kind: 'wallet', amount, reason: 'Because' },
        manager.token,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.body.status).toBe(0);
    }
    const noReason = await operatorCall(
      t,
      'operator/adjustLedger',
      { userId, kind: 'wallet', amount: 5, reason: ' ' },
      manager.token,
    );
    expect(noReason.body.message).toBe('Please give a reason of at least 3 characters');
  });
});
