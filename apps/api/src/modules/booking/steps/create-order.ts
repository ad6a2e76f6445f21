import { BOOKING_MESSAGES, PROMO_MESSAGES } from '@rihla/shared/messages/booking';
import { LEDGER_MESSAGES } from '@rihla/shared/messages/ledger';
import type { TAppContext } from '../../../context.js';
import { inSavepoint, type TDb } from '../../../db/database.js';
import type {
  TCheckoutRow,
  TOrderFailureReason,
  TOrderRow,
  TPaymentRow,
  TSeatHoldRow,
} from '../../../db/tables/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { newId, newReference, newToken } from '../../../lib/ids.js';
import { deleteBoughtCartLines, setCartPromo } from '../../cart/index.js';
import { insertNotification } from '../../notifications/index.js';
import { findOrderHolder, orderMessageChannels } from '../../outbox/index.js';
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
import { earnInviteBonus, earnPoints } from './post-points.js';
import { hasBalanceParts } from './price-balances.js';
import { storedLines, type TPricedLine } from './price-cart.js';
import { queueOrderMessages } from './queue-messages.js';
import { releaseSeats } from './release-seats.js';
import { spendBalances } from './spend-balances.js';

/** What the shopper is told when an order fails for each reason, and refunded. */
const REFUND_NOTIFICATIONS: Record<TOrderFailureReason, (reference: string) => string> = {
  seats: BOOKING_MESSAGES.refundNotification,
  pastCutoff: BOOKING_MESSAGES.closedRefundNotification,
  promo: PROMO_MESSAGES.refundNotification,
  balance: LEDGER_MESSAGES.spentRefundNotification,
};

/** Why an order paid by balances alone is refused (nothing was paid, so nothing is refunded). */
const FAILED_ORDER_REFUSALS: Record<TOrderFailureReason, string> = {
  seats: BOOKING_MESSAGES.closed,
  pastCutoff: BOOKING_MESSAGES.pastCutoff,
  promo: PROMO_MESSAGES.fullyRedeemed,
  balance: LEDGER_MESSAGES.balanceChanged,
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
 * within the code's limits, take what points, a gift card and the wallet pay (decision 049), then record the
 * order, book the seats, mark the payment paid, empty the cart lines it bought, post its points and a friend's
 * invite bonus, tell the shopper and queue its emails. When any of those is refused the order is
 * recorded as 'failed' with its reason, the checkout too, its seats released and the shopper told of the
 * refund, which the caller then makes. Safe to repeat: only one run claims the checkout, and the checkout id
 * is unique in orders as well.
 */
export async function createOrder(
  ctx: TAppContext,
  checkout: TCheckoutRow,
  payment: TPaymentRow,
): Promise<TOrderWithPayment | null> {
  return ctx.db.transaction().execute((trx) => createOrderIn(ctx, trx, checkout, payment));
}

/**
 * createOrder in the caller's transaction. With `isFailureRefused` (an order paid by balances alone, decision 049)
 * a checkout that cannot become a booking is refused with a CONFLICT instead of recorded as failed, so the
 * caller's transaction, its payment included, rolls back and nothing changes.
 */
export async function createOrderIn(
  ctx: TAppContext,
  trx: TDb,
  checkout: TCheckoutRow,
  payment: TPaymentRow,
  options: { isFailureRefused?: boolean } = {},
): Promise<TOrderWithPayment | null> {
  const clockNow = ctx.clock.now();
  const now = clockNow.toISOString();
  const lines = storedLines(checkout);
  if (!(await claimCheckout(trx, checkout.id, now))) return null;
  await lockSlots(trx, lines);
  const holds = await listHoldsOfCheckout(trx, checkout.id);
  const orderId = newId();
  let failure = await findOrderFailure(trx, checkout, lines, holds, clockNow);
  if (options.isFailureRefused && failure) throw new AppError('CONFLICT', FAILED_ORDER_REFUSALS[failure]);
  if (!failure) failure = await takeBalances(trx, checkout, orderId, now, options.isFailureRefused === true);
  // A failed order took nothing from the balances: only its card part is given back (by the caller).
  const taken = failure ? EMPTY_PARTS : balancePartsOf(checkout);
  const order: TOrderRow = {
    id: orderId,
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
    ...taken,
    refunded_points_used: 0,
    refunded_points_fils: 0,
    refunded_gift_card_fils: 0,
    refunded_wallet_fils: 0,
    refund_to: null,
    gift_card_refund_to: null,
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
  // One read of the holder serves the invite bonus and the messages.
  const holder = await findOrderHolder(trx, checkout.user_id);
  await earnInviteBonus(trx, order, holder?.invited_by ?? null, now);
  const channels = orderMessageChannels(ctx.config);
  await queueOrderMessages(trx, { id: order.id, userId: checkout.user_id, contact: holder }, lines, channels, clockNow);
  return recorded;
}

/**
 * Takes what the checkout's balances pay for the order. A balance spent elsewhere since checkout fails the order
 * ('balance': only the spending is undone, the caller refunds its card payment); with `isFailureRefused` it is a
 * CONFLICT that the shopper answers by checking out again.
 */
async function takeBalances(
  trx: TDb,
  checkout: TCheckoutRow,
  orderId: string,
  now: string,
  isFailureRefused: boolean,
): Promise<TOrderFailureReason | null> {
  if (!hasBalanceParts(checkout)) return null;
  try {
    await (isFailureRefused
      ? spendBalances(trx, checkout, orderId, now)
      : inSavepoint(trx, 'spend_balances', () => spendBalances(trx, checkout, orderId, now)));
    return null;
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    if (!isFailureRefused) return 'balance';
    throw error.message === LEDGER_MESSAGES.blocked ? error : new AppError('CONFLICT', LEDGER_MESSAGES.balanceChanged);
  }
}

const EMPTY_PARTS = { points_used: 0, points_fils: 0, gift_card_id: null, gift_card_fils: 0, wallet_fils: 0 };

function balancePartsOf(checkout: TCheckoutRow) {
  return {
    points_used: checkout.points_used,
    points_fils: checkout.points_fils,
    gift_card_id: checkout.gift_card_id,
    gift_card_fils: checkout.gift_card_fils,
    wallet_fils: checkout.wallet_fils,
  };
}
