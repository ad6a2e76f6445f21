// The customers desk's SQL (issue 34, decision 074): the list of customers, their notes, and what the export of a
// customer's personal data reads beyond other modules' own rows.
import type { TDb } from '../../db/database.js';
import { matchingUsers, type TOrderMatch } from '../bookings-desk/index.js';

export interface TCustomerFilter {
  match: TOrderMatch;
  offset: number;
  limit: number;
}

/**
 * One page of live customers (deleted accounts are tombstones, never listed), newest first: users_created_idx read
 * in order; a search keeps the shoppers its name, phone or email start matches (the bookings desk's ranges), or
 * the shopper of the order whose reference was typed.
 */
export function searchCustomerRows(db: TDb, filter: TCustomerFilter) {
  const { match } = filter;
  let query = db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'phone_number', 'created_at'])
    .where('deleted_at', 'is', null);
  if (match.by === 'reference') {
    query = query.where('id', 'in', db.selectFrom('orders').select('user_id').where('reference', '=', match.reference));
  } else if (match.by !== 'none') {
    query = query.where('id', 'in', matchingUsers(db, match));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute();
}

/** A live customer's row (a deleted account is not found). */
export function findCustomer(db: TDb, userId: string) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
}

/** The operators' notes about a customer, newest first, with who wrote each. */
export function listCustomerNotes(db: TDb, userId: string) {
  return db
    .selectFrom('customer_notes')
    .innerJoin('operators', 'operators.id', 'customer_notes.operator_id')
    .select([
      'customer_notes.id',
      'customer_notes.text',
      'customer_notes.created_at',
      'operators.name as operator_name',
    ])
    .where('customer_notes.user_id', '=', userId)
    .orderBy('customer_notes.created_at', 'desc')
    .orderBy('customer_notes.id', 'desc')
    .execute();
}

export async function insertCustomerNote(
  trx: TDb,
  note: { id: string; userId: string; operatorId: string; text: string; at: string },
): Promise<void> {
  await trx
    .insertInto('customer_notes')
    .values({ id: note.id, user_id: note.userId, operator_id: note.operatorId, text: note.text, created_at: note.at })
    .execute();
}

/** Deletes every note about a customer (their personal data is deleted); answers how many there were. */
export async function deleteCustomerNotes(trx: TDb, userId: string): Promise<number> {
  const result = await trx.deleteFrom('customer_notes').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The customer's favourites with their products' titles, oldest first. */
export function listFavouritesOf(db: TDb, userId: string) {
  return db
    .selectFrom('favourites')
    .innerJoin('products', 'products.id', 'favourites.product_id')
    .select(['favourites.product_id', 'products.title', 'favourites.created_at'])
    .where('favourites.user_id', '=', userId)
    .orderBy('favourites.created_at')
    .execute();
}

/**
 * The messages the outbox sent (or tried to send) to a customer: those of their orders, and those to their email
 * or phone without an order (one-time codes, a bought gift card's code), oldest first.
 */
export function listMessagesTo(db: TDb, customer: { id: string; email: string; phone: string }) {
  const recipients = [customer.email, customer.phone].filter((recipient) => recipient !== '');
  return (
    db
      .selectFrom('outbox')
      .leftJoin('orders', 'orders.id', 'outbox.order_id')
      .select([
        'outbox.topic',
        'outbox.channel',
        'outbox.recipient',
        'outbox.status',
        'outbox.created_at',
        'outbox.sent_at',
        'orders.reference',
      ])
      .where((w) =>
        w.or([
          w('orders.user_id', '=', customer.id),
          ...(recipients.length > 0
            ? [w.and([w('outbox.order_id', 'is', null), w('outbox.recipient', 'in', recipients)])]
            : []),
        ]),
      )
      // An operator's own email (a locked code) is never the customer's message, whatever address it went to.
      .where('outbox.topic', '!=', 'operatorCodeLocked')
      .orderBy('outbox.created_at')
      .orderBy('outbox.id')
      .execute()
  );
}

/** The customer's in-app notifications, oldest first. */
export function listNotificationsOf(db: TDb, userId: string) {
  return db
    .selectFrom('notifications')
    .select(['message', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
