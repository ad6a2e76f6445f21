// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Content in Arabic beside English (issue 37, decision 102). Each content table gets `ar`: a JSON object with the
// Arabic text of its text fields under the columns' own names ('{}': none written yet). A product's Arabic title
// is a column of its own, since every card and search reads it; products.search_text from now on holds the
// normalised words of both titles (rows written before have no Arabic title, so theirs stays right).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('title_ar', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('ar', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('blogs')
    .addColumn('ar', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('banners')
    .addColumn('ar', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('banners').dropColumn('ar').execute();
  await db.schema.alterTable('blogs').dropColumn('ar').execute();
  await db.schema.alterTable('products').dropColumn('ar').execute();
  await db.schema.alterTable('products').dropColumn('title_ar').execute();
}
