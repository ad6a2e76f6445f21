// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// A shopper's choice about reminders (issue 19, decision 045): 1 (the default) sends the reminder before each
// departure by email and text; 0 sends none. Confirmations, cancellations and one-time codes always go.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('wants_reminders', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('wants_reminders').execute();
}
