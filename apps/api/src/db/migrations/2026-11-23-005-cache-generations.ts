// Frozen in time: this migration imports nothing from the app and is never edited once landed.
// Cache notices between API processes sharing a SQLite file (decision 017): one row per cache tag, holding the
// generation of its last change; generations only grow, so a process reads the rows past the last it saw.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cache_generations')
    .addColumn('tag', 'text', (c) => c.primaryKey())
    .addColumn('generation', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cache_generations_generation_idx')
    .on('cache_generations')
    .column('generation')
    .execute();
}
