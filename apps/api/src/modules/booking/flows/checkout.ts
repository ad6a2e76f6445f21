import { HOLD_MINUTES, MAX_HELD_SEATS, MESSAGES } from '@rihla/shared/constants';
import { BOOKING_MESSAGES, CART_MESSAGES } from '@rihla/shared/messages/booking';
import { LEDGER_MESSAGES } from '@rihla/shared/messages/ledger';
import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import { filsToAed, supplyVatFils } from '@rihla/shared/rules/money';
import type { TCheckoutSummary } from '@rihla/shared/schemas/booking';
import type { TAppContext, TAuthUser } from '../../../context.js';
import type { TDb } from '../../../db/database.js';
import type { TCheckoutRow } from '../../../db/tables/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { newId } from '../../../lib/ids.js';
import { setCartPromo } from '../../cart/index.js';
import { insertCheckout, listHoldsOfCheckout } from '../booking.repository.js';
import { holdExpiry, isPastCutoff } from '../departures.js';
import { seatsChanged } from '../seats-changed.js';
import { holdSeats } from '../steps/hold-seats.js';
import { priceBalances, type TBalanceChoice } from '../steps/price-balances.js';
import { priceCart } from '../steps/price-cart.js';

/**
 * Checkout: price the cart, or only the lines named (Buy It Now, decision 030), with the code given; check each
 * line's cut-off and rules, then in one transaction record the checkout and hold its seats for HOLD_MINUTES (a
 * phone booking's for the shop's own length, decision 075).
 * The checkout is the exact lines and amounts a payment will be asked for, and what points, a gift card and the
 * wallet would pay of them (decision 049; taken only by the order), in the shopper's language (decision 103). A
 * partner's sale names its partner; a reservation over its API (decision 121) keeps the account's other holds. A refusal changes
 * nothing.
 */
export async function checkoutFlow(
  ctx: TAppContext,
  user: TAuthUser,
  couponCode?: string,
  lineIds?: string[],
  balances: TBalanceChoice = {},
  holdMinutes = HOLD_MINUTES,
  language: TContentLanguage = 'en',
  /**
   * The partner who sells it, checked active by the caller: a reseller's reservation over its API (decision 121),
   * which keeps the account's other holds, its booking widget on a shopper's own account (decision 123), or one of
   * its travel agents signed in to the storefront (decision 126).
   */
  partner: { partnerId: string; channel: 'api' | 'widget' | 'agency' } | null = null,
): Promise<TCheckoutRow> {
  // A discount code or points reduce the price, never both (decision 049).
  if (couponCode && balances.usePoints) throw new AppError('BAD_REQUEST', LEDGER_MESSAGES.codeOrPoints);
  const clockNow = ctx.clock.now();
  const now = clockNow.toISOString();
  const cart = await priceCart(ctx.db, user.id, couponCode, now, lineIds);
  // A line named that is not in the caller's cart (another shopper's, removed, unknown): nothing is checked out.
  if (lineIds && new Set(cart.lineIds).size !== new Set(lineIds).size) {
    throw new AppError('NOT_FOUND', CART_MESSAGES.notInCart);
  }
  if (cart.lines.length === 0) throw new AppError('BAD_REQUEST', MESSAGES.addPackageBeforeCheckout);
  const products = cart.products;
  for (const line of cart.lines) {
    const product = products.get(line.productId);
    if (!product) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
    // A line of a product unpublished since it was added stays in the cart (to be removed), never reaches an order.
    if (!product.isPublished) throw new AppError('NOT_FOUND', MESSAGES.productUnavailable);
    if (isPastCutoff(product, line.date, line.start, clockNow)) {
      throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.pastCutoff);
    }
  }
  // A line the product's rules no longer allow (its terms changed since it was added) cannot reach an order.
  if (cart.lineRefusal) throw new AppError('BAD_REQUEST', cart.lineRefusal);
  if (cart.promoRefusal) throw new AppError('BAD_REQUEST', cart.promoRefusal);
  // One account holds at most MAX_HELD_SEATS at once (its earlier checkouts give theirs back below).
  if (cart.lines.reduce((seats, line) => seats + line.seats, 0) > MAX_HELD_SEATS) {
    throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.tooManySeatsHeld);
  }
  const parts = await priceBalances(ctx.db, user.id, cart.totalFils, balances, now);

  const checkout: TCheckoutRow = {
    id: newId(),
    user_id: user.id,
    items: JSON.stringify(cart.lines),
    subtotal_fils: cart.subtotalFils,
    discount_fils: cart.discountFils,
    total_fils: parts.cardFils,
    promo_code: cart.promoCode,
    line_ids: lineIds ? JSON.stringify(cart.lineIds) : null,
    status: 'open',
    created_at: now,
    updated_at: now,
    points_used: parts.pointsUsed,
    points_fils: parts.pointsFils,
    gift_card_id: parts.giftCardId,
    gift_card_code: parts.giftCardCode,
    gift_card_fils: parts.giftCardFils,
    wallet_fils: parts.walletFils,
    // The page's language (decision 103); a phone booking the desk makes is English.
    language,
    // Sold by a partner (decision 120): its API or its booking widget; none on the shop's own pages.
    partner_id: partner?.partnerId ?? null,
    partner_channel: partner?.channel ?? null,
  };
  const released = await ctx.db.transaction().execute(async (trx) => {
    // A write first: on SQLite the transaction then takes the write lock at once.
    await insertCheckout(trx, checkout);
    const givenBack = await holdSeats(trx, {
      userId: user.id,
      checkoutId: checkout.id,
      lines: cart.lines,
      products,
      now: clockNow,
      expiresAt: holdExpiry(clockNow, holdMinutes),
      keepOtherHolds: partner?.channel === 'api',
    });
    await setCartPromo(trx, user.id, checkout.promo_code, now);
    return givenBack;
  });
  // The new checkout's departures and those of the checkouts it replaced (decision 131), once committed.
  await seatsChanged(ctx, [
    ...cart.lines.map((line) => ({ productId: line.productId, date: line.date, start: line.start })),
    ...released,
  ]);
  return checkout;
}

/** The hold a checkout's seats were given: until when, and its length in minutes. */
export interface TCheckoutHold {
  expiresAt: string;
  minutes: number;
}

/**
 * A checkout's hold as its seats were held (decision 075): its holds' own expiry, HOLD_MINUTES for a shopper's
 * checkout and the shop's length for a phone booking, so a later change of that length moves nothing; a checkout
 * that holds none, `minutes` from its making. The storefront's checkout and the phone desk both say this one.
 */
export async function readCheckoutHold(
  db: TDb,
  checkout: TCheckoutRow,
  minutes: number = HOLD_MINUTES,
): Promise<TCheckoutHold> {
  const holds = await listHoldsOfCheckout(db, checkout.id);
  const latest = holds.reduce<string | null>(
    (max, hold) => (hold.expires_at && (max === null || hold.expires_at > max) ? hold.expires_at : max),
    null,
  );
  const expiresAt = latest ?? holdExpiry(new Date(checkout.created_at), minutes);
  return {
    expiresAt,
    minutes: Math.max(0, Math.round((Date.parse(expiresAt) - Date.parse(checkout.created_at)) / 60_000)),
  };
}

export function toCheckoutSummary(checkout: TCheckoutRow, hold: TCheckoutHold): TCheckoutSummary {
  return {
    _id: checkout.id,
    actual_amount: filsToAed(checkout.subtotal_fils),
    to_be_paid: filsToAed(checkout.total_fils),
    discount: filsToAed(checkout.discount_fils),
    coupon_code: checkout.promo_code,
    expiresAt: hold.expiresAt,
    holdMinutes: hold.minutes,
    points_used: checkout.points_used,
    points_amount: filsToAed(checkout.points_fils),
    gift_card_code: checkout.gift_card_code,
    gift_card_amount: filsToAed(checkout.gift_card_fils),
    wallet_amount: filsToAed(checkout.wallet_fils),
    // The VAT of the whole price the parts will pay, as its receipt and tax invoice state it (decision 080).
    vat: filsToAed(
      supplyVatFils({
        cardFils: checkout.total_fils,
        pointsFils: checkout.points_fils,
        giftCardFils: checkout.gift_card_fils,
        walletFils: checkout.wallet_fils,
      }),
    ),
  };
}
