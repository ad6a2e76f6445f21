// Frozen in time: this migration imports nothing from the app and is never edited once landed.
// The customers desk (issue 34, decision 074).
import type { Kysely } from 'kysely';

// - customer_notes: what operators write about a shopper (a caller's wishes, a complaint), with who wrote it and
//   when; deleted with the shopper's personal data;
// - users_created_idx: the desk's list of customers, newest first, reads it in order and stops at the page's end.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_notes_user_idx')
    .on('customer_notes')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_created_idx').execute();
  await db.schema.dropTable('customer_notes').execute();
}
