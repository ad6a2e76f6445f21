import { PHONE_HOLD_MAX_MINUTES } from '@rihla/shared/constants';
import type { TAppContext } from '../../../context.js';
import { AppError } from '../../../lib/app-error.js';
import { reconcileGiftCardPurchases } from '../../gift-cards/index.js';
import { claimPaymentStatus, listPendingPaymentsStartedBetween } from '../booking.repository.js';
import { confirmFlow } from './confirm.js';

/**
 * Pending payments older than this are a page nobody paid: a day after the longest a page is meant to be paid in,
 * a phone booking's link held for the longest hold an owner may set (decision 075); gateways close pages before.
 */
const RECONCILE_WINDOW_MS = (PHONE_HOLD_MAX_MINUTES + 24 * 60) * 60_000;
/** At most this many payments are asked about in one run; the next run takes the rest. */
const RECONCILE_BATCH = 200;

export interface TReconciled {
  /** Payments asked of the gateway. */
  asked: number;
  /** Paid ones that became their order. */
  confirmed: number;
  /** Paid ones that could not become a booking (sold out, closed, paid twice...) and were refunded. */
  refunded: number;
  /** Declined ones, now marked so. */
  declined: number;
}

/**
 * Reconcile: every payment still pending here `olderThanMs` after it started (the shopper's return page and
 * the gateway's callback both missed it: a crash between the card form and the callback, a closed tab) is
 * asked of the gateway. A paid one goes through the same confirmation as the return page, so it becomes its
 * order or is refunded; a declined one is marked declined; one still pending at the gateway is left for the
 * next run. Safe to run in any number of processes at once: confirmation makes one order per checkout and
 * the gateway refunds once.
 */
export async function reconcilePayments(ctx: TAppContext, olderThanMs: number): Promise<TReconciled> {
  const now = ctx.clock.now();
  const pending = await listPendingPaymentsStartedBetween(
    ctx.db,
    ctx.payments.providers.map((provider) => provider.name),
    new Date(now.getTime() - RECONCILE_WINDOW_MS).toISOString(),
    new Date(now.getTime() - olderThanMs).toISOString(),
    RECONCILE_BATCH,
  );
  const result: TReconciled = { asked: 0, confirmed: 0, refunded: 0, declined: 0 };
  for (const payment of pending) {
    result.asked += 1;
    const state = await ctx.payments.getPayment(payment.provider_transaction_id);
    if (state?.status === 'declined') {
      if (await claimPaymentStatus(ctx.db, payment.id, ['pending'], 'declined', now.toISOString()))
        result.declined += 1;
      continue;
    }
    if (state?.status !== 'paid') continue;
    try {
      await confirmFlow(ctx, payment, state);
      result.confirmed += 1;
    } catch (error) {
      // Sold out, past the cut-off, a spent code, paid by another payment, cancelled: refunded by the flow.
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
      result.refunded += 1;
    }
  }
  // Gift cards (decision 049): pending gift card purchases are asked of the gateway the same way, in their module.
  const giftCards = await reconcileGiftCardPurchases(ctx, olderThanMs);
  result.asked += giftCards.asked;
  result.confirmed += giftCards.issued;
  result.declined += giftCards.declined;
  return result;
}
