// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Real payment gateways (issue 35, decision 078).
// - gateway_transactions: each payment opened at a real gateway (EPG, N-Genius, Telr): our reference (the id the
//   gateway knows the order by, unique for ever), the gateway's own id of it, the hosted page the shopper's browser is
//   sent to (method, address, form fields as JSON), where the shopper goes once back, and the amount asked. The
//   gateway's word on the outcome is never stored as truth here: it is asked again each time.
// - gateway_refunds: each refund asked of a real gateway, once per (transaction, refund key), claimed before the call
//   so a retried or raced refund never pays twice; 'sent' until the gateway answered, then 'done' or 'refused'.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gateway_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('gateway_id', 'text', (c) => c.notNull())
    .addColumn('page_method', 'text', (c) => c.notNull())
    .addColumn('page_url', 'text', (c) => c.notNull())
    .addColumn('page_fields', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('amount_fils', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gateway_transactions_reference')
    .on('gateway_transactions')
    .columns(['provider', 'reference'])
    .unique()
    .execute();
  await db.schema
    .createTable('gateway_refunds')
    .addColumn('transaction_id', 'text', (c) => c.notNull().references('gateway_transactions.id'))
    .addColumn('refund_key', 'text', (c) => c.notNull())
    .addColumn('amount_fils', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('gateway_ref', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('gateway_refunds_pk', ['transaction_id', 'refund_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gateway_refunds').execute();
  await db.schema.dropTable('gateway_transactions').execute();
}
