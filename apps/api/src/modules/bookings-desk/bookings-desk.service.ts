// The bookings desk (issue 18, decision 038): finding orders, the order page, refunds and notes. Three writes move
// money (decision 062): a refund of an amount that keeps the order, some tickets cancelled, and a cancellation, the
// last the storefront's own (steps/cancel-order.ts, steps/refund.ts): seats go back once whoever cancels first, the
// shopper or an operator; the operator's record (event and audit entry) lands in the same transaction as the write.

import { CANCEL_MESSAGES } from '@rihla/shared/messages/booking';
import { BOOKING_DESK_MESSAGES } from '@rihla/shared/messages/bookings';
import { DATE_CHANGE_MESSAGES } from '@rihla/shared/messages/order-changes';
import { PHONE_BOOKING_MESSAGES } from '@rihla/shared/messages/phone-bookings';
import { roleCan } from '@rihla/shared/rules/operator-roles';
import type {
  TCancellationQuote,
  TCancelOrderRequest,
  TCancelTicketsRequest,
  TDeskOrder,
  TDeskOrderStatus,
  TOrderEvent,
  TOrderListRow,
  TRefundChoice,
  TRefundOrderRequest,
} from '@rihla/shared/schemas/operator-bookings';
import { ZSearchOrdersRequest } from '@rihla/shared/schemas/operator-bookings';
import { dubaiClock } from '@rihla/shared/schemas/operator-manifests';
import type { z } from 'zod';
import type { TAppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { insertAuditEntry } from '../audit/index.js';
import {
  cancellationOf,
  cancellationRefundFils,
  cancelOrder,
  cancelTickets,
  findOrderById,
  finishCancelledRefund,
  forfeitedGiftCardFils,
  insertOrderEvent,
  leftToRefundFils,
  orderValueFils,
  payPartRefund,
  refundAmount,
  refundedValueFils,
  storedLines,
  type TPricedLine,
  ticketsCancellationOf,
  ticketsCancelledOf,
} from '../booking/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import { enqueueOrderMessages, listMessagesOfOrder, orderMessageChannels } from '../outbox/index.js';
import { voucherUrl } from '../vouchers/index.js';
import {
  findDeskOrder,
  findMatchingUserIds,
  findPhoneBooker,
  hasPartnerReference,
  listCheckInsOfOrder,
  listOrderEvents,
  listPaymentLinkSendsOfCheckout,
  searchOrderRows,
  type TDeskOrderRow,
  type TOrderMatch,
  type TShopperFilter,
} from './bookings-desk.repository.js';

const REFERENCE_PATTERN = /^RH-[A-Z0-9]+$/i;
/** Up to this many matched shoppers, their orders are read by shopper; beyond, newest first (decision 038). */
const FEW_SHOPPERS = 100;

/** What the search box holds: a reference, an email, a phone number or a name (decision 038). */
export function orderMatchOf(search: string): TOrderMatch {
  const text = search.trim();
  if (text === '') return { by: 'none' };
  if (REFERENCE_PATTERN.test(text)) return { by: 'reference', reference: text.toUpperCase() };
  if (text.includes('@')) return { by: 'email', prefix: text.toLowerCase() };
  const digits = text.replace(/[\s()+-]/g, '');
  if (/^\d{3,}$/.test(digits)) {
    // A UAE number as people say it (050 123 4567) is stored in E.164 (+971501234567).
    const international = digits.startsWith('00')
      ? digits.slice(2)
      : digits.startsWith('0')
        ? `971${digits.slice(1)}`
        : digits;
    return { by: 'phone', prefix: `+${international}` };
  }
  const words = text.toLowerCase().split(/\s+/);
  if (words.length >= 2) return { by: 'fullName', first: words[0] ?? '', last: words.slice(1).join(' ') };
  return { by: 'name', prefix: text.toLowerCase() };
}

function linesOf(items: string) {
  try {
    return storedLines({ items });
  } catch {
    return [];
  }
}

export async function searchOrders(
  ctx: TAppContext,
  input: z.input<typeof ZSearchOrdersRequest>,
): Promise<{ rows: TOrderListRow[]; hasNextPage: boolean }> {
  const request = ZSearchOrdersRequest.parse(input);
  const match: TOrderMatch = request.userId === undefined ? orderMatchOf(request.search) : { by: 'none' };
  let shoppers: TShopperFilter =
    request.userId !== undefined
      ? { by: 'few', userIds: [request.userId] }
      : match.by === 'none' || match.by === 'reference'
        ? match
        : { by: 'none' };
  // A reseller's own reference (decision 121) is found as it was typed, before the shoppers' names.
  if (match.by !== 'none' && match.by !== 'reference' && (await hasPartnerReference(ctx.db, request.search.trim()))) {
    shoppers = { by: 'partnerReference', reference: request.search.trim() };
  } else if (match.by !== 'none' && match.by !== 'reference') {
    const userIds = await findMatchingUserIds(ctx.db, match, FEW_SHOPPERS + 1);
    if (userIds.length === 0) return { rows: [], hasNextPage: false };
    shoppers = userIds.length <= FEW_SHOPPERS ? { by: 'few', userIds } : { by: 'many', match };
  }
  const rows = await searchOrderRows(ctx.db, {
    shoppers,
    productId: request.productId,
    date: request.date,
    status: request.status,
    offset: request.page * request.pageSize,
    limit: request.pageSize + 1,
  });
  return {
    rows: rows.slice(0, request.pageSize).map((row) => {
      const lines = linesOf(row.items);
      return {
        id: row.id,
        reference: row.reference,
        status: row.status as TDeskOrderStatus,
        createdAt: row.created_at,
        customerName: `${row.first_name} ${row.last_name}`.trim(),
        email: row.email,
        phone: row.phone_number,
        products: lines.map((line) => line.title),
        firstDate: lines.map((line) => line.date).sort()[0] ?? '',
        amountPaidFils: row.amount_paid_fils,
        refundedFils: row.refunded_fils,
        paidValueFils: orderValueFils(row),
        refundedValueFils: refundedValueFils(row),
        ticketsCancelled: ticketsCancelledOf(lines),
      };
    }),
    hasNextPage: rows.length > request.pageSize,
  };
}

/** What a sent message was, in the timeline's words: 'Booking confirmation by email to a@b.c'. */
function messageLineOf(message: { topic: string; channel: string; recipient: string }): string {
  return BOOKING_DESK_MESSAGES.messageSent(message.topic, message.channel, message.recipient);
}

/**
 * The timeline: what the shop recorded (the checkout begun, the payment taken and the order confirmed with it,
 * a shopper's cancel and refund) and what operators did (order_events), oldest first.
 */
function timelineOf(
  row: TDeskOrderRow,
  {
    operatorEvents,
    checkIns,
    messages,
    phoneBooker,
    linkSends,
  }: {
    operatorEvents: Awaited<ReturnType<typeof listOrderEvents>>;
    checkIns: Awaited<ReturnType<typeof listCheckInsOfOrder>>;
    messages: Awaited<ReturnType<typeof listMessagesOfOrder>>;
    phoneBooker: Awaited<ReturnType<typeof findPhoneBooker>>;
    linkSends: Awaited<ReturnType<typeof listPaymentLinkSendsOfCheckout>>;
  },
): TOrderEvent[] {
  const shop = (kind: TOrderEvent['kind'], at: string, amountFils: number | null): TOrderEvent => ({
    kind,
    at,
    operator: null,
    amountFils,
    isOverride: false,
    text: '',
  });
  const events: TOrderEvent[] = [
    shop('created', row.checkout_created_at, row.subtotal_fils),
    shop('paid', row.created_at, row.amount_paid_fils),
    shop('confirmed', row.created_at, null),
  ];
  if (phoneBooker) {
    const operator = { id: phoneBooker.operator_id, name: phoneBooker.operator_name };
    events.push({ ...shop('bookedByPhone', phoneBooker.created_at, null), operator });
  }
  for (const send of linkSends) {
    events.push({
      ...shop('paymentLinkSent', send.created_at, null),
      operator: { id: send.operator_id, name: send.operator_name },
      text: PHONE_BOOKING_MESSAGES.linkSentTo(send.channel, send.recipient),
    });
  }
  const isOperatorCancel = operatorEvents.some((event) => event.kind === 'refunded' || event.kind === 'cancelled');
  if ((row.status === 'cancelled' || row.status === 'refunded') && !isOperatorCancel) {
    // The storefront's cancel records no event of its own: the order's last change is when it happened. What it
    // gave back is what the order records less what refunds that kept it had given (their events, decision 062).
    events.push(shop('cancelled', row.updated_at, null));
    const partsFils = operatorEvents
      .filter((event) => event.kind === 'amountRefunded' || event.kind === 'ticketsCancelled')
      .reduce((sum, event) => sum + (event.amount_fils ?? 0), 0);
    if (row.status === 'refunded') events.push(shop('refunded', row.updated_at, refundedValueFils(row) - partsFils));
  }
  for (const event of operatorEvents) {
    const operator = event.operator_id === null ? null : { id: event.operator_id, name: event.operator_name ?? '' };
    if (event.kind === 'refunded') events.push({ ...shop('cancelled', event.at, null), operator });
    events.push({
      kind: event.kind,
      at: event.at,
      operator,
      amountFils: event.amount_fils,
      isOverride: event.is_override === 1,
      text: event.text,
    });
  }
  for (const scan of checkIns) {
    events.push({
      ...shop('checkedIn', scan.scanned_at, null),
      operator: { id: scan.operator_id, name: scan.operator_name },
      text: DATE_CHANGE_MESSAGES.checkedInText(dubaiClock(scan.scanned_at), scan.operator_name),
    });
  }
  for (const message of messages) {
    if (message.sent_at === null) continue;
    events.push({ ...shop('messageSent', message.sent_at, null), text: messageLineOf(message) });
  }
  return events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/** A priced line as the order page shows it: its departure and the tickets bought per type. */
export function toDeskLine(line: TPricedLine): TDeskOrder['lines'][number] {
  return {
    productId: line.productId,
    title: line.title,
    date: line.date,
    start: line.start,
    time: line.time,
    tickets: Object.fromEntries(
      Object.entries(line.tickets ?? { adult: line.adultCount }).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0,
      ),
    ),
    cancelledTickets: Object.fromEntries(
      Object.entries(line.cancelledTickets ?? {}).filter((entry): entry is [string, number] => entry[1] > 0),
    ),
    totalFils: line.totalFils,
  };
}

export async function getOrder(ctx: TAppContext, orderId: string): Promise<TDeskOrder> {
  const row = await findDeskOrder(ctx.db, orderId);
  if (!row) throw new AppError('NOT_FOUND', BOOKING_DESK_MESSAGES.orderNotFound);
  const now = ctx.clock.now();
  const lines = linesOf(row.items);
  const terms = cancellationOf(row, now);
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as TDeskOrderStatus,
    createdAt: row.created_at,
    customer: {
      id: row.user_id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      phone: row.phone_number,
    },
    lines: lines.map(toDeskLine),
    subtotalFils: row.subtotal_fils,
    discountFils: row.discount_fils,
    amountPaidFils: row.amount_paid_fils,
    balancesFils: {
      pointsUsed: row.points_used,
      points: row.points_fils,
      giftCard: row.gift_card_fils,
      wallet: row.wallet_fils,
    },
    refundedFils: row.refunded_fils,
    giftCardForfeitedFils: forfeitedGiftCardFils(row),
    refundableFils: row.status === 'confirmed' ? leftToRefundFils(row) : 0,
    paidValueFils: orderValueFils(row),
    refundedValueFils: refundedValueFils(row),
    ticketsCancelled: ticketsCancelledOf(lines),
    promoCode: row.promo_code,
    payment: {
      provider: row.provider,
      transactionId: row.provider_transaction_id,
      status: row.payment_status,
      cardLast4: row.card_last4 ?? null,
    },
    overrideReason: row.status === 'confirmed' ? terms.refusal : null,
    // Sold by a reseller (decision 121): the channel and its own reference; null on the shop's own channels.
    partner:
      row.partner_id && row.partner_name
        ? { id: row.partner_id, name: row.partner_name, reference: row.partner_reference, channel: row.partner_channel }
        : null,
    voucherUrl: row.status === 'confirmed' ? voucherUrl(ctx.config, row.id, now) : null,
    events: timelineOf(row, {
      operatorEvents: await listOrderEvents(ctx.db, row.id),
      checkIns: await listCheckInsOfOrder(ctx.db, row.id),
      messages: await listMessagesOfOrder(ctx.db, row.id),
      phoneBooker: await findPhoneBooker(ctx.db, row.checkout_id),
      linkSends: await listPaymentLinkSendsOfCheckout(ctx.db, row.checkout_id),
    }),
  };
}

/**
 * Why `by` may not give back `amountFils` in one call, or null when they may: any amount with refunds.write;
 * otherwise (an agent) up to the limit an owner set, none without one. The one limit of every operator call that
 * pays money back (a refund, a date change's repriced difference; decision 063).
 */
export function refundLimitRefusal(by: Pick<TOperatorAuth, 'role' | 'refundLimit'>, amountFils: number): string | null {
  if (roleCan(by.role, 'refunds.write')) return null;
  if (by.refundLimit === null || amountFils > by.refundLimit) return BOOKING_DESK_MESSAGES.overLimit(by.refundLimit);
  return null;
}

/** Throws 403 with the caller's limit in words when `amountFils` is more than they may give back (decision 063). */
export function checkRefundLimit(by: Pick<TOperatorAuth, 'role' | 'refundLimit'>, amountFils: number): void {
  const refusal = refundLimitRefusal(by, amountFils);
  if (refusal) throw new AppError('FORBIDDEN', refusal);
}

/** A desk write's answer: the order as it stands now, and what the write gave back (for its message). */
export interface TDeskOrderWrite {
  order: TDeskOrder;
  refundFils: number;
}

async function confirmedOrder(ctx: TAppContext, id: string) {
  const order = await findOrderById(ctx.db, id);
  if (!order) throw new AppError('NOT_FOUND', BOOKING_DESK_MESSAGES.orderNotFound);
  if (order.status !== 'confirmed') throw new AppError('CONFLICT', BOOKING_DESK_MESSAGES.notRefundable);
  return order;
}

/**
 * What an operator's choice gives back (decision 062): the terms' refund (refused when the terms give nothing now:
 * the operator then chooses another way, recorded as an override), all that `fullFils` is, nothing, or an amount;
 * never more than is left. The agent's refund limit applies to whatever is chosen.
 */
function refundOfChoice(
  by: TOperatorAuth,
  choice: { refund: TRefundChoice; amountFils?: number | undefined },
  offer: { termsFils: number; refusal: string | null; fullFils: number; leftFils: number },
): { refundFils: number; isOverride: boolean } {
  let refundFils = 0;
  if (choice.refund === 'terms') {
    if (offer.refusal) throw new AppError('BAD_REQUEST', BOOKING_DESK_MESSAGES.termsRefuse(offer.refusal));
    refundFils = Math.min(offer.termsFils, offer.leftFils);
  } else if (choice.refund === 'full') {
    refundFils = Math.min(offer.fullFils, offer.leftFils);
  } else if (choice.refund === 'amount') {
    if (choice.amountFils === undefined) throw new AppError('BAD_REQUEST', BOOKING_DESK_MESSAGES.amountRequired);
    if (choice.amountFils > offer.leftFils) {
      throw new AppError('BAD_REQUEST', BOOKING_DESK_MESSAGES.amountTooLarge(offer.leftFils));
    }
    refundFils = choice.amountFils;
  }
  if (refundFils > 0) checkRefundLimit(by, refundFils);
  return { refundFils, isOverride: refundFils > 0 && (offer.refusal !== null || refundFils > offer.termsFils) };
}

/**
 * Refunds an amount of a confirmed order that stands (decision 062): seats, manifest, voucher and check-in are
 * untouched, the amount (at most what is left) goes back where the value came from, and the order shows it
 * ("AED 100.00 of AED 700.00 refunded"). A cancellation meanwhile wins: this call is refused and pays nothing.
 */
export async function refundOrder(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: TRefundOrderRequest,
): Promise<TDeskOrderWrite> {
  const order = await confirmedOrder(ctx, input.id);
  const leftFils = leftToRefundFils(order);
  if (input.amountFils > leftFils) throw new AppError('BAD_REQUEST', BOOKING_DESK_MESSAGES.amountTooLarge(leftFils));
  checkRefundLimit(by, input.amountFils);
  const done = await refundAmount(
    ctx,
    order,
    { refundFils: input.amountFils, operatorId: by.id },
    async (trx, now, part) => {
      await insertOrderEvent(trx, {
        orderId: order.id,
        at: now,
        kind: 'amountRefunded',
        operatorId: by.id,
        amountFils: input.amountFils,
        isOverride: false,
        text: input.reason,
      });
      await insertAuditEntry(trx, {
        at: now,
        operatorId: by.id,
        action: 'order.refund',
        objectType: 'order',
        objectId: order.id,
        before: { status: part.before.status, refundedValueFils: refundedValueFils(part.before) },
        after: {
          status: 'confirmed',
          refundedFils: input.amountFils,
          refundedValueFils: refundedValueFils(part.before) + input.amountFils,
          split: part.split,
          reason: input.reason,
        },
      });
    },
  );
  await payPartRefund(ctx, done);
  return { order: await getOrder(ctx, order.id), refundFils: input.amountFils };
}

/**
 * Cancels a confirmed order (decision 062; 038 before it): the storefront's steps, so seats go back once and the
 * gateway refunds once, however often this and the shopper's cancel are repeated or raced. What comes back is the
 * operator's choice: per the terms, all that is left, nothing (a no-show, a final sale) or an amount; anything the
 * terms would not give is an override, recorded as such. The caller that loses a race to cancel is told so.
 */
export async function cancelDeskOrder(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: TCancelOrderRequest,
): Promise<TDeskOrderWrite> {
  const order = await confirmedOrder(ctx, input.id);
  const terms = cancellationOf(order, ctx.clock.now());
  const leftFils = leftToRefundFils(order);
  const { refundFils, isOverride } = refundOfChoice(by, input, {
    termsFils: terms.refundFils,
    refusal: terms.refusal,
    fullFils: leftFils,
    leftFils,
  });
  const isCancelled = await cancelOrder(ctx, order, refundFils, async (trx, now) => {
    await insertOrderEvent(trx, {
      orderId: order.id,
      at: now,
      kind: refundFils > 0 ? 'refunded' : 'cancelled',
      operatorId: by.id,
      amountFils: refundFils,
      isOverride,
      text: input.reason,
    });
    await insertAuditEntry(trx, {
      at: now,
      operatorId: by.id,
      action: refundFils > 0 ? 'order.refund' : 'order.cancel',
      objectType: 'order',
      objectId: order.id,
      before: { status: order.status, refundedValueFils: refundedValueFils(order) },
      after: {
        status: refundFils > 0 ? 'refunded' : 'cancelled',
        refundedFils: refundFils,
        refund: input.refund,
        reason: input.reason,
        isOverride,
        ...(isOverride && terms.refusal && { overrides: terms.refusal }),
      },
    });
  });
  if (!isCancelled) throw new AppError('CONFLICT', BOOKING_DESK_MESSAGES.cancelledMeanwhile);
  // What the cancel recorded: never more than what is left, should a refund or a date change have landed meanwhile.
  const recorded = await findOrderById(ctx.db, order.id);
  if (!recorded) throw new Error(`Order ${order.id} vanished while being cancelled`);
  await finishCancelledRefund(ctx, recorded);
  return { order: await getOrder(ctx, order.id), refundFils: await cancellationRefundFils(ctx.db, recorded) };
}

/**
 * Cancels some tickets of one line of a confirmed order (decision 062): the booking stands with the rest, their seats
 * go back on sale, and what comes back is the operator's choice: what the line's terms give for those tickets (as a
 * shopper's cancellation computes it), all they were paid, nothing, or an amount (an override when more than the
 * terms give).
 */
export async function cancelDeskTickets(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: TCancelTicketsRequest,
): Promise<TDeskOrderWrite> {
  const order = await confirmedOrder(ctx, input.id);
  let refundFils = 0;
  const done = await cancelTickets(
    ctx,
    order,
    { lineIndex: input.lineIndex, tickets: input.tickets, operatorId: by.id },
    (cancellation, leftFils) => {
      const chosen = refundOfChoice(by, input, {
        termsFils: cancellation.refundFils,
        refusal: cancellation.refusal,
        fullFils: cancellation.valueFils,
        leftFils,
      });
      refundFils = chosen.refundFils;
      return chosen.refundFils;
    },
    async (trx, now, cancellation) => {
      const counts = ticketsCancelledOf(cancellation.items);
      const words = counts ? CANCEL_MESSAGES.ticketsCancelled(counts.cancelled, counts.of) : '';
      const isOverride = refundFils > 0 && (cancellation.refusal !== null || refundFils > cancellation.refundFils);
      await insertOrderEvent(trx, {
        orderId: order.id,
        at: now,
        kind: 'ticketsCancelled',
        operatorId: by.id,
        amountFils: refundFils,
        isOverride,
        text: `${words}. ${input.reason}`,
      });
      await insertAuditEntry(trx, {
        at: now,
        operatorId: by.id,
        action: 'order.cancelTickets',
        objectType: 'order',
        objectId: order.id,
        before: { lineIndex: input.lineIndex, tickets: storedLines(order)[input.lineIndex]?.tickets ?? null },
        after: {
          lineIndex: input.lineIndex,
          tickets: cancellation.line.tickets,
          cancelled: input.tickets,
          seatsReleased: cancellation.seats,
          refundedFils: refundFils,
          refund: input.refund,
          reason: input.reason,
          isOverride,
          ...(isOverride && cancellation.refusal && { overrides: cancellation.refusal }),
        },
      });
    },
  );
  if (done) await payPartRefund(ctx, done);
  return { order: await getOrder(ctx, order.id), refundFils };
}

/** What cancelling the order, or some of its tickets, gives back now: the preview of the desk's dialogs. */
export async function quoteCancellation(
  ctx: TAppContext,
  input: { id: string; lineIndex?: number | undefined; tickets?: TCancelTicketsRequest['tickets'] | undefined },
): Promise<TCancellationQuote> {
  const order = await findOrderById(ctx.db, input.id);
  if (!order) throw new AppError('NOT_FOUND', BOOKING_DESK_MESSAGES.orderNotFound);
  const isConfirmed = order.status === 'confirmed';
  const leftFils = isConfirmed ? leftToRefundFils(order) : 0;
  const invalidOrder = isConfirmed ? null : BOOKING_DESK_MESSAGES.notRefundable;
  if (input.lineIndex === undefined) {
    const terms = cancellationOf(order, ctx.clock.now());
    return {
      leftFils,
      termsFils: Math.min(terms.refundFils, leftFils),
      percent: terms.percent,
      refusal: terms.refusal,
      fullFils: leftFils,
      tickets: null,
      invalid: invalidOrder,
    };
  }
  const cancellation = ticketsCancellationOf(order, input.lineIndex, input.tickets ?? {}, ctx.clock.now());
  return {
    leftFils,
    termsFils: Math.min(cancellation.refundFils, leftFils),
    percent: cancellation.percent,
    refusal: cancellation.refusal,
    fullFils: Math.min(cancellation.valueFils, leftFils),
    tickets: { cancelled: cancellation.cancelledCount, of: cancellation.bookedCount, seats: cancellation.seats },
    invalid: invalidOrder ?? cancellation.invalid,
  };
}

/**
 * Sends the confirmation again (decision 045): a new message in the outbox, with the order event and the audit
 * entry in the same transaction; each request is its own message, sent by the outbox worker.
 */
export async function resendConfirmation(ctx: TAppContext, by: TOperatorAuth, orderId: string): Promise<TDeskOrder> {
  const order = await findOrderById(ctx.db, orderId);
  if (!order) throw new AppError('NOT_FOUND', BOOKING_DESK_MESSAGES.orderNotFound);
  if (order.status !== 'confirmed') throw new AppError('CONFLICT', BOOKING_DESK_MESSAGES.notConfirmedForResend);
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const resendId = newId();
    const resend = { topic: 'orderConfirmed', keySuffix: `resend:${resendId}`, payload: { isResend: true } } as const;
    const holder = { id: order.id, userId: order.user_id };
    if ((await enqueueOrderMessages(trx, holder, resend, orderMessageChannels(ctx.config), at)) === 0) {
      throw new AppError('CONFLICT', BOOKING_DESK_MESSAGES.noAddressForResend);
    }
    await insertOrderEvent(trx, {
      orderId: order.id,
      at,
      kind: 'confirmationResent',
      operatorId: by.id,
      amountFils: null,
      isOverride: false,
      text: '',
    });
    await insertAuditEntry(trx, {
      at,
      operatorId: by.id,
      action: 'order.resendConfirmation',
      objectType: 'order',
      objectId: order.id,
      before: null,
      after: { resendId },
    });
  });
  return getOrder(ctx, order.id);
}

/** An internal note on the order's timeline, and in the audit log. */
export async function addOrderNote(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: { id: string; text: string },
): Promise<TDeskOrder> {
  const order = await findOrderById(ctx.db, input.id);
  if (!order) throw new AppError('NOT_FOUND', BOOKING_DESK_MESSAGES.orderNotFound);
  const at = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    await insertOrderEvent(trx, {
      orderId: order.id,
      at,
      kind: 'note',
      operatorId: by.id,
      amountFils: null,
      isOverride: false,
      text: input.text,
    });
    await insertAuditEntry(trx, {
      at,
      operatorId: by.id,
      action: 'order.note',
      objectType: 'order',
      objectId: order.id,
      before: null,
      after: { note: input.text },
    });
  });
  return getOrder(ctx, order.id);
}
