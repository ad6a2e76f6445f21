// Frozen in time: this migration imports nothing from the app and is never edited once landed.
// The catalogue desk's products (issue 17, decision 034).
import { type Kysely, sql } from 'kysely';

// - products gain whether shoppers see them (is_published: 1 for every product there is, so the catalogue
//   stays as it was; a product made by the desk starts at 0), when they last changed (updated_at, from
//   created_at for the products there are; the desk's list is ordered by it and an edit checks it for a
//   concurrent one) and the alternative text of each picture (picture_alts: a JSON list parallel to pictures);
// - indexes for the desk's list, newest change first, whole or by module or by published state, read in index
//   order and stopped after a page, and by category (which also lists the distinct categories);
// - operator_uploads: the pictures operators send (the shoppers' uploads reference users).
export async function up(db: Kysely<any>): Promise<void> {
  // NOTE: SQLite takes one ALTER TABLE ... ADD COLUMN per statement.
  await db.schema
    .alterTable('products')
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('picture_alts', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await sql`UPDATE products SET updated_at = created_at`.execute(db);

  await db.schema.createIndex('products_updated_idx').on('products').columns(['updated_at', 'id']).execute();
  await db.schema
    .createIndex('products_module_updated_idx')
    .on('products')
    .columns(['module', 'updated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('products_published_updated_idx')
    .on('products')
    .columns(['is_published', 'updated_at', 'id'])
    .execute();
  // The category filter reads it in order; the list of distinct categories reads it alone.
  await db.schema
    .createIndex('products_category_updated_idx')
    .on('products')
    .columns(['categories', 'updated_at', 'id'])
    .execute();

  await db.schema
    .createTable('operator_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('operator_uploads').ifExists().execute();
  await db.schema.dropIndex('products_category_updated_idx').ifExists().execute();
  await db.schema.dropIndex('products_published_updated_idx').ifExists().execute();
  await db.schema.dropIndex('products_module_updated_idx').ifExists().execute();
  await db.schema.dropIndex('products_updated_idx').ifExists().execute();
  for (const column of ['picture_alts', 'updated_at', 'is_published']) {
    await db.schema.alterTable('products').dropColumn(column).execute();
  }
}
