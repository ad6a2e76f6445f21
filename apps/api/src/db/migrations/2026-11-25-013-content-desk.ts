// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import { type Kysely, sql } from 'kysely';

// The content desk (issue 17, decision 036).
// - Banners show between two Dubai days (YYYY-MM-DD, both included; null: no limit) and carry alternative text.
// - Blog posts can be drafts (is_published 0, hidden from shoppers) and record when they last changed; every
//   post written before was published.
// - The home page's two curated lists get an order of their own: products.sort_order also orders every module's
//   list and the filter page, so reordering Trending Now by it would reorder those too. A product is in a list
//   by its flag (most_popular, explore_uae) as before; the rank orders the list (null: after the ranked ones).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('banners').addColumn('active_from', 'text').execute();
  await db.schema.alterTable('banners').addColumn('active_until', 'text').execute();
  await db.schema
    .alterTable('banners')
    .addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .alterTable('blogs')
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('blogs')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.updateTable('blogs').set({ updated_at: sql`published_at` }).execute();

  await db.schema.alterTable('products').addColumn('most_popular_rank', 'integer').execute();
  await db.schema.alterTable('products').addColumn('explore_uae_rank', 'integer').execute();
  for (const [flag, rank] of [
    ['most_popular', 'most_popular_rank'],
    ['explore_uae', 'explore_uae_rank'],
  ] as const) {
    const rows = await db
      .selectFrom('products')
      .select('id')
      .where(flag, '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    for (const [index, row] of rows.entries()) {
      await db
        .updateTable('products')
        .set({ [rank]: index })
        .where('id', '=', row.id)
        .execute();
    }
  }
  await db.schema.createIndex('blogs_published_idx').on('blogs').columns(['is_published', 'published_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blogs_published_idx').execute();
  await db.schema.alterTable('products').dropColumn('explore_uae_rank').execute();
  await db.schema.alterTable('products').dropColumn('most_popular_rank').execute();
  await db.schema.alterTable('blogs').dropColumn('updated_at').execute();
  await db.schema.alterTable('blogs').dropColumn('is_published').execute();
  await db.schema.alterTable('banners').dropColumn('alt_text').execute();
  await db.schema.alterTable('banners').dropColumn('active_until').execute();
  await db.schema.alterTable('banners').dropColumn('active_from').execute();
}
