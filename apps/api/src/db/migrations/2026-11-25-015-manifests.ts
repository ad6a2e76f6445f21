// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Manifests and check-in (issue 18, decision 039).
// - guide_assignments: which guides work a departure (a product on a date at a start, the key seat_holds use).
// - check_ins: every scan that checked a booking (an order's seats on one departure) in, online or queued
//   offline. The first scan wins: it alone carries winner_key (order, product, date, start), which is unique, so
//   two racing scans cannot both win; a later scan of an already checked-in booking is kept with is_conflict 1
//   and no winner_key (both recorded). scanned_at is when the guide scanned (an offline scan's own time),
//   recorded_at when the server learnt of it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('guide_assignments')
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
    .addColumn('assigned_by', 'text')
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('guide_assignments_pk', ['product_id', 'date', 'start_time', 'operator_id'])
    .execute();
  await db.schema
    .createIndex('guide_assignments_operator_idx')
    .on('guide_assignments')
    .columns(['operator_id', 'date'])
    .execute();

  await db.schema
    .createTable('check_ins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('scanned_at', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('is_conflict', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('winner_key', 'text', (c) => c.unique())
    .execute();
  await db.schema
    .createIndex('check_ins_departure_idx')
    .on('check_ins')
    .columns(['product_id', 'date', 'start_time'])
    .execute();
  await db.schema.createIndex('check_ins_order_idx').on('check_ins').column('order_id').execute();
  // The departures list reads the booked seats of a few days across every product.
  await db.schema.createIndex('seat_holds_date_idx').on('seat_holds').columns(['date', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('seat_holds_date_idx').execute();
  await db.schema.dropTable('check_ins').execute();
  await db.schema.dropTable('guide_assignments').execute();
}
