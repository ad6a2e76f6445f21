import type { TDb } from '../../db/database.js';
import type { TClock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { TCreatePaymentInput, TPaymentProvider, TProviderPaymentStatus } from './payment-provider.js';

export const SANDBOX_PAGE_PATH = '/api/sandbox/pay';

/** Test cards of the sandbox gateway (any future expiry, any CVV). */
export const SANDBOX_CARDS = {
  approve: '4111111111111111',
  decline: '4000000000000002',
} as const;

/**
 * A payment gateway that runs inside this server: it keeps its transactions in its own table and serves
 * a hosted payment page (sandbox.routes.ts). It behaves like a real hosted-page gateway: the shop learns
 * the outcome only by asking it, never from the shopper's browser.
 */
export function createSandboxProvider(deps: { db: TDb; clock: TClock; publicUrl: string }): TPaymentProvider {
  const { db, clock, publicUrl } = deps;
  return {
    name: 'sandbox',
    async createPayment(input: TCreatePaymentInput) {
      const id = `sbx_${newId()}`;
      const now = isoNow(clock);
      await db
        .insertInto('sandbox_transactions')
        .values({
          id,
          amount_fils: input.amountFils,
          currency: input.currency,
          description: input.description,
          return_url: input.returnUrl,
          status: 'pending',
          card_last4: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return { transactionId: id, paymentPageUrl: `${publicUrl}${SANDBOX_PAGE_PATH}` };
    },
    async getPayment(transactionId: string) {
      const row = await findSandboxTransaction(db, transactionId);
      if (!row) return null;
      return { status: row.status as TProviderPaymentStatus, amountFils: row.amount_fils, currency: row.currency };
    },
    async refund(transactionId: string) {
      await db
        .updateTable('sandbox_transactions')
        .set({ status: 'refunded', updated_at: isoNow(clock) })
        .where('id', '=', transactionId)
        .where('status', '=', 'paid')
        .execute();
    },
  };
}

export function findSandboxTransaction(db: TDb, id: string) {
  return db.selectFrom('sandbox_transactions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records the shopper's card decision once; a transaction that is no longer pending stays as it is. */
export async function settleSandboxTransaction(
  db: TDb,
  clock: TClock,
  id: string,
  outcome: 'paid' | 'declined',
  cardLast4: string,
): Promise<void> {
  await db
    .updateTable('sandbox_transactions')
    .set({ status: outcome, card_last4: cardLast4, updated_at: isoNow(clock) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}
