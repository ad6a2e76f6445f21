// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// A checkout made of some cart lines only (Buy It Now, decision 030) records their ids as a JSON list, so its
// page can apply a promo code to the same lines; null (every checkout before) priced the whole cart.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('checkouts').addColumn('line_ids', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('checkouts').dropColumn('line_ids').execute();
}
