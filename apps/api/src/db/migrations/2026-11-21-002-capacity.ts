// Frozen in time: this migration imports nothing from the app and is never edited once landed.
// Capacity per product and date, seat holds taken at checkout, and one lockable row per booked slot.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // NOTE: SQLite takes one ALTER TABLE ... ADD COLUMN per statement.
  await db.schema
    .alterTable('products')
    .addColumn('capacity_per_slot', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('cutoff_minutes', 'integer', (c) => c.notNull().defaultTo(120))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('max_tickets_per_order', 'integer', (c) => c.notNull().defaultTo(10))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('is_refundable', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('slot_overrides')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer')
    .addColumn('is_closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('slot_overrides_pk', ['product_id', 'date'])
    .execute();

  await db.schema
    .createTable('seat_holds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('checkout_id', 'text', (c) => c.notNull().references('checkouts.id'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('seat_holds_slot_idx')
    .on('seat_holds')
    .columns(['product_id', 'date', 'status'])
    .execute();
  await db.schema.createIndex('seat_holds_checkout_idx').on('seat_holds').column('checkout_id').execute();

  await db.schema
    .createTable('slot_locks')
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('slot_locks_pk', ['product_id', 'date'])
    .execute();
}
