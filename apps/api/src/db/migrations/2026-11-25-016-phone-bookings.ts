// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Phone and walk-in bookings (issue 18, decision 042).
// - phone_bookings: the checkouts an operator made for a customer (who, when), so the order page can say
//   'Booked by phone by NAME' and the agent's page can follow the booking until it is paid. One row a checkout.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('phone_bookings')
    .addColumn('checkout_id', 'text', (c) => c.primaryKey().references('checkouts.id'))
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('phone_bookings').execute();
}
