import { BOOKING_HORIZON_DAYS, MESSAGES } from '@rihla/shared/constants';
import { BOOKING_MESSAGES, CART_MESSAGES, DEPARTURE_MESSAGES } from '@rihla/shared/messages/booking';
import { departureLabel, priceBooking, type TTicketCounts } from '@rihla/shared/rules/departures';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import type { TCartItemInput, TDeleteCartRequest, TUpdateCartLineRequest } from '@rihla/shared/schemas/booking';
// The shopper's cart lines, checked against the booking terms as they are added (the cart module keeps them).
import type { TAppContext, TAuthUser } from '../../context.js';
import type { CartLinesTable } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import {
  deleteCartLine,
  deleteCartLinesOfProduct,
  findCartLine,
  updateCartLineCounts,
  upsertCartLines,
} from '../cart/index.js';
import { findBookingProductOfModule, type TBookingProduct } from '../catalogue/index.js';
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

/**
 * Refuses counts the product's rules do not allow: the same check checkout makes before holding seats. Answers
 * the seats the counts take.
 */
export function assertBookable(product: TBookingProduct, counts: TTicketCounts): number {
  const price = priceBooking(product.pricing, counts);
  if (!price.ok) throw new AppError('BAD_REQUEST', price.message);
  return price.seats;
}

/**
 * One item checked as a cart line, as users/addToCart and users/updateCartLine both check it: a date from
 * today to the booking horizon, the product of that module, counts its rules allow, a departure it runs that
 * date that is open and before its cut-off, and no more seats than the departure has left now (they are held
 * only at checkout). Answers the row to write; writes nothing.
 */
async function checkedCartLine(
  ctx: TAppContext,
  user: TAuthUser,
  item: TCartItemInput,
  clockNow: Date,
): Promise<CartLinesTable> {
  return (await checkedLine(ctx, user.id, item, clockNow)).row;
}

/** checkedCartLine's checks, answering also the product, the counts and the seats left as they were read. */
async function checkedLine(ctx: TAppContext, userId: string, item: TCartItemInput, clockNow: Date) {
  const today = todayInDubai(clockNow);
  if (item.date < today) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.pastDate);
  if (item.date > addDays(today, BOOKING_HORIZON_DAYS)) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.tooFarAhead);
  const product = await findCartProduct(ctx, item.module, item.planId);
  if (!product.isPublished) throw new AppError('NOT_FOUND', MESSAGES.productUnavailable);
  const counts = countsOf(item);
  const seats = assertBookable(product, counts);
  // Only a departure the product runs that date and that is still open; stored with its label, which the
  // order, the voucher and the check-in answer print (issues 14 and 15).
  const departure = await resolveDeparture(ctx.db, product, item.date, item, clockNow);
  if (seats > departure.seatsLeft) {
    throw new AppError('CONFLICT', BOOKING_MESSAGES.seatsLeft(departure.seatsLeft, product.title, item.date));
  }
  const row: CartLinesTable = {
    id: newId(),
    user_id: userId,
    product_id: product.id,
    date: item.date,
    start_time: departure.start,
    end_time: departure.end,
    time: departureLabel(departure),
    adult_count: counts.adult,
    child_count: counts.child,
    infant_count: counts.infant,
    added_at: clockNow.toISOString(),
  };
  return { row, product, counts, seatsLeft: departure.seatsLeft };
}

/**
 * One item checked exactly as adding it to a cart checks it and priced by its product's rules as checkout prices
 * it, writing and holding nothing: a phone booking's price before its seats are held (decision 075).
 */
export async function quoteLine(ctx: TAppContext, item: TCartItemInput) {
  const { row, product, counts, seatsLeft } = await checkedLine(ctx, '', item, ctx.clock.now());
  const price = priceBooking(product.pricing, counts);
  if (!price.ok) throw new AppError('BAD_REQUEST', price.message);
  return {
    title: product.title,
    date: row.date,
    time: row.time,
    rows: price.rows,
    totalFils: price.totalFils,
    seatsLeft,
  };
}

const lineKeyOf = (line: { product_id: string; date: string; start_time: string }) =>
  `${line.product_id} ${line.date} ${line.start_time}`;

/** Adds the items as cart lines; answers the id of the line each item became (a line already there keeps its id). */
export async function addToCart(ctx: TAppContext, user: TAuthUser, items: TCartItemInput[]): Promise<string[]> {
  const clockNow = ctx.clock.now();
  const checked: CartLinesTable[] = [];
  for (const item of items) checked.push(await checkedCartLine(ctx, user, item, clockNow));
  // A departure named twice in one call keeps its last line, as adding it again would.
  const lines = new Map(checked.map((line) => [lineKeyOf(line), line]));
  const written = await upsertCartLines(ctx.db, [...lines.values()]);
  const idOf = new Map(written.map((line) => [lineKeyOf(line), line.id]));
  return checked.map((line) => idOf.get(lineKeyOf(line)) as string);
}

/**
 * New ticket counts for one of the caller's lines, checked by the same path as adding it (decision 030); the
 * line keeps its id, departure and place in the cart. Another shopper's or an unknown line is NOT_FOUND.
 */
export async function updateCartLine(
  ctx: TAppContext,
  user: TAuthUser,
  request: TUpdateCartLineRequest,
): Promise<void> {
  const line = await findCartLine(ctx.db, user.id, request.lineId);
  if (!line) throw new AppError('NOT_FOUND', CART_MESSAGES.notInCart);
  const checked = await checkedCartLine(
    ctx,
    user,
    {
      module: line.module,
      planId: line.product_id,
      date: line.date,
      departure: line.start_time,
      tickets: request.tickets,
    },
    ctx.clock.now(),
  );
  const counts = { adult: checked.adult_count, child: checked.child_count, infant: checked.infant_count };
  if (!(await updateCartLineCounts(ctx.db, user.id, line.id, counts))) {
    throw new AppError('NOT_FOUND', CART_MESSAGES.notInCart);
  }
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
