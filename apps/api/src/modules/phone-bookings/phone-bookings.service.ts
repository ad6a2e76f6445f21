// Phone and walk-in bookings (issue 18, decision 042). The customer is a shopper account, and the booking is a
// shopper's own: the line goes into their cart and is checked out alone (Buy It Now's line checkout, decision
// 030), so the same checks price it and hold its seats, and the same payment step opens the gateway's hosted
// page, whose link the agent sends. The gateway's callback confirms it as it confirms any shopper's payment.
// Cash, for roles with payments.cash, confirms it through the same order step with a payment of its own.
import { PHONE_BOOKING_MESSAGES } from '@rihla/shared/messages/phone-bookings';
import type {
  TBookByPhoneRequest,
  TPhoneBooking,
  TPhoneBookingState,
  TPhoneCustomer,
} from '@rihla/shared/schemas/operator-phone-bookings';
import {
  ZBookByPhoneRequest,
  ZCreateCustomerRequest,
  ZFindCustomerRequest,
} from '@rihla/shared/schemas/operator-phone-bookings';
import type { z } from 'zod';
import type { TAppContext, TAuthUser } from '../../context.js';
import { isUniqueViolation } from '../../db/database.js';
import type { TCheckoutRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId, newToken } from '../../lib/ids.js';
import { insertAuditEntry } from '../audit/index.js';
import { findUserByPhone, hashPassword, insertUser, normalisePhone } from '../auth/index.js';
import { listDepartures } from '../availability/index.js';
import {
  addToCart,
  checkoutFlow,
  createOrder,
  findOrderByCheckout,
  findPayRefusal,
  holdExpiry,
  insertOrderEvent,
  insertPayment,
  oneAtATime,
  payFlow,
  refundPayment,
  resumeLivePayment,
  storedLines,
} from '../booking/index.js';
import { toDeskLine } from '../bookings-desk/index.js';
import { findBookingProducts } from '../catalogue/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import { CASH_PROVIDER, newCashTransactionId, type TCreatedPayment } from '../payments/index.js';
import {
  findCustomerById,
  findPhoneBooking,
  insertPhoneBooking,
  type TCustomerRow,
} from './phone-bookings.repository.js';

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
  return { phone: phone.e164, customer: user ? toCustomer(user) : null };
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
  const passwordHash = await hashPassword(newToken());
  const user = {
    id: newId(),
    country: phone.country,
    phone_number: phone.e164,
    email: request.email.toLowerCase(),
    first_name: request.firstName,
    last_name: request.lastName,
    gender: '',
    dob: '',
    profile_pic: '',
    password_hash: passwordHash,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
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
 * open and with seats), its line checkout (priced on the server, seats held for HOLD_MINUTES) and its Pay Now
 * (a hosted payment page for the exact amount). The operator is recorded with the checkout and in the audit log.
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
  const checkout = await checkoutFlow(ctx, shopper, undefined, lineIds);
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
      after: { customerId: customer.id, totalFils: checkout.total_fils, lines: storedLines(checkout).length },
    });
  });
  // The customer pays on their phone, signed out: the hosted page sends them to the storefront afterwards.
  const payment = await payFlow(ctx, shopper, checkout.id, `${ctx.config.publicUrl}/`);
  return phoneBookingView(ctx, checkout, toCustomer(customer), paymentLinkOf(payment));
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
  paymentUrl: string | null,
): Promise<TPhoneBooking> {
  const order = await findOrderByCheckout(ctx.db, checkout.id);
  const state: TPhoneBookingState = order
    ? order.status === 'confirmed'
      ? 'confirmed'
      : 'failed'
    : STATE_OF_CHECKOUT[checkout.status];
  return {
    checkoutId: checkout.id,
    state,
    customer,
    lines: storedLines(checkout).map(toDeskLine),
    totalFils: checkout.total_fils,
    holdExpiresAt: holdExpiry(new Date(checkout.created_at)),
    paymentUrl: state === 'awaitingPayment' ? paymentUrl : null,
    orderId: order?.id ?? null,
    reference: order?.reference ?? null,
  };
}

/**
 * A phone booking as the agent follows it: awaiting payment, with the link that can still be paid (null once
 * none can: declined or expired, book again), or its order once the customer paid. Reads only.
 */
export async function getPhoneBooking(ctx: TAppContext, checkoutId: string): Promise<TPhoneBooking> {
  const { checkout, customer } = await findOwnPhoneBooking(ctx, checkoutId);
  let link: string | null = null;
  if (checkout.status === 'open' && (await findPayRefusal(ctx, checkout)) === null) {
    try {
      const live = await resumeLivePayment(ctx, checkout);
      link = live ? paymentLinkOf(live) : null;
    } catch (error) {
      // Paid at the gateway, its confirmation under way: no link to send any more.
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  }
  return phoneBookingView(ctx, checkout, customer, link);
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
    const payment = {
      id: newId(),
      provider: CASH_PROVIDER,
      provider_transaction_id: newCashTransactionId(),
      checkout_id: checkout.id,
      user_id: checkout.user_id,
      amount_fils: checkout.total_fils,
      status: 'pending' as const,
      created_at: now,
      updated_at: now,
    };
    await insertPayment(ctx.db, payment);
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
