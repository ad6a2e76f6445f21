import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import type { TAppContext } from '../../../context.js';
import type { TCheckoutRow, TPaymentRow } from '../../../db/tables/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { newId } from '../../../lib/ids.js';
import { BALANCE_PROVIDER, newBalanceTransactionId, type TCreatedPayment } from '../../payments/index.js';
import { insertPayment } from '../booking.repository.js';
import { createOrderIn } from './create-order.js';

/**
 * Step "pay with balances" (decision 049): a checkout points, a gift card and the wallet pay in full becomes its
 * order at once, with no gateway: in one transaction a payment of provider `balance` (amount 0, paid) and the
 * order that spends the balances. Any refusal (a balance gone, seats gone, a line closed) is a CONFLICT and rolls
 * everything back: no payment, no order, no entry, the checkout still open. The answer's page is the return page,
 * whose users/confirmBooking then finds the order by the payment's transaction id.
 */
export async function payWithBalances(ctx: TAppContext, checkout: TCheckoutRow): Promise<TCreatedPayment> {
  const now = ctx.clock.now().toISOString();
  const payment: TPaymentRow = {
    id: newId(),
    provider: BALANCE_PROVIDER,
    provider_transaction_id: newBalanceTransactionId(),
    checkout_id: checkout.id,
    user_id: checkout.user_id,
    amount_fils: 0,
    // Paid by the order's step in this transaction, as every payment is.
    status: 'pending',
    created_at: now,
    updated_at: now,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await insertPayment(trx, payment);
    const order = await createOrderIn(ctx, trx, checkout, payment, { isFailureRefused: true });
    if (!order) throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
  });
  return {
    transactionId: payment.provider_transaction_id,
    paymentPageUrl: `${ctx.config.publicUrl}/transactionStatus`,
  };
}
