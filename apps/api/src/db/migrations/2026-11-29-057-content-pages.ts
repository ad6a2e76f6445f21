// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// The content pages in both languages, edited in the back office (issue 37, decision 112): one row per page once an
// operator has saved it (a page without a row shows the texts it came with). `document` is the page's English
// document as JSON (a policy's sections and blocks, or the help page's questions); `ar` a JSON object of the Arabic
// of its texts by their path in the document ('{}': none).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_pages')
    .addColumn('page', 'text', (c) => c.primaryKey())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('ar', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_pages').execute();
}
