// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Check-in per ticket (issue 34, decision 072): a booking may arrive in parts (two of a family of four now, two
// later), so a winning scan records how many of the booking's tickets it checked in. A scan recorded before this
// migration checked the whole booking in: its tickets stay null, which reads as every ticket of the booking.
// A booking's winning scans are numbered by winner_key (`order product date start`, then ` #2`, ` #3`), still
// unique, so two racing scans cannot both take the same tickets. A check-in made by mistake may be undone: the
// scan stops counting (is_conflict 1, no winner_key) and keeps who undid it and when.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('check_ins').addColumn('tickets', 'integer').execute();
  await db.schema.alterTable('check_ins').addColumn('undone_at', 'text').execute();
  await db.schema.alterTable('check_ins').addColumn('undone_by', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('check_ins').dropColumn('undone_by').execute();
  await db.schema.alterTable('check_ins').dropColumn('undone_at').execute();
  await db.schema.alterTable('check_ins').dropColumn('tickets').execute();
}
