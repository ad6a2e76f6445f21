import { CANCEL_MESSAGES } from '@rihla/shared/messages/booking';
import type { TRefundDestination } from '@rihla/shared/schemas/booking';
import type { TAppContext } from '../../../context.js';
import type { TDb } from '../../../db/database.js';
import { insertNotification } from '../../notifications/index.js';
import { enqueueOrderMessages, orderMessageChannels, type TOrderMessage } from '../../outbox/index.js';
import { isCashTransaction } from '../../payments/index.js';
import {
  cancelConfirmedOrder,
  findOrderById,
  lockSlots,
  moveCheckoutStatus,
  type TOrderWithPayment,
} from '../booking.repository.js';
import { refundPartsOfSplit } from '../refund-parts.js';
import { seatsChanged, type TSeatsChange } from '../seats-changed.js';
import { takeBackInviteBonus, takeBackPoints } from './post-points.js';
import { storedLines } from './price-cart.js';
import { releaseSeats } from './release-seats.js';
import {
  giftCardRefundDestination,
  givenBackFils,
  remainingParts,
  returnBalances,
  splitRefund,
} from './spend-balances.js';

/**
 * The shop cancelled a departure of the order (decision 073): its messages say which, when and why, in place of a
 * cancellation's or a refund's own.
 */
export interface TDepartureNotice {
  productId: string;
  date: string;
  start: string;
  title: string;
  time: string;
  /** The tickets it had, in words ('2 adults, 1 child'): a line that leaves the order is no longer on it. */
  tickets: string;
  reason: string;
}

/**
 * The message a cancellation (of the order, or of some of its tickets) queues: its own topic, or, for a departure the
 * shop cancelled, the departure's cancellation naming it and the reason.
 */
export function cancellationMessage(
  message: TOrderMessage & { payload: Record<string, unknown> },
  notice: TDepartureNotice | undefined,
  isWholeOrder: boolean,
): TOrderMessage {
  if (!notice) return message;
  return { ...message, topic: 'departureCancelled', payload: { ...message.payload, notice, isWholeOrder } };
}

/**
 * Step "cancel the order", in one transaction: only the caller that moves the order out of 'confirmed' (and
 * records what it gives back) gives its seats back, marks its checkout cancelled and tells the shopper (in the
 * app and by email), so seats return once however the cancellation is repeated or raced. True for that caller;
 * `andThen` runs in its transaction (an operator's refund records itself there, so the record and the cancel
 * land together). The refund recorded is never more than the order holds now: a date change that refunded
 * part of it may have landed after the caller read it (decision 043); callers pay what the order records.
 * The refund is split over what paid the order (decision 049): points, gift card and wallet parts go back in this
 * transaction, and the card's part to the wallet too when `refundTo` says so; else the caller refunds it.
 */
export async function cancelOrder(
  ctx: TAppContext,
  order: TOrderWithPayment,
  refundFils: number,
  andThen?: (trx: TDb, now: string) => Promise<void>,
  refundTo: TRefundDestination = 'card',
  notice?: TDepartureNotice,
): Promise<boolean> {
  const now = ctx.clock.now().toISOString();
  let released: TSeatsChange[] = [];
  const isCancelled = await ctx.db.transaction().execute(async (trx) => {
    await lockSlots(trx, storedLines(order));
    const current = await findOrderById(trx, order.id);
    if (!current) return false;
    // Only what is left: refunds that kept the order may have given part of it back already (decision 062).
    const split = splitRefund(remainingParts(current), refundFils);
    const destinations = {
      card: refundTo,
      giftCard: await giftCardRefundDestination(trx, current.gift_card_id, now),
    };
    const recordedFils = givenBackFils(split, destinations.giftCard);
    if (!(await cancelConfirmedOrder(trx, order.id, { split, destinations }, now))) return false;
    released = await releaseSeats(trx, { checkoutId: order.checkout_id }, now);
    await moveCheckoutStatus(trx, order.checkout_id, ['confirmed'], 'cancelled', now);
    // Each part back where it came from (the card's through the gateway after this transaction, unless to the wallet).
    await returnBalances(trx, current, split, destinations, now);
    await takeBackPoints(trx, order, now);
    await takeBackInviteBonus(trx, order, now);
    // Where each part of this cancellation's refund went (decision 063), not what refunds before it gave back.
    const parts = refundPartsOfSplit(split, {
      ...destinations,
      isCash: isCashTransaction(order.provider_transaction_id),
    });
    await insertNotification(trx, order.user_id, CANCEL_MESSAGES.notification(order.reference, parts), now);
    // The cancellation's email and text say what comes back; queued here, they go once however it is raced.
    const message = { topic: 'orderCancelled', payload: { refundFils: recordedFils, parts } } as const;
    const holder = { id: order.id, userId: order.user_id };
    const queued = cancellationMessage(message, notice, true);
    await enqueueOrderMessages(trx, holder, queued, orderMessageChannels(ctx.config), now);
    await andThen?.(trx, now);
    return true;
  });
  // This step owns its transaction: once it has committed, resellers listening hear of the seats (decision 131).
  if (isCancelled) await seatsChanged(ctx, released);
  return isCancelled;
}
