// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import { type Kysely, sql } from 'kysely';

// One-time codes sent by text (issue 19, decision 047).
// - users.phone_verified_at: when the account's number was proved with a code. Accounts made before codes
//   existed count as proved when they were made; a customer an operator enters for a phone booking has none
//   until they log in with a code or set a password with one.
// - phone_codes: each code sent, stored as an HMAC only, found by an HMAC of the number (so numbers without an
//   account are not kept in clear). A sign-up's details wait in `signup` until its code is entered.
// - phone_code_locks: one row per number (hashed), whose upsert serialises the sends to that number, so that
//   concurrent requests cannot pass the limit of sends together.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('phone_verified_at', 'text').execute();
  await sql`update users set phone_verified_at = created_at`.execute(db);

  await db.schema
    .createTable('phone_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone_key', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('checks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('signup', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema
    .createIndex('phone_codes_number_idx')
    .on('phone_codes')
    .columns(['phone_key', 'created_at'])
    .execute();

  await db.schema
    .createTable('phone_code_locks')
    .addColumn('phone_key', 'text', (c) => c.primaryKey())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('phone_code_locks').execute();
  await db.schema.dropTable('phone_codes').execute();
  await db.schema.alterTable('users').dropColumn('phone_verified_at').execute();
}
