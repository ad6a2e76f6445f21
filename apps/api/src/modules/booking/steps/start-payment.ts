import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import { dateInWords } from '@rihla/shared/rules/time';
import type { TAppContext } from '../../../context.js';
import type { TCheckoutRow } from '../../../db/tables/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { isoNow } from '../../../lib/clock.js';
import { newId } from '../../../lib/ids.js';
import type { TCreatedPayment } from '../../payments/index.js';
import { insertPayment, listPendingPaymentsOfCheckout } from '../booking.repository.js';
import { storedLines, type TPricedLine } from './price-cart.js';

/**
 * What the payment page says is being paid for (decision 075): the trip and its date and time, so a caller who
 * opens the link knows it is theirs; 'and N more' when the checkout has more lines.
 */
export function paymentDescriptionOf(lines: readonly TPricedLine[]): string {
  const [first] = lines;
  if (!first) return 'Booking';
  const more = lines.length > 1 ? ` and ${lines.length - 1} more` : '';
  return `${first.title}, ${dateInWords(first.date)}, ${first.time}${more}`;
}

/**
 * Step "start a payment": asks the gateway for a hosted payment page for the checkout's exact amount and
 * records the pending payment. No undo: a page nobody pays stays pending at the gateway and books nothing.
 * The page sends the payer back to the shopper's return page, or to `returnUrl` (a phone booking's customer,
 * who is not signed in on their phone, goes to the storefront: the gateway's callback confirms it).
 */
export async function startPayment(
  ctx: TAppContext,
  checkout: TCheckoutRow,
  returnUrl = `${ctx.config.publicUrl}/transactionStatus`,
): Promise<TCreatedPayment> {
  const lines = storedLines(checkout);
  // The payment's own id is its reference at the gateway: unique for ever, and ours to find it by.
  const paymentId = newId();
  const created = await ctx.payments.createPayment({
    reference: paymentId,
    amountFils: checkout.total_fils,
    currency: 'AED',
    description: paymentDescriptionOf(lines),
    returnUrl,
  });
  const now = isoNow(ctx.clock);
  await insertPayment(ctx.db, {
    id: paymentId,
    provider: ctx.payments.name,
    provider_transaction_id: created.transactionId,
    checkout_id: checkout.id,
    user_id: checkout.user_id,
    amount_fils: checkout.total_fils,
    status: 'pending',
    created_at: now,
    updated_at: now,
  });
  return created;
}

/**
 * Before "start a payment": the checkout's payment page that can still be paid, if it has one. A second Pay
 * Now, another tab or the back button then reopen that same page instead of opening a second one that could
 * be paid as well, so a checkout has one live payment page at a time. A pending payment the gateway reports
 * as paid means the checkout is paid (its confirmation is under way). Reads only.
 */
export async function resumeLivePayment(ctx: TAppContext, checkout: TCheckoutRow): Promise<TCreatedPayment | null> {
  for (const payment of await listPendingPaymentsOfCheckout(ctx.db, ctx.payments.name, checkout.id)) {
    if (payment.amount_fils !== checkout.total_fils) continue;
    const page = await ctx.payments.resumePayment(payment.provider_transaction_id);
    if (page) return page;
    const state = await ctx.payments.getPayment(payment.provider_transaction_id);
    if (state?.status === 'paid') throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
  }
  return null;
}
