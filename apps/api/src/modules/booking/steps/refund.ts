import type { TAppContext } from '../../../context.js';
import type { TDb } from '../../../db/database.js';
import type { TOrderRow } from '../../../db/tables/schema.js';
import { isoNow } from '../../../lib/clock.js';
import { isBalanceTransaction, isCashTransaction, isPartnerTransaction } from '../../payments/index.js';
import { claimOrderStatus, claimPaymentStatus, findOrderById } from '../booking.repository.js';
import { listOrderTransactions } from '../order-changes.repository.js';
import { listOrderRefunds, type TRefundShare } from '../order-refunds.repository.js';
import { forfeitedGiftCardFils } from './spend-balances.js';

/**
 * Step "refund": the gateway gives a paid transaction's money back, all that is left of it or the amount given,
 * once per refund key (decision 043), then our record of the payment says so. Safe to repeat, so a retried
 * flow completes a refund a crash interrupted. Cash taken at the desk (decision 042) has no gateway: it is
 * handed back there, and only our record changes; nor has a payment by balances (decision 049), nor a partner's
 * booking on account (decision 121: its statement leaves it out).
 */
export async function refundPayment(
  ctx: TAppContext,
  payment: { paymentId: string; transactionId: string; amountFils?: number; refundKey?: string },
): Promise<void> {
  if (
    !isCashTransaction(payment.transactionId) &&
    !isBalanceTransaction(payment.transactionId) &&
    !isPartnerTransaction(payment.transactionId)
  ) {
    await ctx.payments.refund(payment.transactionId, payment.amountFils, payment.refundKey);
  }
  // A repeat finds it refunded already.
  await claimPaymentStatus(ctx.db, payment.paymentId, ['pending', 'paid'], 'refunded', isoNow(ctx.clock));
}

/**
 * How a refund of an order is taken from the transactions it was paid with (its payment first, then each date
 * change's difference, oldest first), each giving at most what it captured less what date changes and refunds that
 * kept the order gave back of it already. From our own records only, so a retry plans the same shares (decisions
 * 043, 062).
 */
export async function planOrderRefund(db: TDb, orderId: string, amountFils: number): Promise<TRefundShare[]> {
  const [{ original, changes }, partRefunds] = await Promise.all([
    listOrderTransactions(db, orderId),
    listOrderRefunds(db, orderId),
  ]);
  if (!original) return [];
  const given = new Map<string, number>();
  for (const { refund_plan } of [...changes, ...partRefunds]) {
    for (const share of JSON.parse(refund_plan) as TRefundShare[]) {
      given.set(share.transactionId, (given.get(share.transactionId) ?? 0) + share.amountFils);
    }
  }
  const paid = [original, ...changes.filter((change) => change.id !== null)];
  const shares: TRefundShare[] = [];
  let left = amountFils;
  for (const payment of paid) {
    if (left <= 0) break;
    const transactionId = payment.provider_transaction_id as string;
    const amount = Math.min(left, (payment.amount_fils ?? 0) - (given.get(transactionId) ?? 0));
    if (amount <= 0) continue;
    shares.push({ paymentId: payment.id as string, transactionId, amountFils: amount });
    left -= amount;
  }
  return shares;
}

/**
 * What our records say each gateway transaction of an order gave back (the payments desk's reconciliation, decision
 * 085): the date changes' and kept-order refunds' recorded shares, the cancellation's shares as planOrderRefund plans
 * them once the order is 'refunded' (the same plan the refund was made with), and all of a failed order's payment.
 */
export async function refundedByTransaction(db: TDb, orderId: string): Promise<Map<string, number>> {
  const [order, { original, changes }, partRefunds] = await Promise.all([
    findOrderById(db, orderId),
    listOrderTransactions(db, orderId),
    listOrderRefunds(db, orderId),
  ]);
  const given = new Map<string, number>();
  const add = (transactionId: string, amountFils: number) =>
    given.set(transactionId, (given.get(transactionId) ?? 0) + amountFils);
  if (!order || !original) return given;
  if (order.status === 'failed') {
    add(original.provider_transaction_id, original.amount_fils);
    return given;
  }
  for (const { refund_plan } of [...changes, ...partRefunds]) {
    for (const share of JSON.parse(refund_plan) as TRefundShare[]) add(share.transactionId, share.amountFils);
  }
  if (order.status === 'refunded' && order.refund_to !== 'wallet') {
    const cancelFils = order.refunded_fils - (await partRefundsOf(db, orderId)).cardFils;
    if (cancelFils > 0) {
      for (const share of await planOrderRefund(db, orderId, cancelFils)) add(share.transactionId, share.amountFils);
    }
  }
  return given;
}

/** Step "refund the order": each planned share through the gateway under one key per purpose. Safe to repeat. */
export async function refundShares(ctx: TAppContext, shares: TRefundShare[], refundKey: string): Promise<void> {
  for (const share of shares) await refundPayment(ctx, { ...share, refundKey });
}

/** What the refunds that kept the order gave back before it was cancelled (decision 062): its card part, and all. */
export async function partRefundsOf(db: TDb, orderId: string): Promise<{ cardFils: number; valueFils: number }> {
  let cardFils = 0;
  let valueFils = 0;
  for (const refund of await listOrderRefunds(db, orderId)) {
    cardFils += refund.card_fils;
    valueFils += refund.card_fils + refund.points_fils + refund.gift_card_fils + refund.wallet_fils;
  }
  return { cardFils, valueFils };
}

/**
 * A cancelled order's refund of its card part (the shopper's or an operator's: one key, so paid once) across its
 * transactions: what the cancellation recorded for the card, less what refunds that kept the order gave back before
 * it; nothing when the shopper took it to the wallet, which the cancellation credited (decision 049).
 */
export async function refundCancelledOrder(ctx: TAppContext, orderId: string): Promise<void> {
  const order = await findOrderById(ctx.db, orderId);
  if (!order || order.refund_to === 'wallet') return;
  const amountFils = order.refunded_fils - (await partRefundsOf(ctx.db, orderId)).cardFils;
  if (amountFils <= 0) return;
  await refundShares(ctx, await planOrderRefund(ctx.db, orderId, amountFils), 'cancel');
}

/**
 * What an order's refunds recorded of every part (its card part and what points, gift card and wallet paid): what is
 * gone from what is left to refund, a voided gift card's forfeited part included (decisions 057, 062).
 */
export function recordedRefundFils(
  order: Pick<TOrderRow, 'refunded_fils' | 'refunded_points_fils' | 'refunded_gift_card_fils' | 'refunded_wallet_fils'>,
): number {
  return order.refunded_fils + order.refunded_points_fils + order.refunded_gift_card_fils + order.refunded_wallet_fils;
}

/**
 * What an order gave back of every part; a voided gift card's part is recorded but given back nowhere (decision 057).
 */
export function refundedValueFils(
  order: Pick<
    TOrderRow,
    | 'refunded_fils'
    | 'refunded_points_fils'
    | 'refunded_gift_card_fils'
    | 'refunded_wallet_fils'
    | 'gift_card_refund_to'
  >,
): number {
  return recordedRefundFils(order) - forfeitedGiftCardFils(order);
}

/** What the cancellation itself gave back, the refunds that kept the order before it apart (decision 062). */
export async function cancellationRefundFils(db: TDb, order: TOrderRow): Promise<number> {
  const before = refundedValueFils(order) > 0 ? (await partRefundsOf(db, order.id)).valueFils : 0;
  return refundedValueFils(order) - before;
}

/**
 * After "cancel the order": its card part refunded as the cancel recorded, and the order 'refunded' once the
 * cancellation gave anything back. An order that cost nothing (a 100% promo code), cancelled in a tier that gives
 * nothing back, or cancelled by an operator without a refund, has nothing to refund and stays 'cancelled'. Safe to
 * repeat.
 */
export async function finishCancelledRefund(ctx: TAppContext, order: TOrderRow): Promise<void> {
  if ((await cancellationRefundFils(ctx.db, order)) <= 0) return;
  await refundCancelledOrder(ctx, order.id);
  await claimOrderStatus(ctx.db, order.id, ['cancelled'], 'refunded', isoNow(ctx.clock));
}
