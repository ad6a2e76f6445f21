// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// The shopper's language with their order (issue 37, decision 103): the language of the page that checked out and
// paid ('en' or 'ar'), so every email, text, voucher and tax invoice of the order is written in it. A checkout
// records it, its order copies it. Rows written before this, and phone bookings the desk makes, are English.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('checkouts')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  // A gift card bought from an Arabic page is sent in Arabic: its purchase keeps the page's language.
  await db.schema
    .alterTable('gift_card_purchases')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('gift_card_purchases').dropColumn('language').execute();
  await db.schema.alterTable('orders').dropColumn('language').execute();
  await db.schema.alterTable('checkouts').dropColumn('language').execute();
}
