// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Selling through others, second part (issue 39, decision 126):
// - a partner's travel agents sign in to the storefront with their own shopper accounts (partner_agents: one
//   agency per account) and book on account, paid by monthly statement within the partner's credit limit;
// - what a partner paid us against its statements (partner_payments), so the desk knows what is outstanding;
// - each partner order keeps the partner's rate as it was when it was booked (orders.partner_terms, JSON), so a
//   later change of commission or net prices never rewrites a past statement, and the channel it came by
//   (checkouts/orders.partner_channel: 'api' | 'widget' | 'agency');
// - webhooks a reseller registers through OCTO's webhooks capability (partner_webhooks.origin 'octo', with
//   OCTO's retryOnError), and a key that lets a burst of availability changes wait as one delivery
//   (partner_webhook_deliveries.dedupe_key).
// Expand only: every column is new and nullable or defaulted, so the previous release's servers keep working.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('partner_agents')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('partner_id', 'text', (c) => c.notNull().references('partners.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .execute();
  await db.schema.createIndex('partner_agents_partner').on('partner_agents').column('partner_id').execute();

  await db.schema
    .createTable('partner_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('partner_id', 'text', (c) => c.notNull().references('partners.id'))
    .addColumn('amount_fils', 'integer', (c) => c.notNull())
    // the Dubai date the money arrived (YYYY-MM-DD)
    .addColumn('received_on', 'text', (c) => c.notNull())
    // the bank transfer's reference, the statement month it settles, free text
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .execute();
  await db.schema
    .createIndex('partner_payments_partner')
    .on('partner_payments')
    .columns(['partner_id', 'received_on'])
    .execute();

  await db.schema.alterTable('orders').addColumn('partner_terms', 'text').execute();
  await db.schema.alterTable('orders').addColumn('partner_channel', 'text').execute();
  await db.schema.alterTable('checkouts').addColumn('partner_channel', 'text').execute();

  await db.schema
    .alterTable('partner_webhooks')
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo('desk'))
    .execute();
  await db.schema
    .alterTable('partner_webhooks')
    .addColumn('retry_on_error', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('partner_webhook_deliveries').addColumn('dedupe_key', 'text').execute();
  await db.schema
    .createIndex('partner_webhook_deliveries_dedupe')
    .on('partner_webhook_deliveries')
    .columns(['webhook_id', 'dedupe_key', 'status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('partner_webhook_deliveries_dedupe').execute();
  await db.schema.alterTable('partner_webhook_deliveries').dropColumn('dedupe_key').execute();
  await db.schema.alterTable('partner_webhooks').dropColumn('retry_on_error').execute();
  await db.schema.alterTable('partner_webhooks').dropColumn('origin').execute();
  await db.schema.alterTable('checkouts').dropColumn('partner_channel').execute();
  await db.schema.alterTable('orders').dropColumn('partner_channel').execute();
  await db.schema.alterTable('orders').dropColumn('partner_terms').execute();
  await db.schema.dropTable('partner_payments').execute();
  await db.schema.dropTable('partner_agents').execute();
}
