import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TOutboxChannel, TOutboxRow, TOutboxTopic } from '../../db/tables/schema.js';
import { newId } from '../../lib/ids.js';

export interface TNewMessage {
  topic: TOutboxTopic;
  channel: TOutboxChannel;
  recipient: string;
  orderId: string | null;
  payload?: Record<string, unknown>;
  dedupeKey: string;
  /** When it may go (a reminder's time); at once when absent. */
  dueAt?: string;
  /** Written as skipped already, with this reason: a one-time code for a number without an account. */
  skippedBecause?: string;
}

/**
 * Queues a message in the caller's transaction (decision 045): it is sent only if that transaction commits, not
 * before `dueAt` (default: at once), and a second message with the same dedupe key is not queued (answers false).
 */
export async function enqueueMessage(trx: TDb, message: TNewMessage, now: string): Promise<boolean> {
  const inserted = await trx
    .insertInto('outbox')
    .values({
      id: newId(),
      topic: message.topic,
      channel: message.channel,
      recipient: message.recipient,
      order_id: message.orderId,
      payload: JSON.stringify(message.payload ?? {}),
      dedupe_key: message.dedupeKey,
      status: message.skippedBecause ? 'skipped' : 'pending',
      attempts: 0,
      next_attempt_at: message.dueAt ?? now,
      locked_by: null,
      locked_until: null,
      last_error: message.skippedBecause ?? null,
      created_at: now,
      sent_at: null,
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export interface TOrderMessage {
  topic: TOutboxTopic;
  /** Makes the dedupe key unique beyond topic, channel and order: a resend's id, a reminder's departure. */
  keySuffix?: string;
  payload?: Record<string, unknown>;
  dueAt?: string;
}

/**
 * Queues a message about an order to its holder, in the caller's transaction, on each of `channels`: an email to
 * their address, a text to their phone. Its dedupe key is the topic, the channel, the order and `keySuffix`, so
 * each is queued once. Answers how many were queued: none when the account was deleted or all were queued already.
 */
export async function enqueueOrderMessages(
  trx: TDb,
  order: { id: string; userId: string },
  message: TOrderMessage,
  channels: readonly TOutboxChannel[],
  now: string,
): Promise<number> {
  const user = await trx
    .selectFrom('users')
    .select(['email', 'phone_number', 'deleted_at'])
    .where('id', '=', order.userId)
    .executeTakeFirst();
  if (!user || user.deleted_at) return 0;
  let queued = 0;
  for (const channel of channels) {
    const recipient = channel === 'email' ? user.email : user.phone_number;
    if (!recipient) continue;
    const key = [message.topic, channel, order.id, ...(message.keySuffix ? [message.keySuffix] : [])].join(':');
    const isQueued = await enqueueMessage(
      trx,
      {
        topic: message.topic,
        channel,
        recipient,
        orderId: order.id,
        payload: message.payload ?? {},
        dedupeKey: key,
        ...(message.dueAt ? { dueAt: message.dueAt } : {}),
      },
      now,
    );
    if (isQueued) queued += 1;
  }
  return queued;
}

/**
 * Claims the next due message for one worker until `lockedUntil`. The update re-checks the claim in its own
 * WHERE, so of two workers racing for a row (two processes, or PostgreSQL's READ COMMITTED re-evaluation) one
 * gets it and the other none; a claim left by a dead process is free again once its time has passed.
 */
export async function claimDueMessage(
  db: TDb,
  workerId: string,
  now: string,
  lockedUntil: string,
): Promise<TOutboxRow | undefined> {
  const free = (qb: TDb) =>
    qb
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .orderBy('next_attempt_at')
      .limit(1);
  const next = await free(db).executeTakeFirst();
  if (!next) return undefined;
  return db
    .updateTable('outbox')
    .set({ locked_by: workerId, locked_until: lockedUntil, attempts: (eb) => eb('attempts', '+', 1) })
    .where('id', '=', next.id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
}

/** The worker that holds the claim records the send; a worker whose claim was taken over changes nothing. */
/**
 * Unsent messages whose dedupe key starts with `keyPrefix` are given up (a one-time code replaced by a newer
 * one: its text would only confuse). Their sealed contents are erased.
 */
export async function skipPendingMessages(trx: TDb, keyPrefix: string, reason: string): Promise<void> {
  await trx
    .updateTable('outbox')
    .set({ status: 'skipped', last_error: reason, payload: '{}' })
    .where('status', '=', 'pending')
    .where('dedupe_key', 'like', `${keyPrefix}%`)
    .execute();
}

/** A one-time code's sealed code is erased once its message is done with, sent or not (decision 047). */
const payloadAfterward = sql<string>`case when topic = 'phoneCode' then '{}' else payload end`;

export async function markMessageSent(db: TDb, id: string, workerId: string, now: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: 'sent',
      sent_at: now,
      locked_by: null,
      locked_until: null,
      last_error: null,
      payload: payloadAfterward,
    })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .execute();
}

/** A failed attempt: tried again at `retryAt`, or given up (`failed`) when there is none. */
export async function markMessageAttemptFailed(
  db: TDb,
  id: string,
  workerId: string,
  error: string,
  retryAt: string | null,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: retryAt ? 'pending' : 'failed',
      next_attempt_at: retryAt ?? undefined,
      locked_by: null,
      locked_until: null,
      last_error: error.slice(0, 500),
      ...(retryAt ? {} : { payload: payloadAfterward }),
    })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .execute();
}

/** A message that has nothing to say any more (its order was cancelled before it went): never sent. */
export async function markMessageSkipped(db: TDb, id: string, workerId: string, reason: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: 'skipped',
      locked_by: null,
      locked_until: null,
      last_error: reason.slice(0, 500),
      payload: payloadAfterward,
    })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .execute();
}

/** An order's messages, oldest first, for its timeline. */
export function listMessagesOfOrder(db: TDb, orderId: string) {
  return db
    .selectFrom('outbox')
    .select(['id', 'topic', 'channel', 'recipient', 'status', 'attempts', 'created_at', 'sent_at', 'last_error'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
