// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// A sign-up's code belongs to the browser that asked for it (issue 32, decision 060): phone_codes.signup_browser
// holds an HMAC of that browser's sign-up cookie, so a second sign-up of the same number from another browser
// waits beside the first instead of replacing it. Null for codes of other purposes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('phone_codes').addColumn('signup_browser', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('phone_codes').dropColumn('signup_browser').execute();
}
