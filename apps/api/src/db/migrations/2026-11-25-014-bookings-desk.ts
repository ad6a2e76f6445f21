// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import { type Kysely, sql } from 'kysely';

// The bookings desk (issue 18, decision 038).
// - order_events: what operators do to an order (refunds with their reason and override, internal notes), for
//   its timeline; what the shop itself records (the order, its payment, the shopper's cancel) stays where it is.
// - Indexes for the order search, newest first with a page of 25-100 rows read from an index in order:
//   every order (created_at), by status (status, created_at); a customer's orders come from the existing
//   orders_user_idx once their user ids are found by email, phone (unique already) or name prefix (lowercase
//   expression indexes, searched as ranges so that both databases use them); orders of a product or a
//   departure date come through their checkout's seat holds (date, product_id).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.references('operators.id'))
    .addColumn('amount_fils', 'integer')
    .addColumn('is_override', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'at']).execute();

  await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('orders_status_created_idx').on('orders').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('seat_holds_date_product_idx').on('seat_holds').columns(['date', 'product_id']).execute();
  await db.schema.createIndex('users_email_lower_idx').on('users').expression(sql`lower(email)`).execute();
  await db.schema.createIndex('users_first_name_lower_idx').on('users').expression(sql`lower(first_name)`).execute();
  await db.schema.createIndex('users_last_name_lower_idx').on('users').expression(sql`lower(last_name)`).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_last_name_lower_idx').execute();
  await db.schema.dropIndex('users_first_name_lower_idx').execute();
  await db.schema.dropIndex('users_email_lower_idx').execute();
  await db.schema.dropIndex('seat_holds_date_product_idx').execute();
  await db.schema.dropIndex('orders_status_created_idx').execute();
  await db.schema.dropIndex('orders_created_idx').execute();
  await db.schema.dropIndex('order_events_order_idx').execute();
  await db.schema.dropTable('order_events').execute();
}
