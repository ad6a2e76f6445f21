import { BOOKING_HORIZON_DAYS, MESSAGES } from '@rihla/shared/constants';
import { BOOKING_MESSAGES, CART_MESSAGES, DEPARTURE_MESSAGES } from '@rihla/shared/messages/booking';
import { departureLabel, priceBooking, type TTicketCounts } from '@rihla/shared/rules/departures';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import type { TCartItemInput, TDeleteCartRequest } from '@rihla/shared/schemas/booking';
// The shopper's cart lines, checked against the booking terms as they are added (the cart module keeps them).
import type { TAppContext, TAuthUser } from '../../context.js';
import type { CartLinesTable } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { deleteCartLine, deleteCartLinesOfProduct, upsertCartLines } from '../cart/cart.repository.js';
import { findBookingProductOfModule, type TBookingProduct } from '../catalogue/product-terms.repository.js';
import { resolveDeparture } from './departures.js';

/** The product a cart line names, with its booking terms; NOT_FOUND when the module does not match. */
async function findCartProduct(ctx: TAppContext, module: TCartItemInput['module'], planId: string) {
  const product = await findBookingProductOfModule(ctx.db, module, planId);
  if (!product) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
  return product;
}

/**
 * The counts a line asks for: `tickets` per type, with `adultCount` as the adults when `tickets` leaves them
 * out (the spec's call sends adultCount alone: every ticket an adult's, or a group's guests).
 */
export function countsOf(item: Pick<TCartItemInput, 'adultCount' | 'tickets'>): TTicketCounts {
  const adult = item.tickets?.adult ?? item.adultCount ?? 0;
  if (item.adultCount !== undefined && item.tickets?.adult !== undefined && item.tickets.adult !== item.adultCount) {
    throw new AppError('BAD_REQUEST', DEPARTURE_MESSAGES.adultCountDisagrees);
  }
  return { adult, child: item.tickets?.child ?? 0, infant: item.tickets?.infant ?? 0 };
}

/** Refuses counts the product's rules do not allow: the same check checkout makes before holding seats. */
export function assertBookable(product: TBookingProduct, counts: TTicketCounts): void {
  const price = priceBooking(product.pricing, counts);
  if (!price.ok) throw new AppError('BAD_REQUEST', price.message);
}

export async function addToCart(ctx: TAppContext, user: TAuthUser, items: TCartItemInput[]): Promise<void> {
  const clockNow = ctx.clock.now();
  const today = todayInDubai(clockNow);
  const lastBookableDate = addDays(today, BOOKING_HORIZON_DAYS);
  const now = isoNow(ctx.clock);
  // A departure named twice in one call keeps its last line, as adding it again would.
  const lines = new Map<string, CartLinesTable>();
  for (const item of items) {
    if (item.date < today) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.pastDate);
    if (item.date > lastBookableDate) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.tooFarAhead);
    const product = await findCartProduct(ctx, item.module, item.planId);
    const counts = countsOf(item);
    assertBookable(product, counts);
    // Only a departure the product runs that date and that is still open; stored with its label, which the
    // order, the voucher and the check-in answer print (issues 14 and 15).
    const departure = await resolveDeparture(ctx.db, product, item.date, item, clockNow);
    lines.set(`${product.id} ${item.date} ${departure.start}`, {
      id: newId(),
      user_id: user.id,
      product_id: product.id,
      date: item.date,
      start_time: departure.start,
      end_time: departure.end,
      time: departureLabel(departure),
      adult_count: counts.adult,
      child_count: counts.child,
      infant_count: counts.infant,
      added_at: now,
    });
  }
  await upsertCartLines(ctx.db, [...lines.values()]);
}

/** The spec's call removes every line of the product; a line id removes that line only. */
export async function removeFromCart(ctx: TAppContext, user: TAuthUser, request: TDeleteCartRequest): Promise<void> {
  const product = 'module' in request ? await findCartProduct(ctx, request.module, request.planId) : null;
  if (request.lineId !== undefined) {
    if (!(await deleteCartLine(ctx.db, user.id, request.lineId, product?.id))) {
      throw new AppError('NOT_FOUND', CART_MESSAGES.notInCart);
    }
    return;
  }
  if (product && (await deleteCartLinesOfProduct(ctx.db, user.id, product.id)) === 0) {
    throw new AppError('NOT_FOUND', CART_MESSAGES.notInCart);
  }
}
