import { BOOKING_MESSAGES, PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import type { TAppContext, TAuthUser } from '../../../context.js';
import { isUniqueViolation } from '../../../db/database.js';
import type { TPaymentRow } from '../../../db/tables/schema.js';
import { AppError } from '../../../lib/app-error.js';
import type { TProviderPayment } from '../../payments/payment-provider.js';
import {
  findCheckoutOfUser,
  findOrderByCheckout,
  findPaymentByTransaction,
  type TOrderWithPayment,
} from '../booking.repository.js';
import { confirmPayment } from '../steps/confirm-payment.js';
import { createOrder } from '../steps/create-order.js';
import { refundPayment } from '../steps/refund.js';

/**
 * Confirm: a paid checkout becomes its order, whoever asks (the shopper's return page or the gateway's
 * callback). Safe to repeat and to race: the order is created once (the checkout id is unique in orders) and
 * every later call answers with that same order. A payment that cannot become a booking (sold out meanwhile,
 * the checkout cancelled) is refunded and the shopper told so with a CONFLICT.
 */
export async function confirmFlow(
  ctx: TAppContext,
  payment: TPaymentRow,
  gatewayState?: TProviderPayment | null,
): Promise<TOrderWithPayment> {
  const refund = { paymentId: payment.id, transactionId: payment.provider_transaction_id };
  const existing = await findOrderByCheckout(ctx.db, payment.checkout_id);
  if (existing) {
    if (existing.payment_id !== payment.id) throw new AppError('CONFLICT', PAYMENT_MESSAGES.paidByAnother);
    if (existing.status === 'failed') await refundSoldOut(ctx, refund);
    return existing;
  }

  await confirmPayment(ctx, payment, gatewayState);
  const checkout = await findCheckoutOfUser(ctx.db, payment.checkout_id, payment.user_id);
  if (!checkout) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.checkoutNotFound);
  if (checkout.status === 'cancelled') {
    // The account was deleted while its payment page was open: nothing is booked for a deleted account.
    await refundPayment(ctx, refund);
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.checkoutCancelled);
  }
  let order: TOrderWithPayment | null;
  try {
    order = await createOrder(ctx, checkout, payment);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    order = null;
  }
  if (order === null) {
    // A concurrent confirmation of the same checkout won the race: answer with its order; if there is none,
    // the checkout was cancelled (its account deleted) while this payment completed.
    order = (await findOrderByCheckout(ctx.db, payment.checkout_id)) ?? null;
    if (!order) {
      await refundPayment(ctx, refund);
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.checkoutCancelled);
    }
  }
  if (order.status === 'failed') await refundSoldOut(ctx, refund);
  return order;
}

async function refundSoldOut(ctx: TAppContext, payment: { paymentId: string; transactionId: string }): Promise<never> {
  await refundPayment(ctx, payment);
  throw new AppError('CONFLICT', BOOKING_MESSAGES.soldOutAfterPayment);
}

/** The shopper's return page: their own payment of their own checkout, confirmed. */
export async function confirmShopperPayment(
  ctx: TAppContext,
  user: TAuthUser,
  transactionId: string,
  checkoutId: string,
): Promise<TOrderWithPayment> {
  const payment = await findPaymentByTransaction(ctx.db, ctx.payments.name, transactionId, {
    checkoutId,
    userId: user.id,
  });
  if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  return confirmFlow(ctx, payment);
}

/**
 * The gateway's callback: a transaction changed. Its state is asked of the gateway, never taken from the
 * notice; a paid one is confirmed. Answers what was done, for the gateway's log.
 */
export async function confirmGatewayNotice(ctx: TAppContext, provider: string, transactionId: string): Promise<string> {
  const payment =
    ctx.payments.name === provider ? await findPaymentByTransaction(ctx.db, provider, transactionId) : undefined;
  if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  const state = await ctx.payments.getPayment(payment.provider_transaction_id);
  if (state?.status !== 'paid') return 'Nothing to do for this payment';
  try {
    await confirmFlow(ctx, payment, state);
  } catch (error) {
    // Sold out (refunded), amount mismatch, paid by another payment: recorded; nothing more to do.
    if (error instanceof AppError && error.code === 'CONFLICT') return error.message;
    throw error;
  }
  return 'The payment is confirmed';
}
