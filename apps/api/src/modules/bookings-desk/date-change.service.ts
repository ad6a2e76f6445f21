// Changing an order line's date or departure (issue 18, decisions 043, 063). The storefront's own checks decide
// whether the line fits (resolveDeparture: it runs, is open, booking has not closed; assertSeatsLeft: seats;
// priceBooking: the product's ticket types and group sizes). The moved line keeps the price the customer paid;
// only when the operator asks (`reprice`, within their refund limit) is it priced at today's prices (the order's
// promo discount kept in fils). The move itself is the booking core's step (steps/change-departure.ts): the same
// or a lower price moves at once and refunds the difference; a higher one holds the new seats and waits on a
// payment link.
import { DATE_CHANGE_MESSAGES } from '@rihla/shared/messages/order-changes';
import { departureLabel, priceBooking } from '@rihla/shared/rules/departures';
import type {
  TChangeOrderDateData,
  TChangeOrderDateRequest,
  TDateChangeQuote,
  TDateChangeRequest,
} from '@rihla/shared/schemas/operator-order-changes';
import type { TAppContext } from '../../context.js';
import type { TOrderChangeRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { insertAuditEntry } from '../audit/index.js';
import {
  assertSeatsLeft,
  findLiveChangeOfOrder,
  findOrderById,
  holdExpiry,
  insertHolds,
  insertOrderChange,
  insertPayment,
  listHoldsOfCheckout,
  lockChangeSlots,
  moveLineSeats,
  orderValueFils,
  planOrderRefund,
  readDayDepartures,
  recordLineMove,
  refundShares,
  resolveDeparture,
  seatsChanged,
  storedLines,
  type TOrderWithPayment,
  type TPricedLine,
} from '../booking/index.js';
import { findBookingProducts, type TBookingProduct } from '../catalogue/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import { orderMessageChannels } from '../outbox/index.js';
import { readShop } from '../shop/index.js';
import { getOrder, refundLimitRefusal } from './bookings-desk.service.js';

/** The moved line at one price, and what it makes the order's total. */
interface TPricedMove {
  line: TPricedLine;
  subtotalFils: number;
  discountFils: number;
  differenceFils: number;
}

interface TTarget {
  refusal: string | null;
  /** CONFLICT for seats taken, else BAD_REQUEST. */
  refusalCode: 'BAD_REQUEST' | 'CONFLICT';
  /** At the price the customer paid: what a change does unless the operator reprices it (decision 063). */
  kept: TPricedMove;
  /** At today's prices, and why this operator may not choose it (null when they may). */
  today: TPricedMove & { refusal: string | null };
}

/**
 * Why `by` may not reprice a moved line with this difference: only operators who may give money back may reprice
 * (refunds.write, or an agent with a refund limit), and a refund it makes stays within their limit (decision 063).
 */
function repriceRefusal(by: TOperatorAuth, differenceFils: number): string | null {
  if (refundLimitRefusal(by, 0) !== null) return DATE_CHANGE_MESSAGES.repriceNotAllowed;
  return differenceFils < 0 ? refundLimitRefusal(by, -differenceFils) : null;
}

interface TChangePlan {
  order: TOrderWithPayment;
  product: TBookingProduct;
  lines: TPricedLine[];
  line: TPricedLine;
  quote: TDateChangeQuote;
  target: TTarget | null;
}

/** Why the line cannot move to this departure, by the storefront's own checks; null when it can. */
async function refusalOf(
  ctx: TAppContext,
  plan: Pick<TChangePlan, 'product' | 'lines' | 'line'>,
  date: string,
  start: string,
  seats: number,
  now: Date,
): Promise<{ message: string; code: 'BAD_REQUEST' | 'CONFLICT' } | null> {
  if (plan.line.date === date && plan.line.start === start) {
    return { message: DATE_CHANGE_MESSAGES.sameDeparture, code: 'BAD_REQUEST' };
  }
  if (plan.lines.some((other) => other.productId === plan.product.id && other.date === date && other.start === start)) {
    return { message: DATE_CHANGE_MESSAGES.otherLineThere, code: 'BAD_REQUEST' };
  }
  try {
    await resolveDeparture(ctx.db, plan.product, date, { departure: start }, now);
    await assertSeatsLeft(ctx.db, plan.product, { ...plan.line, date, start, seats }, now);
    return null;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'BAD_REQUEST' || error.code === 'CONFLICT')) {
      return { message: error.message, code: error.code };
    }
    throw error;
  }
}

/** The order, its line, the date's departures with seats left and, for a start asked, the line priced there. */
async function planChange(ctx: TAppContext, by: TOperatorAuth, input: TDateChangeRequest): Promise<TChangePlan> {
  const order = await findOrderById(ctx.db, input.id);
  if (!order) throw new AppError('NOT_FOUND', DATE_CHANGE_MESSAGES.notChangeable);
  if (order.status !== 'confirmed') throw new AppError('CONFLICT', DATE_CHANGE_MESSAGES.notChangeable);
  const lines = storedLines(order);
  const line = lines[input.lineIndex];
  if (!line) throw new AppError('BAD_REQUEST', DATE_CHANGE_MESSAGES.noSuchLine);
  const product = (await findBookingProducts(ctx.db, [line.productId])).get(line.productId);
  if (!product?.isPublished) throw new AppError('CONFLICT', DATE_CHANGE_MESSAGES.productGone);
  const now = ctx.clock.now();
  const tickets = line.tickets ?? { adult: line.adultCount, child: 0, infant: 0 };
  const price = priceBooking(product.pricing, tickets);
  const seats = price.ok ? price.seats : line.seats;
  const [day] = await readDayDepartures(ctx.db, product, input.date, 1, now);
  const departures = [];
  for (const state of day?.departures ?? []) {
    const refusal = await refusalOf(ctx, { product, lines, line }, input.date, state.start, seats, now);
    departures.push({
      start: state.start,
      end: state.end,
      time: departureLabel(state),
      seatsLeft: state.seatsLeft,
      refusal: refusal?.message ?? null,
    });
  }
  let target: TTarget | null = null;
  if (input.start !== undefined) {
    const start = input.start;
    const state = day?.departures.find((item) => item.start === start);
    const refusal = price.ok
      ? await refusalOf(ctx, { product, lines, line }, input.date, start, seats, now)
      : { message: price.message, code: 'BAD_REQUEST' as const };
    const departed = {
      ...line,
      date: input.date,
      start,
      end: state?.end ?? line.end,
      time: state ? departureLabel(state) : line.time,
      seats,
    };
    // Paid orders keep their prices (decision 063): the line moves with the rows and total it was sold at.
    const kept = { line: departed, subtotalFils: order.subtotal_fils, discountFils: order.discount_fils };
    const repriced: TPricedLine = {
      ...departed,
      unitFils: product.pricing.adultPriceFils,
      pricing: product.pricing.pricing,
      rows: price.ok ? price.rows : line.rows,
      totalFils: price.ok ? price.totalFils : line.totalFils,
    };
    const subtotalFils = order.subtotal_fils - line.totalFils + repriced.totalFils;
    // The promo code was judged and spent when the order was paid: its discount stays as it was, in fils.
    const discountFils = Math.min(order.discount_fils, subtotalFils);
    // Against everything the order was paid with (card and balances; decision 049).
    const differenceFils = subtotalFils - discountFils - orderValueFils(order);
    target = {
      refusal: refusal?.message ?? null,
      refusalCode: refusal?.code ?? 'BAD_REQUEST',
      kept: { ...kept, differenceFils: 0 },
      today: {
        line: repriced,
        subtotalFils,
        discountFils,
        differenceFils,
        refusal: repriceRefusal(by, differenceFils),
      },
    };
  }
  const quote: TDateChangeQuote = {
    lineIndex: input.lineIndex,
    date: input.date,
    seats,
    departures,
    target:
      target && input.start !== undefined
        ? {
            start: input.start,
            time: target.kept.line.time,
            refusal: target.refusal,
            ...quotedPrice(target.kept),
            todaysPrice: { ...quotedPrice(target.today), refusal: target.today.refusal },
          }
        : null,
  };
  return { order, product, lines, line, quote, target };
}

function quotedPrice(move: TPricedMove) {
  return {
    lineTotalFils: move.line.totalFils,
    subtotalFils: move.subtotalFils,
    discountFils: move.discountFils,
    totalFils: move.subtotalFils - move.discountFils,
    differenceFils: move.differenceFils,
  };
}

export async function quoteDateChange(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: TDateChangeRequest,
): Promise<TDateChangeQuote> {
  return (await planChange(ctx, by, input)).quote;
}

/**
 * Moves an order line to another departure of its product (decision 043), at the price paid unless `reprice` asks
 * for today's (decision 063: refused beyond the caller's refund limit). The same or a lower price moves at
 * once in one transaction (new seats taken within capacity, the old released once, the order's amounts, an event
 * and an audit entry) and then refunds the difference; a higher price holds the new seats and answers a payment
 * link for the difference: the move completes when it is paid, and lapses with the hold.
 */
export async function changeOrderDate(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: TChangeOrderDateRequest,
): Promise<TChangeOrderDateData> {
  const plan = await planChange(ctx, by, input);
  const { order, product } = plan;
  if (!plan.target) throw new Error('A date change was planned without its departure');
  if (plan.target.refusal) throw new AppError(plan.target.refusalCode, plan.target.refusal);
  if (input.reprice && plan.target.today.refusal) throw new AppError('FORBIDDEN', plan.target.today.refusal);
  const target = input.reprice ? plan.target.today : plan.target.kept;
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const lines = plan.lines.map((line, index) => (index === input.lineIndex ? target.line : line));
  const change: TOrderChangeRow = {
    id: newId(),
    order_id: order.id,
    operator_id: by.id,
    line_index: input.lineIndex,
    items_before: order.items,
    items_after: JSON.stringify(lines),
    subtotal_fils: target.subtotalFils,
    discount_fils: target.discountFils,
    difference_fils: target.differenceFils,
    status: 'done',
    payment_id: null,
    hold_id: null,
    expires_at: null,
    refund_plan: '[]',
    created_at: nowIso,
    updated_at: nowIso,
  };
  if (target.differenceFils > 0) return startPaidChange(ctx, by, plan, target, change);

  const shares = await ctx.db.transaction().execute(async (trx) => {
    await lockChangeSlots(trx, change);
    if (await findLiveChangeOfOrder(trx, order.id, nowIso))
      throw new AppError('CONFLICT', DATE_CHANGE_MESSAGES.pending);
    await assertSeatsLeft(trx, product, target.line, now);
    if (!(await moveLineSeats(trx, order, change, null, nowIso))) {
      throw new AppError('CONFLICT', DATE_CHANGE_MESSAGES.changedMeanwhile);
    }
    const refunds = target.differenceFils < 0 ? await planOrderRefund(trx, order.id, -target.differenceFils) : [];
    await insertOrderChange(trx, { ...change, refund_plan: JSON.stringify(refunds) });
    await recordLineMove(trx, order, change, orderMessageChannels(ctx.config), nowIso);
    return refunds;
  });
  // The old departure's seats are free and the new one's taken: resellers listening hear of both (decision 131).
  await seatsChanged(ctx, [plan.line, target.line]);
  // After the move is recorded: a crash here leaves the plan in order_changes, and the gateway's refund key
  // (one per change) makes a retry of these shares pay once.
  await refundShares(ctx, shares, `change:${change.id}`);
  return {
    outcome: target.differenceFils < 0 ? 'refunded' : 'moved',
    differenceFils: target.differenceFils,
    paymentUrl: null,
    holdExpiresAt: null,
    order: await getOrder(ctx, order.id),
  };
}

/** A dearer departure: its seats held and a payment page for the difference, the change pending on it. */
async function startPaidChange(
  ctx: TAppContext,
  by: TOperatorAuth,
  plan: TChangePlan,
  target: TPricedMove,
  change: TOrderChangeRow,
): Promise<TChangeOrderDateData> {
  const { order, product } = plan;
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const expiresAt = holdExpiry(now);
  // Asked of the gateway first: a page nobody is sent stays pending there and books nothing.
  const created = await ctx.payments.createPayment({
    amountFils: target.differenceFils,
    currency: 'AED',
    description: `${(await readShop(ctx)).settings.name} date change: ${order.reference}`,
    returnUrl: `${ctx.config.publicUrl}/orderDetails`,
  });
  await ctx.db.transaction().execute(async (trx) => {
    await lockChangeSlots(trx, change);
    if (await findLiveChangeOfOrder(trx, order.id, nowIso))
      throw new AppError('CONFLICT', DATE_CHANGE_MESSAGES.pending);
    const current = await findOrderById(trx, order.id);
    if (current?.status !== 'confirmed' || current.items !== order.items) {
      throw new AppError('CONFLICT', DATE_CHANGE_MESSAGES.changedMeanwhile);
    }
    await assertSeatsLeft(trx, product, target.line, now);
    await insertHolds(trx, order.checkout_id, [target.line], { status: 'held', expiresAt }, nowIso);
    const hold = (await listHoldsOfCheckout(trx, order.checkout_id)).find(
      (row) =>
        row.status === 'held' &&
        row.expires_at === expiresAt &&
        row.product_id === target.line.productId &&
        row.date === target.line.date &&
        row.start_time === target.line.start,
    );
    const paymentId = newId();
    await insertPayment(trx, {
      id: paymentId,
      provider: ctx.payments.name,
      provider_transaction_id: created.transactionId,
      checkout_id: order.checkout_id,
      user_id: order.user_id,
      amount_fils: target.differenceFils,
      status: 'pending',
      created_at: nowIso,
      updated_at: nowIso,
    });
    await insertOrderChange(trx, {
      ...change,
      status: 'pending',
      payment_id: paymentId,
      hold_id: hold?.id ?? null,
      expires_at: expiresAt,
    });
    await insertAuditEntry(trx, {
      at: nowIso,
      operatorId: by.id,
      action: 'order.changeDateRequested',
      objectType: 'order',
      objectId: order.id,
      before: { date: plan.line.date, start: plan.line.start },
      after: {
        date: target.line.date,
        start: target.line.start,
        differenceFils: target.differenceFils,
        changeId: change.id,
        holdExpiresAt: expiresAt,
      },
    });
  });
  await seatsChanged(ctx, [target.line]);
  return {
    outcome: 'awaitingPayment',
    differenceFils: target.differenceFils,
    paymentUrl: `${created.paymentPageUrl}?TransactionID=${encodeURIComponent(created.transactionId)}`,
    holdExpiresAt: expiresAt,
    order: await getOrder(ctx, order.id),
  };
}
