// A departure's desk (issue 34, decision 073). Cancelling a departure (weather, a broken boat) is the bookings desk's
// cancellation (decision 062) applied to every confirmed order with seats on it, each in its own transaction, refunded
// in full whatever its terms say (the shop cancelled, not the shopper): an order with only this departure is cancelled
// (booking/steps/cancel-order.ts), an order with other departures loses this departure's line ("cancel some tickets",
// booking/steps/refund-part.ts). The departure is closed first (the timetable desk's own close), so nothing more sells.
// Running it again cancels nothing twice: a cancelled order has no booked seats left on the departure, and a card
// refund the gateway refused then is paid under the same key. Messages go through the outbox.

import { DEPARTURE_DESK_MESSAGES as M } from '@rihla/shared/messages/departures';
import type { TRefundPart } from '@rihla/shared/messages/refunds';
import { departureLabel } from '@rihla/shared/rules/departures';
import { todayInDubai } from '@rihla/shared/rules/time';
import type {
  TCancelDepartureData,
  TDepartureCancellationQuote,
  TDepartureCancelResult,
  TDepartureSummary,
  TMessagePassengersData,
  TMessagePassengersRequest,
} from '@rihla/shared/schemas/operator-departures';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import type { TOrderRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { insertAuditEntry } from '../audit/index.js';
import {
  cancellationRefundFils,
  cancelOrder,
  cancelTickets,
  findOrderById,
  finishCancelledRefund,
  insertOrderEvent,
  isLineOnDeparture,
  leftToRefundFils,
  lineCancellationOf,
  listDepartureOrders,
  payPartRefund,
  plannedRefundParts,
  readDepartureState,
  storedLines,
  type TDepartureNotice,
  type TDepartureOrderRow,
  type TOrderWithPayment,
  type TPricedLine,
} from '../booking/index.js';
import { findBookingProducts } from '../catalogue/index.js';
import { setDeparture } from '../catalogue-desk/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import { enqueueOrderMessages, orderMessageChannels } from '../outbox/index.js';
import { ticketsText, voucherDate } from '../vouchers/index.js';

/** One departure of the desk's calls. */
export interface TDepartureRef {
  productId: string;
  date: string;
  start: string;
}

/** Who is told of a cancellation's failure that is not the operator's to read (a stack for the server's log). */
export type TLogError = (error: unknown, orderId: string) => void;

const objectIdOf = (key: TDepartureRef) => `${key.productId}/${key.date}/${key.start}`;
const isThisDeparture = (key: TDepartureRef) => (line: TPricedLine) => isLineOnDeparture(line, key);
const leadNameOf = (row: TDepartureOrderRow) => `${row.first_name} ${row.last_name}`.trim();

/** The departure as the desk names it; 404 for a product or departure that does not exist on that date. */
async function departureOf(ctx: TAppContext, key: TDepartureRef): Promise<TDepartureSummary> {
  const product = (await findBookingProducts(ctx.db, [key.productId])).get(key.productId);
  if (!product) throw new AppError('NOT_FOUND', M.noSuchDeparture);
  const state = await readDepartureState(ctx.db, product, key.date, key.start, ctx.clock.now());
  if (!state) throw new AppError('NOT_FOUND', M.noSuchDeparture);
  return {
    ...key,
    title: product.title,
    time: departureLabel(state),
    isClosed: state.isClosed || state.isDayClosed,
  };
}

/** What cancelling the departure does to one order: all of it, or its line of this departure. */
function planOf(order: TOrderRow, key: TDepartureRef, now: Date) {
  const lines = storedLines(order);
  const lineIndex = lines.findIndex(isThisDeparture(key));
  const isWholeOrder = lines.every(isThisDeparture(key)) || lineIndex < 0;
  const leftFils = leftToRefundFils(order);
  const refundFils = isWholeOrder ? leftFils : Math.min(lineCancellationOf(order, lineIndex, now).valueFils, leftFils);
  return { lines, lineIndex, line: lines[lineIndex], isWholeOrder, refundFils };
}

/** What goes back to each destination, all bookings together. */
function byDestination(parts: TRefundPart[]): TRefundPart[] {
  const sums: TRefundPart[] = [];
  for (const part of parts) {
    const same = sums.find((sum) => sum.to === part.to);
    if (!same) sums.push({ ...part });
    else {
      same.fils += part.fils;
      if (part.points !== undefined) same.points = (same.points ?? 0) + part.points;
    }
  }
  return sums;
}

/** The dialog's preview: the confirmed bookings on the departure and what each gets back, and where it goes. */
export async function quoteDepartureCancellation(
  ctx: TAppContext,
  key: TDepartureRef,
): Promise<TDepartureCancellationQuote> {
  const departure = await departureOf(ctx, key);
  const now = ctx.clock.now();
  const bookings: TDepartureCancellationQuote['bookings'] = [];
  for (const row of await listDepartureOrders(ctx.db, key)) {
    const order = await findOrderById(ctx.db, row.order_id);
    if (!order) continue;
    const plan = planOf(order, key, now);
    bookings.push({
      orderId: order.id,
      reference: order.reference,
      leadName: leadNameOf(row),
      seats: row.quantity,
      isWholeOrder: plan.isWholeOrder,
      refundFils: plan.refundFils,
      parts: await plannedRefundParts(ctx.db, order, plan.refundFils, now.toISOString()),
    });
  }
  return {
    departure,
    bookings,
    totalFils: bookings.reduce((sum, booking) => sum + booking.refundFils, 0),
    byDestination: byDestination(bookings.flatMap((booking) => booking.parts)),
  };
}

function problemOf(error: unknown): string {
  return error instanceof AppError ? error.message : error instanceof Error ? error.message : String(error);
}

/** The order's record of the departure's cancellation: its timeline's event and the audit entry, in its transaction. */
async function recordOrderCancel(
  trx: TDb,
  by: TOperatorAuth,
  order: TOrderRow,
  what: { kind: 'refunded' | 'cancelled' | 'ticketsCancelled'; refundFils: number; notice: TDepartureNotice },
  now: string,
): Promise<void> {
  const { notice } = what;
  const text = M.cancelledEvent(notice.title, `${voucherDate(notice.date)}, ${notice.time}`, notice.reason);
  await insertOrderEvent(trx, {
    orderId: order.id,
    at: now,
    kind: what.kind,
    operatorId: by.id,
    amountFils: what.refundFils,
    isOverride: false,
    text,
  });
  await insertAuditEntry(trx, {
    at: now,
    operatorId: by.id,
    action:
      what.kind === 'ticketsCancelled' ? 'order.cancelTickets' : what.refundFils > 0 ? 'order.refund' : 'order.cancel',
    objectType: 'order',
    objectId: order.id,
    before: { status: order.status, items: order.items },
    after: {
      departure: { productId: notice.productId, date: notice.date, start: notice.start },
      cancelled: what.kind === 'ticketsCancelled' ? 'departureLine' : 'order',
      refund: 'full',
      refundedFils: what.refundFils,
      reason: notice.reason,
    },
  });
}

/** One order of the departure cancelled and refunded in full; a failure is its result, never the others'. */
async function cancelOneOrder(
  ctx: TAppContext,
  by: TOperatorAuth,
  departure: TDepartureSummary,
  reason: string,
  row: TDepartureOrderRow,
): Promise<TDepartureCancelResult> {
  const result = (outcome: TDepartureCancelResult['outcome'], fill: Partial<TDepartureCancelResult> = {}) => ({
    orderId: row.order_id,
    reference: row.reference,
    leadName: leadNameOf(row),
    outcome,
    refundFils: 0,
    parts: [],
    problem: null,
    ...fill,
  });
  const order = await findOrderById(ctx.db, row.order_id);
  if (order?.status !== 'confirmed') return result('alreadyCancelled');
  const now = ctx.clock.now();
  const plan = planOf(order, departure, now);
  const notice: TDepartureNotice = {
    productId: departure.productId,
    date: departure.date,
    start: departure.start,
    title: plan.line?.title ?? departure.title,
    time: plan.line?.time ?? departure.time,
    tickets: plan.line ? ticketsText(plan.line) : '',
    reason,
  };
  const parts = await plannedRefundParts(ctx.db, order, plan.refundFils, now.toISOString());
  const done = { refundFils: plan.refundFils, parts };
  if (plan.isWholeOrder) {
    const kind = plan.refundFils > 0 ? 'refunded' : 'cancelled';
    const isCancelled = await cancelOrder(
      ctx,
      order,
      plan.refundFils,
      (trx, at) => recordOrderCancel(trx, by, order, { kind, refundFils: plan.refundFils, notice }, at),
      'card',
      notice,
    );
    if (!isCancelled) return result('alreadyCancelled');
    try {
      const recorded = (await findOrderById(ctx.db, order.id)) as TOrderWithPayment;
      await finishCancelledRefund(ctx, recorded);
      return result('cancelled', { ...done, refundFils: await cancellationRefundFils(ctx.db, recorded) });
    } catch (error) {
      return result('cancelled', { ...done, problem: M.refundNotPaid(problemOf(error)) });
    }
  }
  const refund = await cancelTickets(
    ctx,
    order,
    { lineIndex: plan.lineIndex, tickets: 'line', operatorId: by.id, notice },
    (cancellation, leftFils) => Math.min(cancellation.valueFils, leftFils),
    (trx, at, cancellation) =>
      recordOrderCancel(
        trx,
        by,
        order,
        { kind: 'ticketsCancelled', refundFils: Math.min(cancellation.valueFils, plan.refundFils), notice },
        at,
      ),
  );
  try {
    if (refund) await payPartRefund(ctx, refund);
    return result('ticketsCancelled', done);
  } catch (error) {
    return result('ticketsCancelled', { ...done, problem: M.refundNotPaid(problemOf(error)) });
  }
}

/**
 * A cancelled order of the departure whose card refund is still owed (the gateway refused it when the departure was
 * cancelled): paid now under the cancellation's own key, so it is never paid twice. Null when nothing was owed.
 */
async function finishOwedRefund(ctx: TAppContext, row: TDepartureOrderRow): Promise<TDepartureCancelResult | null> {
  const order = await findOrderById(ctx.db, row.order_id);
  if (order?.status !== 'cancelled' || (await cancellationRefundFils(ctx.db, order)) <= 0) return null;
  const base = { orderId: order.id, reference: order.reference, leadName: leadNameOf(row), parts: [] };
  try {
    await finishCancelledRefund(ctx, order);
    return { ...base, outcome: 'alreadyCancelled', refundFils: 0, problem: null };
  } catch (error) {
    return { ...base, outcome: 'failed', refundFils: 0, problem: M.refundNotPaid(problemOf(error)) };
  }
}

/**
 * Cancels a departure: closes it (nothing more sells), then cancels every confirmed order with seats on it, each in
 * its own transaction and refunded in full, each shopper told by email and text; one audit entry for the departure
 * lists what happened to each. A failure of one order is reported in its result and stops nothing.
 */
export async function cancelDeparture(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: TDepartureRef & { reason: string },
  logError: TLogError = () => {},
): Promise<TCancelDepartureData> {
  const key = { productId: input.productId, date: input.date, start: input.start };
  const before = await departureOf(ctx, key);
  if (key.date < todayInDubai(ctx.clock.now())) throw new AppError('BAD_REQUEST', M.pastDeparture);
  await setDeparture(ctx, by, { ...key, action: { kind: 'close' } });
  const departure = { ...before, isClosed: true };
  const results: TDepartureCancelResult[] = [];
  for (const row of await listDepartureOrders(ctx.db, { ...key, withCancelled: true })) {
    try {
      const outcome =
        row.status === 'confirmed'
          ? await cancelOneOrder(ctx, by, departure, input.reason, row)
          : await finishOwedRefund(ctx, row);
      if (outcome) results.push(outcome);
    } catch (error) {
      logError(error, row.order_id);
      results.push({
        orderId: row.order_id,
        reference: row.reference,
        leadName: leadNameOf(row),
        outcome: 'failed',
        refundFils: 0,
        parts: [],
        problem: problemOf(error),
      });
    }
  }
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute((trx) =>
    insertAuditEntry(trx, {
      at,
      operatorId: by.id,
      action: 'departure.cancel',
      objectType: 'departure',
      objectId: objectIdOf(key),
      before: { isClosed: before.isClosed },
      after: {
        ...key,
        reason: input.reason,
        results: results.map(({ reference, outcome, refundFils, problem }) => ({
          reference,
          outcome,
          refundFils,
          problem,
        })),
      },
    }),
  );
  return { departure, results };
}

/**
 * The operator's message to every confirmed booking's lead guest of the departure, by email and/or text, through the
 * outbox; each order's timeline records what was sent, on which channels, by whom; one audit entry for all.
 */
export async function messagePassengers(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: TMessagePassengersRequest,
): Promise<TMessagePassengersData> {
  const key = { productId: input.productId, date: input.date, start: input.start };
  const departure = await departureOf(ctx, key);
  const rows = await listDepartureOrders(ctx.db, key);
  if (rows.length === 0) throw new AppError('CONFLICT', M.noPassengers);
  const at = isoNow(ctx.clock);
  const messageId = newId();
  const payload = { text: input.text, title: departure.title, date: departure.date, time: departure.time };
  // Texts go only where the shop sends texts (SMS_PROVIDER); the timeline says what went.
  const channels = input.channels.filter((channel) => orderMessageChannels(ctx.config).includes(channel));
  if (channels.length === 0) throw new AppError('BAD_REQUEST', M.noTexts);
  const eventText = M.messagedEvent(M.channels(channels), input.text);
  const sent = await ctx.db.transaction().execute(async (trx) => {
    const each: TMessagePassengersData['sent'] = [];
    for (const row of rows) {
      const holder = { id: row.order_id, userId: row.user_id };
      const message = { topic: 'departureMessage', keySuffix: messageId, payload } as const;
      const queued = await enqueueOrderMessages(trx, holder, message, channels, at);
      await insertOrderEvent(trx, {
        orderId: row.order_id,
        at,
        kind: 'passengersMessaged',
        operatorId: by.id,
        amountFils: null,
        isOverride: false,
        text: eventText,
      });
      each.push({ orderId: row.order_id, reference: row.reference, leadName: leadNameOf(row), queued });
    }
    await insertAuditEntry(trx, {
      at,
      operatorId: by.id,
      action: 'departure.message',
      objectType: 'departure',
      objectId: objectIdOf(key),
      before: null,
      after: { ...key, text: input.text, channels, orders: each.map((order) => order.reference) },
    });
    return each;
  });
  return { sent };
}
