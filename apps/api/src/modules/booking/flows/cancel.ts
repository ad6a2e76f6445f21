import { CANCEL_MESSAGES } from '@rihla/shared/messages/booking';
import type { TAppContext, TAuthUser } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { isoNow } from '../../../lib/clock.js';
import { findUserOrderByReference, moveOrderStatus, type TOrderWithPayment } from '../booking.repository.js';
import { cancellationOf } from '../cancel-terms.js';
import { cancelOrder } from '../steps/cancel-order.js';
import { refundCancelledOrder } from '../steps/refund.js';

/**
 * Cancel: a confirmed booking, as the terms its lines were sold with allow (every line refundable, a tier
 * still applying to each). Two steps, each safe to repeat: cancelOrder gives the seats back, marks the order
 * 'cancelled' and records what the tiers give back; then the payment is refunded by that amount and the order
 * becomes 'refunded'. A crash between the two leaves a 'cancelled' order whose refund the next cancel call
 * completes.
 */
export async function cancelFlow(ctx: TAppContext, user: TAuthUser, reference: string): Promise<TOrderWithPayment> {
  const order = await findUserOrderByReference(ctx.db, user.id, reference);
  if (!order) throw new AppError('NOT_FOUND', CANCEL_MESSAGES.notFound);
  if (order.status === 'refunded') throw new AppError('CONFLICT', CANCEL_MESSAGES.alreadyCancelled);
  if (order.status === 'failed') throw new AppError('CONFLICT', CANCEL_MESSAGES.notConfirmed);
  let refundFils = order.refunded_fils;
  if (order.status === 'confirmed') {
    const terms = cancellationOf(order, ctx.clock.now());
    if (terms.refusal) throw new AppError('CONFLICT', terms.refusal);
    await cancelOrder(ctx, order, terms.refundFils);
    // Whoever cancelled (this call, or an operator's refund meanwhile), the refund recorded is the one paid; it
    // is never more than a date change left on the order (decision 043).
    refundFils = (await findUserOrderByReference(ctx.db, user.id, reference))?.refunded_fils ?? 0;
  }
  // An order that cost nothing (a 100% promo code), or cancelled in a tier that gives nothing back, has
  // nothing to refund and stays 'cancelled'.
  if (refundFils > 0) {
    await refundCancelledOrder(ctx, order.id, refundFils);
    await moveOrderStatus(ctx.db, order.id, 'cancelled', 'refunded', isoNow(ctx.clock));
  }
  const updated = await findUserOrderByReference(ctx.db, user.id, reference);
  if (!updated) throw new Error(`Order ${reference} vanished while being cancelled`);
  return updated;
}
