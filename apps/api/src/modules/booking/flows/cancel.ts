import { CANCEL_MESSAGES } from '@rihla/shared/messages/booking';
import type { TRefundDestination } from '@rihla/shared/schemas/booking';
import type { TAppContext, TAuthUser } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { findUserOrderByReference, type TOrderWithPayment } from '../booking.repository.js';
import { cancellationOf } from '../cancel-terms.js';
import { cancelOrder } from '../steps/cancel-order.js';
import { cancellationRefundFils, finishCancelledRefund, refundedValueFils } from '../steps/refund.js';

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
): Promise<TCancelOutcome> {
  const order = await findUserOrderByReference(ctx.db, user.id, reference);
  if (!order) throw new AppError('NOT_FOUND', CANCEL_MESSAGES.notFound);
  if (order.status === 'refunded') throw new AppError('CONFLICT', CANCEL_MESSAGES.alreadyCancelled);
  if (order.status === 'failed') throw new AppError('CONFLICT', CANCEL_MESSAGES.notConfirmed);
  let cancelled = order;
  let isCancelledHere = false;
  if (order.status === 'confirmed') {
    const terms = cancellationOf(order, ctx.clock.now());
    if (terms.refusal) throw new AppError('CONFLICT', terms.refusal);
    isCancelledHere = await cancelOrder(ctx, order, terms.refundFils, undefined, refundTo);
    // Whoever cancelled (this call, or an operator meanwhile), the refund recorded is the one paid; it is never more
    // than is left on the order (a date change or a refund that kept it, decisions 043 and 062), and goes where that
    // cancel said.
    cancelled = (await findUserOrderByReference(ctx.db, user.id, reference)) ?? order;
  }
  await finishCancelledRefund(ctx, cancelled);
  const updated = await findUserOrderByReference(ctx.db, user.id, reference);
  if (!updated) throw new Error(`Order ${reference} vanished while being cancelled`);
  // The answer says what the committed cancellation did, not what this call asked for (issue 32 item 16).
  const refundFils = await cancellationRefundFils(ctx.db, updated);
  return { order: updated, isCancelledHere, refundFils, earlierFils: refundedValueFils(updated) - refundFils };
}

/** What a shopper's cancel call found done once it returned, read back from what the order recorded. */
export interface TCancelOutcome {
  order: TOrderWithPayment;
  /** This call moved the order out of 'confirmed'; false when another cancellation (an operator's) had won. */
  isCancelledHere: boolean;
  /** What the cancellation gave back (every part), and what refunds that kept the order had given before it. */
  refundFils: number;
  earlierFils: number;
}

/** The words of a cancel call's answer, from what it found done. */
export function cancelOutcomeMessage(outcome: TCancelOutcome): string {
  if (!outcome.isCancelledHere) return CANCEL_MESSAGES.cancelledMeanwhile(outcome.refundFils);
  if (outcome.earlierFils > 0) return CANCEL_MESSAGES.cancelledAfterRefunds(outcome.refundFils, outcome.earlierFils);
  return CANCEL_MESSAGES.cancelled;
}
