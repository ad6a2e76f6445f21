// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Checking out again gives back the seats of the shopper's open checkouts: found by user and status, not by
// reading every checkout the shopper ever made.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('checkouts_user_status_idx').on('checkouts').columns(['user_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('checkouts_user_status_idx').execute();
}
