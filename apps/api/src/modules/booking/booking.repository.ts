// The one owner of the money path's tables: checkouts, seat holds, payments, orders and the slot locks.
// Every function takes the database or a transaction as its first argument.
import type { ExpressionBuilder } from 'kysely';
import type { TDb } from '../../db/database.js';
import type {
  Database,
  TCheckoutRow,
  TCheckoutStatus,
  THoldStatus,
  TOrderRow,
  TOrderStatus,
  TPaymentRow,
  TPaymentStatus,
  TSeatHoldRow,
} from '../../db/tables/schema.js';
import { newId } from '../../lib/ids.js';

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
  await trx
    .insertInto('slot_locks')
    .values(rows)
    .onConflict((oc) => oc.columns(['product_id', 'date']).doUpdateSet((eb) => ({ date: eb.ref('excluded.date') })))
    .execute();
}

// --- Seats --------------------------------------------------------------------------------------------------

export function listOverrides(db: TDb, productId: string, fromDate: string, toDate: string) {
  return db
    .selectFrom('slot_overrides')
    .selectAll()
    .where('product_id', '=', productId)
    .where('date', '>=', fromDate)
    .where('date', '<=', toDate)
    .execute();
}

/** Holds that take seats now: booked, or held and not yet expired. */
function takesSeats(eb: ExpressionBuilder<Database, 'seat_holds'>, nowIso: string) {
  return eb.or([
    eb('status', '=', 'booked' satisfies THoldStatus),
    eb.and([eb('status', '=', 'held' satisfies THoldStatus), eb('expires_at', '>', nowIso)]),
  ]);
}

/** How many holds of one product on one date the user's checkouts still open (unpaid) made since `since`. */
export async function countHoldsOfUserSince(
  db: TDb,
  userId: string,
  productId: string,
  date: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('checkouts')
    .innerJoin('seat_holds', 'seat_holds.checkout_id', 'checkouts.id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('checkouts.user_id', '=', userId)
    .where('checkouts.status', '=', 'open')
    .where('checkouts.created_at', '>=', since)
    .where('seat_holds.product_id', '=', productId)
    .where('seat_holds.date', '=', date)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Seats taken per date: booked holds, and held ones that have not expired yet. An expired hold stops
 * counting by itself, so no job is needed to give its seats back.
 */
export async function seatsTakenByDate(
  db: TDb,
  productId: string,
  fromDate: string,
  toDate: string,
  nowIso: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('seat_holds')
    .select((eb) => ['date', eb.fn.sum<number>('quantity').as('taken')])
    .where('product_id', '=', productId)
    .where('date', '>=', fromDate)
    .where('date', '<=', toDate)
    .where((eb) => takesSeats(eb, nowIso))
    .groupBy('date')
    .execute();
  return new Map(rows.map((row) => [row.date, Number(row.taken)]));
}

/**
 * One slot in one statement: its override (capacity, closed) if any, and the seats taken as seatsTakenByDate
 * counts them.
 */
export async function readSlotRow(
  db: TDb,
  productId: string,
  date: string,
  nowIso: string,
): Promise<{ capacity: number | null; isClosed: boolean; taken: number }> {
  const override = (eb: ExpressionBuilder<Database, never>) =>
    eb.selectFrom('slot_overrides').where('product_id', '=', productId).where('date', '=', date);
  const row = await db
    .selectNoFrom((eb) => [
      override(eb).select('capacity').as('capacity'),
      override(eb).select('is_closed').as('is_closed'),
      eb
        .selectFrom('seat_holds')
        .select((sub) => sub.fn.sum<number>('quantity').as('taken'))
        .where('product_id', '=', productId)
        .where('date', '=', date)
        .where((sub) => takesSeats(sub, nowIso))
        .as('taken'),
    ])
    .executeTakeFirstOrThrow();
  return { capacity: row.capacity ?? null, isClosed: row.is_closed === 1, taken: Number(row.taken ?? 0) };
}

/** The seats of a checkout's lines, held until `expiresAt` or booked, in one statement. */
export async function insertHolds(
  db: TDb,
  checkoutId: string,
  lines: Array<{ productId: string; date: string; adultCount: number }>,
  hold: { status: THoldStatus; expiresAt: string },
  nowIso: string,
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insertInto('seat_holds')
    .values(
      lines.map((line) => ({
        id: newId(),
        checkout_id: checkoutId,
        product_id: line.productId,
        date: line.date,
        quantity: line.adultCount,
        status: hold.status,
        expires_at: hold.expiresAt,
        created_at: nowIso,
        updated_at: nowIso,
      })),
    )
    .execute();
}

export function listHoldsOfCheckout(db: TDb, checkoutId: string): Promise<TSeatHoldRow[]> {
  return db.selectFrom('seat_holds').selectAll().where('checkout_id', '=', checkoutId).orderBy('id').execute();
}

export async function setHoldStatus(db: TDb, holdIds: string[], status: THoldStatus, nowIso: string): Promise<void> {
  if (holdIds.length === 0) return;
  await db.updateTable('seat_holds').set({ status, updated_at: nowIso }).where('id', 'in', holdIds).execute();
}

/** Whose seats to give back: one checkout's, or those of every open checkout of a user. */
export type TReleaseScope = { checkoutId: string } | { openCheckoutsOfUser: string };

/** Marks the seats of a scope released, whether held or booked; released seats stay as they are. */
export async function releaseHolds(db: TDb, scope: TReleaseScope, nowIso: string): Promise<void> {
  let query = db
    .updateTable('seat_holds')
    .set({ status: 'released' satisfies THoldStatus, updated_at: nowIso })
    .where('status', '!=', 'released' satisfies THoldStatus);
  if ('checkoutId' in scope) query = query.where('checkout_id', '=', scope.checkoutId);
  else {
    query = query.where('checkout_id', 'in', (eb) =>
      eb
        .selectFrom('checkouts')
        .select('id')
        .where('user_id', '=', scope.openCheckoutsOfUser)
        .where('status', '=', 'open' satisfies TCheckoutStatus),
    );
  }
  await query.execute();
}

// --- Checkouts ----------------------------------------------------------------------------------------------

export async function insertCheckout(db: TDb, checkout: TCheckoutRow): Promise<void> {
  await db.insertInto('checkouts').values(checkout).execute();
}

export function findCheckoutOfUser(db: TDb, checkoutId: string, userId: string): Promise<TCheckoutRow | undefined> {
  return db
    .selectFrom('checkouts')
    .selectAll()
    .where('id', '=', checkoutId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function setCheckoutStatus(db: TDb, checkoutId: string, status: TCheckoutStatus, now: string) {
  await db.updateTable('checkouts').set({ status, updated_at: now }).where('id', '=', checkoutId).execute();
}

/**
 * Claims an open checkout for its order: it becomes 'confirmed' for the one caller that sees the move happen
 * (true). On PostgreSQL a racing confirmation waits here on the row lock and then finds it moved; on SQLite
 * the transactions run one after the other. So the loser of a race does no more work.
 */
export async function claimCheckout(db: TDb, checkoutId: string, now: string): Promise<boolean> {
  const moved = await db
    .updateTable('checkouts')
    .set({ status: 'confirmed' satisfies TCheckoutStatus, updated_at: now })
    .where('id', '=', checkoutId)
    .where('status', '=', 'open' satisfies TCheckoutStatus)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
}

/** Cancels a user's unpaid checkouts (the account is being deleted); a payment arriving later is refunded. */
export async function cancelOpenCheckoutsOfUser(db: TDb, userId: string, now: string): Promise<void> {
  await db
    .updateTable('checkouts')
    .set({ status: 'cancelled' satisfies TCheckoutStatus, updated_at: now })
    .where('user_id', '=', userId)
    .where('status', '=', 'open' satisfies TCheckoutStatus)
    .execute();
}

// --- Payments -----------------------------------------------------------------------------------------------

export async function insertPayment(db: TDb, payment: TPaymentRow): Promise<void> {
  await db.insertInto('payments').values(payment).execute();
}

/** A payment by its gateway and transaction id, optionally only as the checkout's and user's. */
export function findPaymentByTransaction(
  db: TDb,
  provider: string,
  transactionId: string,
  owner?: { checkoutId: string; userId: string },
): Promise<TPaymentRow | undefined> {
  let query = db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_transaction_id', '=', transactionId);
  if (owner) query = query.where('checkout_id', '=', owner.checkoutId).where('user_id', '=', owner.userId);
  return query.executeTakeFirst();
}

/** The checkout's payments of this gateway still pending on our side, newest first. */
export function listPendingPaymentsOfCheckout(db: TDb, provider: string, checkoutId: string): Promise<TPaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('checkout_id', '=', checkoutId)
    .where('provider', '=', provider)
    .where('status', '=', 'pending')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Payments of this gateway still pending here that started between `since` and `before`, oldest first. */
export function listPendingPaymentsStartedBetween(
  db: TDb,
  provider: string,
  since: string,
  before: string,
  limit: number,
): Promise<TPaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('status', '=', 'pending')
    .where('created_at', '>=', since)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Moves a payment from one status to another only if it is still in the first; answers whether it moved. */
export async function movePaymentStatus(
  db: TDb,
  paymentId: string,
  from: TPaymentStatus,
  to: TPaymentStatus,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status: to, updated_at: now })
    .where('id', '=', paymentId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPaymentStatus(db: TDb, paymentId: string, status: TPaymentStatus, now: string) {
  await db.updateTable('payments').set({ status, updated_at: now }).where('id', '=', paymentId).execute();
}

// --- Orders -------------------------------------------------------------------------------------------------

export async function insertOrder(db: TDb, order: TOrderRow): Promise<void> {
  await db.insertInto('orders').values(order).execute();
}

/**
 * Moves an order from one status to another; only the caller that sees the move happen gets true, so an
 * action that follows the move (giving seats back) runs once however often it is repeated or raced.
 */
export async function moveOrderStatus(
  db: TDb,
  orderId: string,
  from: TOrderStatus,
  to: TOrderStatus,
  now: string,
): Promise<boolean> {
  const moved = await db
    .updateTable('orders')
    .set({ status: to, updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
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

export function findOrderByCheckout(db: TDb, checkoutId: string): Promise<TOrderWithPayment | undefined> {
  return ordersWithPayment(db).where('orders.checkout_id', '=', checkoutId).executeTakeFirst();
}

export function findOrderById(db: TDb, orderId: string): Promise<TOrderWithPayment | undefined> {
  return ordersWithPayment(db).where('orders.id', '=', orderId).executeTakeFirst();
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

export function findOrderByVoucherCode(db: TDb, voucherCode: string) {
  return db
    .selectFrom('orders')
    .select(['reference', 'status', 'items'])
    .where('voucher_code', '=', voucherCode)
    .executeTakeFirst();
}
