import { MESSAGES } from '@rihla/shared/constants';
import { filsToAed } from '@rihla/shared/rules/money';
import type { TCheckoutSummary } from '@rihla/shared/schemas/booking';
import type { TAppContext, TAuthUser } from '../../context.js';
import { lockSlots } from '../../db/database.js';
import type { TCheckoutRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { findSlotProducts, insertHold, releaseHeldSeatsOfUser } from '../availability/availability.repository.js';
import {
  assertBeforeCutoff,
  assertSeatsLeft,
  assertTicketLimit,
  holdExpiry,
} from '../availability/availability.service.js';
import { listCartRows, setCartPromo } from '../cart/cart.repository.js';
import { priceCartRows } from '../cart/cart-pricing.js';
import { evaluatePromo } from './promo.service.js';

/** 'cancelled': the account was deleted before paying; a payment arriving later is refunded. */
export type TCheckoutStatus = 'open' | 'confirmed' | 'failed' | 'cancelled';

export function toCheckoutSummary(checkout: TCheckoutRow): TCheckoutSummary {
  return {
    _id: checkout.id,
    actual_amount: filsToAed(checkout.subtotal_fils),
    to_be_paid: filsToAed(checkout.total_fils),
    discount: filsToAed(checkout.discount_fils),
    coupon_code: checkout.promo_code,
    expiresAt: holdExpiry(new Date(checkout.created_at)),
  };
}

/**
 * Prices the cart as it is now, with the promo code when one is given, holds the seats of every line for
 * HOLD_MINUTES and records the result as a checkout: the exact lines and amounts a payment will be asked
 * for. Seats still held by the user's earlier checkouts are released first. A refusal changes nothing.
 */
export async function createCheckout(ctx: TAppContext, user: TAuthUser, couponCode?: string): Promise<TCheckoutRow> {
  const { lines, subtotalFils } = priceCartRows(await listCartRows(ctx.db, user.id));
  if (lines.length === 0) throw new AppError('BAD_REQUEST', MESSAGES.addPackageBeforeCheckout);
  const clockNow = ctx.clock.now();
  const now = clockNow.toISOString();
  const products = await findSlotProducts(
    ctx.db,
    lines.map((line) => line.productId),
  );
  const productOf = (productId: string) => {
    const product = products.get(productId);
    if (!product) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
    return product;
  };
  for (const line of lines) {
    const product = productOf(line.productId);
    assertBeforeCutoff(product, line.date, clockNow);
    assertTicketLimit(product, line.adultCount);
  }
  const promo = couponCode ? await evaluatePromo(ctx.db, couponCode, user.id, subtotalFils, now) : null;
  const discountFils = promo?.discountFils ?? 0;
  const checkout: TCheckoutRow = {
    id: newId(),
    user_id: user.id,
    items: JSON.stringify(lines),
    subtotal_fils: subtotalFils,
    discount_fils: discountFils,
    total_fils: subtotalFils - discountFils,
    promo_code: promo?.code ?? null,
    status: 'open' satisfies TCheckoutStatus,
    created_at: now,
    updated_at: now,
  };
  const expiresAt = holdExpiry(clockNow);
  await ctx.db.transaction().execute(async (trx) => {
    // The lock comes first: on SQLite the transaction's first statement is then a write.
    await lockSlots(trx, ctx.database.dialect, lines);
    await releaseHeldSeatsOfUser(trx, user.id, now);
    for (const line of lines)
      await assertSeatsLeft(trx, productOf(line.productId), line.date, line.adultCount, clockNow);
    await trx.insertInto('checkouts').values(checkout).execute();
    for (const line of lines) {
      await insertHold(trx, checkout.id, line, { status: 'held', expiresAt }, now);
    }
    await setCartPromo(trx, user.id, checkout.promo_code, now);
  });
  return checkout;
}

export async function findOwnCheckout(ctx: TAppContext, user: TAuthUser, checkoutId: string): Promise<TCheckoutRow> {
  const checkout = await ctx.db
    .selectFrom('checkouts')
    .selectAll()
    .where('id', '=', checkoutId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!checkout) throw new AppError('NOT_FOUND', 'This checkout was not found. Please check out again.');
  return checkout;
}
