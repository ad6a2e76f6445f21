// The sandbox gateway's own table: its record of each transaction, as a real gateway keeps it on its side.
import type { TDb } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { SandboxTransactionsTable } from '../../db/tables/schema.js';
import type { TClock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';

const transactionInsert = preparedQuery((db, args: { row: SandboxTransactionsTable }) =>
  db.insertInto('sandbox_transactions').values(args.row),
);

export async function insertSandboxTransaction(db: TDb, transaction: SandboxTransactionsTable): Promise<void> {
  await transactionInsert.run(db, { row: transaction });
}

/**
 * A paid transaction becomes refunded once, in full (amountFils null) or in part; any other stays as it is.
 * The caller never asks for more than was paid.
 */
export async function refundSandboxTransaction(
  db: TDb,
  id: string,
  amountFils: number | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('sandbox_transactions')
    .set((eb) => ({
      status: 'refunded',
      refunded_fils: amountFils === null ? eb.ref('amount_fils') : eb.val(amountFils),
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .execute();
}

const transactionById = preparedQuery((db, args: { id: string }) =>
  db.selectFrom('sandbox_transactions').selectAll().where('id', '=', args.id),
);

export function findSandboxTransaction(db: TDb, id: string) {
  return transactionById.first(db, { id });
}

/** Records the shopper's card decision once; a transaction that is no longer pending stays as it is. */
export async function settleSandboxTransaction(
  db: TDb,
  clock: TClock,
  id: string,
  outcome: 'paid' | 'declined',
  cardLast4: string,
): Promise<void> {
  await transactionSettle.run(db, { id, outcome, cardLast4, now: isoNow(clock) });
}

const transactionSettle = preparedQuery(
  (db, args: { id: string; outcome: 'paid' | 'declined'; cardLast4: string; now: string }) =>
    db
      .updateTable('sandbox_transactions')
      .set({ status: args.outcome, card_last4: args.cardLast4, updated_at: args.now })
      .where('id', '=', args.id)
      .where('status', '=', 'pending'),
);
