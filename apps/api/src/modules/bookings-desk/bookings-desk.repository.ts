// The bookings desk's SQL (issue 18, decision 038): the order search, the order page's rows and its events.
import type { TDeskOrderStatus } from '@rihla/shared/schemas/operator-bookings';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TOrderEventKind } from '../../db/tables/schema.js';

/** What the search looks for, read from the search box by the service. */
export type TOrderMatch =
  | { by: 'none' }
  | { by: 'reference'; reference: string }
  | { by: 'email'; prefix: string }
  | { by: 'phone'; prefix: string }
  | { by: 'name'; prefix: string }
  /** A first name (whole or its start) and the start of a last name. */
  | { by: 'fullName'; first: string; last: string };

/** What the search box matched among the shoppers: none asked, a few (their ids) or many (the match itself). */
export type TShopperFilter =
  | { by: 'none' }
  | { by: 'reference'; reference: string }
  /** A reseller's own reference of its booking (decision 121). */
  | { by: 'partnerReference'; reference: string }
  | { by: 'few'; userIds: string[] }
  | { by: 'many'; match: Exclude<TOrderMatch, { by: 'none' } | { by: 'reference' }> };

export interface TOrderFilter {
  shoppers: TShopperFilter;
  productId?: string | undefined;
  date?: string | undefined;
  status?: TDeskOrderStatus | undefined;
  offset: number;
  limit: number;
}

/** The next string after every string starting with `prefix` (its last character moved one on). */
function prefixEnd(prefix: string): string {
  if (prefix === '') return '\uffff';
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/**
 * The shoppers an email, phone or name start matches: ranges on their indexes (migration 014). The customers desk
 * finds its customers with it too (decision 074).
 */
export function matchingUsers(db: TDb, match: Exclude<TOrderMatch, { by: 'none' } | { by: 'reference' }>) {
  const users = db.selectFrom('users').select('users.id');
  const lower = (column: 'email' | 'first_name' | 'last_name') => sql<string>`lower(${sql.ref(column)})`;
  if (match.by === 'phone') {
    return users.where('phone_number', '>=', match.prefix).where('phone_number', '<', prefixEnd(match.prefix));
  }
  if (match.by === 'email') {
    return users.where(lower('email'), '>=', match.prefix).where(lower('email'), '<', prefixEnd(match.prefix));
  }
  if (match.by === 'fullName') {
    return users
      .where(lower('first_name'), '>=', match.first)
      .where(lower('first_name'), '<', prefixEnd(match.first))
      .where(lower('last_name'), '>=', match.last)
      .where(lower('last_name'), '<', prefixEnd(match.last));
  }
  const end = prefixEnd(match.prefix);
  return users.where((w) =>
    w.or([
      w.and([w(lower('first_name'), '>=', match.prefix), w(lower('first_name'), '<', end)]),
      w.and([w(lower('last_name'), '>=', match.prefix), w(lower('last_name'), '<', end)]),
    ]),
  );
}

/** Whether a reseller's reference names an order (orders_partner_reference, migration 058; decision 121). */
export async function hasPartnerReference(db: TDb, reference: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('partner_reference', '=', reference)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Up to `limit` ids of the shoppers the search matches. */
export async function findMatchingUserIds(
  db: TDb,
  match: Exclude<TOrderMatch, { by: 'none' } | { by: 'reference' }>,
  limit: number,
): Promise<string[]> {
  return (await matchingUsers(db, match).limit(limit).execute()).map((row) => row.id);
}

/**
 * One page of orders, newest first. A few matched shoppers' orders come from orders_user_idx (a handful each,
 * then sorted); for many (a common name start) orders_created_idx is read newest first and each order's shopper
 * checked, stopping at the page's end: `user_id || ''` keeps both databases off orders_user_idx, which would
 * fetch and sort every order of thousands of shoppers. A product or a date is found through the seat holds of
 * each order's checkout (its lines' departures); otherwise orders_created_idx or orders_status_created_idx is
 * read in order and stops at the page's end.
 */
export function searchOrderRows(db: TDb, filter: TOrderFilter) {
  let query = db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.reference',
      'orders.status',
      'orders.created_at',
      'orders.items',
      'orders.amount_paid_fils',
      'orders.refunded_fils',
      'orders.points_used',
      'orders.points_fils',
      'orders.gift_card_fils',
      'orders.wallet_fils',
      'orders.refunded_points_fils',
      'orders.refunded_gift_card_fils',
      'orders.refunded_wallet_fils',
      'orders.gift_card_refund_to',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.phone_number',
    ]);
  const { shoppers } = filter;
  if (shoppers.by === 'reference') query = query.where('orders.reference', '=', shoppers.reference);
  else if (shoppers.by === 'partnerReference') {
    query = query.where('orders.partner_reference', '=', shoppers.reference);
  } else if (shoppers.by === 'few') query = query.where('orders.user_id', 'in', shoppers.userIds);
  else if (shoppers.by === 'many') {
    query = query.where(sql<string>`${sql.ref('orders.user_id')} || ''`, 'in', matchingUsers(db, shoppers.match));
  }
  if (filter.productId !== undefined || filter.date !== undefined) {
    const { productId, date } = filter;
    query = query.where('orders.checkout_id', 'in', (eb) => {
      let holds = eb.selectFrom('seat_holds').select('seat_holds.checkout_id');
      if (date !== undefined) holds = holds.where('seat_holds.date', '=', date);
      if (productId !== undefined) holds = holds.where('seat_holds.product_id', '=', productId);
      return holds;
    });
  }
  if (filter.status !== undefined) query = query.where('orders.status', '=', filter.status);
  return query
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

/** An order with its customer and payment, for the order page. */
export function findDeskOrder(db: TDb, orderId: string) {
  return (
    db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .innerJoin('payments', 'payments.id', 'orders.payment_id')
      .innerJoin('checkouts', 'checkouts.id', 'orders.checkout_id')
      .leftJoin('sandbox_transactions', (join) =>
        join
          .onRef('sandbox_transactions.id', '=', 'payments.provider_transaction_id')
          .on('payments.provider', '=', 'sandbox'),
      )
      // The partner who sold it, when a reseller did (decision 121): the order's channel.
      .leftJoin('partners', 'partners.id', 'orders.partner_id')
      .selectAll('orders')
      .select([
        'partners.name as partner_name',
        'users.first_name',
        'users.last_name',
        'users.email',
        'users.phone_number',
        'payments.provider',
        'payments.provider_transaction_id',
        'payments.status as payment_status',
        'payments.created_at as payment_created_at',
        'checkouts.created_at as checkout_created_at',
        'sandbox_transactions.card_last4',
      ])
      .where('orders.id', '=', orderId)
      .executeTakeFirst()
  );
}

export type TDeskOrderRow = NonNullable<Awaited<ReturnType<typeof findDeskOrder>>>;

/** The operators' events of an order, oldest first. */
export function listOrderEvents(db: TDb, orderId: string) {
  return db
    .selectFrom('order_events')
    .leftJoin('operators', 'operators.id', 'order_events.operator_id')
    .select([
      'order_events.kind',
      'order_events.at',
      'order_events.operator_id',
      'operators.name as operator_name',
      'order_events.amount_fils',
      'order_events.is_override',
      'order_events.text',
    ])
    .where('order_events.order_id', '=', orderId)
    .orderBy('order_events.at')
    .orderBy('order_events.id')
    .execute();
}

/** The operator who booked this checkout for its customer by phone or at the desk (decision 042), if one did. */
export function findPhoneBooker(db: TDb, checkoutId: string) {
  return db
    .selectFrom('phone_bookings')
    .innerJoin('operators', 'operators.id', 'phone_bookings.operator_id')
    .select(['phone_bookings.operator_id', 'operators.name as operator_name', 'phone_bookings.created_at'])
    .where('phone_bookings.checkout_id', '=', checkoutId)
    .executeTakeFirst();
}

/**
 * The phone booking's payment link sent from the desk (decision 075), oldest first, with who sent it: for the order's
 * timeline here and for the phone desk (phone-bookings, which records them).
 */
export function listPaymentLinkSendsOfCheckout(db: TDb, checkoutId: string) {
  return db
    .selectFrom('payment_link_sends')
    .innerJoin('operators', 'operators.id', 'payment_link_sends.operator_id')
    .select([
      'payment_link_sends.operator_id',
      'operators.name as operator_name',
      'payment_link_sends.channel',
      'payment_link_sends.recipient',
      'payment_link_sends.created_at',
    ])
    .where('payment_link_sends.checkout_id', '=', checkoutId)
    .orderBy('payment_link_sends.created_at')
    .orderBy('payment_link_sends.id')
    .execute();
}

/** The operators' internal notes of these orders, oldest first (the manifest prints them). */
export async function listOrderNotes(db: TDb, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_events')
    .select(['order_id', 'text'])
    .where('order_id', 'in', orderIds)
    .where('kind', '=', 'note' satisfies TOrderEventKind)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** The winning check-in scans of an order (the manifests desk's check_ins, decision 039), oldest first. */
export function listCheckInsOfOrder(db: TDb, orderId: string) {
  return db
    .selectFrom('check_ins')
    .innerJoin('operators', 'operators.id', 'check_ins.operator_id')
    .select(['check_ins.scanned_at', 'check_ins.operator_id', 'operators.name as operator_name'])
    .where('check_ins.order_id', '=', orderId)
    .where('check_ins.is_conflict', '=', 0)
    .orderBy('check_ins.scanned_at')
    .execute();
}
