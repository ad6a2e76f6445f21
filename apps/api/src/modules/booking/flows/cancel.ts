import { CANCEL_MESSAGES } from '@rihla/shared/messages/booking';
import type { TAppContext, TAuthUser } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { isoNow } from '../../../lib/clock.js';
import { findCancelTermsProducts } from '../../catalogue/product-terms.repository.js';
import { findUserOrderByReference, moveOrderStatus, type TOrderWithPayment } from '../booking.repository.js';
import { cancelTermsOf, productIdsOf } from '../cancel-terms.js';
import { cancelOrder } from '../steps/cancel-order.js';
import { refundPayment } from '../steps/refund.js';

/**
 * Cancel: a confirmed booking, as the terms allow (every product refundable, at least 24 hours before the
 * first activity). Two steps, each safe to repeat: cancelOrder gives the seats back and marks the order
 * 'cancelled'; then the payment is refunded and the order becomes 'refunded'. A crash between the two leaves
 * a 'cancelled' order whose refund the next cancel call completes.
 */
export async function cancelFlow(ctx: TAppContext, user: TAuthUser, reference: string): Promise<TOrderWithPayment> {
  const order = await findUserOrderByReference(ctx.db, user.id, reference);
  if (!order) throw new AppError('NOT_FOUND', CANCEL_MESSAGES.notFound);
  if (order.status === 'refunded') throw new AppError('CONFLICT', CANCEL_MESSAGES.alreadyCancelled);
  if (order.status === 'failed') throw new AppError('CONFLICT', CANCEL_MESSAGES.notConfirmed);
  if (order.status === 'confirmed') {
    const terms = cancelTermsOf(order, await findCancelTermsProducts(ctx.db, productIdsOf([order])));
    if (!terms.refundable) throw new AppError('CONFLICT', CANCEL_MESSAGES.nonRefundable);
    if (!terms.deadline || ctx.clock.now().getTime() > terms.deadline.getTime()) {
      throw new AppError('CONFLICT', CANCEL_MESSAGES.tooLate);
    }
    await cancelOrder(ctx, order);
  }
  // An order that cost nothing (a 100% promo code) has nothing to refund and stays 'cancelled'.
  if (order.amount_paid_fils > 0) {
    await refundPayment(ctx, { paymentId: order.payment_id, transactionId: order.provider_transaction_id });
    await moveOrderStatus(ctx.db, order.id, 'cancelled', 'refunded', isoNow(ctx.clock));
  }
  const updated = await findUserOrderByReference(ctx.db, user.id, reference);
  if (!updated) throw new Error(`Order ${reference} vanished while being cancelled`);
  return updated;
}
