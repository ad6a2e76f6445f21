import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import type { TAppContext, TAuthUser } from '../../../context.js';
import type { TCheckoutRow } from '../../../db/tables/schema.js';
import { AppError } from '../../../lib/app-error.js';
import type { TCreatedPayment } from '../../payments/payment-provider.js';
import { findCheckoutOfUser, listHoldsOfCheckout } from '../booking.repository.js';
import { findSeatShortage } from '../slots.js';
import { storedLines } from '../steps/price-cart.js';
import { startPayment } from '../steps/start-payment.js';

export async function findOwnCheckout(ctx: TAppContext, user: TAuthUser, checkoutId: string): Promise<TCheckoutRow> {
  const checkout = await findCheckoutOfUser(ctx.db, checkoutId, user.id);
  if (!checkout) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.checkoutNotFound);
  return checkout;
}

/**
 * Pay: an open checkout of the shopper's whose seats are still held (or free again) gets a hosted payment
 * page for its exact amount. Paying after the hold expired is allowed while seats remain; confirmation
 * checks again.
 */
export async function payFlow(ctx: TAppContext, user: TAuthUser, checkoutId: string): Promise<TCreatedPayment> {
  const checkout = await findOwnCheckout(ctx, user, checkoutId);
  if (checkout.status !== 'open') throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
  const holds = await listHoldsOfCheckout(ctx.db, checkout.id);
  const shortage = await findSeatShortage(ctx.db, storedLines(checkout), holds, ctx.clock.now());
  if (shortage) throw new AppError('CONFLICT', shortage);
  return startPayment(ctx, checkout);
}
