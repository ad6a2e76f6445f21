import type { TAppContext } from '../../../context.js';
import type { TCheckoutRow } from '../../../db/tables/schema.js';
import { isoNow } from '../../../lib/clock.js';
import { newId } from '../../../lib/ids.js';
import type { TCreatedPayment } from '../../payments/payment-provider.js';
import { insertPayment } from '../booking.repository.js';
import { storedLines } from './price-cart.js';

/**
 * Step "start a payment": asks the gateway for a hosted payment page for the checkout's exact amount and
 * records the pending payment. No undo: a page nobody pays stays pending at the gateway and books nothing.
 */
export async function startPayment(ctx: TAppContext, checkout: TCheckoutRow): Promise<TCreatedPayment> {
  const lines = storedLines(checkout);
  const created = await ctx.payments.createPayment({
    amountFils: checkout.total_fils,
    currency: 'AED',
    description: `Rihla booking: ${lines.length} ${lines.length === 1 ? 'item' : 'items'}`,
    returnUrl: `${ctx.config.publicUrl}/transactionStatus`,
  });
  const now = isoNow(ctx.clock);
  await insertPayment(ctx.db, {
    id: newId(),
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
