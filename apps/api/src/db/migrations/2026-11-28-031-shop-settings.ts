// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// The operator's own shop (issue 34, decision 071): one row of settings an owner edits in the back office, as a
// JSON document the shared schema checks on every read and write. No row yet: the environment's first values.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shop_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('operators.id'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shop_settings').execute();
}
