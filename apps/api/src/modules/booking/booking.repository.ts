// The one owner of the money path's tables: checkouts, seat holds, payments, orders and the slot locks.
// Every function takes the database or a transaction as its first argument.
import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import type { TRefundDestination } from '@rihla/shared/schemas/booking';
import { type ExpressionBuilder, sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { claimStatus, moveStatus } from '../../db/status-moves.js';
import {
  CHECKOUT_TRANSITIONS,
  type Database,
  HOLD_TRANSITIONS,
  ORDER_TRANSITIONS,
  PAYMENT_TRANSITIONS,
  type TCheckoutRow,
  type TCheckoutStatus,
  type TGiftCardRefundDestination,
  type THoldStatus,
  type TOrderRow,
  type TOrderStatus,
  type TPaymentRow,
  type TPaymentStatus,
  type TSeatHoldRow,
} from '../../db/tables/schema.js';
import { newId } from '../../lib/ids.js';
import { checkedMove, moveAll } from '../../lib/transitions.js';

export type TOrderWithPayment = TOrderRow & { provider_transaction_id: string };

// --- Slot locks ---------------------------------------------------------------------------------------------

/**
 * Serialises writers of the same booking slots for the rest of the transaction, in one statement: every slot
 * has a row in slot_locks (created on first use) and the upsert's update takes that row's lock on PostgreSQL.
 * On SQLite the first write of a transaction already takes the database's single write lock (one connection
 * per process, busy_timeout across processes). Slots are locked in one stable order to avoid deadlocks.
 */
export async function lockSlots(trx: TDb, slots: Array<{ productId: string; date: string }>): Promise<void> {
  const keys = [...new Set(slots.map((slot) => JSON.stringify([slot.productId, slot.date])))].sort();
  if (keys.length === 0) return;
  const rows = keys.map((key) => {
    const [productId, date] = JSON.parse(key) as [string, string];
    return { product_id: productId, date };
  });
  await upsertSlotLocks.run(trx, { rows });
}

const upsertSlotLocks = preparedQuery((db, args: { rows: Array<{ product_id: string; date: string }> }) =>
  db
    .insertInto('slot_locks')
    .values(args.rows)
    .onConflict((oc) => oc.columns(['product_id', 'date']).doUpdateSet((eb) => ({ date: eb.ref('excluded.date') }))),
);

// --- Seats --------------------------------------------------------------------------------------------------

/** Holds that take seats now: booked, or held and not yet expired. */
function takesSeats(eb: ExpressionBuilder<Database, 'seat_holds'>, nowIso: string) {
  return eb.or([
    eb('status', '=', 'booked' satisfies THoldStatus),
    eb.and([eb('status', '=', 'held' satisfies THoldStatus), eb('expires_at', '>', nowIso)]),
  ]);
}

/**
 * Whether a seat hold's checkout became a confirmed order. Asked per hold (EXISTS), so that a range of departure
 * dates is read through the holds' date index first: written as a join, SQLite began from every confirmed order
 * instead (100 ms for an empty range at 100,000 orders, decision 054).
 */
export function hasConfirmedOrder(eb: ExpressionBuilder<Database, 'seat_holds'>) {
  return eb.exists(
    eb
      .selectFrom('orders')
      .select(sql<number>`1`.as('one'))
      .whereRef('orders.checkout_id', '=', 'seat_holds.checkout_id')
      .where('orders.status', '=', 'confirmed' satisfies TOrderStatus),
  );
}

/** How many holds of one product on one date the user's checkouts still open (unpaid) made since `since`. */
export async function countHoldsOfUserSince(
  db: TDb,
  userId: string,
  productId: string,
  date: string,
  since: string,
): Promise<number> {
  const row = await holdsOfUserSince.first(db, { userId, productId, date, since });
  return Number(row?.count ?? 0);
}

const holdsOfUserSince = preparedQuery((db, args: { userId: string; productId: string; date: string; since: string }) =>
  db
    .selectFrom('checkouts')
    .innerJoin('seat_holds', 'seat_holds.checkout_id', 'checkouts.id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('checkouts.user_id', '=', args.userId)
    .where('checkouts.status', '=', 'open' satisfies TCheckoutStatus)
    .where('checkouts.created_at', '>=', args.since)
    .where('seat_holds.product_id', '=', args.productId)
    .where('seat_holds.date', '=', args.date),
);

/**
 * Seats taken per departure of a date range, keyed `date start`: booked holds, and held ones that have not
 * expired yet. An expired hold stops counting by itself, so no job is needed to give its seats back.
 */
export async function seatsTakenByDeparture(
  db: TDb,
  productId: string,
  fromDate: string,
  toDate: string,
  nowIso: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('seat_holds')
    .select((eb) => ['date', 'start_time', eb.fn.sum<number>('quantity').as('taken')])
    .where('product_id', '=', productId)
    .where('date', '>=', fromDate)
    .where('date', '<=', toDate)
    .where((eb) => takesSeats(eb, nowIso))
    .groupBy(['date', 'start_time'])
    .execute();
  return new Map(rows.map((row) => [`${row.date} ${row.start_time}`, Number(row.taken)]));
}

/** A departure of one date as the database has it: the day's exception, the departure's, and seats taken. */
export interface TDepartureRow {
  day: { capacity: number | null; isClosed: boolean } | null;
  exception: { end: string | null; capacity: number | null; isClosed: boolean; isExtra: boolean } | null;
  taken: number;
}

/** One departure in one statement: the date's exception if any, the departure's if any, and its seats taken. */
export async function readDepartureRow(
  db: TDb,
  productId: string,
  date: string,
  start: string,
  nowIso: string,
): Promise<TDepartureRow> {
  const row = await departureRow.first(db, { productId, date, start, nowIso });
  return {
    day:
      row?.day_closed === null || row?.day_closed === undefined
        ? null
        : { capacity: row.day_capacity ?? null, isClosed: Number(row.day_closed) === 1 },
    exception:
      row?.exception_closed === null || row?.exception_closed === undefined
        ? null
        : {
            end: row.exception_end ?? null,
            capacity: row.exception_capacity ?? null,
            isClosed: Number(row.exception_closed) === 1,
            isExtra: Number(row.exception_extra) === 1,
          },
    taken: Number(row?.taken ?? 0),
  };
}

const departureRow = preparedQuery((db, args: { productId: string; date: string; start: string; nowIso: string }) => {
  const day = (eb: ExpressionBuilder<Database, never>) =>
    eb.selectFrom('slot_overrides').where('product_id', '=', args.productId).where('date', '=', args.date);
  const exception = (eb: ExpressionBuilder<Database, never>) =>
    eb
      .selectFrom('departure_exceptions')
      .where('product_id', '=', args.productId)
      .where('date', '=', args.date)
      .where('start_time', '=', args.start);
  return db.selectNoFrom((eb) => [
    day(eb).select('capacity').as('day_capacity'),
    day(eb).select('is_closed').as('day_closed'),
    exception(eb).select('end_time').as('exception_end'),
    exception(eb).select('capacity').as('exception_capacity'),
    exception(eb).select('is_closed').as('exception_closed'),
    exception(eb).select('is_extra').as('exception_extra'),
    eb
      .selectFrom('seat_holds')
      .select((sub) => sub.fn.sum<number>('quantity').as('taken'))
      .where('product_id', '=', args.productId)
      .where('date', '=', args.date)
      .where('start_time', '=', args.start)
      .where((sub) => takesSeats(sub, args.nowIso))
      .as('taken'),
  ]);
});

/** The seats of a checkout's lines, held until `expiresAt` or booked, in one statement. */
export async function insertHolds(
  db: TDb,
  checkoutId: string,
  lines: Array<{ productId: string; date: string; start: string; seats: number }>,
  hold: { status: THoldStatus; expiresAt: string },
  nowIso: string,
): Promise<void> {
  if (lines.length === 0) return;
  const rows = lines.map((line) => ({
    id: newId(),
    checkout_id: checkoutId,
    product_id: line.productId,
    date: line.date,
    start_time: line.start,
    quantity: line.seats,
    status: hold.status,
    expires_at: hold.expiresAt,
    created_at: nowIso,
    updated_at: nowIso,
  }));
  await insertHoldRows.run(db, { rows });
}

const insertHoldRows = preparedQuery((db, args: { rows: TSeatHoldRow[] }) =>
  db.insertInto('seat_holds').values(args.rows),
);

const holdsOfCheckout = preparedQuery((db, args: { checkoutId: string }) =>
  db.selectFrom('seat_holds').selectAll().where('checkout_id', '=', args.checkoutId).orderBy('id'),
);

export function listHoldsOfCheckout(db: TDb, checkoutId: string): Promise<TSeatHoldRow[]> {
  return holdsOfCheckout.all(db, { checkoutId });
}

/** Books the holds named, each from one of `from` (HOLD_TRANSITIONS), or throws and books none. */
export function bookHolds(db: TDb, holdIds: string[], from: THoldStatus[], nowIso: string): Promise<void> {
  return moveStatus(db, HOLD_TRANSITIONS, holdIds, from, 'booked', nowIso);
}

/**
 * Whose seats to give back: one checkout's, those of every open checkout of a user, one hold's (a date change's
 * old departure, or the new one's it held in vain), or some of a checkout's booked seats on one departure (some
 * of its tickets cancelled: the hold stays booked with fewer seats).
 */
export type TReleaseScope =
  | { checkoutId: string }
  | { openCheckoutsOfUser: string }
  | { holdId: string }
  | { checkoutId: string; departure: { productId: string; date: string; start: string }; seats: number };

/**
 * Gives back the seats of a scope, whether held or booked; released seats stay as they are. Only
 * steps/release-seats.ts calls it.
 */
export async function releaseHolds(db: TDb, scope: TReleaseScope, nowIso: string): Promise<TDepartureKey[]> {
  if ('seats' in scope) {
    await releaseSomeBookedSeats(db, scope, nowIso);
    return scope.seats > 0 ? [scope.departure] : [];
  }
  const departures = await departuresOfUnreleased(db, scope);
  await moveAll(HOLD_TRANSITIONS, ['held', 'booked'], 'released', (from, to) => {
    const args = { from: [...from], to, nowIso };
    if ('holdId' in scope) return releaseHold.run(db, { ...args, holdId: scope.holdId });
    if ('checkoutId' in scope) return releaseHoldsOfCheckout.run(db, { ...args, checkoutId: scope.checkoutId });
    return releaseHoldsOfOpenCheckouts.run(db, { ...args, userId: scope.openCheckoutsOfUser });
  });
  return departures;
}

/** A departure, as the holds name it. */
export interface TDepartureKey {
  productId: string;
  date: string;
  start: string;
}

/** The departures of a scope's seats not yet given back: those its release changes (decision 131). */
async function departuresOfUnreleased(
  db: TDb,
  scope: { holdId: string } | { checkoutId: string } | { openCheckoutsOfUser: string },
): Promise<TDepartureKey[]> {
  let query = db
    .selectFrom('seat_holds')
    .select(['product_id', 'date', 'start_time'])
    .distinct()
    .where('status', 'in', ['held', 'booked'] satisfies THoldStatus[]);
  if ('holdId' in scope) query = query.where('id', '=', scope.holdId);
  else if ('checkoutId' in scope) query = query.where('checkout_id', '=', scope.checkoutId);
  else {
    query = query.where('checkout_id', 'in', (eb) =>
      eb
        .selectFrom('checkouts')
        .select('id')
        .where('user_id', '=', scope.openCheckoutsOfUser)
        .where('status', '=', 'open' satisfies TCheckoutStatus),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => ({ productId: row.product_id, date: row.date, start: row.start_time }));
}

/**
 * The departures whose unpaid holds stopped counting by themselves in (since, until]: expired with no write
 * (decision 131's sweep). One query over the partial index of seats still held, by expiry (migration 061).
 */
export function expiredHoldDeparturesQuery(db: TDb, since: string, until: string) {
  return (
    db
      .selectFrom('seat_holds')
      .select(['product_id', 'date', 'start_time'])
      .distinct()
      // A literal, not a parameter: the partial index's condition (migration 061) is then plain to either planner
      // (a generic plan of PostgreSQL's cannot use a partial index for a parameter's value).
      .where('status', '=', sql.lit('held' satisfies THoldStatus))
      .where('expires_at', '>', since)
      .where('expires_at', '<=', until)
  );
}

export async function listDeparturesOfExpiredHolds(db: TDb, since: string, until: string): Promise<TDepartureKey[]> {
  const rows = await expiredHoldDeparturesQuery(db, since, until).execute();
  return rows.map((row) => ({ productId: row.product_id, date: row.date, start: row.start_time }));
}

interface TReleaseArgs {
  from: THoldStatus[];
  to: THoldStatus;
  nowIso: string;
}

function unreleasedHolds(db: TDb, args: TReleaseArgs) {
  return db
    .updateTable('seat_holds')
    .set({ status: args.to, updated_at: args.nowIso })
    .where('status', 'in', args.from);
}

const releaseHold = preparedQuery((db, args: TReleaseArgs & { holdId: string }) =>
  unreleasedHolds(db, args).where('id', '=', args.holdId),
);

const releaseHoldsOfCheckout = preparedQuery((db, args: TReleaseArgs & { checkoutId: string }) =>
  unreleasedHolds(db, args).where('checkout_id', '=', args.checkoutId),
);

const releaseHoldsOfOpenCheckouts = preparedQuery((db, args: TReleaseArgs & { userId: string }) =>
  unreleasedHolds(db, args).where('checkout_id', 'in', (eb) =>
    eb
      .selectFrom('checkouts')
      .select('id')
      .where('user_id', '=', args.userId)
      .where('status', '=', 'open' satisfies TCheckoutStatus),
  ),
);

/** A checkout's booked seats on one departure shrink by `seats` (some of its tickets were cancelled). */
async function releaseSomeBookedSeats(
  db: TDb,
  scope: { checkoutId: string; departure: { productId: string; date: string; start: string }; seats: number },
  nowIso: string,
): Promise<void> {
  if (scope.seats <= 0) return;
  await db
    .updateTable('seat_holds')
    .set((eb) => ({ quantity: eb('quantity', '-', scope.seats), updated_at: nowIso }))
    .where('checkout_id', '=', scope.checkoutId)
    .where('product_id', '=', scope.departure.productId)
    .where('date', '=', scope.departure.date)
    .where('start_time', '=', scope.departure.start)
    .where('status', '=', 'booked' satisfies THoldStatus)
    .where('quantity', '>=', scope.seats)
    .execute();
}

// --- Checkouts ----------------------------------------------------------------------------------------------

const checkoutInsert = preparedQuery((db, args: { row: TCheckoutRow }) => db.insertInto('checkouts').values(args.row));

export async function insertCheckout(db: TDb, checkout: TCheckoutRow): Promise<void> {
  await checkoutInsert.run(db, { row: checkout });
}

const checkoutOfUser = preparedQuery((db, args: { checkoutId: string; userId: string }) =>
  db.selectFrom('checkouts').selectAll().where('id', '=', args.checkoutId).where('user_id', '=', args.userId),
);

export function findCheckoutOfUser(db: TDb, checkoutId: string, userId: string): Promise<TCheckoutRow | undefined> {
  return checkoutOfUser.first(db, { checkoutId, userId });
}

/**
 * The language of the page that pays an open checkout (decision 103): its order's messages, voucher and invoice are
 * written in it. A checkout no longer open keeps the language it was paid in.
 */
export async function setCheckoutLanguage(db: TDb, checkoutId: string, language: TContentLanguage): Promise<void> {
  await db
    .updateTable('checkouts')
    .set({ language })
    .where('id', '=', checkoutId)
    .where('status', '=', 'open' satisfies TCheckoutStatus)
    .where('language', '!=', language)
    .execute();
}

/** Moves a checkout along CHECKOUT_TRANSITIONS, or throws. */
export function moveCheckoutStatus(
  db: TDb,
  checkoutId: string,
  from: TCheckoutStatus[],
  to: TCheckoutStatus,
  now: string,
): Promise<void> {
  return moveStatus(db, CHECKOUT_TRANSITIONS, checkoutId, from, to, now);
}

/**
 * Claims an open checkout for its order: it becomes 'confirmed' for the one caller that sees the move happen
 * (true). On PostgreSQL a racing confirmation waits here on the row lock and then finds it moved; on SQLite
 * the transactions run one after the other. So the loser of a race does no more work.
 */
export function claimCheckout(db: TDb, checkoutId: string, now: string): Promise<boolean> {
  return claimStatus(db, CHECKOUT_TRANSITIONS, checkoutId, ['open'], 'confirmed', now);
}

/**
 * A partner's reservation lives longer or shorter (OCTO's extend, decision 121): its seats still held and unexpired
 * move to the new expiry. Answers how many holds moved (none once the hold lapsed or was booked).
 */
export async function extendHeldSeats(db: TDb, checkoutId: string, expiresAt: string, nowIso: string): Promise<number> {
  const result = await db
    .updateTable('seat_holds')
    .set({ expires_at: expiresAt, updated_at: nowIso })
    .where('checkout_id', '=', checkoutId)
    .where('status', '=', 'held' satisfies THoldStatus)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The reseller's own reference of a partner's order (OCTO's resellerReference, decision 121). */
export async function setOrderPartnerReference(db: TDb, orderId: string, reference: string | null): Promise<void> {
  await db.updateTable('orders').set({ partner_reference: reference }).where('id', '=', orderId).execute();
}

/** An open checkout becomes a partner's sale by the channel named (an agent paying on account, decision 126). */
export async function setCheckoutPartner(
  db: TDb,
  checkoutId: string,
  partner: { partnerId: string; channel: 'api' | 'widget' | 'agency' },
): Promise<void> {
  await db
    .updateTable('checkouts')
    .set({ partner_id: partner.partnerId, partner_channel: partner.channel })
    .where('id', '=', checkoutId)
    .where('status', '=', 'open')
    .execute();
}

/** Cancels one unpaid checkout (a partner's reservation given up); one no longer open is left as it is. */
export async function abandonOpenCheckout(db: TDb, checkoutId: string, now: string): Promise<void> {
  await claimStatus(db, CHECKOUT_TRANSITIONS, checkoutId, ['open'], 'cancelled', now);
}

/** Cancels a user's unpaid checkouts (the account is being deleted); a payment arriving later is refunded. */
export async function cancelOpenCheckoutsOfUser(db: TDb, userId: string, now: string): Promise<void> {
  const from = checkedMove(CHECKOUT_TRANSITIONS, ['open'], 'cancelled');
  await db
    .updateTable('checkouts')
    .set({ status: 'cancelled' satisfies TCheckoutStatus, updated_at: now })
    .where('user_id', '=', userId)
    .where('status', 'in', from)
    .execute();
}

// --- Payments -----------------------------------------------------------------------------------------------

const paymentInsert = preparedQuery((db, args: { row: TPaymentRow }) => db.insertInto('payments').values(args.row));

export async function insertPayment(db: TDb, payment: TPaymentRow): Promise<void> {
  await paymentInsert.run(db, { row: payment });
}

/** A payment by its gateway and transaction id, optionally only as the checkout's and user's. */
export function findPaymentByTransaction(
  db: TDb,
  provider: string,
  transactionId: string,
  owner?: { checkoutId: string; userId: string },
): Promise<TPaymentRow | undefined> {
  if (!owner) return paymentByTransaction.first(db, { provider, transactionId });
  return paymentOfOwnerByTransaction.first(db, { provider, transactionId, ...owner });
}

function paymentsByTransaction(db: TDb, provider: string, transactionId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_transaction_id', '=', transactionId);
}

const paymentByTransaction = preparedQuery((db, args: { provider: string; transactionId: string }) =>
  paymentsByTransaction(db, args.provider, args.transactionId),
);

const paymentOfOwnerByTransaction = preparedQuery(
  (db, args: { provider: string; transactionId: string; checkoutId: string; userId: string }) =>
    paymentsByTransaction(db, args.provider, args.transactionId)
      .where('checkout_id', '=', args.checkoutId)
      .where('user_id', '=', args.userId),
);

/** The checkout's newest payment, of any gateway and state, or undefined before Pay Now. */
export function findNewestPaymentOfCheckout(db: TDb, checkoutId: string): Promise<TPaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('checkout_id', '=', checkoutId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The checkout's payments of this gateway still pending on our side, newest first. */
export function listPendingPaymentsOfCheckout(db: TDb, provider: string, checkoutId: string): Promise<TPaymentRow[]> {
  return pendingPaymentsOfCheckout.all(db, { provider, checkoutId });
}

const pendingPaymentsOfCheckout = preparedQuery((db, args: { provider: string; checkoutId: string }) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('checkout_id', '=', args.checkoutId)
    .where('provider', '=', args.provider)
    .where('status', '=', 'pending' satisfies TPaymentStatus)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc'),
);

/** Payments of this gateway still pending here that started between `since` and `before`, oldest first. */
export function listPendingPaymentsStartedBetween(
  db: TDb,
  providers: readonly string[],
  since: string,
  before: string,
  limit: number,
): Promise<TPaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider', 'in', providers)
    .where('status', '=', 'pending')
    .where('created_at', '>=', since)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Moves a payment along PAYMENT_TRANSITIONS, or throws. */
export function movePaymentStatus(
  db: TDb,
  paymentId: string,
  from: TPaymentStatus[],
  to: TPaymentStatus,
  now: string,
): Promise<void> {
  return moveStatus(db, PAYMENT_TRANSITIONS, paymentId, from, to, now);
}

/** Moves a payment along PAYMENT_TRANSITIONS unless a race or a repeat did; answers whether this call moved it. */
export function claimPaymentStatus(
  db: TDb,
  paymentId: string,
  from: TPaymentStatus[],
  to: TPaymentStatus,
  now: string,
): Promise<boolean> {
  return claimStatus(db, PAYMENT_TRANSITIONS, paymentId, from, to, now);
}

// --- Orders -------------------------------------------------------------------------------------------------

const orderInsert = preparedQuery((db, args: { row: TOrderRow }) => db.insertInto('orders').values(args.row));

export async function insertOrder(db: TDb, order: TOrderRow): Promise<void> {
  await orderInsert.run(db, { row: order });
}

/**
 * Moves an order along ORDER_TRANSITIONS; only the caller that sees the move happen gets true, so an
 * action that follows the move (giving seats back) runs once however often it is repeated or raced.
 */
export function claimOrderStatus(
  db: TDb,
  orderId: string,
  from: TOrderStatus[],
  to: TOrderStatus,
  now: string,
): Promise<boolean> {
  return claimStatus(db, ORDER_TRANSITIONS, orderId, from, to, now);
}

/**
 * Cancels a confirmed order and records what its cancellation gives back of each part and where it goes
 * (refunded_fils is the card's part); only the caller that sees the move happen gets true.
 */
export async function cancelConfirmedOrder(
  db: TDb,
  orderId: string,
  refund: {
    split: { pointsUsed: number; pointsFils: number; giftCardFils: number; walletFils: number; cardFils: number };
    destinations: { card: TRefundDestination; giftCard: TGiftCardRefundDestination };
  },
  now: string,
) {
  const { split, destinations } = refund;
  const from = checkedMove(ORDER_TRANSITIONS, ['confirmed'], 'cancelled');
  const result = await db
    .updateTable('orders')
    // Added to what refunds that kept the order gave back before (decision 062).
    .set((eb) => ({
      status: 'cancelled' satisfies TOrderStatus,
      refunded_fils: eb('refunded_fils', '+', split.cardFils),
      refunded_points_used: eb('refunded_points_used', '+', split.pointsUsed),
      refunded_points_fils: eb('refunded_points_fils', '+', split.pointsFils),
      refunded_gift_card_fils: eb('refunded_gift_card_fils', '+', split.giftCardFils),
      refunded_wallet_fils: eb('refunded_wallet_fils', '+', split.walletFils),
      refund_to: destinations.card,
      ...(split.giftCardFils > 0 && { gift_card_refund_to: destinations.giftCard }),
      updated_at: now,
    }))
    .where('id', '=', orderId)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

function ordersWithPayment(db: TDb) {
  return db
    .selectFrom('orders')
    .innerJoin('payments', 'payments.id', 'orders.payment_id')
    .selectAll('orders')
    .select('payments.provider_transaction_id');
}

export function listUserOrders(db: TDb, userId: string): Promise<TOrderWithPayment[]> {
  return ordersWithPayment(db)
    .where('orders.user_id', '=', userId)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id')
    .execute();
}

/** Which orders of a date's departures to read: of one departure when `start` is given, and cancelled ones too on ask. */
export interface TDepartureOrdersQuery {
  productId: string;
  date: string;
  start?: string;
  /** Also each cancelled order that had seats there, whatever its holds became (a refund may still be owed). */
  withCancelled?: boolean;
}

/**
 * The orders holding seats of a date's departures with their lead shopper, by departure then reference: each
 * confirmed order with seats booked there (the timetable desk's affected bookings, a departure's bookings), and
 * with `withCancelled` each cancelled order that had seats there (the departures desk's owed refunds, decision 073).
 */
export function listDepartureOrders(db: TDb, query: TDepartureOrdersQuery) {
  const isBooked = (eb: ExpressionBuilder<Database, 'seat_holds' | 'orders'>) =>
    eb.and([
      eb('orders.status', '=', 'confirmed' satisfies TOrderStatus),
      eb('seat_holds.status', '=', 'booked' satisfies THoldStatus),
    ]);
  let rows = db
    .selectFrom('seat_holds')
    .innerJoin('orders', 'orders.checkout_id', 'seat_holds.checkout_id')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id as order_id',
      'orders.reference',
      'orders.status',
      'orders.items',
      'orders.user_id',
      'users.first_name',
      'users.last_name',
      'users.phone_number',
      'seat_holds.start_time',
      'seat_holds.status as hold_status',
      'seat_holds.quantity',
    ])
    .where('seat_holds.product_id', '=', query.productId)
    .where('seat_holds.date', '=', query.date)
    .where((eb) =>
      query.withCancelled
        ? eb.or([isBooked(eb), eb('orders.status', '=', 'cancelled' satisfies TOrderStatus)])
        : isBooked(eb),
    );
  if (query.start !== undefined) rows = rows.where('seat_holds.start_time', '=', query.start);
  return rows.orderBy('seat_holds.start_time').orderBy('orders.reference').execute();
}
export type TDepartureOrderRow = Awaited<ReturnType<typeof listDepartureOrders>>[number];

const orderByCheckout = preparedQuery((db, args: { checkoutId: string }) =>
  ordersWithPayment(db).where('orders.checkout_id', '=', args.checkoutId),
);

export function findOrderByCheckout(db: TDb, checkoutId: string): Promise<TOrderWithPayment | undefined> {
  return orderByCheckout.first(db, { checkoutId });
}

export function findOrderById(db: TDb, orderId: string): Promise<TOrderWithPayment | undefined> {
  return ordersWithPayment(db).where('orders.id', '=', orderId).executeTakeFirst();
}

/** findOrderById of several orders in one query (a messages worker's batch, decision 128), by id. */
export async function findOrdersByIds(db: TDb, orderIds: readonly string[]): Promise<Map<string, TOrderWithPayment>> {
  if (orderIds.length === 0) return new Map();
  const rows = await ordersWithPayment(db)
    .where('orders.id', 'in', [...new Set(orderIds)])
    .execute();
  return new Map(rows.map((order) => [order.id, order]));
}

export function findUserOrderByReference(
  db: TDb,
  userId: string,
  reference: string,
): Promise<TOrderWithPayment | undefined> {
  return ordersWithPayment(db)
    .where('orders.user_id', '=', userId)
    .where('orders.reference', '=', reference)
    .executeTakeFirst();
}

/** An order as the travellers page's parts read it (passengers, pick-ups, waivers): its lines and its state. */
export type TReferencedOrder = Pick<TOrderRow, 'id' | 'user_id' | 'reference' | 'status' | 'items'>;

/** An order by its reference: of one shopper when `userId` is given (another's is none), of anyone's otherwise. */
export function findOrderByReference(
  db: TDb,
  reference: string,
  userId?: string,
): Promise<TReferencedOrder | undefined> {
  let query = db
    .selectFrom('orders')
    .select(['id', 'user_id', 'reference', 'status', 'items'])
    .where('reference', '=', reference);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.executeTakeFirst();
}

export function findOrderByVoucherCode(db: TDb, voucherCode: string) {
  return db
    .selectFrom('orders')
    .select(['reference', 'status', 'items'])
    .where('voucher_code', '=', voucherCode)
    .executeTakeFirst();
}
