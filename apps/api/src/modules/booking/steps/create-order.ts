import { BOOKING_MESSAGES, PROMO_MESSAGES } from '@rihla/shared/messages/booking';
import { LEDGER_MESSAGES } from '@rihla/shared/messages/ledger';
import { ON_ACCOUNT_PROVIDER } from '@rihla/shared/rules/channels';
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
import { newReference, newToken } from '../../../lib/ids.js';
import { deleteBoughtCartLines, setCartPromo } from '../../cart/index.js';
import { insertNotification } from '../../notifications/index.js';
import { findOrderHolder, orderMessageChannels, type THolderContact } from '../../outbox/index.js';
import {
  claimCheckout,
  insertOrder,
  listHoldsOfCheckout,
  lockSlots,
  moveCheckoutStatus,
  movePaymentStatus,
  type TOrderWithPayment,
} from '../booking.repository.js';
import { findBookingRefusal } from '../departures.js';
import { claimPromoUse, insertRedemption } from '../promo.repository.js';
import { seatsChanged } from '../seats-changed.js';
import { bookSeats } from './hold-seats.js';
import { earnInviteBonus, earnPoints } from './post-points.js';
import { hasBalanceParts } from './price-balances.js';
import { storedLines, type TPricedLine } from './price-cart.js';
import { queueOrderMessages } from './queue-messages.js';
import { releaseSeats } from './release-seats.js';
import { balanceChanged, spendBalances } from './spend-balances.js';

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
 * Step "create the order" of a confirmed payment, in one transaction: the sub-steps of createOrderIn, in order.
 * Safe to repeat: only one run claims the checkout, and the checkout id is unique in orders as well.
 */
export async function createOrder(
  ctx: TAppContext,
  checkout: TCheckoutRow,
  payment: TPaymentRow,
  options: TCreateOrderOptions = {},
): Promise<TOrderWithPayment | null> {
  const order = await ctx.db.transaction().execute((trx) => createOrderIn(ctx, trx, checkout, payment, options));
  // Committed: its seats booked (a lapsed hold's counted again) or, sold out meanwhile, given back (decision 131).
  if (order) await seatsChanged(ctx, storedLines(checkout));
  return order;
}

export interface TCreateOrderOptions {
  isFailureRefused?: boolean;
  /**
   * Who the order's messages go to instead of its account: a partner's booking tells the reseller's lead contact
   * (decision 121), never the partner's own account.
   */
  messagesTo?: THolderContact;
}

/** What the sub-steps of one order's creation share: its transaction, checkout, payment, lines and time. */
interface TOrderDraft {
  trx: TDb;
  checkout: TCheckoutRow;
  payment: TPaymentRow;
  lines: TPricedLine[];
  now: string;
  clockNow: Date;
}

/**
 * createOrder in the caller's transaction, as its sub-steps, each named by what it writes:
 * 1. claimCheckout: the open checkout becomes 'confirmed' (the first write, so a racing confirmation stops there
 *    and answers null);
 * 2. takeSeatsCodeAndBalances: locks the slots, refuses a line past its cut-off or short of seats (re-checking
 *    capacity for any hold that expired), takes a use of the promo code within its limits, and what points, a gift
 *    card and the wallet pay (decision 049);
 * 3. insertOrderRow: the order, 'confirmed', or 'failed' with the reason when step 2 refused;
 * then for a failed order 4f. recordOrderFailure: its seats released, the checkout 'failed', the shopper told of
 *    the refund, which the caller then makes;
 * else 4. bookOrderSeats: the holds 'booked'; 5. markPaymentPaid; 6. clearBoughtCart: the bought cart lines and
 *    the spent code; 7. recordPromoRedemption; 8. notifyOrderConfirmed; 9. postOrderPoints: its points and a
 *    friend's invite bonus (none on account); 10. queueOrderConfirmation: its emails and texts in the outbox.
 * With `isFailureRefused` (an order paid by balances alone, decision 049) a checkout that cannot become a booking is
 * refused with a CONFLICT instead of recorded as failed, so the caller's transaction, its payment included, rolls
 * back and nothing changes.
 */
export async function createOrderIn(
  ctx: TAppContext,
  trx: TDb,
  checkout: TCheckoutRow,
  payment: TPaymentRow,
  options: TCreateOrderOptions = {},
): Promise<TOrderWithPayment | null> {
  const clockNow = ctx.clock.now();
  const draft: TOrderDraft = {
    trx,
    checkout,
    payment,
    lines: storedLines(checkout),
    now: clockNow.toISOString(),
    clockNow,
  };
  if (!(await claimCheckout(trx, checkout.id, draft.now))) return null;
  // The order takes its checkout's id (one checkout makes at most one order): what was given under it before the
  // payment, the passengers' details (decision 107), is the order's without a copy.
  const orderId = checkout.id;
  const { holds, failure } = await takeSeatsCodeAndBalances(draft, orderId, options.isFailureRefused === true);
  // A partner's order keeps the partner's rate as it is now (decision 126): its statement never moves after.
  const partnerTerms = checkout.partner_id
    ? await ctx.partnerTerms(
        trx,
        checkout.partner_id,
        draft.lines.map((line) => line.productId),
      )
    : null;
  const order = await insertOrderRow(draft, orderId, failure, partnerTerms);
  if (failure) {
    await recordOrderFailure(draft, order, failure);
    return order;
  }
  await bookOrderSeats(draft, holds);
  await markPaymentPaid(draft);
  await clearBoughtCart(draft);
  await recordPromoRedemption(draft, order);
  await notifyOrderConfirmed(draft, order);
  // One read of the holder serves the invite bonus and the messages.
  const holder = await findOrderHolder(trx, checkout.user_id);
  await postOrderPoints(draft, order, holder);
  await queueOrderConfirmation(ctx, draft, order, options.messagesTo ?? holder);
  return order;
}

/**
 * Locks the slots, then takes what the order needs or answers why it cannot have it: its lines' seats and
 * departures (checked, booked later), a use of its promo code, and what its balances pay.
 */
async function takeSeatsCodeAndBalances(
  draft: TOrderDraft,
  orderId: string,
  isFailureRefused: boolean,
): Promise<{ holds: TSeatHoldRow[]; failure: TOrderFailureReason | null }> {
  const { trx, checkout } = draft;
  await lockSlots(trx, draft.lines);
  const holds = await listHoldsOfCheckout(trx, checkout.id);
  const failure = await findOrderFailure(trx, checkout, draft.lines, holds, draft.clockNow);
  if (isFailureRefused && failure) throw new AppError('CONFLICT', FAILED_ORDER_REFUSALS[failure]);
  if (failure) return { holds, failure };
  return { holds, failure: await takeBalances(trx, checkout, orderId, draft.now, isFailureRefused) };
}

/** Inserts the order: 'confirmed', or 'failed' with its reason and everything refunded (by the caller). */
async function insertOrderRow(
  draft: TOrderDraft,
  orderId: string,
  failure: TOrderFailureReason | null,
  partnerTerms: string | null,
): Promise<TOrderWithPayment> {
  const { checkout, payment, now } = draft;
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
    // A failed order took nothing from the balances: only its card part is given back (by the caller).
    ...(failure ? EMPTY_PARTS : balancePartsOf(checkout)),
    refunded_points_used: 0,
    refunded_points_fils: 0,
    refunded_gift_card_fils: 0,
    refunded_wallet_fils: 0,
    refund_to: null,
    gift_card_refund_to: null,
    // The shopper's language, as the page that paid said it (decision 103).
    language: checkout.language,
    // The partner who sold it (decision 120) comes with its checkout; the partner's reference is set by its API.
    partner_id: checkout.partner_id,
    partner_reference: null,
    partner_channel: checkout.partner_channel,
    // The partner's rate as it is now (decision 126), as the partners module answers it.
    partner_terms: partnerTerms,
  };
  await insertOrder(draft.trx, order);
  return { ...order, provider_transaction_id: payment.provider_transaction_id };
}

/** A failed order's seats are released, its checkout 'failed', and the shopper told of the refund. */
async function recordOrderFailure(draft: TOrderDraft, order: TOrderRow, failure: TOrderFailureReason): Promise<void> {
  const { trx, checkout, now } = draft;
  await releaseSeats(trx, { checkoutId: checkout.id }, now);
  await moveCheckoutStatus(trx, checkout.id, ['confirmed'], 'failed', now);
  await insertNotification(trx, checkout.user_id, REFUND_NOTIFICATIONS[failure](order.reference), now);
}

/** The checkout's holds become the order's booked seats. */
function bookOrderSeats(draft: TOrderDraft, holds: TSeatHoldRow[]): Promise<void> {
  return bookSeats(draft.trx, draft.checkout.id, draft.lines, holds, draft.now);
}

/** The payment the order was made from: 'pending' -> 'paid'. */
function markPaymentPaid(draft: TOrderDraft): Promise<void> {
  return movePaymentStatus(draft.trx, draft.payment.id, ['pending'], 'paid', draft.now);
}

/** The cart lines the order bought leave the cart, and so does its code, now spent. */
async function clearBoughtCart(draft: TOrderDraft): Promise<void> {
  const { trx, checkout } = draft;
  await deleteBoughtCartLines(trx, checkout.user_id, draft.lines);
  // A cart without a code has nothing to forget.
  if (checkout.promo_code) await setCartPromo(trx, checkout.user_id, null, draft.now);
}

/** The promo code's redemption by this order (its use was taken in takeSeatsCodeAndBalances). */
async function recordPromoRedemption(draft: TOrderDraft, order: TOrderRow): Promise<void> {
  const { checkout } = draft;
  if (!checkout.promo_code) return;
  await insertRedemption(draft.trx, checkout.promo_code, checkout.user_id, order.id, draft.now);
}

/** The shopper's in-app notification of the booking. */
function notifyOrderConfirmed(draft: TOrderDraft, order: TOrderRow): Promise<void> {
  const { checkout } = draft;
  return insertNotification(
    draft.trx,
    checkout.user_id,
    BOOKING_MESSAGES.confirmedNotification(order.reference),
    draft.now,
  );
}

type THolder = Awaited<ReturnType<typeof findOrderHolder>>;

/**
 * The order's points (pending until its trip has run), and the invite bonus of the friend who invited the buyer. An
 * order paid on account earns neither (decision 132): a partner pays for it by statement, an agent's booking is the
 * agency's sale and an OCTO booking's account is the reseller's, so points would be a discount kept by whoever booked
 * (an invited agent's friend earns the bonus on the agent's first booking of its own instead).
 */
async function postOrderPoints(draft: TOrderDraft, order: TOrderRow, holder: THolder): Promise<void> {
  if (draft.payment.provider === ON_ACCOUNT_PROVIDER) return;
  await earnPoints(draft.trx, order, draft.now);
  await earnInviteBonus(draft.trx, order, holder?.invited_by ?? null, draft.now);
}

/** The confirmation and each departure's reminder, by email and text, in the outbox. */
function queueOrderConfirmation(
  ctx: TAppContext,
  draft: TOrderDraft,
  order: TOrderRow,
  holder: THolderContact | undefined,
) {
  const recipient = { id: order.id, userId: order.user_id, contact: holder };
  return queueOrderMessages(draft.trx, recipient, draft.lines, orderMessageChannels(ctx.config), draft.clockNow);
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
    throw error.message === LEDGER_MESSAGES.blocked ? error : balanceChanged();
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
