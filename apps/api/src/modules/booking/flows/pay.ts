import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import type { TRefusalCode } from '@rihla/shared/refusal-codes';
import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import type { TAppContext, TAuthUser } from '../../../context.js';
import type { TCheckoutRow } from '../../../db/tables/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { isoNow } from '../../../lib/clock.js';
import type { TCreatedPayment } from '../../payments/index.js';
import { findCheckoutOfUser, listHoldsOfCheckout, setCheckoutLanguage } from '../booking.repository.js';
import { findBookingRefusal } from '../departures.js';
import { oneAtATime } from '../one-at-a-time.js';
import { payWithBalances } from '../steps/pay-with-balances.js';
import { balanceRefusalOf, hasBalanceParts } from '../steps/price-balances.js';
import { promoRefusalOf, storedLines } from '../steps/price-cart.js';
import { resumeLivePayment, startPayment } from '../steps/start-payment.js';

export async function findOwnCheckout(ctx: TAppContext, user: TAuthUser, checkoutId: string): Promise<TCheckoutRow> {
  const checkout = await findCheckoutOfUser(ctx.db, checkoutId, user.id);
  if (!checkout) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.checkoutNotFound);
  return checkout;
}

/**
 * Why an open checkout cannot be paid now, or null when it can: a line past its cut-off (400), its seats
 * neither held nor free again, its code run out, or its points, wallet or gift card balance gone since checkout
 * (409; checking out again re-prices). The
 * checkout page asks the same before it offers Pay Now.
 */
export async function findPayRefusal(
  ctx: TAppContext,
  checkout: TCheckoutRow,
): Promise<{ code: 'BAD_REQUEST' | 'CONFLICT'; message: string; refusal?: TRefusalCode } | null> {
  const holds = await listHoldsOfCheckout(ctx.db, checkout.id);
  const refusal = await findBookingRefusal(ctx.db, storedLines(checkout), holds, ctx.clock.now());
  if (refusal) return { code: refusal.reason === 'pastCutoff' ? 'BAD_REQUEST' : 'CONFLICT', message: refusal.message };
  const now = isoNow(ctx.clock);
  const promoRefusal = await promoRefusalOf(ctx.db, checkout, now);
  if (promoRefusal) return { code: 'CONFLICT', message: promoRefusal };
  const balanceRefusal = await balanceRefusalOf(ctx.db, checkout, now);
  return balanceRefusal ? { code: 'CONFLICT', ...balanceRefusal } : null;
}

/**
 * Pay: an open checkout of the shopper's, every line before its cut-off and its seats still held (or free
 * again), gets a hosted payment page for its exact amount: the page it already has if that can still be
 * paid, else a new one. Paying after the hold expired is allowed while seats remain; confirmation checks
 * the cut-off and the seats again. One at a time per checkout in this process, so a double click opens one
 * page. A checkout the balances pay in full never sees a gateway: its order is made at once, and the answer's page
 * is the return page, which finds that order.
 */
export function payFlow(
  ctx: TAppContext,
  user: TAuthUser,
  checkoutId: string,
  /** Where the payment page sends the payer back: an address, or one made from the checkout (a widget's, 123). */
  returnUrl?: string | ((checkout: TCheckoutRow) => string),
  language?: TContentLanguage,
  /**
   * Checks what else Pay Now was given before the payment starts (the passengers' details, decision 107), answering
   * its write, which runs once the payment has started (or the balances made the order).
   */
  checkGiven?: (checkout: TCheckoutRow) => Promise<() => Promise<void>>,
): Promise<TCreatedPayment> {
  return oneAtATime(ctx, `pay:${checkoutId}`, async () => {
    const found = await findOwnCheckout(ctx, user, checkoutId);
    if (found.status !== 'open') throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
    const checkout = language ? { ...found, language } : found;
    const refusal = await findPayRefusal(ctx, checkout);
    if (refusal) throw new AppError(refusal.code, refusal.message, { refusal: refusal.refusal });
    const writeGiven = checkGiven ? await checkGiven(checkout) : null;
    // The page that pays says the order's language (decision 103), whichever page checked out; written once nothing
    // can refuse the call any more.
    if (language && found.language !== language) await setCheckoutLanguage(ctx.db, found.id, language);
    // Covered in full by points, a gift card and the wallet: no gateway, the order is made now (decision 049).
    const created =
      checkout.total_fils === 0 && hasBalanceParts(checkout)
        ? await payWithBalances(ctx, checkout)
        : ((await resumeLivePayment(ctx, checkout)) ??
          (await startPayment(ctx, checkout, typeof returnUrl === 'function' ? returnUrl(checkout) : returnUrl)));
    if (writeGiven) await writeGiven();
    return created;
  });
}
