import type { TAppContext } from '../../../context.js';
import type { TDb } from '../../../db/database.js';
import type { TOrderRow } from '../../../db/tables/schema.js';
import { isoNow } from '../../../lib/clock.js';
import { isBalanceTransaction } from '../../payments/balance.js';
import { isCashTransaction } from '../../payments/cash.js';
import { findOrderById, moveOrderStatus, setPaymentStatus } from '../booking.repository.js';
import { listOrderTransactions } from '../order-changes.repository.js';
import { forfeitedGiftCardFils } from './spend-balances.js';

/**
 * Step "refund": the gateway gives a paid transaction's money back, all that is left of it or the amount given,
 * once per refund key (decision 043), then our record of the payment says so. Safe to repeat, so a retried
 * flow completes a refund a crash interrupted. Cash taken at the desk (decision 042) has no gateway: it is
 * handed back there, and only our record changes; nor has a payment by balances (decision 049).
 */
export async function refundPayment(
  ctx: TAppContext,
  payment: { paymentId: string; transactionId: string; amountFils?: number; refundKey?: string },
): Promise<void> {
  if (!isCashTransaction(payment.transactionId) && !isBalanceTransaction(payment.transactionId)) {
    await ctx.payments.refund(payment.transactionId, payment.amountFils, payment.refundKey);
  }
  await setPaymentStatus(ctx.db, payment.paymentId, 'refunded', isoNow(ctx.clock));
}

/** One gateway transaction's share of a refund. */
export interface TRefundShare {
  paymentId: string;
  transactionId: string;
  amountFils: number;
}

/**
 * How a refund of an order is taken from the transactions it was paid with (its payment first, then each date
 * change's difference, oldest first), each giving at most what it captured less what date changes gave back of
 * it already. From our own records only, so a retry plans the same shares (decision 043).
 */
export async function planOrderRefund(db: TDb, orderId: string, amountFils: number): Promise<TRefundShare[]> {
  const { original, changes } = await listOrderTransactions(db, orderId);
  if (!original) return [];
  const given = new Map<string, number>();
  for (const change of changes) {
    for (const share of JSON.parse(change.refund_plan) as TRefundShare[]) {
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

/** Step "refund the order": each planned share through the gateway under one key per purpose. Safe to repeat. */
export async function refundShares(ctx: TAppContext, shares: TRefundShare[], refundKey: string): Promise<void> {
  for (const share of shares) await refundPayment(ctx, { ...share, refundKey });
}

/**
 * A cancelled order's refund of its card part (the shopper's or an operator's: one key, so paid once) across its
 * transactions; nothing when the shopper took it to the wallet, which the cancellation credited (decision 049).
 */
export async function refundCancelledOrder(ctx: TAppContext, orderId: string, amountFils: number): Promise<void> {
  if (amountFils <= 0 || (await findOrderById(ctx.db, orderId))?.refund_to === 'wallet') return;
  await refundShares(ctx, await planOrderRefund(ctx.db, orderId, amountFils), 'cancel');
}

/**
 * What a cancelled order gave back of every part (its card part and what points, gift card and wallet paid); a
 * voided gift card's part is recorded but given back nowhere (decision 057).
 */
export function refundedValueFils(order: TOrderRow): number {
  const giftCardFils = order.refunded_gift_card_fils - forfeitedGiftCardFils(order);
  return order.refunded_fils + order.refunded_points_fils + giftCardFils + order.refunded_wallet_fils;
}

/**
 * After "cancel the order": its card part refunded as the cancel recorded, and the order 'refunded' once anything
 * came back. An order that cost nothing (a 100% promo code), or cancelled in a tier that gives nothing back, has
 * nothing to refund and stays 'cancelled'. Safe to repeat.
 */
export async function finishCancelledRefund(ctx: TAppContext, order: TOrderRow): Promise<void> {
  if (refundedValueFils(order) <= 0) return;
  await refundCancelledOrder(ctx, order.id, order.refunded_fils);
  await moveOrderStatus(ctx.db, order.id, 'cancelled', 'refunded', isoNow(ctx.clock));
}
