// Steps "refund part of an order" and "cancel some tickets" (issue 32 item 9, decision 062): the order stays
// confirmed. Each runs in one transaction under the order's slot lock (the lock a cancellation and a date change take),
// re-reads the order there, and gives back at most what is left of what it was paid with, each part where it came
// from (the same split and ledger step as a cancellation, with keys of its own); the card's part is planned over the
// order's gateway transactions in that transaction and refunded after it under the key `part:<refund id>`.
import { CANCEL_MESSAGES } from '@rihla/shared/messages/booking';
import { BOOKING_DESK_MESSAGES } from '@rihla/shared/messages/bookings';
import type { TRefundPart } from '@rihla/shared/messages/refunds';
import type { TTicketCounts } from '@rihla/shared/rules/departures';
import type { TAppContext } from '../../../context.js';
import type { TDb } from '../../../db/database.js';
import type { TOrderRefundKind, TOrderRow } from '../../../db/tables/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { newId } from '../../../lib/ids.js';
import { insertNotification } from '../../notifications/index.js';
import { enqueueOrderMessages, orderMessageChannels } from '../../outbox/index.js';
import { isCashTransaction } from '../../payments/index.js';
import { findOrderById, listHoldsOfCheckout, lockSlots } from '../booking.repository.js';
import { lineCancellationOf, type TTicketsCancellation, ticketsCancellationOf } from '../cancel-terms.js';
import { addRefundToOrder, insertOrderRefund, setOrderLines, type TRefundShare } from '../order-refunds.repository.js';
import { refundPartsOfSplit } from '../refund-parts.js';
import { seatsChanged, type TSeatsChange } from '../seats-changed.js';
import { cancellationMessage, type TDepartureNotice } from './cancel-order.js';
import { storedLines } from './price-cart.js';
import { planOrderRefund, recordedRefundFils, refundShares } from './refund.js';
import { releaseSeats } from './release-seats.js';
import {
  giftCardRefundDestination,
  givenBackFils,
  orderValueFils,
  remainingParts,
  returnBalances,
  splitRefund,
  type TRefundSplit,
} from './spend-balances.js';

/** What is left to give back of an order: what it was paid with, less all refunds so far. */
export function leftToRefundFils(order: TOrderRow): number {
  return Math.max(0, orderValueFils(order) - recordedRefundFils(order));
}

/** What a refund that kept the order did, for its record (event, audit entry) and the gateway after the commit. */
export interface TPartRefundDone {
  refundId: string;
  split: TRefundSplit;
  plan: TRefundShare[];
  /** The order as it was read under the lock, before this refund. */
  before: TOrderRow;
}

/**
 * In the caller's transaction, the order read there and confirmed: `refundFils` of what is left given back, each part
 * to where it came from (points, gift card, wallet at once; the card's part planned for the gateway), recorded as an
 * order_refunds row and on the order's refunded parts, and the shopper told (in the app, by email and text).
 */
async function recordPartRefund(
  ctx: TAppContext,
  trx: TDb,
  order: TOrderRow,
  refund: {
    kind: TOrderRefundKind;
    refundFils: number;
    operatorId: string | null;
    tickets?: { cancelled: number; of: number };
    notice?: TDepartureNotice | undefined;
  },
  now: string,
): Promise<TPartRefundDone> {
  const refundId = newId();
  const split = splitRefund(remainingParts(order), refund.refundFils);
  const giftCard = split.giftCardFils > 0 ? await giftCardRefundDestination(trx, order.gift_card_id, now) : null;
  const plan = split.cardFils > 0 ? await planOrderRefund(trx, order.id, split.cardFils) : [];
  if (!(await addRefundToOrder(trx, order.id, split, giftCard, now))) {
    throw new AppError('CONFLICT', BOOKING_DESK_MESSAGES.cancelledMeanwhile);
  }
  await insertOrderRefund(trx, {
    id: refundId,
    orderId: order.id,
    operatorId: refund.operatorId,
    kind: refund.kind,
    split,
    plan,
    at: now,
  });
  await returnBalances(trx, order, split, { card: 'card', giftCard: giftCard ?? 'gift_card' }, now, `part:${refundId}`);
  const valueFils = givenBackFils(split, giftCard ?? 'gift_card');
  const parts = refundPartsOfSplit(split, {
    card: 'card',
    giftCard,
    isCash: plan.some((share) => isCashTransaction(share.transactionId)),
  });
  const paidFils = orderValueFils(order);
  await insertNotification(
    trx,
    order.user_id,
    CANCEL_MESSAGES.partNotification(order.reference, valueFils, paidFils, refund.tickets),
    now,
  );
  const payload = { refundFils: valueFils, paidFils, parts, ...(refund.tickets && { tickets: refund.tickets }) };
  const message = { topic: 'orderRefunded', keySuffix: refundId, payload } as const;
  await enqueueOrderMessages(
    trx,
    { id: order.id, userId: order.user_id },
    cancellationMessage(message, refund.notice, false),
    orderMessageChannels(ctx.config),
    now,
  );
  return { refundId, split, plan, before: order };
}

/** The order, read again under its slot lock, while it is still confirmed; else the caller lost to a cancellation. */
async function lockConfirmedOrder(trx: TDb, order: TOrderRow): Promise<TOrderRow> {
  await lockSlots(trx, storedLines(order));
  const current = await findOrderById(trx, order.id);
  if (current?.status !== 'confirmed') {
    throw new AppError('CONFLICT', BOOKING_DESK_MESSAGES.cancelledMeanwhile);
  }
  return current;
}

function assertLeft(order: TOrderRow, refundFils: number): void {
  const leftFils = leftToRefundFils(order);
  if (refundFils > leftFils) throw new AppError('BAD_REQUEST', BOOKING_DESK_MESSAGES.amountTooLarge(leftFils));
}

/** The card's part of a refund that kept the order, through the gateway once the transaction committed. */
export async function payPartRefund(ctx: TAppContext, done: TPartRefundDone): Promise<void> {
  await refundShares(ctx, done.plan, `part:${done.refundId}`);
}

/**
 * Step "refund an amount" (the order stays confirmed, its seats, voucher and check-ins untouched). `andThen` runs in
 * its transaction (the operator's event and audit entry). Throws CONFLICT when the order was cancelled meanwhile and
 * BAD_REQUEST when the amount is more than is left; the caller pays the card's part with `payPartRefund`.
 */
export async function refundAmount(
  ctx: TAppContext,
  order: TOrderRow,
  refund: { refundFils: number; operatorId: string | null },
  andThen: (trx: TDb, now: string, done: TPartRefundDone) => Promise<void>,
): Promise<TPartRefundDone> {
  const now = ctx.clock.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const current = await lockConfirmedOrder(trx, order);
    assertLeft(current, refund.refundFils);
    const done = await recordPartRefund(ctx, trx, current, { kind: 'amount', ...refund }, now);
    await andThen(trx, now, done);
    return done;
  });
}

/**
 * Step "cancel some tickets": the line keeps the rest at the prices it was sold at, the departure's hold gives the
 * freed seats back (so the manifest and seats left count only what is left), and what `refundOf` chooses from the
 * terms' answer (the tier's refund, all they were paid, nothing, or an operator's amount) is given back as a refund
 * that keeps the order. `tickets: 'line'`: every ticket of the line, which leaves the order (its departure cancelled,
 * decision 073; the order keeps its other lines), its hold released. Throws BAD_REQUEST for tickets the line cannot
 * lose and CONFLICT when the order was cancelled or its lines changed meanwhile.
 */
export async function cancelTickets(
  ctx: TAppContext,
  order: TOrderRow,
  cancel: {
    lineIndex: number;
    tickets: Partial<TTicketCounts> | 'line';
    operatorId: string | null;
    notice?: TDepartureNotice;
  },
  refundOf: (cancellation: TTicketsCancellation, leftFils: number) => number,
  andThen: (trx: TDb, now: string, cancellation: TTicketsCancellation, done: TPartRefundDone | null) => Promise<void>,
): Promise<TPartRefundDone | null> {
  const now = ctx.clock.now().toISOString();
  let released: TSeatsChange[] = [];
  const result = await ctx.db.transaction().execute(async (trx) => {
    const current = await lockConfirmedOrder(trx, order);
    const cancellation =
      cancel.tickets === 'line'
        ? lineCancellationOf(current, cancel.lineIndex, ctx.clock.now())
        : ticketsCancellationOf(current, cancel.lineIndex, cancel.tickets, ctx.clock.now());
    if (cancellation.invalid) throw new AppError('BAD_REQUEST', cancellation.invalid);
    const refundFils = refundOf(cancellation, leftToRefundFils(current));
    assertLeft(current, refundFils);
    const change = {
      itemsBefore: current.items,
      itemsAfter: JSON.stringify(cancellation.items),
      subtotalFils: cancellation.subtotalFils,
      discountFils: cancellation.discountFils,
    };
    if (!(await setOrderLines(trx, current.id, change, now))) {
      throw new AppError('CONFLICT', BOOKING_DESK_MESSAGES.changedMeanwhile);
    }
    const { line } = cancellation;
    if (cancel.tickets === 'line') {
      const hold = (await listHoldsOfCheckout(trx, current.checkout_id)).find(
        (each) =>
          each.status === 'booked' &&
          each.product_id === line.productId &&
          each.date === line.date &&
          each.start_time === line.start,
      );
      if (hold) released = await releaseSeats(trx, { holdId: hold.id }, now);
    } else {
      const scope = { checkoutId: current.checkout_id, departure: line, seats: cancellation.seats };
      released = await releaseSeats(trx, scope, now);
    }
    const tickets = { cancelled: cancellation.cancelledCount, of: cancellation.bookedCount };
    const done =
      refundFils > 0
        ? await recordPartRefund(
            ctx,
            trx,
            current,
            { kind: 'tickets', refundFils, operatorId: cancel.operatorId, tickets, notice: cancel.notice },
            now,
          )
        : null;
    if (!done) {
      const payload = { refundFils: 0, paidFils: orderValueFils(current), tickets };
      const message = { topic: 'orderRefunded', keySuffix: `tickets:${newId()}`, payload } as const;
      const holder = { id: current.id, userId: current.user_id };
      const queued = cancellationMessage(message, cancel.notice, false);
      await enqueueOrderMessages(trx, holder, queued, orderMessageChannels(ctx.config), now);
    }
    await andThen(trx, now, cancellation, done);
    return done;
  });
  // Committed: the freed seats are told to resellers listening (decision 131).
  await seatsChanged(ctx, released);
  return result;
}

/**
 * Where each part of a refund of `refundFils` of the order would go now (the preview of a departure's cancellation,
 * decision 073): the split and destinations a cancellation or a refund that keeps the order would record.
 */
export async function plannedRefundParts(
  db: TDb,
  order: TOrderRow & { provider_transaction_id: string },
  refundFils: number,
  now: string,
): Promise<TRefundPart[]> {
  const split = splitRefund(remainingParts(order), refundFils);
  const giftCard = split.giftCardFils > 0 ? await giftCardRefundDestination(db, order.gift_card_id, now) : null;
  return refundPartsOfSplit(split, {
    card: 'card',
    giftCard,
    isCash: isCashTransaction(order.provider_transaction_id),
  });
}
