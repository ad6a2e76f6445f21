// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Check-in per passenger (issue 36, decision 097): a winning scan that names the passengers it checks in keeps them
// as JSON (`["0:1","0:3"]`: order line and passenger number); null for a scan of a count of tickets or of the whole
// booking, which takes the first passengers not yet in.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('check_ins').addColumn('passengers', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('check_ins').dropColumn('passengers').execute();
}
