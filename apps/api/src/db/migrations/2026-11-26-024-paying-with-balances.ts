// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Paying with points, the wallet and a gift card; refunds to where the value came from; invites (issue 20,
// decision 049). Every amount is fils but points_used (points).
// - checkouts: what each source would pay, as checkout priced it (total_fils is the card's part).
// - orders: the same parts, as the order took them (amount_paid_fils stays the card's part); what each part gave
//   back when the order was cancelled (refunded_fils stays the card's part) and where the card's part went
//   (refund_to, 'card' or 'wallet') and the gift card's (gift_card_refund_to, 'gift_card' or 'wallet').
// - users: the shopper's own invite code (unique; null until made) and who invited them.
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['checkouts', 'orders']) {
    await db.schema
      .alterTable(table)
      .addColumn('points_used', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('points_fils', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable(table).addColumn('gift_card_id', 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('gift_card_fils', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('wallet_fils', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  // The code as the shopper typed it (normalised), for the checkout's own answer.
  await db.schema.alterTable('checkouts').addColumn('gift_card_code', 'text').execute();
  for (const column of [
    'refunded_points_used',
    'refunded_points_fils',
    'refunded_gift_card_fils',
    'refunded_wallet_fils',
  ]) {
    await db.schema
      .alterTable('orders')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.alterTable('orders').addColumn('refund_to', 'text').execute();
  await db.schema.alterTable('orders').addColumn('gift_card_refund_to', 'text').execute();

  await db.schema.alterTable('users').addColumn('invite_code', 'text').execute();
  await db.schema.alterTable('users').addColumn('invited_by', 'text').execute();
  await db.schema.createIndex('users_invite_code_idx').unique().on('users').column('invite_code').execute();
  await db.schema.createIndex('users_invited_by_idx').on('users').column('invited_by').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_invited_by_idx').execute();
  await db.schema.dropIndex('users_invite_code_idx').execute();
  for (const column of ['invited_by', 'invite_code']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  for (const column of [
    'gift_card_refund_to',
    'refund_to',
    'refunded_wallet_fils',
    'refunded_gift_card_fils',
    'refunded_points_fils',
    'refunded_points_used',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.alterTable('checkouts').dropColumn('gift_card_code').execute();
  for (const table of ['orders', 'checkouts']) {
    for (const column of ['wallet_fils', 'gift_card_fils', 'gift_card_id', 'points_fils', 'points_used']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
