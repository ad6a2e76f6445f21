import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import { inLanguage, type TContentLanguage } from '@rihla/shared/rules/content-language';
import type { TCheckoutState, TViewCheckoutData } from '@rihla/shared/schemas/booking';
import type { TCheckoutPassengerLine, TGivenPassengerLines } from '@rihla/shared/schemas/passengers';
import type { TAppContext, TAuthUser } from '../../context.js';
import type { TCheckoutRow, TCheckoutStatus } from '../../db/tables/schema.js';
import { messageInLanguage } from '../../lib/message-language.js';
import { arabicTitlesOf } from '../catalogue/index.js';
import { findNewestPaymentOfCheckout, findOrderByCheckout } from './booking.repository.js';
import { lineAnswer } from './cart-view.js';
import { readCheckoutHold, toCheckoutSummary } from './flows/checkout.js';
import { findOwnCheckout, findPayRefusal } from './flows/pay.js';
import { storedLines } from './steps/price-cart.js';

const STATE_OF: Record<TCheckoutStatus, TCheckoutState> = {
  open: 'open',
  confirmed: 'paid',
  cancelled: 'cancelled',
  failed: 'failed',
};

/**
 * What the passengers module does for a checkout (decision 107), given to the booking routes by app.ts (it reads
 * the booking module, so this one cannot import it): the lines whose products ask each passenger's details, and the
 * details given with Pay Now checked (refused with a 400, nothing written) into their write, which runs once the
 * payment has started, under the checkout's id: the id its order takes.
 */
export interface TCheckoutPassengers {
  linesOf(ctx: TAppContext, checkout: TCheckoutRow): Promise<TCheckoutPassengerLine[]>;
  check(ctx: TAppContext, checkout: TCheckoutRow, given: TGivenPassengerLines): Promise<() => Promise<void>>;
}

/**
 * One checkout of the shopper's as its page shows it: where it stands, its own lines and amounts (what a
 * payment is asked for, not the cart as it is now), whether Pay Now would be refused and why (the same
 * checks as paymentInitiate, so an expired hold is payable while its seats are free), and its order once
 * paid. Another shopper's checkout or an unknown id: NOT_FOUND. Reads only.
 */
export async function viewCheckout(
  ctx: TAppContext,
  user: TAuthUser,
  checkoutId: string,
  passengers: TCheckoutPassengers,
  language: TContentLanguage = 'en',
): Promise<TViewCheckoutData> {
  const checkout = await findOwnCheckout(ctx, user, checkoutId);
  const lines = storedLines(checkout);
  const titlesAr =
    language === 'ar' ? await arabicTitlesOf(ctx.db, [...new Set(lines.map((line) => line.productId))]) : undefined;
  const isOpen = checkout.status === 'open';
  const refusal = isOpen ? await findPayRefusal(ctx, checkout) : null;
  // The details are asked on the page only while it can still be paid.
  // Each trip headed by its title in the request's language, as its line is (decision 109).
  const passengerLines = (isOpen ? await passengers.linesOf(ctx, checkout) : []).map((line) => ({
    ...line,
    title: inLanguage(language, line.title, titlesAr?.get(line.productId)),
  }));
  const order = isOpen ? undefined : await findOrderByCheckout(ctx.db, checkout.id);
  // In the request's language, as the return page's confirmBooking answers it (decision 133).
  const failure = isOpen ? await findPaymentFailure(ctx, checkout.id) : null;
  const paymentFailure = failure === null ? null : messageInLanguage(failure, language);
  return {
    ...toCheckoutSummary(checkout, await readCheckoutHold(ctx.db, checkout)),
    state: STATE_OF[checkout.status],
    lineIds: checkout.line_ids === null ? null : (JSON.parse(checkout.line_ids) as string[]),
    items: lines.map((line) => lineAnswer(line, language, titlesAr)),
    payRefusal: refusal?.message ?? null,
    paymentFailure,
    order: order ? { reference: order.reference, status: order.status } : null,
    passengerLines,
  };
}

/**
 * Why the checkout's newest payment failed, in the words the shop's return page uses (confirm-payment.ts), or null.
 * A payment still pending here is asked of its gateway, whose record decides (the reconciler marks it declined
 * later); a gateway that cannot be asked now leaves the answer null, as if still pending (decision 129).
 */
async function findPaymentFailure(ctx: TAppContext, checkoutId: string): Promise<string | null> {
  const payment = await findNewestPaymentOfCheckout(ctx.db, checkoutId);
  if (!payment) return null;
  if (payment.status === 'declined') return PAYMENT_MESSAGES.declined;
  if (payment.status !== 'pending' || !ctx.payments.nameOf(payment.provider_transaction_id)) return null;
  try {
    const state = await ctx.payments.getPayment(payment.provider_transaction_id);
    if (state?.status !== 'declined') return null;
    return state.isCancelledByPayer ? PAYMENT_MESSAGES.cancelledByPayer : PAYMENT_MESSAGES.declined;
  } catch {
    return null;
  }
}
