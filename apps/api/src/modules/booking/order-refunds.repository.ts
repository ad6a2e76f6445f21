// Refunds that keep the order (issue 32 item 9, decision 062): the order_refunds rows, the order's refunded parts
// growing by each, and an order's lines after some tickets are cancelled (their seats go back through
// steps/release-seats.ts).
import type { TDb } from '../../db/database.js';
import type { TGiftCardRefundDestination, TOrderRefundKind, TOrderStatus } from '../../db/tables/schema.js';
import type { TRefundSplit } from './steps/spend-balances.js';

/** One gateway transaction's share of a refund, as the refund's plan is stored. */
export interface TRefundShare {
  paymentId: string;
  transactionId: string;
  amountFils: number;
}

export async function insertOrderRefund(
  db: TDb,
  refund: {
    id: string;
    orderId: string;
    operatorId: string | null;
    kind: TOrderRefundKind;
    split: TRefundSplit;
    plan: TRefundShare[];
    at: string;
  },
): Promise<void> {
  const { split } = refund;
  await db
    .insertInto('order_refunds')
    .values({
      id: refund.id,
      order_id: refund.orderId,
      operator_id: refund.operatorId,
      kind: refund.kind,
      card_fils: split.cardFils,
      points_used: split.pointsUsed,
      points_fils: split.pointsFils,
      gift_card_fils: split.giftCardFils,
      wallet_fils: split.walletFils,
      refund_plan: JSON.stringify(refund.plan),
      created_at: refund.at,
    })
    .execute();
}

/** The refunds that kept the order, oldest first: what each gave back, and its card part's plan. */
export function listOrderRefunds(db: TDb, orderId: string) {
  return db
    .selectFrom('order_refunds')
    .select(['id', 'card_fils', 'points_fils', 'gift_card_fils', 'wallet_fils', 'refund_plan'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * A confirmed order's refunded parts grow by a refund that keeps it (each part as the refund split it); only while
 * it is still confirmed (true), so a refund never lands on an order a cancellation took meanwhile.
 */
export async function addRefundToOrder(
  db: TDb,
  orderId: string,
  split: TRefundSplit,
  giftCardRefundTo: TGiftCardRefundDestination | null,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({
      refunded_fils: eb('refunded_fils', '+', split.cardFils),
      refunded_points_used: eb('refunded_points_used', '+', split.pointsUsed),
      refunded_points_fils: eb('refunded_points_fils', '+', split.pointsFils),
      refunded_gift_card_fils: eb('refunded_gift_card_fils', '+', split.giftCardFils),
      refunded_wallet_fils: eb('refunded_wallet_fils', '+', split.walletFils),
      ...(giftCardRefundTo !== null && { gift_card_refund_to: giftCardRefundTo }),
      updated_at: now,
    }))
    .where('id', '=', orderId)
    .where('status', '=', 'confirmed' satisfies TOrderStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A confirmed order takes its lines after some tickets were cancelled, only while its lines are those the caller
 * planned from (true): of two racing changes of the same lines, one passes.
 */
export async function setOrderLines(
  db: TDb,
  orderId: string,
  change: { itemsBefore: string; itemsAfter: string; subtotalFils: number; discountFils: number },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({
      items: change.itemsAfter,
      subtotal_fils: change.subtotalFils,
      discount_fils: change.discountFils,
      updated_at: now,
    })
    .where('id', '=', orderId)
    .where('status', '=', 'confirmed' satisfies TOrderStatus)
    .where('items', '=', change.itemsBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
