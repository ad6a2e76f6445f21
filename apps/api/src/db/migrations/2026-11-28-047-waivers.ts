// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Waivers (issue 36, decision 096). Every version of a product's waiver is kept as written (never updated);
// `product_waivers` names the version shoppers accept now (no row: the product asks no waiver). Each acceptance is
// a row of its own: the order's line and passenger, the name typed, the version read, the time and the address.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('waiver_versions')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('asked_of', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text')
    .addPrimaryKeyConstraint('waiver_versions_pk', ['product_id', 'version'])
    .execute();
  await db.schema
    .createTable('product_waivers')
    .addColumn('product_id', 'text', (c) => c.primaryKey().references('products.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('waiver_acceptances')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('line_index', 'integer', (c) => c.notNull())
    .addColumn('passenger', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('signed_name', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    // One acceptance of a version per passenger: accepting it again changes nothing; a new version adds a row.
    .addPrimaryKeyConstraint('waiver_acceptances_pk', ['order_id', 'line_index', 'passenger', 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('waiver_acceptances').execute();
  await db.schema.dropTable('product_waivers').execute();
  await db.schema.dropTable('waiver_versions').execute();
}
