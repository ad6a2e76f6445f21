import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import { cancellationText, whereToBeText } from '@rihla/shared/rules/departures';
import { cancellationInArabic, whereToBeTextInArabic } from '@rihla/shared/rules/departures-ar';
import { filsToAed } from '@rihla/shared/rules/money';
import type { TViewCartData } from '@rihla/shared/schemas/booking';
import type { TAppContext, TAuthUser } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { findCartPromo } from '../cart/index.js';
import { bookingTermsAnswer, type TBookingProduct } from '../catalogue/index.js';
import { priceCart, type TPricedLine } from './steps/price-cart.js';

/** A priced line as the cart, an order and the shopper's answers show it, its sentences in the page's language. */
export function lineAnswer(line: TPricedLine, language: TContentLanguage = 'en') {
  const isArabic = language === 'ar';
  return {
    module: line.module,
    planId: line.productId,
    title: line.title,
    date: line.date,
    time: line.time,
    adultCount: line.adultCount,
    price: filsToAed(line.unitFils),
    totalAmount: filsToAed(line.totalFils),
    pictures: line.pictures,
    departure: { start: line.start, end: line.end },
    pricing: line.pricing,
    tickets: line.rows.map((row) => ({
      kind: row.kind,
      label: row.label,
      count: row.count,
      price: filsToAed(row.unitFils),
      totalAmount: filsToAed(row.totalFils),
    })),
    childCount: line.tickets.child,
    infantCount: line.tickets.infant,
    cancellation: {
      refundable: line.cancellation.refundable,
      tiers: line.cancellation.refundable ? line.cancellation.tiers : [],
      text: isArabic ? cancellationInArabic(line.cancellation) : cancellationText(line.cancellation),
    },
    whereToBe: (isArabic ? whereToBeTextInArabic : whereToBeText)(line.whereToBe, line.start),
  };
}

/**
 * The cart as checkout would price it now. A code that stopped applying (expired, used up, the cart now below
 * its minimum) simply gives no discount here; checkout refuses it with its reason (decision 019).
 */
export async function viewCart(
  ctx: TAppContext,
  user: TAuthUser,
  language: TContentLanguage = 'en',
): Promise<TViewCartData> {
  const cart = await priceCart(ctx.db, user.id, await findCartPromo(ctx.db, user.id), isoNow(ctx.clock));
  return {
    items: cart.lines.map((line, index) => ({
      ...lineAnswer(line, language),
      tour_type: line.tourType,
      booking: bookingTermsAnswer(cart.products.get(line.productId) as TBookingProduct, language),
      lineId: cart.lineIds[index] as string,
    })),
    totalCartAmount: filsToAed(cart.subtotalFils),
    amount_paid: filsToAed(cart.totalFils),
    discount: filsToAed(cart.discountFils),
    coupon_code: cart.promoCode,
  };
}
