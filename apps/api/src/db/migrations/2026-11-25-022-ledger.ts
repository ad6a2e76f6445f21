// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// The wallet and points ledger (issue 20, decision 048).
// - ledger_entries: append-only; one row per event, `event_key` unique, so a retried or raced posting posts once.
//   `amount` is fils for the wallet and points for points, negative when value leaves the account.
// - ledger_accounts: one row per shopper with the balances the entries add up to, kept in the same transaction
//   as each entry by a conditional update that never takes a balance below zero (the row's lock on PostgreSQL,
//   the single writer on SQLite), and the operator's block on spending.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('wallet_fils', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blocked_at', 'text')
    .addColumn('blocked_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('operator_id', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('event_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ledger_entries_user_idx')
    .on('ledger_entries')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('ledger_entries_order_idx').on('ledger_entries').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('ledger_accounts').execute();
}
