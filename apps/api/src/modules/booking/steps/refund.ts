import type { TAppContext } from '../../../context.js';
import { isoNow } from '../../../lib/clock.js';
import { isCashTransaction } from '../../payments/cash.js';
import { setPaymentStatus } from '../booking.repository.js';

/**
 * Step "refund": the gateway gives a paid transaction's money back, all of it or the amount given (it refunds
 * a paid transaction once), then
 * our record of the payment says so. Safe to repeat, so a retried flow completes a refund a crash interrupted.
 * Cash taken at the desk (decision 042) has no gateway: it is handed back there, and only our record changes.
 */
export async function refundPayment(
  ctx: TAppContext,
  payment: { paymentId: string; transactionId: string; amountFils?: number },
): Promise<void> {
  if (!isCashTransaction(payment.transactionId)) await ctx.payments.refund(payment.transactionId, payment.amountFils);
  await setPaymentStatus(ctx.db, payment.paymentId, 'refunded', isoNow(ctx.clock));
}
