// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Hotel pick-ups (issue 36, decision 095). The points the operator collects guests from; which of them a product
// collects from and how many minutes before departure, as the JSON of one shared schema; and the point a shopper
// chose for a line of an order, with its minutes before departure and the pick-up instant they gave when chosen.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pickup_points')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('product_pickups')
    .addColumn('product_id', 'text', (c) => c.primaryKey().references('products.id'))
    .addColumn('pickups', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('order_pickups')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('line_index', 'integer', (c) => c.notNull())
    .addColumn('point_id', 'text', (c) => c.notNull().references('pickup_points.id'))
    .addColumn('minutes_before', 'integer', (c) => c.notNull())
    .addColumn('pickup_at', 'text', (c) => c.notNull())
    .addColumn('chosen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_pickups_pk', ['order_id', 'line_index'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_pickups').execute();
  await db.schema.dropTable('product_pickups').execute();
  await db.schema.dropTable('pickup_points').execute();
}
