// Frozen in time: this migration imports nothing from the app and is never edited once landed.
// Departures, ticket types, cancellation tiers and where to be (issue 15, decision 026).
import { type Kysely, sql } from 'kysely';

// - products gain their booking terms as JSON columns (validated by the app on every write): a schedule of
//   departures ('[]': one departure daily from start_time to end_time, as before), extra ticket types ('[]':
//   adults only), the pricing ('perPerson' or 'perGroup'), cancellation tiers (the policy's 24-hour rule) and
//   where to be ('': the product's location, as before);
// - departure_exceptions: one departure of one date closed, with its own seats, or added;
// - seat_holds name their departure by its start time; holds made before are on their product's start time;
// - cart_lines replace cart_items: one line per product, date and departure, with an id and counts per type;
// - the lines kept by checkouts and orders are stamped with their departure, counts and the cancellation
//   terms they were sold with (the 24-hour rule, refundable as their product was), so that later edits of a
//   product never change a booking already made;
// - orders record what their cancellation gives back (all of it for every order cancelled, refunded or failed
//   before tiers), which tiers can make less than what was paid; so does the sandbox
//   gateway's transaction.
const DEFAULT_TIERS = '[{"hoursBefore":24,"refundPercent":100}]';

export async function up(db: Kysely<any>): Promise<void> {
  const productColumns: Array<[string, string]> = [
    ['schedule', '[]'],
    ['ticket_types', '[]'],
    ['pricing', 'perPerson'],
    ['cancellation_tiers', DEFAULT_TIERS],
    ['where_to_be', ''],
  ];
  // NOTE: SQLite takes one ALTER TABLE ... ADD COLUMN per statement.
  for (const [column, value] of productColumns) {
    await db.schema
      .alterTable('products')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(value))
      .execute();
  }

  await db.schema
    .createTable('departure_exceptions')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text')
    .addColumn('capacity', 'integer')
    .addColumn('is_closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_extra', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('departure_exceptions_pk', ['product_id', 'date', 'start_time'])
    .execute();

  await db.schema
    .alterTable('seat_holds')
    .addColumn('start_time', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`UPDATE seat_holds SET start_time = (SELECT start_time FROM products WHERE products.id = seat_holds.product_id)`.execute(
    db,
  );
  await db.schema
    .createIndex('seat_holds_departure_taken_idx')
    .on('seat_holds')
    .columns(['product_id', 'date', 'start_time', 'status', 'expires_at', 'quantity'])
    .execute();
  await db.schema.dropIndex('seat_holds_slot_taken_idx').execute();

  await db.schema
    .createTable('cart_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('adult_count', 'integer', (c) => c.notNull())
    .addColumn('child_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('infant_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cart_lines_departure_uq', ['user_id', 'product_id', 'date', 'start_time'])
    .execute();
  const oldLines = await db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select([
      'cart_items.user_id',
      'cart_items.product_id',
      'cart_items.date',
      'cart_items.time',
      'cart_items.adult_count',
      'cart_items.added_at',
      'products.start_time',
      'products.end_time',
    ])
    .execute();
  for (const [index, line] of oldLines.entries()) {
    await db
      .insertInto('cart_lines')
      .values({ ...line, id: `migrated-${index}-${line.user_id}`, child_count: 0, infant_count: 0 })
      .execute();
  }
  await db.schema.dropTable('cart_items').execute();

  await db.schema
    .alterTable('orders')
    .addColumn('refunded_fils', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE orders SET refunded_fils = amount_paid_fils WHERE status IN ('refunded', 'failed', 'cancelled')`.execute(
    db,
  );
  // The sandbox gateway refunds part of a transaction too, as real gateways do.
  await db.schema
    .alterTable('sandbox_transactions')
    .addColumn('refunded_fils', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE sandbox_transactions SET refunded_fils = amount_fils WHERE status = 'refunded'`.execute(db);

  const products = new Map(
    (await db.selectFrom('products').select(['id', 'start_time', 'end_time', 'is_refundable']).execute()).map(
      (row: { id: string; start_time: string; end_time: string; is_refundable: number }) => [row.id, row],
    ),
  );
  for (const table of ['checkouts', 'orders']) {
    const rows = await db.selectFrom(table).select(['id', 'items']).execute();
    for (const row of rows as Array<{ id: string; items: string }>) {
      const lines = (JSON.parse(row.items) as Array<Record<string, any>>).map((line) => {
        if (line.start !== undefined) return line;
        const product = products.get(line.productId);
        const count = Number(line.adultCount);
        return {
          ...line,
          start: product?.start_time ?? '00:00',
          end: product?.end_time ?? '00:00',
          pricing: 'perPerson',
          tickets: { adult: count, child: 0, infant: 0 },
          rows: [{ kind: 'adult', label: 'Adult', count, unitFils: line.unitFils, totalFils: line.totalFils }],
          seats: count,
          cancellation: { refundable: product?.is_refundable === 1, tiers: JSON.parse(DEFAULT_TIERS) },
          whereToBe: null,
        };
      });
      await db
        .updateTable(table)
        .set({ items: JSON.stringify(lines) })
        .where('id', '=', row.id)
        .execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cart_items')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('adult_count', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_items_pk', ['user_id', 'product_id'])
    .execute();
  await db.schema.dropTable('cart_lines').execute();
  await db.schema
    .createIndex('seat_holds_slot_taken_idx')
    .on('seat_holds')
    .columns(['product_id', 'date', 'status', 'expires_at', 'quantity'])
    .execute();
  await db.schema.dropIndex('seat_holds_departure_taken_idx').execute();
  await db.schema.alterTable('seat_holds').dropColumn('start_time').execute();
  await db.schema.dropTable('departure_exceptions').execute();
  await db.schema.alterTable('orders').dropColumn('refunded_fils').execute();
  await db.schema.alterTable('sandbox_transactions').dropColumn('refunded_fils').execute();
  for (const column of ['schedule', 'ticket_types', 'pricing', 'cancellation_tiers', 'where_to_be']) {
    await db.schema.alterTable('products').dropColumn(column).execute();
  }
}
