import { CANCEL_MESSAGES } from '@rihla/shared/messages/booking';
import type { TRefundDestination } from '@rihla/shared/schemas/booking';
import type { TAppContext, TAuthUser } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { findUserOrderByReference, type TOrderWithPayment } from '../booking.repository.js';
import { cancellationOf } from '../cancel-terms.js';
import { cancelOrder } from '../steps/cancel-order.js';
import { finishCancelledRefund } from '../steps/refund.js';

/**
 * Cancel: a confirmed booking, as the terms its lines were sold with allow (every line refundable, a tier
 * still applying to each). Two steps, each safe to repeat: cancelOrder gives the seats back, marks the order
 * 'cancelled' and records what the tiers give back; then the payment is refunded by that amount and the order
 * becomes 'refunded'. A crash between the two leaves a 'cancelled' order whose refund the next cancel call
 * completes. What comes back goes where it came from (decision 049): the card's part to the card, or to the
 * wallet when `refundTo` says so.
 */
export async function cancelFlow(
  ctx: TAppContext,
  user: TAuthUser,
  reference: string,
  refundTo: TRefundDestination = 'card',
): Promise<TOrderWithPayment> {
  const order = await findUserOrderByReference(ctx.db, user.id, reference);
  if (!order) throw new AppError('NOT_FOUND', CANCEL_MESSAGES.notFound);
  if (order.status === 'refunded') throw new AppError('CONFLICT', CANCEL_MESSAGES.alreadyCancelled);
  if (order.status === 'failed') throw new AppError('CONFLICT', CANCEL_MESSAGES.notConfirmed);
  let cancelled = order;
  if (order.status === 'confirmed') {
    const terms = cancellationOf(order, ctx.clock.now());
    if (terms.refusal) throw new AppError('CONFLICT', terms.refusal);
    await cancelOrder(ctx, order, terms.refundFils, undefined, refundTo);
    // Whoever cancelled (this call, or an operator's refund meanwhile), the refund recorded is the one paid; it
    // is never more than a date change left on the order (decision 043), and goes where that cancel said.
    cancelled = (await findUserOrderByReference(ctx.db, user.id, reference)) ?? order;
  }
  await finishCancelledRefund(ctx, cancelled);
  const updated = await findUserOrderByReference(ctx.db, user.id, reference);
  if (!updated) throw new Error(`Order ${reference} vanished while being cancelled`);
  return updated;
}
