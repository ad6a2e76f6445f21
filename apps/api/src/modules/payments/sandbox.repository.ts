// The sandbox gateway's own table: its record of each transaction, as a real gateway keeps it on its side.
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { SANDBOX_TRANSACTION_TRANSITIONS, type SandboxTransactionsTable } from '../../db/tables/schema.js';
import type { TClock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { checkedMove } from '../../lib/transitions.js';

const transactionInsert = preparedQuery((db, args: { row: SandboxTransactionsTable }) =>
  db.insertInto('sandbox_transactions').values(args.row),
);

export async function insertSandboxTransaction(db: TDb, transaction: SandboxTransactionsTable): Promise<void> {
  await transactionInsert.run(db, { row: transaction });
}

/**
 * Gives back part of a paid transaction, as real gateways do: `amountFils` (null: all that is left), never more
 * than was captured in all, and once per `refundKey` (a retried or raced refund with the same key pays nothing
 * more). The transaction reads 'refunded' once anything was given back. Answers the fils this call gave back.
 */
export async function refundSandboxTransaction(
  db: TDb,
  id: string,
  amountFils: number | null,
  refundKey: string,
  now: string,
): Promise<number> {
  const refundable = checkedMove(SANDBOX_TRANSACTION_TRANSITIONS, ['paid', 'refunded'], 'refunded');
  const left = sql<number>`amount_fils - refunded_fils`;
  const amount =
    amountFils === null ? left : sql<number>`case when ${amountFils} > ${left} then ${left} else ${amountFils} end`;
  // NOTE: the key's row is written first, by one statement that reads the transaction too: on SQLite a
  // transaction that read before writing could not take the write lock while another process holds it.
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('sandbox_refunds')
      .columns(['transaction_id', 'refund_key', 'amount_fils', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('sandbox_transactions')
          .select([
            'id',
            sql<string>`${refundKey}`.as('refund_key'),
            amount.as('amount_fils'),
            sql<string>`${now}`.as('created_at'),
          ])
          .where('id', '=', id)
          .where('status', 'in', refundable)
          .where(left, '>', 0)
          .where(amount, '>', 0),
      )
      .onConflict((oc) => oc.columns(['transaction_id', 'refund_key']).doNothing())
      .returning('amount_fils')
      .executeTakeFirst();
    if (!claimed) return 0;
    await trx
      .updateTable('sandbox_transactions')
      .set({
        status: 'refunded',
        refunded_fils: sql<number>`case when refunded_fils + ${claimed.amount_fils} > amount_fils then amount_fils else refunded_fils + ${claimed.amount_fils} end`,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', 'in', refundable)
      .execute();
    return claimed.amount_fils;
  });
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
  checkedMove(SANDBOX_TRANSACTION_TRANSITIONS, ['pending'], outcome);
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
