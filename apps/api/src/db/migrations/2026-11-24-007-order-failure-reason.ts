// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Why a paid checkout's order failed (issue 14): its seats sold out ('seats'), booking for its date closed
// ('pastCutoff') or its promo code ran out ('promo'), so that every later confirmation tells the shopper the
// same reason. Orders that failed before this column existed failed for their seats.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('failure_reason', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('failure_reason').execute();
}
