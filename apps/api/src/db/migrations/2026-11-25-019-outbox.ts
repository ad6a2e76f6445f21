// Frozen in time: this migration imports nothing from the app and is never edited once landed.
import type { Kysely } from 'kysely';

// The transactional outbox (issue 19, decision 045): a message to send is a row written in the same
// transaction as the order or the change it tells of; a worker in each API process claims due rows, sends them
// and marks them sent, with retries and backoff.
// - dedupe_key is unique: the same message cannot be queued twice (a confirmation once per order; a resend has
//   its own key).
// - locked_by / locked_until: the claim of one worker; a claim that outlives locked_until (the process died) is
//   taken again by the next worker, so a message is never lost; it is sent once unless a process dies between
//   the provider's acceptance and the row's update, the one window no outbox can close.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_order_idx').on('outbox').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
}
