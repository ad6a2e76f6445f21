// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Gift cards (issue 20, decision 049).
// - gift_cards: one row per card, its code (unique; shown to the buyer on the orders page, so kept as it is), what
//   it was issued with and the balance its entries add up to, kept in the same transaction as each entry by a
//   conditional update that never takes it below zero; its expiry and whether an operator voided it.
// - gift_card_entries: append-only, as the wallet's ledger_entries: one row per event, `event_key` unique, so a
//   retried or raced posting posts once. `amount` is fils, negative when value leaves the card.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gift_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('initial_fils', 'integer', (c) => c.notNull())
    .addColumn('balance_fils', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('void_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recipient_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bought_by_user_id', 'text')
    .addColumn('issued_by_operator_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gift_cards_buyer_idx').on('gift_cards').column('bought_by_user_id').execute();

  await db.schema
    .createTable('gift_card_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('gift_card_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('order_id', 'text')
    .addColumn('operator_id', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('event_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gift_card_entries_card_idx')
    .on('gift_card_entries')
    .columns(['gift_card_id', 'created_at'])
    .execute();
  await db.schema.createIndex('gift_card_entries_order_idx').on('gift_card_entries').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gift_card_entries').execute();
  await db.schema.dropTable('gift_cards').execute();
}
