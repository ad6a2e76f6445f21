// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// The payments desk's daily reconciliation (issue 35, decision 085).
// - payment_reconciliations: one row per Dubai day reconciled, claimed before it runs ('running', with who and when)
//   so two processes never both run one day; 'done' with its counts once every payment of the day was asked.
// - payment_gateway_checks: what the gateway said of each transaction when last asked (one row per transaction).
// - payment_mismatches: each disagreement between our record and the gateway's, listed until an owner resolves it
//   with a note. Unique per (transaction, kind, our figure, the gateway's figure): a run that finds the same
//   disagreement again adds nothing, and one an owner resolved stays resolved unless its figures change.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_reconciliations')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('run_by', 'text')
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('asked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mismatches', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('payment_gateway_checks')
    .addColumn('transaction_id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_fils', 'integer')
    .addColumn('currency', 'text')
    .addColumn('refunded_fils', 'integer')
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('payment_mismatches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('our_fils', 'integer', (c) => c.notNull())
    .addColumn('gateway_fils', 'integer', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('found_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'text')
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('payment_mismatches_finding')
    .on('payment_mismatches')
    .columns(['transaction_id', 'kind', 'our_fils', 'gateway_fils'])
    .unique()
    .execute();
  await db.schema
    .createIndex('payment_mismatches_open_idx')
    .on('payment_mismatches')
    .columns(['resolved_at'])
    .execute();
  await db.schema.createIndex('payments_created_at_idx').on('payments').columns(['created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payments_created_at_idx').execute();
  await db.schema.dropTable('payment_mismatches').execute();
  await db.schema.dropTable('payment_gateway_checks').execute();
  await db.schema.dropTable('payment_reconciliations').execute();
}
