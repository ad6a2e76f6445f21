// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// What a per-group product's price is per (issue 34, decision 077): 'Boat', 'Car', 'Room'. The storefront's price
// label reads '/ Person' for a product priced per person and '/ {group_unit}' for one priced per group; every
// product there is starts at 'Group', which reads as the per-group products read before.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('group_unit', 'text', (c) => c.notNull().defaultTo('Group'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('group_unit').execute();
}
