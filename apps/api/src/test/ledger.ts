import type { TLedgerKind } from '@rihla/shared/rules/ledger';
import { newId } from '../lib/ids.js';
import { postEntry } from '../modules/ledger/ledger.service.js';
import type { TTestApp } from './harness.js';

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
