// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// The payment reconciler (issue 14) asks every minute for the payments still pending that started a few
// minutes ago: found by status and start, not by reading every payment ever made.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('payments_status_created_idx').on('payments').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payments_status_created_idx').execute();
}
