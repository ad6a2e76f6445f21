import type { TDb } from '../../../db/database.js';
import type { TCheckoutRow, TPaymentRow } from '../../../db/tables/schema.js';
import { newId } from '../../../lib/ids.js';
import { insertPayment } from '../booking.repository.js';

/**
 * Step "record a payment no gateway takes": cash at the desk (decision 042) or a partner's booking on account
 * (decision 121), for the checkout's whole amount, pending until the order step marks it paid. Its provider's
 * transaction id says it has no gateway, so its refund changes only our record.
 * Undo: refundPayment of it (steps/refund.ts).
 */
export async function recordOffGatewayPayment(
  db: TDb,
  checkout: TCheckoutRow,
  payment: { provider: string; transactionId: string; now: string },
): Promise<TPaymentRow> {
  const row: TPaymentRow = {
    id: newId(),
    provider: payment.provider,
    provider_transaction_id: payment.transactionId,
    checkout_id: checkout.id,
    user_id: checkout.user_id,
    amount_fils: checkout.total_fils,
    status: 'pending',
    created_at: payment.now,
    updated_at: payment.now,
  };
  await insertPayment(db, row);
  return row;
}
