import type { TCompletedOrder } from '@rihla/shared/schemas/booking';
import type { TAppContext, TAuthUser } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import type { TCheckoutRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId, newReference, newToken } from '../../lib/ids.js';
import { deleteCartItems, setCartPromo } from '../cart/cart.repository.js';
import { storedLines } from '../cart/cart-pricing.js';
import { findOwnCheckout } from '../checkout/checkout.service.js';
import { redeemPromo } from '../checkout/promo.service.js';
import { insertNotification } from '../notifications/notifications.repository.js';
import { findOrderByCheckout, toCompletedOrder } from '../orders/orders.service.js';

export type TPaymentStatus = 'pending' | 'paid' | 'declined' | 'refunded';

/** Step 1 of paying: ask the gateway for a hosted payment page for the checkout's exact amount. */
export async function initiatePayment(ctx: TAppContext, user: TAuthUser, checkoutId: string) {
  const checkout = await findOwnCheckout(ctx, user, checkoutId);
  if (checkout.status !== 'open') throw new AppError('CONFLICT', 'This checkout has already been paid');
  const lines = storedLines(checkout);
  const created = await ctx.payments.createPayment({
    amountFils: checkout.total_fils,
    currency: 'AED',
    description: `Rihla booking: ${lines.length} ${lines.length === 1 ? 'item' : 'items'}`,
    returnUrl: `${ctx.config.publicUrl}/transactionStatus`,
  });
  const now = isoNow(ctx.clock);
  await ctx.db
    .insertInto('payments')
    .values({
      id: newId(),
      provider: ctx.payments.name,
      provider_transaction_id: created.transactionId,
      checkout_id: checkout.id,
      user_id: user.id,
      amount_fils: checkout.total_fils,
      status: 'pending' satisfies TPaymentStatus,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { Transaction: { PaymentPage: created.paymentPageUrl, TransactionID: created.transactionId } };
}

/**
 * Step 2: turn a paid checkout into an order. The client's word is never taken: the gateway is asked for
 * the transaction's real state and amount. Safe to retry: the order is created once (the checkout id is
 * unique in orders) and every later call answers with that same order.
 */
export async function confirmBooking(
  ctx: TAppContext,
  user: TAuthUser,
  transactionId: string,
  checkoutId: string,
): Promise<TCompletedOrder> {
  const payment = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', ctx.payments.name)
    .where('provider_transaction_id', '=', transactionId)
    .where('checkout_id', '=', checkoutId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!payment) throw new AppError('NOT_FOUND', 'This payment was not found');

  const existing = await findOrderByCheckout(ctx.db, checkoutId);
  if (existing) {
    if (existing.payment_id !== payment.id) throw new AppError('CONFLICT', 'This checkout was paid by another payment');
    return toCompletedOrder(ctx, existing);
  }

  const state = await ctx.payments.getPayment(transactionId);
  if (!state || state.status === 'pending') throw new AppError('CONFLICT', 'Your payment has not been completed');
  if (state.status !== 'paid') throw new AppError('CONFLICT', 'Your payment was declined');
  if (state.amountFils !== payment.amount_fils || state.currency !== 'AED') {
    throw new AppError('CONFLICT', 'The amount paid does not match your order');
  }

  const checkout = await findOwnCheckout(ctx, user, checkoutId);
  try {
    await createOrder(ctx, checkout, payment.id);
  } catch (error) {
    // A concurrent confirmation of the same checkout won the race: answer with its order.
    if (!isUniqueViolation(error)) throw error;
  }
  const order = await findOrderByCheckout(ctx.db, checkoutId);
  if (!order) throw new Error(`Order of checkout ${checkoutId} missing after confirmation`);
  return toCompletedOrder(ctx, order);
}

async function createOrder(ctx: TAppContext, checkout: TCheckoutRow, paymentId: string): Promise<void> {
  const now = isoNow(ctx.clock);
  const orderId = newId();
  const reference = newReference();
  const lines = storedLines(checkout);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('orders')
      .values({
        id: orderId,
        reference,
        user_id: checkout.user_id,
        checkout_id: checkout.id,
        payment_id: paymentId,
        items: checkout.items,
        subtotal_fils: checkout.subtotal_fils,
        discount_fils: checkout.discount_fils,
        amount_paid_fils: checkout.total_fils,
        promo_code: checkout.promo_code,
        status: 'confirmed',
        voucher_code: newToken(),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx.updateTable('payments').set({ status: 'paid', updated_at: now }).where('id', '=', paymentId).execute();
    await trx
      .updateTable('checkouts')
      .set({ status: 'confirmed', updated_at: now })
      .where('id', '=', checkout.id)
      .execute();
    await deleteCartItems(
      trx,
      checkout.user_id,
      lines.map((line) => line.productId),
    );
    await setCartPromo(trx, checkout.user_id, null, now);
    if (checkout.promo_code) await redeemPromo(trx, checkout.promo_code, checkout.user_id, orderId, now);
    await insertNotification(
      trx,
      checkout.user_id,
      `Your booking ${reference} is confirmed. Download your voucher from Your Orders.`,
      now,
    );
  });
}
