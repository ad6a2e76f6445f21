// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import { type Kysely, sql } from 'kysely';

// The discount codes desk (issue 20, decision 049).
// - paused_at: when an operator paused the code (null: not paused); shoppers are refused a paused code.
// - paused_reason: the operator's words for the pause ('' when not paused).
// - updated_at: the last edit, pause or resume; existing codes start at their creation.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('promo_codes').addColumn('paused_at', 'text').execute();
  await db.schema
    .alterTable('promo_codes')
    .addColumn('paused_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('promo_codes').addColumn('updated_at', 'text').execute();
  await sql`UPDATE promo_codes SET updated_at = created_at`.execute(db);
  // The desk's figures read a code's orders; orders had no index on their code.
  await db.schema.createIndex('orders_promo_code_idx').on('orders').column('promo_code').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_promo_code_idx').execute();
  await db.schema.alterTable('promo_codes').dropColumn('updated_at').execute();
  await db.schema.alterTable('promo_codes').dropColumn('paused_reason').execute();
  await db.schema.alterTable('promo_codes').dropColumn('paused_at').execute();
}
