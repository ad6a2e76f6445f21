// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import { type Kysely, sql } from 'kysely';

// The expired-holds sweep of each API server (decision 131) asks every 10 s which held seats' expiry passed since its
// last look. The only index of seat_holds that carries expires_at starts with the departure, so that question read
// every hold the shop ever made. A partial index of the holds still held, by their expiry, answers it from the few
// rows that can expire. Expand only: an index, which the previous release's servers neither need nor notice.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('seat_holds_held_expiry_idx')
    .on('seat_holds')
    .columns(['expires_at'])
    .where(sql.ref('status'), '=', 'held')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('seat_holds_held_expiry_idx').execute();
}
