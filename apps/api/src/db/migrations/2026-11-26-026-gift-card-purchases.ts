// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// A gift card bought in the storefront (issue 20, decision 049): the purchase and its card payment, apart from
// checkouts and their payments (a gift card holds no seats and is no booking). `gift_card_id` is set once, in the
// transaction that makes the card, by a conditional update (WHERE gift_card_id IS NULL), so however the return
// page, the gateway's callback and the reconciler race, one card is made; it is unique as well.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gift_card_purchases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('amount_fils', 'integer', (c) => c.notNull())
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_transaction_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('gift_card_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gift_card_purchases_transaction_idx')
    .on('gift_card_purchases')
    .columns(['provider', 'provider_transaction_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('gift_card_purchases_pending_idx')
    .on('gift_card_purchases')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gift_card_purchases').execute();
}
