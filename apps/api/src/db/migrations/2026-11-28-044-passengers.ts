// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Who is travelling (issue 36, decision 092). What a product asks of its bookings and passengers, as the form's JSON;
// and the details given for each line of an order: row `passenger` 0 holds what is asked of the booking itself,
// 1..n each passenger's. Passport numbers, expiries and dates of birth are never in a clear column: `sealed` holds
// them encrypted under a data key of the row's own, wrapped by the master key whose id is `key_id`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_passenger_forms')
    .addColumn('product_id', 'text', (c) => c.primaryKey().references('products.id'))
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('order_passengers')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('line_index', 'integer', (c) => c.notNull())
    .addColumn('passenger', 'integer', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nationality', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('answers', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('sealed', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_passengers_pk', ['order_id', 'line_index', 'passenger'])
    .execute();
  // A key rotation reads the rows another key sealed.
  await db.schema.createIndex('order_passengers_key_id').on('order_passengers').column('key_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_passengers').execute();
  await db.schema.dropTable('product_passenger_forms').execute();
}
