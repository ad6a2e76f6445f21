import { MESSAGES } from '@rihla/shared/constants';
import { filsToAed } from '@rihla/shared/rules/money';
import type { TCheckoutSummary } from '@rihla/shared/schemas/booking';
import type { TAppContext, TAuthUser } from '../../context.js';
import type { TCheckoutRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { listCartRows, setCartPromo } from '../cart/cart.repository.js';
import { priceCartRows } from '../cart/cart-pricing.js';
import { evaluatePromo } from './promo.service.js';

export type TCheckoutStatus = 'open' | 'confirmed';

export function toCheckoutSummary(checkout: TCheckoutRow): TCheckoutSummary {
  return {
    _id: checkout.id,
    actual_amount: filsToAed(checkout.subtotal_fils),
    to_be_paid: filsToAed(checkout.total_fils),
    discount: filsToAed(checkout.discount_fils),
    coupon_code: checkout.promo_code,
  };
}

/**
 * Prices the cart as it is now, with the promo code when one is given, and records the result as a
 * checkout: the exact lines and amounts a payment will be asked for. A refused code changes nothing.
 */
export async function createCheckout(ctx: TAppContext, user: TAuthUser, couponCode?: string): Promise<TCheckoutRow> {
  const { lines, subtotalFils } = priceCartRows(await listCartRows(ctx.db, user.id));
  if (lines.length === 0) throw new AppError('BAD_REQUEST', MESSAGES.addPackageBeforeCheckout);
  const now = isoNow(ctx.clock);
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
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('checkouts').values(checkout).execute();
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
