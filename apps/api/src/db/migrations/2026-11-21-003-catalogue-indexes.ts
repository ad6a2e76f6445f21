// Frozen in time: this migration imports nothing from the app and is never edited once landed.
// Indexes for reads that stop after a page (decision 013): lists in catalogue order and search results by
// popularity are read in index order and stop after the page instead of sorting the whole catalogue.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('products_sort_idx').on('products').columns(['sort_order', 'id']).execute();
  await db.schema
    .createIndex('products_module_sort_idx')
    .on('products')
    .columns(['module', 'sort_order', 'id'])
    .execute();
  await db.schema.createIndex('products_visitors_idx').on('products').expression(sql`visitor_count desc, id`).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_visitors_idx').ifExists().execute();
  await db.schema.dropIndex('products_module_sort_idx').ifExists().execute();
  await db.schema.dropIndex('products_sort_idx').ifExists().execute();
}
