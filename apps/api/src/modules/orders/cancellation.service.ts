import { CANCEL_HOURS_BEFORE } from '@rihla/shared/constants';
import { filsToAed, formatAedAmount } from '@rihla/shared/rules/money';
import type { TCompletedOrder } from '@rihla/shared/schemas/booking';
import type { TAppContext, TAuthUser } from '../../context.js';
import { lockSlots } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { storedLines } from '../cart/cart-pricing.js';
import { insertNotification } from '../notifications/notifications.repository.js';
import {
  cancelTermsOf,
  describeOrder,
  findCancelTermsProducts,
  findUserOrderByReference,
  type TOrderStatus,
  type TOrderWithPayment,
} from './orders.service.js';

export const CANCEL_MESSAGES = {
  notFound: 'This booking was not found',
  notConfirmed: 'Only a confirmed booking can be cancelled',
  alreadyCancelled: 'This booking has already been cancelled',
  nonRefundable: 'This booking is non-refundable and cannot be cancelled',
  tooLate: `A booking can be cancelled only up to ${CANCEL_HOURS_BEFORE} hours before the activity starts`,
  notification: (reference: string, amountFils: number) =>
    amountFils > 0
      ? `Your booking ${reference} is cancelled. AED ${formatAedAmount(filsToAed(amountFils))} has been refunded to your card.`
      : `Your booking ${reference} is cancelled.`,
} as const;

/**
 * Cancels a confirmed booking as the terms allow (every product refundable, at least 24 hours before the
 * first activity). Two steps, each safe to repeat: one transaction gives the seats back and marks the order
 * 'cancelled'; then the gateway refunds the payment and the order becomes 'refunded'. A crash between the
 * two leaves a 'cancelled' order whose refund the next cancel call completes.
 */
export async function cancelBooking(ctx: TAppContext, user: TAuthUser, reference: string): Promise<TCompletedOrder> {
  const order = await findUserOrderByReference(ctx.db, user.id, reference);
  if (!order) throw new AppError('NOT_FOUND', CANCEL_MESSAGES.notFound);
  const status = order.status as TOrderStatus;
  if (status === 'refunded') throw new AppError('CONFLICT', CANCEL_MESSAGES.alreadyCancelled);
  if (status === 'failed') throw new AppError('CONFLICT', CANCEL_MESSAGES.notConfirmed);
  if (status === 'confirmed') {
    const terms = cancelTermsOf(order, await findCancelTermsProducts(ctx.db, [order]));
    if (!terms.refundable) throw new AppError('CONFLICT', CANCEL_MESSAGES.nonRefundable);
    if (!terms.deadline || ctx.clock.now().getTime() > terms.deadline.getTime()) {
      throw new AppError('CONFLICT', CANCEL_MESSAGES.tooLate);
    }
    await releaseBooking(ctx, order);
  }
  await refundCancelled(ctx, order);
  const updated = await findUserOrderByReference(ctx.db, user.id, reference);
  if (!updated) throw new Error(`Order ${reference} vanished while being cancelled`);
  return describeOrder(ctx, updated);
}

/** Step 1, in one transaction: only the caller that moves the order out of 'confirmed' frees its seats. */
async function releaseBooking(ctx: TAppContext, order: TOrderWithPayment): Promise<void> {
  const now = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await lockSlots(trx, ctx.database.dialect, storedLines(order));
    const moved = await trx
      .updateTable('orders')
      .set({ status: 'cancelled' satisfies TOrderStatus, updated_at: now })
      .where('id', '=', order.id)
      .where('status', '=', 'confirmed' satisfies TOrderStatus)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return;
    await trx
      .updateTable('seat_holds')
      .set({ status: 'released', updated_at: now })
      .where('checkout_id', '=', order.checkout_id)
      .where('status', '=', 'booked')
      .execute();
    await trx
      .updateTable('checkouts')
      .set({ status: 'cancelled', updated_at: now })
      .where('id', '=', order.checkout_id)
      .execute();
    await insertNotification(
      trx,
      order.user_id,
      CANCEL_MESSAGES.notification(order.reference, order.amount_paid_fils),
      now,
    );
  });
}

/**
 * Step 2: the gateway refunds a paid transaction once, so repeating this is harmless. An order that cost
 * nothing (a 100% promo code) has nothing to refund and stays 'cancelled'.
 */
async function refundCancelled(ctx: TAppContext, order: TOrderWithPayment): Promise<void> {
  if (order.amount_paid_fils === 0) return;
  await ctx.payments.refund(order.provider_transaction_id);
  const now = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('payments')
      .set({ status: 'refunded', updated_at: now })
      .where('id', '=', order.payment_id)
      .execute();
    await trx
      .updateTable('orders')
      .set({ status: 'refunded' satisfies TOrderStatus, updated_at: now })
      .where('id', '=', order.id)
      .where('status', '=', 'cancelled' satisfies TOrderStatus)
      .execute();
  });
}
