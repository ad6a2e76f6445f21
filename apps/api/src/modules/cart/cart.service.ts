import { BOOKING_HORIZON_DAYS, MESSAGES } from '@rihla/shared/constants';
import { BOOKING_MESSAGES, CART_MESSAGES } from '@rihla/shared/messages/booking';
import { offeredTimeOrRefusal, ticketLimitRefusal } from '@rihla/shared/rules/booking';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import type { TCartItemInput } from '@rihla/shared/schemas/booking';
import type { TAppContext, TAuthUser } from '../../context.js';
import type { CartItemsTable } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { findSlotProductOfModule, type TSlotProduct } from '../catalogue/product-terms.repository.js';
import { deleteCartItem, upsertCartItems } from './cart.repository.js';

/** The product a cart line names, with only the fields booking needs; NOT_FOUND when the module does not match. */
async function findCartProduct(ctx: TAppContext, module: TCartItemInput['module'], planId: string) {
  const product = await findSlotProductOfModule(ctx.db, module, planId);
  if (!product) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
  return product;
}

export async function addToCart(ctx: TAppContext, user: TAuthUser, items: TCartItemInput[]): Promise<void> {
  const today = todayInDubai(ctx.clock.now());
  const lastBookableDate = addDays(today, BOOKING_HORIZON_DAYS);
  const accepted: Array<{ item: TCartItemInput; product: TSlotProduct; time: string }> = [];
  for (const item of items) {
    if (item.date < today) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.pastDate);
    if (item.date > lastBookableDate) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.tooFarAhead);
    const product = await findCartProduct(ctx, item.module, item.planId);
    const refusal = ticketLimitRefusal(
      { title: product.title, maxTicketsPerOrder: product.max_tickets_per_order },
      item.adultCount,
    );
    if (refusal) throw new AppError('BAD_REQUEST', refusal);
    // Only the time the product offers, stored in one text whatever form was sent: it is printed on the
    // order, the voucher and the check-in answer (issue 14).
    const { time, refusal: timeRefusal } = offeredTimeOrRefusal(
      { title: product.title, start: product.start_time, end: product.end_time },
      item.time,
    );
    if (timeRefusal !== null) throw new AppError('BAD_REQUEST', timeRefusal);
    accepted.push({ item, product, time });
  }
  const now = isoNow(ctx.clock);
  // A product named twice in one call keeps its last line, as adding it again would.
  const lines = new Map<string, CartItemsTable>();
  for (const { item, product, time } of accepted) {
    lines.set(product.id, {
      user_id: user.id,
      product_id: product.id,
      date: item.date,
      time,
      adult_count: item.adultCount,
      added_at: now,
    });
  }
  await upsertCartItems(ctx.db, [...lines.values()]);
}

export async function removeFromCart(
  ctx: TAppContext,
  user: TAuthUser,
  module: TCartItemInput['module'],
  planId: string,
) {
  const product = await findCartProduct(ctx, module, planId);
  const removed = await deleteCartItem(ctx.db, user.id, product.id);
  if (removed === 0) throw new AppError('NOT_FOUND', CART_MESSAGES.notInCart);
}
