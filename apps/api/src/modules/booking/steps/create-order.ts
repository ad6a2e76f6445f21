import { BOOKING_MESSAGES } from '@rihla/shared/messages/booking';
import type { TAppContext } from '../../../context.js';
import type { TCheckoutRow, TOrderRow, TPaymentRow } from '../../../db/tables/schema.js';
import { newId, newReference, newToken } from '../../../lib/ids.js';
import { deleteCartItems, setCartPromo } from '../../cart/cart.repository.js';
import { insertNotification } from '../../notifications/notifications.repository.js';
import {
  claimCheckout,
  insertOrder,
  listHoldsOfCheckout,
  lockSlots,
  setCheckoutStatus,
  setPaymentStatus,
  type TOrderWithPayment,
} from '../booking.repository.js';
import { insertRedemption } from '../promo.repository.js';
import { findSeatShortage } from '../slots.js';
import { bookSeats } from './hold-seats.js';
import { storedLines } from './price-cart.js';
import { releaseSeats } from './release-seats.js';

/**
 * Step "create the order" of a confirmed payment, in one transaction: claim the open checkout (the first
 * write, so a racing confirmation stops there and answers null), lock its slots, book its seats (re-checking
 * capacity for any hold that expired), record the order, mark the payment paid, empty the cart lines it
 * bought, redeem its promo code and tell the shopper. When the seats are gone the order is recorded as
 * 'failed', the checkout too, its seats released and the shopper told of the refund, which the caller then
 * makes. Safe to repeat: only one run claims the checkout, and the checkout id is unique in orders as well.
 */
export async function createOrder(
  ctx: TAppContext,
  checkout: TCheckoutRow,
  payment: TPaymentRow,
): Promise<TOrderWithPayment | null> {
  const clockNow = ctx.clock.now();
  const now = clockNow.toISOString();
  const lines = storedLines(checkout);
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await claimCheckout(trx, checkout.id, now))) return null;
    await lockSlots(trx, lines);
    const holds = await listHoldsOfCheckout(trx, checkout.id);
    const shortage = await findSeatShortage(trx, lines, holds, clockNow);
    const order: TOrderRow = {
      id: newId(),
      reference: newReference(),
      user_id: checkout.user_id,
      checkout_id: checkout.id,
      payment_id: payment.id,
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
    await insertOrder(trx, order);
    const recorded = { ...order, provider_transaction_id: payment.provider_transaction_id };
    if (shortage) {
      await releaseSeats(trx, { checkoutId: checkout.id }, now);
      await setCheckoutStatus(trx, checkout.id, 'failed', now);
      await insertNotification(trx, checkout.user_id, BOOKING_MESSAGES.refundNotification(order.reference), now);
      return recorded;
    }
    await bookSeats(trx, checkout.id, lines, holds, now);
    await setPaymentStatus(trx, payment.id, 'paid', now);
    await deleteCartItems(
      trx,
      checkout.user_id,
      lines.map((line) => line.productId),
    );
    if (checkout.promo_code) {
      // The code is spent: the cart forgets it (a cart without one has nothing to forget).
      await setCartPromo(trx, checkout.user_id, null, now);
      await insertRedemption(trx, checkout.promo_code, checkout.user_id, order.id, now);
    }
    await insertNotification(trx, checkout.user_id, BOOKING_MESSAGES.confirmedNotification(order.reference), now);
    return recorded;
  });
}
