import { inLanguage, type TContentLanguage } from '@rihla/shared/rules/content-language';
import { cancellationText, whereToBeText } from '@rihla/shared/rules/departures';
import { cancellationInArabic, whereToBeTextInArabic } from '@rihla/shared/rules/departures-ar';
import { filsToAed } from '@rihla/shared/rules/money';
import type { TViewCartData } from '@rihla/shared/schemas/booking';
import type { TAppContext, TAuthUser } from '../../context.js';
import { isoNow } from '../../lib/clock.js';
import { findCartPromo } from '../cart/index.js';
import {
  bookingTermsAnswer,
  type TBookingProduct,
  termsArabicOf,
  ticketLabelIn,
  whereToBeIn,
} from '../catalogue/index.js';
import { priceCart, type TPricedLine } from './steps/price-cart.js';

const NO_TITLES: ReadonlyMap<string, string> = new Map();

/**
 * A priced line as the cart, an order and the shopper's answers show it, its words in the request's language
 * (decision 109): the product's Arabic title (`titlesAr`, by product id; read from the product, the English title
 * stays the line's record), the ticket types' labels and where to be. Kinds, counts and amounts are the same.
 */
export function lineAnswer(
  line: TPricedLine,
  language: TContentLanguage = 'en',
  titlesAr: ReadonlyMap<string, string> = NO_TITLES,
) {
  const whereToBe = whereToBeIn(
    language,
    line.whereToBe,
    termsArabicOf({ title_ar: '', group_unit_ar: '' }, line.whereToBe),
  );
  const isArabic = language === 'ar';
  return {
    module: line.module,
    planId: line.productId,
    title: inLanguage(language, line.title, titlesAr.get(line.productId)),
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
      label: ticketLabelIn(language, row.label),
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
    whereToBe: (isArabic ? whereToBeTextInArabic : whereToBeText)(whereToBe, line.start),
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
  const titlesAr = new Map<string, string>();
  for (const [id, product] of cart.products) if (product.arabic.title) titlesAr.set(id, product.arabic.title);
  return {
    items: cart.lines.map((line, index) => ({
      ...lineAnswer(line, language, titlesAr),
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
