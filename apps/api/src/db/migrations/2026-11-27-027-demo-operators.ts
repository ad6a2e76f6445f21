// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Issue 32, decision 055: the demo seeder records the hash of the published demo password it gave an operator. While
// an active operator's password_hash still equals it, anyone who read the README can sign in as them, and a
// production server refuses the back office. Before this column every start wrote the five demo operators (ids
// 'demo-operator-...') with that password and nothing could change it, so theirs are marked here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('operators').addColumn('demo_password_hash', 'text').execute();
  await db
    .updateTable('operators')
    .set((eb) => ({ demo_password_hash: eb.ref('password_hash') }))
    .where('id', 'like', 'demo-operator-%')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('operators').dropColumn('demo_password_hash').execute();
}
