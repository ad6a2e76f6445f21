import { MAX_HELD_SEATS, MESSAGES } from '@rihla/shared/constants';
import { BOOKING_MESSAGES, CART_MESSAGES } from '@rihla/shared/messages/booking';
import { filsToAed } from '@rihla/shared/rules/money';
import type { TCheckoutSummary } from '@rihla/shared/schemas/booking';
import type { TAppContext, TAuthUser } from '../../../context.js';
import type { TCheckoutRow } from '../../../db/tables/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { newId } from '../../../lib/ids.js';
import { setCartPromo } from '../../cart/cart.repository.js';
import { insertCheckout } from '../booking.repository.js';
import { holdExpiry, isPastCutoff } from '../departures.js';
import { holdSeats } from '../steps/hold-seats.js';
import { priceCart } from '../steps/price-cart.js';

/**
 * Checkout: price the cart, or only the lines named (Buy It Now, decision 030), with the code given; check each
 * line's cut-off and rules, then in one transaction record the checkout and hold its seats for HOLD_MINUTES.
 * The checkout is the exact lines and amounts a payment will be asked for. A refusal changes nothing.
 */
export async function checkoutFlow(
  ctx: TAppContext,
  user: TAuthUser,
  couponCode?: string,
  lineIds?: string[],
): Promise<TCheckoutRow> {
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

  const checkout: TCheckoutRow = {
    id: newId(),
    user_id: user.id,
    items: JSON.stringify(cart.lines),
    subtotal_fils: cart.subtotalFils,
    discount_fils: cart.discountFils,
    total_fils: cart.totalFils,
    promo_code: cart.promoCode,
    line_ids: lineIds ? JSON.stringify(cart.lineIds) : null,
    status: 'open',
    created_at: now,
    updated_at: now,
  };
  await ctx.db.transaction().execute(async (trx) => {
    // A write first: on SQLite the transaction then takes the write lock at once.
    await insertCheckout(trx, checkout);
    await holdSeats(trx, {
      userId: user.id,
      checkoutId: checkout.id,
      lines: cart.lines,
      products,
      now: clockNow,
      expiresAt: holdExpiry(clockNow),
    });
    await setCartPromo(trx, user.id, checkout.promo_code, now);
  });
  return checkout;
}

export function toCheckoutSummary(checkout: TCheckoutRow): TCheckoutSummary {
  return {
    _id: checkout.id,
    actual_amount: filsToAed(checkout.subtotal_fils),
    to_be_paid: filsToAed(checkout.total_fils),
    discount: filsToAed(checkout.discount_fils),
    coupon_code: checkout.promo_code,
    expiresAt: holdExpiry(new Date(checkout.created_at)),
    // SCAFFOLD (decision 049): nothing but the card pays until checkout spends points, gift cards and the wallet.
    points_used: 0,
    points_amount: 0,
    gift_card_code: null,
    gift_card_amount: 0,
    wallet_amount: 0,
  };
}
