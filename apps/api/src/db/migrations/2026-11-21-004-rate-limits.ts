// Frozen in time: this migration imports nothing from the app and is never edited once landed.
// Rate-limit counters shared by every API process: one row per (bucket, hashed key, fixed window).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['bucket', 'key', 'window_start'])
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_expiry_idx')
    .on('rate_limit_counters')
    .column('expires_at')
    .execute();
}
