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
      status: 'pending',
      attempts: 0,
      next_attempt_at: message.dueAt ?? now,
      locked_by: null,
      locked_until: null,
      last_error: null,
      created_at: now,
      sent_at: null,
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export interface TOrderEmail {
  topic: TOutboxTopic;
  /** Makes the dedupe key unique beyond topic and order: a resend's id, a reminder's departure. */
  keySuffix?: string;
  payload?: Record<string, unknown>;
  dueAt?: string;
}

/**
 * Queues an email about an order to its holder's address, in the caller's transaction; its dedupe key is the
 * topic, the order and `keySuffix`, so each is queued once. Answers false when the account has no address any
 * more (deleted) or the message was queued already.
 */
export async function enqueueOrderEmail(
  trx: TDb,
  order: { id: string; userId: string },
  email: TOrderEmail,
  now: string,
): Promise<boolean> {
  const user = await trx
    .selectFrom('users')
    .select(['email', 'deleted_at'])
    .where('id', '=', order.userId)
    .executeTakeFirst();
  if (!user || user.deleted_at || !user.email) return false;
  const key = [email.topic, 'email', order.id, ...(email.keySuffix ? [email.keySuffix] : [])].join(':');
  return enqueueMessage(
    trx,
    {
      topic: email.topic,
      channel: 'email',
      recipient: user.email,
      orderId: order.id,
      payload: email.payload ?? {},
      dedupeKey: key,
      ...(email.dueAt ? { dueAt: email.dueAt } : {}),
    },
    now,
  );
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
export async function markMessageSent(db: TDb, id: string, workerId: string, now: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now, locked_by: null, locked_until: null, last_error: null })
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
    })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .execute();
}

/** A message that has nothing to say any more (its order was cancelled before it went): never sent. */
export async function markMessageSkipped(db: TDb, id: string, workerId: string, reason: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'skipped', locked_by: null, locked_until: null, last_error: reason.slice(0, 500) })
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
