// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// Selling through others (issue 39, decision 120): partners (resellers, hotels, travel agents), their API keys
// (hashed at rest, shown once), what they may sell and at which rate, their webhooks and the log of deliveries,
// and the OCTO bookings they reserve. A partner's booking becomes a real order; the order and its checkout name
// the partner and the partner's own reference, so the desk finds it by either.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('partners')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // 'ota' | 'hotel' | 'agent'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text')
    // 'commission' (a share of retail, in basis points) | 'net' (net prices per product and ticket type)
    .addColumn('rate_kind', 'text', (c) => c.notNull().defaultTo('commission'))
    .addColumn('commission_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rate_limit_per_minute', 'integer', (c) => c.notNull().defaultTo(120))
    // JSON list of origins (https://hotel.example) allowed to frame the booking widget
    .addColumn('widget_origins', 'text', (c) => c.notNull().defaultTo('[]'))
    // What an agency may book on account before it pays its statement (fils)
    .addColumn('credit_limit_fils', 'integer', (c) => c.notNull().defaultTo(0))
    // 'active' | 'suspended'
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    // The shopper account its API bookings belong to (made with the partner)
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('partner_api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('partner_id', 'text', (c) => c.notNull().references('partners.id'))
    .addColumn('label', 'text', (c) => c.notNull())
    // sha256 (hex) of the whole key; the key itself is shown once and never stored
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    // the key's first characters, shown to tell keys apart
    .addColumn('key_prefix', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('partner_api_keys_partner').on('partner_api_keys').column('partner_id').execute();

  // What a partner may sell; net_prices is a JSON object of fils by ticket type when the partner's rate is 'net'
  await db.schema
    .createTable('partner_products')
    .addColumn('partner_id', 'text', (c) => c.notNull().references('partners.id'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('net_prices', 'text')
    .addPrimaryKeyConstraint('partner_products_pk', ['partner_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('partner_webhooks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('partner_id', 'text', (c) => c.notNull().references('partners.id'))
    .addColumn('url', 'text', (c) => c.notNull())
    // the signing secret (HMAC-SHA256 of each body), shown to the partner
    .addColumn('secret', 'text', (c) => c.notNull())
    // JSON list of events: 'booking_update' | 'availability_update'
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('partner_webhooks_partner').on('partner_webhooks').column('partner_id').execute();

  await db.schema
    .createTable('partner_webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('webhook_id', 'text', (c) => c.notNull().references('partner_webhooks.id'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // 'pending' | 'delivered' | 'failed' (given up after the last retry)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema
    .createIndex('partner_webhook_deliveries_due')
    .on('partner_webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('partner_webhook_deliveries_webhook')
    .on('partner_webhook_deliveries')
    .column('webhook_id')
    .execute();

  // An OCTO booking: reserved (ON_HOLD, its seats held until expires_at), then CONFIRMED (an order), CANCELLED or
  // EXPIRED. uuid is the reseller's (or ours when it sends none), unique per partner.
  await db.schema
    .createTable('octo_bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('partner_id', 'text', (c) => c.notNull().references('partners.id'))
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('option_id', 'text', (c) => c.notNull())
    // our departure's id
    .addColumn('availability_id', 'text', (c) => c.notNull())
    // JSON: the unit items as the reseller sent them, with our ids
    .addColumn('unit_items', 'text', (c) => c.notNull())
    // JSON: the lead contact
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('notes', 'text')
    .addColumn('reseller_reference', 'text')
    .addColumn('checkout_id', 'text')
    .addColumn('order_id', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('cancellation_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addUniqueConstraint('octo_bookings_partner_uuid', ['partner_id', 'uuid'])
    .execute();
  await db.schema.createIndex('octo_bookings_order').on('octo_bookings').column('order_id').execute();
  await db.schema
    .createIndex('octo_bookings_status_expiry')
    .on('octo_bookings')
    .columns(['status', 'expires_at'])
    .execute();

  // Who sold it: the partner (an API booking or the widget on the partner's site) and the partner's reference.
  await db.schema.alterTable('checkouts').addColumn('partner_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('partner_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('partner_reference', 'text').execute();
  await db.schema.createIndex('orders_partner').on('orders').columns(['partner_id', 'created_at']).execute();
  await db.schema.createIndex('orders_partner_reference').on('orders').column('partner_reference').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_partner_reference').execute();
  await db.schema.dropIndex('orders_partner').execute();
  await db.schema.alterTable('orders').dropColumn('partner_reference').execute();
  await db.schema.alterTable('orders').dropColumn('partner_id').execute();
  await db.schema.alterTable('checkouts').dropColumn('partner_id').execute();
  await db.schema.dropTable('octo_bookings').execute();
  await db.schema.dropTable('partner_webhook_deliveries').execute();
  await db.schema.dropTable('partner_webhooks').execute();
  await db.schema.dropTable('partner_products').execute();
  await db.schema.dropTable('partner_api_keys').execute();
  await db.schema.dropTable('partners').execute();
}
