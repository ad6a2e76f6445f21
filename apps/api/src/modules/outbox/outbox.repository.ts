import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { OUTBOX_TRANSITIONS, type TOutboxChannel, type TOutboxRow, type TOutboxTopic } from '../../db/tables/schema.js';
import { newId } from '../../lib/ids.js';
import { checkedMove } from '../../lib/transitions.js';

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

/** A queued message's row: pending (or already skipped), never tried, due at `dueAt` (default: at once). */
function outboxRowOf(message: TNewMessage, now: string) {
  return {
    id: newId(),
    topic: message.topic,
    channel: message.channel,
    recipient: message.recipient,
    order_id: message.orderId,
    payload: JSON.stringify(message.payload ?? {}),
    dedupe_key: message.dedupeKey,
    status: message.skippedBecause ? ('skipped' as const) : ('pending' as const),
    attempts: 0,
    next_attempt_at: message.dueAt ?? now,
    locked_by: null,
    locked_until: null,
    last_error: message.skippedBecause ?? null,
    created_at: now,
    sent_at: null,
  };
}

/**
 * Queues messages in the caller's transaction (decision 045), in one statement: each is sent only if that
 * transaction commits, not before its `dueAt`, and one whose dedupe key is queued already is not queued again.
 * Answers how many were queued.
 */
async function enqueueMessages(trx: TDb, messages: readonly TNewMessage[], now: string): Promise<number> {
  if (messages.length === 0) return 0;
  const inserted = await trx
    .insertInto('outbox')
    .values(messages.map((message) => outboxRowOf(message, now)))
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0);
}

/** Queues one message (see enqueueMessages); answers false when its dedupe key was queued already. */
export async function enqueueMessage(trx: TDb, message: TNewMessage, now: string): Promise<boolean> {
  return (await enqueueMessages(trx, [message], now)) > 0;
}

/** What a phone booking's payment link message says (decision 075), written when the desk sends it. */
export interface TPaymentLinkPayload {
  checkoutId: string;
  link: string;
  /** When the seats stop being held (UTC): a message not sent by then is not sent. */
  holdExpiresAt: string;
  /** The trip and its date and time, as the payment page names it. */
  trip: string;
  amountFils: number;
  firstName: string;
  /** The booking's language, as the desk chose it (decision 110); English when absent (sends queued before). */
  language?: 'en' | 'ar';
}

export interface TOrderMessage {
  topic: TOutboxTopic;
  /** Makes the dedupe key unique beyond topic, channel and order: a resend's id, a reminder's departure. */
  keySuffix?: string;
  payload?: Record<string, unknown>;
  dueAt?: string;
}

/** Where an order's messages go: its holder's address and phone, unless the account was deleted. */
export interface THolderContact {
  email: string;
  phone_number: string;
  deleted_at: string | null;
}

/**
 * The shopper an order is for: where its messages go (not when the account was deleted) and who invited them
 * (decision 049), so a confirmation reads the row once for both.
 */
export function findOrderHolder(db: TDb, userId: string) {
  return orderHolder.first(db, { userId });
}

const orderHolder = preparedQuery((db, args: { userId: string }) =>
  db.selectFrom('users').select(['email', 'phone_number', 'deleted_at', 'invited_by']).where('id', '=', args.userId),
);

/**
 * Queues messages about an order to its holder, in the caller's transaction, each on every one of `channels`: an
 * email to their address, a text to their phone. A dedupe key is the topic, the channel, the order and `keySuffix`,
 * so each is queued once. One read of the holder (none when the caller read `contact` already in this transaction)
 * and one insert, however many. Answers how many were queued: none when the account was deleted or all were queued
 * already.
 */
export async function enqueueOrderMessages(
  trx: TDb,
  order: { id: string; userId: string; contact?: THolderContact | undefined },
  messages: TOrderMessage | readonly TOrderMessage[],
  channels: readonly TOutboxChannel[],
  now: string,
): Promise<number> {
  const user = order.contact ?? (await findOrderHolder(trx, order.userId));
  if (!user || user.deleted_at) return 0;
  const rows: TNewMessage[] = [];
  for (const message of Array.isArray(messages) ? messages : [messages]) {
    for (const channel of channels) {
      const recipient = channel === 'email' ? user.email : user.phone_number;
      if (!recipient) continue;
      const key = [message.topic, channel, order.id, ...(message.keySuffix ? [message.keySuffix] : [])].join(':');
      rows.push({
        topic: message.topic,
        channel,
        recipient,
        orderId: order.id,
        payload: message.payload ?? {},
        dedupeKey: key,
        ...(message.dueAt ? { dueAt: message.dueAt } : {}),
      });
    }
  }
  return enqueueMessages(trx, rows, now);
}

/**
 * Claims up to `limit` due messages, oldest due first, for one worker until `lockedUntil`. The update re-checks each
 * claim in its own WHERE, so of two workers racing for a row (two processes, or PostgreSQL's READ COMMITTED
 * re-evaluation) one gets it and the other not; a claim left by a dead process is free again once its time has
 * passed. A batch costs two statements however many it claims (decision 050).
 */
export async function claimDueMessages(
  db: TDb,
  workerId: string,
  now: string,
  lockedUntil: string,
  limit: number,
): Promise<TOutboxRow[]> {
  const free = (qb: TDb) =>
    qb
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .orderBy('next_attempt_at')
      .limit(limit);
  const next = await free(db).execute();
  if (next.length === 0) return [];
  const claimed = await db
    .updateTable('outbox')
    .set({ locked_by: workerId, locked_until: lockedUntil, attempts: (eb) => eb('attempts', '+', 1) })
    .where(
      'id',
      'in',
      next.map((row) => row.id),
    )
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returningAll()
    .execute();
  return claimed.sort((a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at) || a.id.localeCompare(b.id));
}

/**
 * Unsent messages whose dedupe key starts with `keyPrefix` are given up (a one-time code replaced by a newer
 * one: its text would only confuse). Their sealed contents are erased.
 */
export async function skipPendingMessages(trx: TDb, keyPrefix: string, reason: string): Promise<void> {
  await trx
    .updateTable('outbox')
    .set({ status: 'skipped', last_error: reason, payload: '{}' })
    .where('status', 'in', checkedMove(OUTBOX_TRANSITIONS, ['pending'], 'skipped'))
    .where('dedupe_key', 'like', `${keyPrefix}%`)
    .execute();
}

/** A one-time code's sealed code is erased once its message is done with, sent or not (decision 047). */
const payloadAfterward = sql<string>`case when topic = 'phoneCode' then '{}' else payload end`;

/**
 * The worker that holds the claim records the send; a worker whose claim was taken over changes nothing. Prepared
 * (decision 024): the messages worker runs it once per message, and building it cost Kysely more than running it.
 */
export async function markMessageSent(db: TDb, id: string, workerId: string, now: string): Promise<void> {
  await messageSent.run(db, { id, workerId, now });
}

const messageSent = preparedQuery((db, args: { id: string; workerId: string; now: string }) =>
  db
    .updateTable('outbox')
    .set({
      status: 'sent',
      sent_at: args.now,
      locked_by: null,
      locked_until: null,
      last_error: null,
      payload: payloadAfterward,
    })
    .where('id', '=', args.id)
    .where('status', 'in', checkedMove(OUTBOX_TRANSITIONS, ['pending'], 'sent'))
    .where('locked_by', '=', args.workerId),
);

/** A failed attempt: tried again at `retryAt`, or given up (`failed`) when there is none. */
export async function markMessageAttemptFailed(
  db: TDb,
  id: string,
  workerId: string,
  error: string,
  retryAt: string | null,
): Promise<void> {
  const released = { locked_by: null, locked_until: null, last_error: error.slice(0, 500) };
  // A retry stays 'pending' (no move); the last failure moves it.
  const attempt = retryAt
    ? { ...released, next_attempt_at: retryAt }
    : { ...released, status: 'failed' as const, payload: payloadAfterward };
  const from = retryAt ? ['pending' as const] : checkedMove(OUTBOX_TRANSITIONS, ['pending'], 'failed');
  await db
    .updateTable('outbox')
    .set(attempt)
    .where('id', '=', id)
    .where('status', 'in', from)
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
    .where('status', 'in', checkedMove(OUTBOX_TRANSITIONS, ['pending'], 'skipped'))
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
