import { MESSAGES } from '@rihla/shared/constants';
import { filsToAed } from '@rihla/shared/rules/money';
import { todayInDubai } from '@rihla/shared/rules/time';
import type { TCartItemInput, TViewCartData } from '@rihla/shared/schemas/booking';
import type { TAppContext, TAuthUser } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { findSlotProductOfModule, type TSlotProduct } from '../availability/availability.repository.js';
import { assertTicketLimit } from '../availability/availability.service.js';
import { evaluatePromo } from '../checkout/promo.service.js';
import { deleteCartItem, findCartPromo, listCartRows, upsertCartItem } from './cart.repository.js';
import { priceCartRows } from './cart-pricing.js';

/** The product a cart line names, with only the fields booking needs; NOT_FOUND when the module does not match. */
async function findCartProduct(ctx: TAppContext, module: TCartItemInput['module'], planId: string) {
  const product = await findSlotProductOfModule(ctx.db, module, planId);
  if (!product) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
  return product;
}

export async function addToCart(ctx: TAppContext, user: TAuthUser, items: TCartItemInput[]): Promise<void> {
  const today = todayInDubai(ctx.clock.now());
  const products: TSlotProduct[] = [];
  for (const item of items) {
    if (item.date < today) throw new AppError('BAD_REQUEST', 'Please choose a date from today onwards');
    const product = await findCartProduct(ctx, item.module, item.planId);
    assertTicketLimit(product, item.adultCount);
    products.push(product);
  }
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    for (const [index, item] of items.entries()) {
      await upsertCartItem(trx, {
        user_id: user.id,
        product_id: products[index]?.id ?? item.planId,
        date: item.date,
        time: item.time,
        adult_count: item.adultCount,
        added_at: now,
      });
    }
  });
}

export async function viewCart(ctx: TAppContext, user: TAuthUser): Promise<TViewCartData> {
  const [rows, promoCode] = await Promise.all([listCartRows(ctx.db, user.id), findCartPromo(ctx.db, user.id)]);
  const { lines, subtotalFils } = priceCartRows(rows);
  let discountFils = 0;
  let appliedCode: string | null = null;
  if (promoCode && lines.length > 0) {
    // A code that stopped applying (expired, used up, cart now below its minimum) simply gives no discount.
    const applied = await evaluatePromo(ctx.db, promoCode, user.id, subtotalFils, isoNow(ctx.clock)).catch(() => null);
    discountFils = applied?.discountFils ?? 0;
    appliedCode = applied?.code ?? null;
  }
  return {
    items: lines.map((line) => ({
      module: line.module,
      planId: line.productId,
      title: line.title,
      date: line.date,
      time: line.time,
      adultCount: line.adultCount,
      price: filsToAed(line.unitFils),
      totalAmount: filsToAed(line.totalFils),
      pictures: line.pictures,
      tour_type: line.tourType,
    })),
    totalCartAmount: filsToAed(subtotalFils),
    amount_paid: filsToAed(subtotalFils - discountFils),
    discount: filsToAed(discountFils),
    coupon_code: appliedCode,
  };
}

export async function removeFromCart(
  ctx: TAppContext,
  user: TAuthUser,
  module: TCartItemInput['module'],
  planId: string,
) {
  const product = await findCartProduct(ctx, module, planId);
  const removed = await deleteCartItem(ctx.db, user.id, product.id);
  if (removed === 0) throw new AppError('NOT_FOUND', 'This item is not in your cart');
}

export const CART_MESSAGES = { added: MESSAGES.addedToCart, removed: 'Removed from your cart' } as const;
