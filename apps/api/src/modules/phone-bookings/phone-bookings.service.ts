// Phone and walk-in bookings (issue 18, decision 042). The customer is a shopper account, and the booking is a
// shopper's own: the line goes into their cart and is checked out alone (Buy It Now's line checkout, decision
// 030), so the same checks price it and hold its seats, and the same payment step opens the gateway's hosted
// page, whose link the agent sends. The gateway's callback confirms it as it confirms any shopper's payment.
// Cash, for roles with payments.cash, confirms it through the same order step with a payment of its own.
// Decision 075: the price before anything is held, the hold's length the owner's, the link sent by text or
// email, and a confirmation page for the payer who is not signed in.
import { PHONE_HOLD_MAX_MINUTES } from '@rihla/shared/constants';
import { PHONE_BOOKING_MESSAGES } from '@rihla/shared/messages/phone-bookings';
import { pathInLanguage, type TLanguage } from '@rihla/shared/rules/languages';
import type {
  TBookByPhoneRequest,
  TPaidPhoneBooking,
  TPaymentLinkChannel,
  TPhoneBooking,
  TPhoneBookingState,
  TPhoneCustomer,
  TPhoneQuote,
  TQuotePhoneBookingRequest,
  TSendPassengerLinkRequest,
  TSendPaymentLinkRequest,
} from '@rihla/shared/schemas/operator-phone-bookings';
import {
  ZBookByPhoneRequest,
  ZCreateCustomerRequest,
  ZFindCustomerRequest,
  ZPaidPhoneBookingRequest,
  ZQuotePhoneBookingRequest,
  ZSendPassengerLinkRequest,
  ZSendPaymentLinkRequest,
} from '@rihla/shared/schemas/operator-phone-bookings';
import type { z } from 'zod';
import type { TAppContext, TAuthUser } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import { countHits, fixedWindowHit, type TCounterHit } from '../../db/rate-limit-counters.js';
import type { TCheckoutRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { safeEqual, sign } from '../../lib/signing.js';
import { insertAuditEntry } from '../audit/index.js';
import { accountWithUnknownPassword, findUserByPhone, insertUser, normalisePhone } from '../auth/index.js';
import { listDepartures } from '../availability/index.js';
import {
  addToCart,
  checkoutFlow,
  createOrder,
  findOrderByCheckout,
  findPayRefusal,
  insertOrderEvent,
  oneAtATime,
  payFlow,
  quoteLine,
  readCheckoutHold,
  recordOffGatewayPayment,
  refundPayment,
  resumeLivePayment,
  storedLines,
} from '../booking/index.js';
import { listPaymentLinkSendsOfCheckout, toDeskLine } from '../bookings-desk/index.js';
import { findBookingProducts } from '../catalogue/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import { enqueueMessage, type TPaymentLinkPayload } from '../outbox/index.js';
import { passengerDetailsLink } from '../passengers/index.js';
import { CASH_PROVIDER, newCashTransactionId, type TCreatedPayment } from '../payments/index.js';
import { readShop } from '../shop/index.js';
import { lineWordsOf } from '../vouchers/index.js';
import {
  findCustomerById,
  findLastOrderLanguage,
  findPhoneBooking,
  insertPaymentLinkSend,
  insertPhoneBooking,
  type TCustomerRow,
} from './phone-bookings.repository.js';

/**
 * How long a phone booking holds its seats, in minutes: the one place that says it (decision 075). The owner's
 * shop setting `phoneHoldMinutes` (15 to 1440; an hour until set, the time a caller needs to find a card and open a
 * text), where the storefront's own checkout keeps HOLD_MINUTES.
 */
export async function phoneHoldMinutes(ctx: TAppContext): Promise<number> {
  return (await readShop(ctx)).settings.phoneHoldMinutes;
}

function toCustomer(row: Omit<TCustomerRow, 'id'> & { id: string }): TPhoneCustomer {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone_number,
    email: row.email,
  };
}

/** The number as sign-up stores it (E.164 in the country given); a number that is not valid there is a 400. */
function e164Of(country: string, phone: string): { country: string; e164: string } {
  const normalised = normalisePhone(country.toUpperCase(), phone);
  if (!normalised)
    throw new AppError('BAD_REQUEST', PHONE_BOOKING_MESSAGES.invalidPhone, {
      refusal: 'customer.invalid_phone',
      field: 'phone',
    });
  return normalised;
}

export async function findCustomer(ctx: TAppContext, input: z.input<typeof ZFindCustomerRequest>) {
  const request = ZFindCustomerRequest.parse(input);
  const phone = e164Of(request.country, request.phone);
  const user = await findUserByPhone(ctx.db, phone.e164);
  // The language their last order was placed in, the desk's default for this one (decision 110).
  const lastLanguage = user ? ((await findLastOrderLanguage(ctx.db, user.id)) ?? null) : null;
  return { phone: phone.e164, customer: user ? toCustomer(user) : null, lastLanguage };
}

/**
 * A shopper account for a caller, as sign-up makes one but with a random password nobody is told: the
 * customer signs in later through forgot password (decision 042). A number already registered is a 409.
 */
export async function createCustomer(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: z.input<typeof ZCreateCustomerRequest>,
): Promise<TPhoneCustomer> {
  const request = ZCreateCustomerRequest.parse(input);
  const phone = e164Of(request.country, request.phone);
  const now = isoNow(ctx.clock);
  const user = await accountWithUnknownPassword(
    {
      country: phone.country,
      phoneNumber: phone.e164,
      email: request.email.toLowerCase(),
      firstName: request.firstName,
      lastName: request.lastName,
    },
    now,
  );
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertUser(trx, user);
      await insertAuditEntry(trx, {
        at: now,
        operatorId: by.id,
        action: 'customer.create',
        objectType: 'user',
        objectId: user.id,
        before: null,
        after: { firstName: user.first_name, lastName: user.last_name, phone: user.phone_number, email: user.email },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', PHONE_BOOKING_MESSAGES.phoneTaken, {
        refusal: 'customer.phone_taken',
        field: 'phone',
      });
    throw error;
  }
  return toCustomer(user);
}

async function findProduct(ctx: TAppContext, productId: string) {
  const product = (await findBookingProducts(ctx.db, [productId])).get(productId);
  if (!product) throw new AppError('NOT_FOUND', PHONE_BOOKING_MESSAGES.productNotFound);
  return product;
}

/** A product's departures on one date, from the storefront's own availability. */
export async function phoneDepartures(ctx: TAppContext, input: { productId: string; date: string }) {
  const product = await findProduct(ctx, input.productId);
  const [day] = await listDepartures(ctx, product.module, product.id, input.date, 1);
  return { departures: day?.date === input.date ? day.departures : [] };
}

/**
 * The price of a trip for a caller before anything is held (decision 075): checked as booking it would check it
 * (date window, ticket rules, departure open with enough seats) and priced as its checkout would be. Reads only.
 */
export async function quotePhoneBooking(ctx: TAppContext, input: TQuotePhoneBookingRequest): Promise<TPhoneQuote> {
  const request = ZQuotePhoneBookingRequest.parse(input);
  const product = await findProduct(ctx, request.productId);
  return quoteLine(ctx, {
    module: product.module,
    planId: product.id,
    date: request.date,
    departure: request.departure,
    tickets: request.tickets,
  });
}

/** The customer acting as a shopper: their cart, checkout and payment, never a session of theirs. */
function shopperOf(customer: TCustomerRow): TAuthUser {
  return { id: customer.id, firstName: customer.first_name, tokenHash: '' };
}

function paymentLinkOf(created: TCreatedPayment): string {
  const url = new URL(created.paymentPageUrl);
  url.searchParams.set('TransactionID', created.transactionId);
  return url.toString();
}

/**
 * Books a departure for a customer: the storefront's add-to-cart checks (date window, ticket rules, departure
 * open and with seats), its line checkout (priced on the server, seats held for phoneHoldMinutes) and its Pay Now
 * (a hosted payment page for the exact amount, which sends the payer to the booking's confirmation page). The
 * operator is recorded with the checkout and in the audit log.
 */
export async function bookByPhone(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: TBookByPhoneRequest,
): Promise<TPhoneBooking> {
  const request = ZBookByPhoneRequest.parse(input);
  const customer = await findCustomerById(ctx.db, request.customerId);
  if (!customer) throw new AppError('NOT_FOUND', PHONE_BOOKING_MESSAGES.customerNotFound);
  const product = await findProduct(ctx, request.productId);
  const shopper = shopperOf(customer);
  const lineIds = await addToCart(ctx, shopper, [
    {
      module: product.module,
      planId: product.id,
      date: request.date,
      departure: request.departure,
      tickets: request.tickets,
    },
  ]);
  // In the customer's language, as the agent chose it (decision 110): the order copies it for its messages.
  const checkout = await checkoutFlow(
    ctx,
    shopper,
    undefined,
    lineIds,
    {},
    await phoneHoldMinutes(ctx),
    request.language,
  );
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    await insertPhoneBooking(trx, {
      checkout_id: checkout.id,
      operator_id: by.id,
      user_id: customer.id,
      created_at: now,
    });
    await insertAuditEntry(trx, {
      at: now,
      operatorId: by.id,
      action: 'order.phoneBooking',
      objectType: 'checkout',
      objectId: checkout.id,
      before: null,
      after: {
        customerId: customer.id,
        totalFils: checkout.total_fils,
        lines: storedLines(checkout).length,
        language: checkout.language,
      },
    });
  });
  // The customer pays on their phone, signed out: the hosted page sends them to this booking's confirmation.
  const payment = await payFlow(ctx, shopper, checkout.id, paidPageUrl(ctx, checkout));
  return phoneBookingView(ctx, checkout, toCustomer(customer), payment);
}

async function findOwnPhoneBooking(ctx: TAppContext, checkoutId: string) {
  const row = await findPhoneBooking(ctx.db, checkoutId);
  if (!row) throw new AppError('NOT_FOUND', PHONE_BOOKING_MESSAGES.bookingNotFound);
  const { first_name, last_name, phone_number, email, booked_by, ...checkout } = row;
  const customer = toCustomer({ id: checkout.user_id, first_name, last_name, phone_number, email });
  return { checkout: checkout as TCheckoutRow, customer, bookedBy: booked_by };
}

const STATE_OF_CHECKOUT: Record<TCheckoutRow['status'], TPhoneBookingState> = {
  open: 'awaitingPayment',
  confirmed: 'confirmed',
  failed: 'failed',
  cancelled: 'cancelled',
};

async function phoneBookingView(
  ctx: TAppContext,
  checkout: TCheckoutRow,
  customer: TPhoneCustomer,
  live: TCreatedPayment | null,
): Promise<TPhoneBooking> {
  const order = await findOrderByCheckout(ctx.db, checkout.id);
  // The booking's own length, as its holds were made (the setting may have changed since).
  const hold = await readCheckoutHold(ctx.db, checkout, await phoneHoldMinutes(ctx));
  const sends = await listPaymentLinkSendsOfCheckout(ctx.db, checkout.id);
  const state: TPhoneBookingState = order
    ? order.status === 'confirmed'
      ? 'confirmed'
      : 'failed'
    : STATE_OF_CHECKOUT[checkout.status];
  return {
    checkoutId: checkout.id,
    state,
    language: languageOf(checkout),
    customer,
    lines: storedLines(checkout).map(toDeskLine),
    totalFils: checkout.total_fils,
    holdExpiresAt: hold.expiresAt,
    holdMinutes: hold.minutes,
    paymentUrl: state === 'awaitingPayment' && live ? paymentLinkOf(live) : null,
    linkUrl: state === 'awaitingPayment' && live ? paidPageUrl(ctx, checkout) : null,
    orderId: order?.id ?? null,
    reference: order?.reference ?? null,
    linkChannels: linkChannelsOf(ctx),
    passengerDetailsDeadline:
      order?.status === 'confirmed' ? ((await passengerDetailsLink(ctx, order))?.deadline ?? null) : null,
    sends: sends.map((send) => ({
      channel: send.channel,
      recipient: send.recipient,
      at: send.created_at,
      operatorName: send.operator_name,
    })),
  };
}

/**
 * A phone booking as the agent follows it: awaiting payment, with the link that can still be paid (null once
 * none can: declined or expired, book again), or its order once the customer paid. Reads only.
 */
export async function getPhoneBooking(ctx: TAppContext, checkoutId: string): Promise<TPhoneBooking> {
  const { checkout, customer } = await findOwnPhoneBooking(ctx, checkoutId);
  return phoneBookingView(ctx, checkout, customer, await livePaymentOf(ctx, checkout));
}

/**
 * The payment that can still be paid: an open booking that could be paid now, with a page the gateway still
 * awaits; 'paying' when the gateway says it was paid and its confirmation is under way. Reads only.
 */
async function livePaymentOrPaying(
  ctx: TAppContext,
  checkout: TCheckoutRow,
): Promise<TCreatedPayment | 'paying' | null> {
  if (checkout.status !== 'open') return null;
  try {
    const live = await resumeLivePayment(ctx, checkout);
    if (!live || (await findPayRefusal(ctx, checkout)) !== null) return null;
    return live;
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    return 'paying';
  }
}

/** The payment that can still be paid, or null (paid, its confirmation under way, or no longer payable). */
async function livePaymentOf(ctx: TAppContext, checkout: TCheckoutRow): Promise<TCreatedPayment | null> {
  const live = await livePaymentOrPaying(ctx, checkout);
  return live === 'paying' ? null : live;
}

/** The ways this shop can send a payment link: email always; a text unless texts are off; WhatsApp once set up. */
function linkChannelsOf(ctx: TAppContext): TPaymentLinkChannel[] {
  const { sms } = ctx.config;
  if (sms.provider === 'off') return ['email'];
  return sms.whatsapp ? ['sms', 'whatsapp', 'email'] : ['sms', 'email'];
}

/** At most this many sends of one booking's link, and one a channel a minute: a desk, not a bulk sender. */
const MAX_LINK_SENDS = 5;
const LINK_RESEND_GAP_MS = 60_000;

/**
 * Claims one send of a booking's link on the counters every API process shares (db/rate-limit-counters.ts,
 * decision 080): one a channel in each minute, then one of the booking's five. Each count is one atomic statement,
 * so of two processes sending at once only one passes; the minute is claimed first, so a send refused for it
 * spends none of the five. The booking's counter outlives any link of it (no hold is longer than a day).
 */
async function claimLinkSend(
  ctx: TAppContext,
  checkout: TCheckoutRow,
  channel: TSendPaymentLinkRequest['channel'],
  holdExpiresAt: string,
): Promise<void> {
  const nowMs = ctx.clock.now().getTime();
  const minute = fixedWindowHit('payment link sends#channel', `${checkout.id}:${channel}`, nowMs, LINK_RESEND_GAP_MS);
  if (((await countHits(ctx.db, [minute])).get(minute.bucket) ?? 0) > 1) {
    const retryAfterSeconds = Math.ceil((Date.parse(minute.expiresAt) - nowMs) / 1000);
    throw new AppError('RATE_LIMITED', PHONE_BOOKING_MESSAGES.sentMomentAgo, { retryAfterSeconds });
  }
  const longestHoldEnd = Date.parse(checkout.created_at) + PHONE_HOLD_MAX_MINUTES * 60_000;
  const booking: TCounterHit = {
    bucket: 'payment link sends#booking',
    key: checkout.id,
    windowStart: checkout.created_at,
    expiresAt: new Date(Math.max(longestHoldEnd, Date.parse(holdExpiresAt), nowMs) + LINK_RESEND_GAP_MS).toISOString(),
  };
  if (((await countHits(ctx.db, [booking])).get(booking.bucket) ?? 0) > MAX_LINK_SENDS) {
    throw new AppError('RATE_LIMITED', PHONE_BOOKING_MESSAGES.tooManySends);
  }
}

/**
 * Sends a phone booking's payment link to its customer by text or email (decision 075), through the outbox in
 * the same transaction that records the send (shown on the desk and the order's timeline) and audits it. Refused
 * when there is no live link (paid, or it can no longer be paid), no address for the channel, or it was sent too
 * often: five a booking, one a channel a minute.
 */
export async function sendPaymentLink(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: TSendPaymentLinkRequest,
): Promise<TPhoneBooking> {
  const request = ZSendPaymentLinkRequest.parse(input);
  return oneAtATime(ctx, `paymentLink:${request.checkoutId}`, async () => {
    const { checkout, customer } = await findOwnPhoneBooking(ctx, request.checkoutId);
    const live = await livePaymentOf(ctx, checkout);
    if (!live || (await findOrderByCheckout(ctx.db, checkout.id))) {
      throw new AppError('CONFLICT', PHONE_BOOKING_MESSAGES.linkNotLive);
    }
    if (!linkChannelsOf(ctx).includes(request.channel)) {
      throw new AppError('BAD_REQUEST', PHONE_BOOKING_MESSAGES.channelNotSetUp, { field: 'channel' });
    }
    const recipient = request.channel === 'email' ? customer.email : customer.phone;
    if (!recipient) throw new AppError('BAD_REQUEST', PHONE_BOOKING_MESSAGES.noEmail, { field: 'channel' });
    // Five a booking and a minute since this channel's last send, as the desk lists them; the shared counters
    // then decide between sends racing in two processes.
    const sends = await listPaymentLinkSendsOfCheckout(ctx.db, checkout.id);
    const nowMs = ctx.clock.now().getTime();
    const last = sends.filter((send) => send.channel === request.channel).at(-1);
    if (sends.length >= MAX_LINK_SENDS) throw new AppError('RATE_LIMITED', PHONE_BOOKING_MESSAGES.tooManySends);
    if (last && nowMs - Date.parse(last.created_at) < LINK_RESEND_GAP_MS) {
      const retryAfterSeconds = Math.ceil((Date.parse(last.created_at) + LINK_RESEND_GAP_MS - nowMs) / 1000);
      throw new AppError('RATE_LIMITED', PHONE_BOOKING_MESSAGES.sentMomentAgo, { retryAfterSeconds });
    }
    const { expiresAt: holdExpiresAt } = await readCheckoutHold(ctx.db, checkout, await phoneHoldMinutes(ctx));
    if (Date.parse(holdExpiresAt) <= ctx.clock.now().getTime()) {
      throw new AppError('CONFLICT', PHONE_BOOKING_MESSAGES.linkNotLive);
    }
    await claimLinkSend(ctx, checkout, request.channel, holdExpiresAt);
    // The trip named in the booking's language, its Arabic title where written (decision 102).
    const lines = storedLines(checkout);
    const trip = (await lineWordsOf(ctx.db, languageOf(checkout), lines)).trip(lines);
    const now = isoNow(ctx.clock);
    const sendId = newId();
    await ctx.db.transaction().execute(async (trx) => {
      await insertPaymentLinkSend(trx, {
        id: sendId,
        checkout_id: checkout.id,
        operator_id: by.id,
        channel: request.channel,
        recipient,
        created_at: now,
      });
      await enqueueMessage(
        trx,
        {
          topic: 'phonePaymentLink',
          channel: request.channel,
          recipient,
          orderId: null,
          payload: {
            checkoutId: checkout.id,
            // The shop's own page of the booking (decision 078), never the gateway's page itself.
            link: paidPageUrl(ctx, checkout),
            holdExpiresAt,
            trip,
            amountFils: checkout.total_fils,
            firstName: customer.firstName,
            // The booking's language, as the desk chose it (decision 110): the message is written in it.
            language: languageOf(checkout),
          } satisfies TPaymentLinkPayload,
          dedupeKey: `phonePaymentLink:${request.channel}:${checkout.id}:${sendId}`,
        },
        now,
      );
      await insertAuditEntry(trx, {
        at: now,
        operatorId: by.id,
        action: 'order.paymentLinkSent',
        objectType: 'checkout',
        objectId: checkout.id,
        before: null,
        after: { channel: request.channel, recipient },
      });
    });
    return phoneBookingView(ctx, checkout, customer, live);
  });
}

/**
 * operator/sendPassengerLink (decision 094): once a phone booking is paid, the travellers page's link goes to the
 * customer by text or email through the outbox, as the confirmation's own sentence; audited on the order. The agent
 * typing the passports in for the customer is a later slice.
 */
export async function sendPassengerLink(
  ctx: TAppContext,
  by: TOperatorAuth,
  input: TSendPassengerLinkRequest,
): Promise<TPhoneBooking> {
  const request = ZSendPassengerLinkRequest.parse(input);
  const { checkout, customer } = await findOwnPhoneBooking(ctx, request.checkoutId);
  const order = await findOrderByCheckout(ctx.db, checkout.id);
  if (order?.status !== 'confirmed') throw new AppError('CONFLICT', PHONE_BOOKING_MESSAGES.passengerLinkNotPaid);
  if (!(await passengerDetailsLink(ctx, order))) {
    throw new AppError('CONFLICT', PHONE_BOOKING_MESSAGES.passengerLinkNothingAsked);
  }
  if (!linkChannelsOf(ctx).includes(request.channel)) {
    throw new AppError('BAD_REQUEST', PHONE_BOOKING_MESSAGES.channelNotSetUp, { field: 'channel' });
  }
  const recipient = request.channel === 'email' ? customer.email : customer.phone;
  if (!recipient) throw new AppError('BAD_REQUEST', PHONE_BOOKING_MESSAGES.noEmail, { field: 'channel' });
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    await enqueueMessage(
      trx,
      {
        topic: 'passengerDetailsLink',
        channel: request.channel,
        recipient,
        orderId: order.id,
        payload: {},
        dedupeKey: `passengerDetailsLink:${request.channel}:${order.id}:${newId()}`,
      },
      now,
    );
    await insertAuditEntry(trx, {
      at: now,
      operatorId: by.id,
      action: 'order.passengerLinkSent',
      objectType: 'order',
      objectId: order.id,
      before: null,
      after: { channel: request.channel, recipient },
    });
  });
  return phoneBookingView(ctx, checkout, customer, null);
}

const PAID_PAGE_PURPOSE = 'phone-booking-paid';

/** The key to a phone booking's confirmation page: only the payment page's return address carries it. */
export function paidPageKey(ctx: TAppContext, checkoutId: string): string {
  return sign(ctx.config.appSecret, PAID_PAGE_PURPOSE, checkoutId);
}

/**
 * The page the payment page sends a phone booking's payer to: its address carries the key to its confirmation. In
 * the booking's language (decision 110): an Arabic booking's page is under /ar.
 */
function paidPageUrl(ctx: TAppContext, checkout: Pick<TCheckoutRow, 'id' | 'language'>): string {
  const path = pathInLanguage(`/paid/${encodeURIComponent(checkout.id)}`, languageOf(checkout));
  return `${ctx.config.publicUrl}${path}?key=${paidPageKey(ctx, checkout.id)}`;
}

/** A booking's language (decision 110); a row written before languages reads English. */
function languageOf(checkout: Pick<TCheckoutRow, 'language'>): TLanguage {
  return checkout.language === 'ar' ? 'ar' : 'en';
}

/**
 * The confirmation a phone booking's payer sees after paying the link, signed in on that device or not
 * (decision 075): only what the link's holder knew already (the trip, its date and tickets, the amount) and the
 * booking's reference once it is confirmed; nothing about the customer. A wrong key reads as no such booking.
 */
export async function paidPhoneBooking(
  ctx: TAppContext,
  input: { checkoutId: string; key: string },
): Promise<TPaidPhoneBooking> {
  const request = ZPaidPhoneBookingRequest.parse(input);
  if (!safeEqual(request.key, paidPageKey(ctx, request.checkoutId)))
    throw new AppError('NOT_FOUND', PHONE_BOOKING_MESSAGES.bookingNotFound);
  const { checkout } = await findOwnPhoneBooking(ctx, request.checkoutId);
  const order = await findOrderByCheckout(ctx.db, checkout.id);
  const lines = storedLines(checkout).map((line) => ({
    title: line.title,
    date: line.date,
    time: line.time,
    tickets: { ...line.tickets },
  }));
  const base = { lines, totalFils: checkout.total_fils, holdExpiresAt: null, payment: null, reference: null };
  if (order) {
    const isConfirmed = order.status !== 'failed';
    return { ...base, state: isConfirmed ? 'confirmed' : 'notPaid', reference: isConfirmed ? order.reference : null };
  }
  const live = await livePaymentOrPaying(ctx, checkout);
  if (live === 'paying') return { ...base, state: 'paying' };
  const { expiresAt: holdExpiresAt } = await readCheckoutHold(ctx.db, checkout, await phoneHoldMinutes(ctx));
  // The link lives as long as its hold (decision 078): after that, the customer asks for a new one.
  if (live && Date.parse(holdExpiresAt) > ctx.clock.now().getTime()) {
    return {
      ...base,
      state: 'payable',
      holdExpiresAt,
      payment: { TransactionID: live.transactionId, PaymentPage: live.paymentPageUrl },
    };
  }
  // Still open but no longer payable: its hold ran out (or its seats, or its cut-off): a new link is needed.
  return { ...base, state: checkout.status === 'open' ? 'expired' : 'notPaid' };
}

/**
 * Cash at the desk: the booking's order is made by the same order step a gateway's confirmation runs (its
 * seats checked again, booked once), with a payment of provider 'cash'; one at a time with those
 * confirmations, so a link paid at the same moment loses to the cash and is refunded by the usual rule.
 */
export async function recordCashPayment(
  ctx: TAppContext,
  by: TOperatorAuth,
  checkoutId: string,
): Promise<TPhoneBooking> {
  const { checkout: found, customer } = await findOwnPhoneBooking(ctx, checkoutId);
  await oneAtATime(ctx, `confirm:${found.id}`, async () => {
    const { checkout } = await findOwnPhoneBooking(ctx, checkoutId);
    if (checkout.status === 'confirmed' || (await findOrderByCheckout(ctx.db, checkout.id))) {
      throw new AppError('CONFLICT', PHONE_BOOKING_MESSAGES.alreadyPaid);
    }
    if (checkout.status !== 'open') throw new AppError('CONFLICT', PHONE_BOOKING_MESSAGES.notOpen);
    const refusal = await findPayRefusal(ctx, checkout);
    if (refusal) throw new AppError(refusal.code, refusal.message, { refusal: refusal.refusal });
    const now = isoNow(ctx.clock);
    const payment = await recordOffGatewayPayment(ctx.db, checkout, {
      provider: CASH_PROVIDER,
      transactionId: newCashTransactionId(),
      now,
    });
    const order = await createOrder(ctx, checkout, payment);
    if (!order) throw new AppError('CONFLICT', PHONE_BOOKING_MESSAGES.alreadyPaid);
    if (order.status === 'failed') {
      // Sold out or closed in the instant since the check above: nothing was booked, the cash stays with the customer.
      await refundPayment(ctx, { paymentId: payment.id, transactionId: payment.provider_transaction_id });
      throw new AppError('CONFLICT', PHONE_BOOKING_MESSAGES.notOpen);
    }
    await ctx.db.transaction().execute(async (trx) => {
      await insertOrderEvent(trx, {
        orderId: order.id,
        at: now,
        kind: 'paidInCash',
        operatorId: by.id,
        amountFils: order.amount_paid_fils,
        isOverride: false,
        text: '',
      });
      await insertAuditEntry(trx, {
        at: now,
        operatorId: by.id,
        action: 'order.cashPayment',
        objectType: 'order',
        objectId: order.id,
        before: { checkoutStatus: 'open' },
        after: { status: order.status, provider: CASH_PROVIDER, amountFils: order.amount_paid_fils },
      });
    });
  });
  const { checkout } = await findOwnPhoneBooking(ctx, checkoutId);
  return phoneBookingView(ctx, checkout, customer, null);
}
