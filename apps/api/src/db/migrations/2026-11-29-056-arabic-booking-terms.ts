// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// The booking terms' words in Arabic (issue 37, decision 109). A per-group product's unit ('Boat') in Arabic is a
// column of its own beside group_unit, since every card's price label reads it and a card must not read the whole
// Arabic page ('' : none written). A pick-up point's name, area and address in Arabic are its `ar` JSON, by the
// columns' own names, as decision 102 keeps a content row's Arabic ('{}': none written yet).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('group_unit_ar', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('pickup_points')
    .addColumn('ar', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pickup_points').dropColumn('ar').execute();
  await db.schema.alterTable('products').dropColumn('group_unit_ar').execute();
}
