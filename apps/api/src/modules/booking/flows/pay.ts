import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import type { TAppContext, TAuthUser } from '../../../context.js';
import type { TCheckoutRow } from '../../../db/tables/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { isoNow } from '../../../lib/clock.js';
import type { TCreatedPayment } from '../../payments/payment-provider.js';
import { findCheckoutOfUser, listHoldsOfCheckout } from '../booking.repository.js';
import { oneAtATime } from '../one-at-a-time.js';
import { findBookingRefusal } from '../slots.js';
import { promoRefusalOf, storedLines } from '../steps/price-cart.js';
import { resumeLivePayment, startPayment } from '../steps/start-payment.js';

export async function findOwnCheckout(ctx: TAppContext, user: TAuthUser, checkoutId: string): Promise<TCheckoutRow> {
  const checkout = await findCheckoutOfUser(ctx.db, checkoutId, user.id);
  if (!checkout) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.checkoutNotFound);
  return checkout;
}

/**
 * Pay: an open checkout of the shopper's, every line before its cut-off and its seats still held (or free
 * again), gets a hosted payment page for its exact amount: the page it already has if that can still be
 * paid, else a new one. Paying after the hold expired is allowed while seats remain; confirmation checks
 * the cut-off and the seats again. One at a time per checkout in this process, so a double click opens one
 * page.
 */
export function payFlow(ctx: TAppContext, user: TAuthUser, checkoutId: string): Promise<TCreatedPayment> {
  return oneAtATime(ctx, `pay:${checkoutId}`, async () => {
    const checkout = await findOwnCheckout(ctx, user, checkoutId);
    if (checkout.status !== 'open') throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
    const holds = await listHoldsOfCheckout(ctx.db, checkout.id);
    const refusal = await findBookingRefusal(ctx.db, storedLines(checkout), holds, ctx.clock.now());
    if (refusal) throw new AppError(refusal.reason === 'pastCutoff' ? 'BAD_REQUEST' : 'CONFLICT', refusal.message);
    // A code that ran out since checkout is refused now, before the shopper pays; checking out again re-prices.
    const promoRefusal = await promoRefusalOf(ctx.db, checkout, isoNow(ctx.clock));
    if (promoRefusal) throw new AppError('CONFLICT', promoRefusal);
    return (await resumeLivePayment(ctx, checkout)) ?? startPayment(ctx, checkout);
  });
}
