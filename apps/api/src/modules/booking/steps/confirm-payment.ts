import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import type { TAppContext } from '../../../context.js';
import type { TPaymentRow } from '../../../db/tables/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { defineStep } from '../../../lib/flow.js';
import type { TProviderPayment } from '../../payments/index.js';
import { refundPayment } from './refund.js';

/**
 * Step "confirm the payment": the client's word is never taken; the gateway's own record decides that the
 * transaction is paid, for exactly the amount asked, in AED. `gatewayState` is that record when the caller
 * already holds it (the gateway's callback). Reads only, so safe to repeat; refusals are CONFLICTs the
 * shopper can read.
 */
export async function confirmPayment(
  ctx: TAppContext,
  payment: TPaymentRow,
  gatewayState?: TProviderPayment | null,
): Promise<void> {
  const state =
    gatewayState === undefined ? await ctx.payments.getPayment(payment.provider_transaction_id) : gatewayState;
  if (!state || state.status === 'pending') throw new AppError('CONFLICT', PAYMENT_MESSAGES.notCompleted);
  if (state.status !== 'paid') {
    throw new AppError(
      'CONFLICT',
      state.isCancelledByPayer ? PAYMENT_MESSAGES.cancelledByPayer : PAYMENT_MESSAGES.declined,
    );
  }
  if (state.amountFils !== payment.amount_fils || state.currency !== 'AED') {
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.amountMismatch);
  }
}

/**
 * The payment a flow confirmed, and its undo declared with it (decision 068): when the flow refuses after it (the
 * payment cannot become its order or date change), the gateway gives the money back, once, and our record says so.
 */
export const confirmPaymentStep = defineStep({
  name: 'confirmPayment',
  invoke: confirmPayment,
  compensate: (ctx: TAppContext, payment: TPaymentRow) =>
    refundPayment(ctx, { paymentId: payment.id, transactionId: payment.provider_transaction_id }),
});
