// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Passengers' details given at checkout, before the payment (issue 36, decision 107): an order takes its checkout's
// id, so details given with users/paymentInitiate are written under the id the order will have, before the order
// exists. order_passengers.order_id therefore no longer references orders (a row whose order never came is erased a
// few days later by the retention run). The table is built again without that reference, the same way on SQLite
// (which cannot drop a constraint) and PostgreSQL, its rows copied as they are.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_passengers_next')
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('line_index', 'integer', (c) => c.notNull())
    .addColumn('passenger', 'integer', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nationality', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('answers', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('sealed', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_passengers_key', ['order_id', 'line_index', 'passenger'])
    .execute();
  const columns = [
    'order_id',
    'line_index',
    'passenger',
    'full_name',
    'nationality',
    'phone',
    'answers',
    'key_id',
    'sealed',
    'updated_at',
  ] as const;
  await db
    .insertInto('order_passengers_next')
    .columns([...columns])
    .expression(db.selectFrom('order_passengers').select([...columns]))
    .execute();
  await db.schema.dropTable('order_passengers').execute();
  await db.schema.alterTable('order_passengers_next').renameTo('order_passengers').execute();
  // A key rotation reads the rows another key sealed; the retention run those of orders that never came.
  await db.schema.createIndex('order_passengers_key_id').on('order_passengers').column('key_id').execute();
  await db.schema.createIndex('order_passengers_updated_at').on('order_passengers').column('updated_at').execute();
}

// Down keeps the table without the reference: rows given before a payment that never came would break it.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_passengers_updated_at').execute();
}
