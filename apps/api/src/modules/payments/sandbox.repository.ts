// The sandbox gateway's own table: its record of each transaction, as a real gateway keeps it on its side.
import type { TDb } from '../../db/database.js';
import type { SandboxTransactionsTable } from '../../db/tables/schema.js';
import type { TClock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';

export async function insertSandboxTransaction(db: TDb, transaction: SandboxTransactionsTable): Promise<void> {
  await db.insertInto('sandbox_transactions').values(transaction).execute();
}

/** A paid transaction becomes refunded once; any other stays as it is. */
export async function refundSandboxTransaction(db: TDb, id: string, now: string): Promise<void> {
  await db
    .updateTable('sandbox_transactions')
    .set({ status: 'refunded', updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .execute();
}

export function findSandboxTransaction(db: TDb, id: string) {
  return db.selectFrom('sandbox_transactions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records the shopper's card decision once; a transaction that is no longer pending stays as it is. */
export async function settleSandboxTransaction(
  db: TDb,
  clock: TClock,
  id: string,
  outcome: 'paid' | 'declined',
  cardLast4: string,
): Promise<void> {
  await db
    .updateTable('sandbox_transactions')
    .set({ status: outcome, card_last4: cardLast4, updated_at: isoNow(clock) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}
