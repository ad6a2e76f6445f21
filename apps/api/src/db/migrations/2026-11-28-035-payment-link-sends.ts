// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Phone bookings' payment links sent from the desk (issue 34, decision 075).
// - payment_link_sends: each time an operator sent a phone booking's payment link to the customer, by text or
//   email (the message itself is an outbox row), so the desk and the order's timeline can say who sent it, how,
//   to where and when, and the desk can refuse a link sent too often.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_link_sends')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('checkout_id', 'text', (c) => c.notNull().references('phone_bookings.checkout_id'))
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_link_sends_checkout')
    .on('payment_link_sends')
    .columns(['checkout_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_link_sends').execute();
}
