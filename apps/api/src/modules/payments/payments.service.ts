import type { TCompletedOrder } from '@rihla/shared/schemas/booking';
import type { Selectable } from 'kysely';
import type { TAppContext, TAuthUser } from '../../context.js';
import { isUniqueViolation, lockSlots, type TDb } from '../../db/database.js';
import type { Database, TCheckoutRow, TOrderRow, TSeatHoldRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId, newReference, newToken } from '../../lib/ids.js';
import {
  findSlotProducts,
  insertHold,
  listHoldsOfCheckout,
  setHoldStatus,
} from '../availability/availability.repository.js';
import { BOOKING_MESSAGES, readSlotState } from '../availability/availability.service.js';
import { deleteCartItems, setCartPromo } from '../cart/cart.repository.js';
import { storedLines, type TPricedLine } from '../cart/cart-pricing.js';
import { findOwnCheckout } from '../checkout/checkout.service.js';
import { redeemPromo } from '../checkout/promo.service.js';
import { insertNotification } from '../notifications/notifications.repository.js';
import { describeOrder, findOrderByCheckout, type TOrderWithPayment } from '../orders/orders.service.js';
import type { TProviderPayment } from './payment-provider.js';

export type TPaymentStatus = 'pending' | 'paid' | 'declined' | 'refunded';

/** Step 1 of paying: ask the gateway for a hosted payment page for the checkout's exact amount. */
export async function initiatePayment(ctx: TAppContext, user: TAuthUser, checkoutId: string) {
  const checkout = await findOwnCheckout(ctx, user, checkoutId);
  if (checkout.status !== 'open') throw new AppError('CONFLICT', 'This checkout has already been paid');
  const lines = storedLines(checkout);
  // Paying after the hold expired is allowed while seats remain; confirmation checks again.
  const shortage = await findSeatShortage(
    ctx.db,
    checkout,
    await listHoldsOfCheckout(ctx.db, checkout.id),
    ctx.clock.now(),
  );
  if (shortage) throw new AppError('CONFLICT', shortage);
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
  return confirmPayment(ctx, payment);
}

export type TPaymentRow = Selectable<Database['payments']>;

/**
 * Confirms a known payment (found by provider + transaction id) for the shopper's return page, and answers
 * with the order as the shopper sees it. See recordPaidPayment.
 */
export async function confirmPayment(ctx: TAppContext, payment: TPaymentRow): Promise<TCompletedOrder> {
  return describeOrder(ctx, await recordPaidPayment(ctx, payment));
}

/**
 * Turns a known payment into its order, whoever asks: the shopper's return page or the gateway's
 * server-to-server callback (which already holds the gateway's state of the transaction and passes it). The
 * gateway is asked for the real state and amount; the order is created once (the checkout id is unique in
 * orders) and every later call answers with that same order. Refusals are CONFLICTs the shopper can read.
 */
export async function recordPaidPayment(
  ctx: TAppContext,
  payment: TPaymentRow,
  gatewayState?: TProviderPayment | null,
): Promise<TOrderWithPayment> {
  const transactionId = payment.provider_transaction_id;
  const checkoutId = payment.checkout_id;
  const existing = await findOrderByCheckout(ctx.db, checkoutId);
  if (existing) {
    if (existing.payment_id !== payment.id) throw new AppError('CONFLICT', 'This checkout was paid by another payment');
    if (existing.status === 'failed') await refundSoldOut(ctx, transactionId);
    return existing;
  }

  const state = gatewayState === undefined ? await ctx.payments.getPayment(transactionId) : gatewayState;
  if (!state || state.status === 'pending') throw new AppError('CONFLICT', 'Your payment has not been completed');
  if (state.status !== 'paid') throw new AppError('CONFLICT', 'Your payment was declined');
  if (state.amountFils !== payment.amount_fils || state.currency !== 'AED') {
    throw new AppError('CONFLICT', 'The amount paid does not match your order');
  }

  const checkout = await ctx.db
    .selectFrom('checkouts')
    .selectAll()
    .where('id', '=', checkoutId)
    .where('user_id', '=', payment.user_id)
    .executeTakeFirst();
  if (!checkout) throw new AppError('NOT_FOUND', 'This checkout was not found. Please check out again.');
  if (checkout.status === 'cancelled') {
    // The account was deleted while its payment page was open: nothing is booked for a deleted account.
    await ctx.db
      .updateTable('payments')
      .set({ status: 'refunded' satisfies TPaymentStatus, updated_at: isoNow(ctx.clock) })
      .where('id', '=', payment.id)
      .execute();
    await ctx.payments.refund(transactionId);
    throw new AppError('CONFLICT', 'This checkout was cancelled, so the payment has been refunded');
  }
  let order: TOrderWithPayment | undefined;
  try {
    order = await createOrder(ctx, checkout, payment);
  } catch (error) {
    // A concurrent confirmation of the same checkout won the race: answer with its order.
    if (!isUniqueViolation(error)) throw error;
    order = await findOrderByCheckout(ctx.db, checkoutId);
  }
  if (!order) throw new Error(`Order of checkout ${checkoutId} missing after confirmation`);
  if (order.status === 'failed') await refundSoldOut(ctx, transactionId);
  return order;
}

/**
 * The money of a payment whose seats sold out goes back through the gateway. Safe to repeat (the gateway
 * refunds a paid transaction once), so a retried confirmation also completes a refund a crash interrupted.
 */
async function refundSoldOut(ctx: TAppContext, transactionId: string): Promise<never> {
  await ctx.payments.refund(transactionId);
  throw new AppError('CONFLICT', BOOKING_MESSAGES.soldOutAfterPayment);
}

/**
 * Why a checkout's seats cannot be booked now, or null when they can: a line whose hold still runs is
 * fine; any other line needs its seats free again (its own expired hold no longer counts as taken).
 */
async function findSeatShortage(
  db: TDb,
  checkout: TCheckoutRow,
  holds: TSeatHoldRow[],
  now: Date,
): Promise<string | null> {
  const lines = storedLines(checkout);
  const products = await findSlotProducts(
    db,
    lines.map((line) => line.productId),
  );
  for (const line of lines) {
    const hold = holdOfLine(holds, line);
    if (hold?.status === 'booked' || (hold?.status === 'held' && hold.expires_at > now.toISOString())) continue;
    const product = products.get(line.productId);
    if (!product) return BOOKING_MESSAGES.closed;
    const state = await readSlotState(db, product, line.date, now);
    if (state.isClosed) return BOOKING_MESSAGES.closed;
    if (state.seatsLeft < line.adultCount) return BOOKING_MESSAGES.seatsLeft(state.seatsLeft, product.title, line.date);
  }
  return null;
}

function holdOfLine(holds: TSeatHoldRow[], line: TPricedLine): TSeatHoldRow | undefined {
  return (
    holds.find((hold) => hold.product_id === line.productId && hold.date === line.date && hold.status !== 'released') ??
    holds.find((hold) => hold.product_id === line.productId && hold.date === line.date)
  );
}

/**
 * One transaction: lock the checkout's slots, turn its holds into bookings (re-checking capacity for any
 * hold that expired), then record the order. When seats are gone the order is recorded as failed, the
 * payment as refunded and the holds stay released; the caller then refunds through the gateway.
 */
async function createOrder(ctx: TAppContext, checkout: TCheckoutRow, payment: TPaymentRow): Promise<TOrderWithPayment> {
  const clockNow = ctx.clock.now();
  const now = clockNow.toISOString();
  const orderId = newId();
  const reference = newReference();
  const paymentId = payment.id;
  const lines = storedLines(checkout);
  return ctx.db.transaction().execute(async (trx) => {
    await lockSlots(trx, ctx.database.dialect, lines);
    const holds = await listHoldsOfCheckout(trx, checkout.id);
    const shortage = await findSeatShortage(trx, checkout, holds, clockNow);
    const order: TOrderRow = {
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
      status: shortage ? 'failed' : 'confirmed',
      voucher_code: newToken(),
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('orders').values(order).execute();
    const recorded = { ...order, provider_transaction_id: payment.provider_transaction_id };
    if (shortage) {
      await setHoldStatus(
        trx,
        holds.filter((hold) => hold.status !== 'released').map((hold) => hold.id),
        'released',
        now,
      );
      await trx
        .updateTable('payments')
        .set({ status: 'refunded', updated_at: now })
        .where('id', '=', paymentId)
        .execute();
      await trx
        .updateTable('checkouts')
        .set({ status: 'failed', updated_at: now })
        .where('id', '=', checkout.id)
        .execute();
      await insertNotification(trx, checkout.user_id, BOOKING_MESSAGES.refundNotification(reference), now);
      return recorded;
    }
    for (const line of lines) {
      const hold = holdOfLine(holds, line);
      if (hold) await setHoldStatus(trx, [hold.id], 'booked', now);
      else {
        // A checkout recorded before seat holds existed books its seats here.
        await insertHold(trx, checkout.id, line, { status: 'booked', expiresAt: now }, now);
      }
    }
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
    return recorded;
  });
}
