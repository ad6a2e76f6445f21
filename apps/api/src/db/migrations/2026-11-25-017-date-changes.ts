// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Date changes (issue 18, decision 043).
// - order_changes: an operator's move of one order line to another departure of its product. 'done' at once when
//   the new price is the same or lower (refund_plan: what each of the order's gateway transactions gave back),
//   'pending' while the shopper pays the difference through a payment link (payment_id, hold_id: the new seats
//   held until expires_at), then 'done', 'expired' or 'failed'. items_before/items_after are the order's lines.
// - sandbox_refunds: the sandbox gateway's refunds, one per transaction and idempotency key, so that it refunds
//   in part more than once (up to what was captured) and a retried refund never pays twice.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('operator_id', 'text', (c) => c.references('operators.id'))
    .addColumn('line_index', 'integer', (c) => c.notNull())
    .addColumn('items_before', 'text', (c) => c.notNull())
    .addColumn('items_after', 'text', (c) => c.notNull())
    .addColumn('subtotal_fils', 'integer', (c) => c.notNull())
    .addColumn('discount_fils', 'integer', (c) => c.notNull())
    .addColumn('difference_fils', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.unique())
    .addColumn('hold_id', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('refund_plan', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_changes_order_idx').on('order_changes').columns(['order_id', 'status']).execute();

  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('transaction_id', 'text', (c) => c.notNull().references('sandbox_transactions.id'))
    .addColumn('refund_key', 'text', (c) => c.notNull())
    .addColumn('amount_fils', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sandbox_refunds_pk', ['transaction_id', 'refund_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_refunds').execute();
  await db.schema.dropTable('order_changes').execute();
}
