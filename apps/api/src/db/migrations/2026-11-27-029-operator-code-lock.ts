// Frozen in time: this migration imports nothing from the app and is never edited once landed.
// The second factor's lock (issue 32, decision 061).
import type { Kysely } from 'kysely';

// - operators.code_failures: second-factor tries in a row that were not right, across sign-in challenges (a right
//   code sets it back to 0);
// - operators.code_locked_at: when those tries reached the limit; authenticator codes are refused until a recovery
//   code signs in or an owner unlocks them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('operators')
    .addColumn('code_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('operators').addColumn('code_locked_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('operators').dropColumn('code_locked_at').execute();
  await db.schema.alterTable('operators').dropColumn('code_failures').execute();
}
