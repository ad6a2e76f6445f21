// Date changes' SQL (issue 18, decision 043): the order_changes rows, the guarded move of an order's lines, and
// the gateway transactions an order was paid with (its payment, then each date change's difference).
import type { TDb } from '../../db/database.js';
import { claimStatus, moveStatus } from '../../db/status-moves.js';
import {
  ORDER_CHANGE_TRANSITIONS,
  type OrderChangesTable,
  type TOrderChangeRow,
  type TOrderChangeStatus,
  type TOrderStatus,
} from '../../db/tables/schema.js';

export async function insertOrderChange(db: TDb, change: TOrderChangeRow): Promise<void> {
  await db.insertInto('order_changes').values(change).execute();
}

export function findChangeByPayment(db: TDb, paymentId: string): Promise<TOrderChangeRow | undefined> {
  return db.selectFrom('order_changes').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
}

/** A change of the order still waiting on its payment, its seats still held. */
export function findLiveChangeOfOrder(db: TDb, orderId: string, nowIso: string) {
  return db
    .selectFrom('order_changes')
    .select(['id', 'expires_at'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending' satisfies TOrderChangeStatus)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
}

/** Moves a change along ORDER_CHANGE_TRANSITIONS; only the caller that sees the move happen gets true. */
export function claimChangeStatus(
  db: TDb,
  changeId: string,
  from: TOrderChangeStatus[],
  to: TOrderChangeStatus,
  now: string,
): Promise<boolean> {
  return claimStatus(db, ORDER_CHANGE_TRANSITIONS, changeId, from, to, now);
}

/** Moves a change along ORDER_CHANGE_TRANSITIONS, or throws. */
export function moveChangeStatus(
  db: TDb,
  changeId: string,
  from: TOrderChangeStatus[],
  to: TOrderChangeStatus,
  now: string,
): Promise<void> {
  return moveStatus(db, ORDER_CHANGE_TRANSITIONS, changeId, from, to, now);
}

/**
 * Gives a confirmed order its new lines and amounts, only while its lines are still those the change was made
 * from: of two changes or a change and a cancel raced, one sees the move happen (true), the other nothing.
 */
export async function moveOrderLines(
  db: TDb,
  orderId: string,
  change: Pick<OrderChangesTable, 'items_before' | 'items_after' | 'subtotal_fils' | 'discount_fils'>,
  amountPaidFils: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({
      items: change.items_after,
      subtotal_fils: change.subtotal_fils,
      discount_fils: change.discount_fils,
      amount_paid_fils: amountPaidFils,
      updated_at: now,
    })
    .where('id', '=', orderId)
    .where('status', '=', 'confirmed' satisfies TOrderStatus)
    .where('items', '=', change.items_before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The order's payment and the paid differences of its date changes, with what date changes gave back of each. */
export async function listOrderTransactions(db: TDb, orderId: string) {
  const [original, changes] = await Promise.all([
    db
      .selectFrom('orders')
      .innerJoin('payments', 'payments.id', 'orders.payment_id')
      .select(['payments.id', 'payments.provider_transaction_id', 'payments.amount_fils', 'payments.created_at'])
      .where('orders.id', '=', orderId)
      .execute(),
    db
      .selectFrom('order_changes')
      .leftJoin('payments', 'payments.id', 'order_changes.payment_id')
      .select([
        'order_changes.refund_plan',
        'payments.id',
        'payments.provider_transaction_id',
        'payments.amount_fils',
        'payments.created_at',
      ])
      .where('order_changes.order_id', '=', orderId)
      .where('order_changes.status', '=', 'done' satisfies TOrderChangeStatus)
      .orderBy('order_changes.created_at')
      .orderBy('order_changes.id')
      .execute(),
  ]);
  return { original: original[0], changes };
}
