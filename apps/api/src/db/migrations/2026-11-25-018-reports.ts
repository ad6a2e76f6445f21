// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// The numbers (issue 18, decision 044).
// - tax_invoices: the number of each order's tax invoice, given once, at its first issue, as the highest number
//   so far plus one (unique: two first issues racing cannot share one; the loser takes the next).
// - orders(updated_at): the refunds of a range are the orders given money back that day (a cancellation writes
//   refunded_fils and updated_at together), read from this index rather than a scan of every order.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tax_invoices')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id'))
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_updated_idx').on('orders').column('updated_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_updated_idx').execute();
  await db.schema.dropTable('tax_invoices').execute();
}
