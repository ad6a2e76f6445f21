// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Refunds that keep the order (issue 32 item 9, decision 062): an operator's refund of an amount, or of some of a
// booking's tickets. One row per refund, with what it gave back of each part (points, gift card, wallet, card) and
// the card part's plan over the order's gateway transactions (as order_changes.refund_plan is), so a later
// cancellation refunds only what is left and the gateway is never asked twice for the same money.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('operator_id', 'text', (c) => c.references('operators.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('card_fils', 'integer', (c) => c.notNull())
    .addColumn('points_used', 'integer', (c) => c.notNull())
    .addColumn('points_fils', 'integer', (c) => c.notNull())
    .addColumn('gift_card_fils', 'integer', (c) => c.notNull())
    .addColumn('wallet_fils', 'integer', (c) => c.notNull())
    .addColumn('refund_plan', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_refunds_order_idx').on('order_refunds').columns(['order_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_refunds').execute();
}
