import { BOOKING_MESSAGES, PROMO_MESSAGES } from '@rihla/shared/messages/booking';
import type { TAppContext } from '../../../context.js';
import type { TDb } from '../../../db/database.js';
import type {
  TCheckoutRow,
  TOrderFailureReason,
  TOrderRow,
  TPaymentRow,
  TSeatHoldRow,
} from '../../../db/tables/schema.js';
import { newId, newReference, newToken } from '../../../lib/ids.js';
import { deleteBoughtCartLines, setCartPromo } from '../../cart/cart.repository.js';
import { insertNotification } from '../../notifications/notifications.repository.js';
import { orderMessageChannels } from '../../outbox/channels.js';
import {
  claimCheckout,
  insertOrder,
  listHoldsOfCheckout,
  lockSlots,
  setCheckoutStatus,
  setPaymentStatus,
  type TOrderWithPayment,
} from '../booking.repository.js';
import { findBookingRefusal } from '../departures.js';
import { claimPromoUse, insertRedemption } from '../promo.repository.js';
import { bookSeats } from './hold-seats.js';
import { earnPoints } from './post-points.js';
import { storedLines, type TPricedLine } from './price-cart.js';
import { queueOrderMessages } from './queue-messages.js';
import { releaseSeats } from './release-seats.js';

/** What the shopper is told when an order fails for each reason, and refunded. */
const REFUND_NOTIFICATIONS: Record<TOrderFailureReason, (reference: string) => string> = {
  seats: BOOKING_MESSAGES.refundNotification,
  pastCutoff: BOOKING_MESSAGES.closedRefundNotification,
  promo: PROMO_MESSAGES.refundNotification,
};

/** Why the checkout cannot become a booking now: a line past its cut-off or short of seats, or its code spent. */
async function findOrderFailure(
  trx: TDb,
  checkout: TCheckoutRow,
  lines: TPricedLine[],
  holds: TSeatHoldRow[],
  now: Date,
): Promise<TOrderFailureReason | null> {
  const refusal = await findBookingRefusal(trx, lines, holds, now);
  if (refusal) return refusal.reason;
  if (checkout.promo_code && (await claimPromoUse(trx, checkout.promo_code, checkout.user_id)) !== 'claimed') {
    return 'promo';
  }
  return null;
}

/**
 * Step "create the order" of a confirmed payment, in one transaction: claim the open checkout (the first
 * write, so a racing confirmation stops there and answers null), lock its slots, refuse a line past its
 * cut-off, check its seats (re-checking capacity for any hold that expired), take a use of its promo code
 * within the code's limits, then record the order, book the seats, mark the payment paid, empty the cart lines
 * it bought, tell the shopper and queue its emails. When any of those is refused the order is
 * recorded as 'failed' with its reason, the checkout too, its seats released and the shopper told of the
 * refund, which the caller then makes. Safe to repeat: only one run claims the checkout, and the checkout id
 * is unique in orders as well.
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
    const failure = await findOrderFailure(trx, checkout, lines, holds, clockNow);
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
      status: failure ? 'failed' : 'confirmed',
      failure_reason: failure,
      voucher_code: newToken(),
      // A failed order gives everything back (the caller refunds it).
      refunded_fils: failure ? checkout.total_fils : 0,
      created_at: now,
      updated_at: now,
    };
    await insertOrder(trx, order);
    const recorded = { ...order, provider_transaction_id: payment.provider_transaction_id };
    if (failure) {
      await releaseSeats(trx, { checkoutId: checkout.id }, now);
      await setCheckoutStatus(trx, checkout.id, 'failed', now);
      await insertNotification(trx, checkout.user_id, REFUND_NOTIFICATIONS[failure](order.reference), now);
      return recorded;
    }
    await bookSeats(trx, checkout.id, lines, holds, now);
    await setPaymentStatus(trx, payment.id, 'paid', now);
    await deleteBoughtCartLines(trx, checkout.user_id, lines);
    if (checkout.promo_code) {
      // The code is spent: the cart forgets it (a cart without one has nothing to forget).
      await setCartPromo(trx, checkout.user_id, null, now);
      await insertRedemption(trx, checkout.promo_code, checkout.user_id, order.id, now);
    }
    await insertNotification(trx, checkout.user_id, BOOKING_MESSAGES.confirmedNotification(order.reference), now);
    await earnPoints(trx, order, now);
    const channels = orderMessageChannels(ctx.config);
    await queueOrderMessages(trx, { id: order.id, userId: checkout.user_id }, lines, channels, clockNow);
    return recorded;
  });
}
