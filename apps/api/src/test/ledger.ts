import type { TLedgerKind } from '@rihla/shared/rules/ledger';
import { expect } from 'vitest';
import { newId } from '../lib/ids.js';
import { postEntry } from '../modules/ledger/ledger.service.js';
import type { TTestApp } from './harness.js';
import { operatorCall } from './operators.js';

/** A new signed-in shopper and their account's id (the ledger's key). */
export async function newShopperWithId(t: TTestApp): Promise<{ token: string; userId: string }> {
  const { token, phone } = await t.newShopper();
  const user = await t.app.ctx.db
    .selectFrom('users')
    .select('id')
    .where('phone_number', '=', `+971${phone.slice(1)}`)
    .executeTakeFirstOrThrow();
  return { token, userId: user.id };
}

/** Credits a shopper's wallet (fils) or points as an adjustment without an operator, as a bonus would be. */
export async function creditLedger(t: TTestApp, userId: string, kind: TLedgerKind, amount: number): Promise<void> {
  const entry = { userId, kind, amount, reason: 'adjustment' as const, eventKey: `test-credit:${newId()}` };
  await t.app.ctx.db.transaction().execute((trx) => postEntry(trx, entry, t.clock.now().toISOString()));
}

/** A gift card the shop issues (operator/issueGiftCard, by an operator who may), its code read from its row. */
export async function issuedGiftCardCode(t: TTestApp, operatorToken: string, amountAed: number): Promise<string> {
  const body = { amount: amountAed, recipientName: 'Layla' };
  const res = await operatorCall(t, 'operator/issueGiftCard', body, operatorToken);
  expect(res.statusCode, res.raw.body).toBe(200);
  const row = await t.app.ctx.db
    .selectFrom('gift_cards')
    .select('code')
    .where('id', '=', res.body.data.id)
    .executeTakeFirstOrThrow();
  return row.code;
}
