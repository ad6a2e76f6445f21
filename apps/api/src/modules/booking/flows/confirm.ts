import { BOOKING_MESSAGES, PAYMENT_MESSAGES, PROMO_MESSAGES } from '@rihla/shared/messages/booking';
import { LEDGER_MESSAGES } from '@rihla/shared/messages/ledger';
import type { TAppContext, TAuthUser } from '../../../context.js';
import { isUniqueViolation } from '../../../db/database.js';
import type { TOrderFailureReason, TPaymentRow } from '../../../db/tables/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { runFlow } from '../../../lib/flow.js';
import { confirmGiftCardNotice, findPurchaseOfTransaction } from '../../gift-cards/index.js';
import { BALANCE_PROVIDER, isBalanceTransaction, type TProviderPayment } from '../../payments/index.js';
import {
  findCheckoutOfUser,
  findOrderByCheckout,
  findPaymentByTransaction,
  type TOrderWithPayment,
} from '../booking.repository.js';
import { oneAtATime } from '../one-at-a-time.js';
import { findChangeByPayment } from '../order-changes.repository.js';
import { completePaidChange } from '../steps/change-departure.js';
import { confirmPaymentStep } from '../steps/confirm-payment.js';
import { createOrder } from '../steps/create-order.js';

/**
 * Confirm: a paid checkout becomes its order, whoever asks (the shopper's return page or the gateway's
 * callback). Safe to repeat and to race: the order is created once (the checkout id is unique in orders) and
 * every later call answers with that same order. A payment that cannot become a booking (sold out or past the
 * cut-off meanwhile, the checkout cancelled, the checkout paid by another payment) is refunded and the shopper
 * told so with a CONFLICT. A payment of a date change's difference (decision 043) completes that change instead.
 */
export async function confirmFlow(
  ctx: TAppContext,
  payment: TPaymentRow,
  gatewayState?: TProviderPayment | null,
): Promise<TOrderWithPayment> {
  const change = await findChangeByPayment(ctx.db, payment.id);
  if (change) return completePaidChange(ctx, change, payment, gatewayState);
  return oneAtATime(ctx, `confirm:${payment.checkout_id}`, () => confirmOnce(ctx, payment, gatewayState));
}

async function confirmOnce(
  ctx: TAppContext,
  payment: TPaymentRow,
  gatewayState: TProviderPayment | null | undefined,
): Promise<TOrderWithPayment> {
  const existing = await findOrderByCheckout(ctx.db, payment.checkout_id);
  if (existing) return answerWithOrder(ctx, existing, payment, gatewayState);

  // A refusal after confirmPaymentStep refunds the payment: its undo is declared with it (decision 068).
  const outcome = await runFlow(async (run) => {
    await run(confirmPaymentStep, ctx, payment, gatewayState);
    const checkout = await findCheckoutOfUser(ctx.db, payment.checkout_id, payment.user_id);
    if (!checkout) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.checkoutNotFound);
    // The account was deleted while its payment page was open: nothing is booked for a deleted account.
    if (checkout.status === 'cancelled') throw new AppError('CONFLICT', PAYMENT_MESSAGES.checkoutCancelled);
    let order: TOrderWithPayment | null;
    try {
      order = await createOrder(ctx, checkout, payment);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      order = null;
    }
    if (order === null) {
      // A confirmation in another process won the race: answer with its order; if there is none, the checkout
      // was cancelled (its account deleted) while this payment completed.
      const winner = await findOrderByCheckout(ctx.db, payment.checkout_id);
      if (!winner) throw new AppError('CONFLICT', PAYMENT_MESSAGES.checkoutCancelled);
      return { order: winner, isWinnersOrder: true };
    }
    if (order.status === 'failed') throw failedOrderRefusal(order);
    return { order, isWinnersOrder: false };
  });
  if (!outcome.isWinnersOrder) return outcome.order;
  return answerWithOrder(ctx, outcome.order, payment, {
    status: 'paid',
    amountFils: payment.amount_fils,
    currency: 'AED',
  });
}

/**
 * The checkout already has its order. Made by this payment: answer with it (a failed one is refunded again,
 * which the gateway does once). Made by another payment of the same checkout (two payment pages paid): this
 * one can never become a booking, so if the gateway took the money it is refunded at once and the shopper
 * told so. The refund is the undo confirmPaymentStep declares, for a payment confirmed by an earlier call.
 */
async function answerWithOrder(
  ctx: TAppContext,
  order: TOrderWithPayment,
  payment: TPaymentRow,
  gatewayState: TProviderPayment | null | undefined,
): Promise<TOrderWithPayment> {
  if (order.payment_id !== payment.id) {
    const state =
      gatewayState === undefined ? await ctx.payments.getPayment(payment.provider_transaction_id) : gatewayState;
    if (state?.status === 'paid' || state?.status === 'refunded') {
      await confirmPaymentStep.compensate(ctx, payment);
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.paidByAnotherRefunded);
    }
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.paidByAnother);
  }
  if (order.status === 'failed') {
    await confirmPaymentStep.compensate(ctx, payment);
    throw failedOrderRefusal(order);
  }
  return order;
}

/** What the shopper is told when a failed order's payment is refunded, by why it failed. */
const FAILED_ORDER_MESSAGES: Record<TOrderFailureReason, string> = {
  seats: BOOKING_MESSAGES.soldOutAfterPayment,
  pastCutoff: BOOKING_MESSAGES.closedAfterPayment,
  promo: PROMO_MESSAGES.ranOutAfterPayment,
  balance: LEDGER_MESSAGES.spentAfterPayment,
};

/** Why a failed order's payment is refunded, told to the shopper. */
function failedOrderRefusal(order: TOrderWithPayment): AppError {
  return new AppError('CONFLICT', FAILED_ORDER_MESSAGES[order.failure_reason ?? 'seats']);
}

/** The shopper's return page: their own payment of their own checkout, confirmed. */
export async function confirmShopperPayment(
  ctx: TAppContext,
  user: TAuthUser,
  transactionId: string,
  checkoutId: string,
): Promise<TOrderWithPayment> {
  // An order paid by balances alone has a payment of its own provider, made with its order (decision 049).
  const provider = isBalanceTransaction(transactionId) ? BALANCE_PROVIDER : ctx.payments.nameOf(transactionId);
  if (!provider) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  const payment = await findPaymentByTransaction(ctx.db, provider, transactionId, {
    checkoutId,
    userId: user.id,
  });
  if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  return confirmFlow(ctx, payment);
}

/**
 * The gateway's callback: a transaction changed. A transaction pays for one of two things, each confirmed by its own
 * flow: a checkout (or a date change's difference), here, or a gift card purchase (gift-cards/flows/buy-gift-card.ts,
 * decisions 049, 068). Its state is asked of the gateway, never taken from the notice; a paid one is confirmed.
 * Answers what was done, for the gateway's log.
 */
export async function confirmGatewayNotice(ctx: TAppContext, provider: string, transactionId: string): Promise<string> {
  if (ctx.payments.nameOf(transactionId) !== provider)
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  const payment = await findPaymentByTransaction(ctx.db, provider, transactionId);
  if (payment) return confirmCheckoutNotice(ctx, payment);
  const purchase = await findPurchaseOfTransaction(ctx, provider, transactionId);
  if (purchase) return confirmGiftCardNotice(ctx, purchase);
  throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
}

async function confirmCheckoutNotice(ctx: TAppContext, payment: TPaymentRow): Promise<string> {
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
