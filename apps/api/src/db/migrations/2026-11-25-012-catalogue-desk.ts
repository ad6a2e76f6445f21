// Frozen in time: this migration imports nothing from the app and is never edited once landed.
// The catalogue desk's products (issue 17, decision 034).
import { type Kysely, sql } from 'kysely';

// - products gain whether shoppers see them (is_published: 1 for every product there is, so the catalogue
//   stays as it was; a product made by the desk starts at 0), when they last changed (updated_at, from
//   created_at for the products there are; the desk's list is ordered by it and an edit checks it for a
//   concurrent one) and the alternative text of each picture (picture_alts: a JSON list parallel to pictures);
// - indexes for the desk's list, newest change first: whole, by module, by category (which also lists the
//   distinct categories) and of the unpublished products, read in index order and stopped after a page;
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

  // Each index ends with search_text, so that a search reads the index in the list's order and looks a row up
  // only when its title matches (SQLite defers the row's read until the index's columns have passed).
  await db.schema
    .createIndex('products_desk_idx')
    .on('products')
    .columns(['updated_at', 'id', 'search_text'])
    .execute();
  await db.schema
    .createIndex('products_desk_module_idx')
    .on('products')
    .columns(['module', 'updated_at', 'id', 'search_text'])
    .execute();
  // The category filter, and the distinct categories (read by seeking from one category to the next).
  await db.schema
    .createIndex('products_desk_category_idx')
    .on('products')
    .columns(['categories', 'updated_at', 'id', 'search_text'])
    .execute();
  // NOTE: partial, for the few unpublished products: an index starting with is_published would be taken by
  // the storefront's reads (all on is_published = 1) instead of their own order's index, and sort everything.
  await db.schema
    .createIndex('products_desk_unpublished_idx')
    .on('products')
    .columns(['updated_at', 'id', 'search_text'])
    .where(sql.ref('is_published'), '=', 0)
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
  for (const index of [
    'products_desk_unpublished_idx',
    'products_desk_category_idx',
    'products_desk_module_idx',
    'products_desk_idx',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const column of ['picture_alts', 'updated_at', 'is_published']) {
    await db.schema.alterTable('products').dropColumn(column).execute();
  }
}
