// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// The back office in each operator's own language (issue 37, decision 104): 'en' or 'ar', chosen by the operator on
// their account page. Every operator there is today keeps English.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('operators')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('operators').dropColumn('language').execute();
}
