import { addDays, timeRange12Hour, todayInDubai } from '@rihla/shared/rules/time';
import type { TProductRow } from '../db/tables/schema.js';
import type { TProductWrite } from '../modules/catalogue/catalogue.repository.js';
import { SANDBOX_CARDS } from '../modules/payments/sandbox-provider.js';
import type { TTestApp } from './harness.js';

export interface TCatalogueCard {
  module: string;
  planId: string;
  title: string;
  price: number;
  /** The time range the product offers, as the booking panel sends it ('9:00 AM - 5:00 PM'). */
  time: string;
}

/** A bookable date a week after the test clock's today. */
export function nextWeek(t: TTestApp): string {
  return addDays(todayInDubai(t.clock.now()), 7);
}

/**
 * Dates from `firstOffset` days after the test clock's today, a new one each call: tests sharing a database
 * then never share a departure's seats.
 */
export function freshDates(app: TTestApp | (() => TTestApp), firstOffset = 11): () => string {
  let offset = firstOffset - 1;
  return () => {
    offset += 1;
    const t = typeof app === 'function' ? app() : app;
    return addDays(todayInDubai(t.clock.now()), offset);
  };
}

/** Seats left on one date of a product (every departure of the day), as the storefront's availability says. */
export async function seatsLeftOn(t: TTestApp, product: { module: string; planId: string }, date: string) {
  const res = await t.call('users/availability', {
    module: product.module,
    planId: product.planId,
    from: date,
    days: 1,
  });
  return res.body.data[0].seatsLeft as number;
}

/** The time range a product offers, in the 12-hour text the booking panel sends and the cart accepts. */
export async function offeredTime(t: TTestApp, planId: string): Promise<string> {
  const product = await t.app.ctx.db
    .selectFrom('products')
    .select(['start_time', 'end_time'])
    .where('id', '=', planId)
    .executeTakeFirstOrThrow();
  return timeRange12Hour(product.start_time, product.end_time);
}

/** The catalogue's cards of a category (every card without one), each with the time it offers. */
export async function productsOf(t: TTestApp, category?: string): Promise<TCatalogueCard[]> {
  const res = await t.call('users/filteredList', category ? { category: [category] } : {});
  const cards = res.body.data as Array<Omit<TCatalogueCard, 'time'>>;
  return Promise.all(cards.map(async (card) => ({ ...card, time: await offeredTime(t, card.planId) })));
}

export async function addLine(
  t: TTestApp,
  token: string,
  product: TCatalogueCard,
  adultCount: number,
  date = nextWeek(t),
  options?: Parameters<TTestApp['call']>[3],
) {
  return t.call(
    'users/addToCart',
    {
      item: [
        {
          module: product.module,
          planId: product.planId,
          title: product.title,
          date,
          time: product.time,
          adultCount,
        },
      ],
    },
    token,
    options,
  );
}

/** Posts the sandbox gateway's card form the way the shopper's browser does. */
export async function payOnSandbox(
  t: TTestApp,
  transactionId: string,
  cardNumber: string,
  expiry = '12/39',
  cvv = '123',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/sandbox/pay/submit',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ TransactionID: transactionId, card_number: cardNumber, expiry, cvv }).toString(),
  });
}

/**
 * Cart -> checkout (optionally with a code, or other choices such as use_wallet) -> payment page; returns the ids
 * the web app keeps.
 */
export async function checkoutAndInitiate(
  t: TTestApp,
  token: string,
  couponCode?: string,
  choices: Record<string, unknown> = {},
) {
  const checkout = await t.call(
    'users/checkout',
    { ...(couponCode && { coupon_code: couponCode }), ...choices },
    token,
  );
  if (checkout.body.status !== 1) throw new Error(`checkout failed: ${checkout.body.message}`);
  const cartId = checkout.body.data[0]._id as string;
  const initiated = await t.call('users/paymentInitiate', { cartId }, token);
  if (initiated.body.status !== 1) throw new Error(`paymentInitiate failed: ${initiated.body.message}`);
  return {
    checkout: checkout.body.data[0],
    cartId,
    transactionId: initiated.body.data.Transaction.TransactionID as string,
    paymentPage: initiated.body.data.Transaction.PaymentPage as string,
  };
}

/**
 * Pays the cart on the sandbox with the approving card and confirms it, as the return page does; answers the
 * order's row, the gateway's transaction and the checkout's answer.
 */
export async function payAndConfirm(t: TTestApp, token: string, choices: Record<string, unknown> = {}) {
  const { checkout, cartId, transactionId } = await checkoutAndInitiate(t, token, undefined, choices);
  await payOnSandbox(t, transactionId, SANDBOX_CARDS.approve);
  const confirmed = await t.call('users/confirmBooking', { paymentId: transactionId, cartId }, token);
  if (confirmed.body.status !== 1) throw new Error(`confirmBooking failed: ${confirmed.body.message}`);
  const order = await t.app.ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('reference', '=', confirmed.body.data.reference)
    .executeTakeFirstOrThrow();
  return { order, transactionId, checkout };
}

/**
 * A product row read from the database as a template for a new product: without the search text the write
 * derives and the booking terms, which start at their defaults and are set on their own (setBookingTerms).
 */
export function productTemplateOf(row: TProductRow): TProductWrite {
  const {
    search_text: _searchText,
    schedule: _schedule,
    ticket_types: _ticketTypes,
    pricing: _pricing,
    cancellation_tiers: _cancellationTiers,
    where_to_be: _whereToBe,
    ...template
  } = row;
  return template;
}
