import type { TDb } from '../../db/database.js';
import type { TClock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { TCreatePaymentInput, TPaymentProvider } from './payment-provider.js';
import { findSandboxTransaction, insertSandboxTransaction, refundSandboxTransaction } from './sandbox.repository.js';

export const SANDBOX_PAGE_PATH = '/api/sandbox/pay';
export const SANDBOX_PREFIX = 'sbx_';

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
    prefix: SANDBOX_PREFIX,
    async createPayment(input: TCreatePaymentInput) {
      const id = `${SANDBOX_PREFIX}${newId()}`;
      const now = isoNow(clock);
      await insertSandboxTransaction(db, {
        id,
        amount_fils: input.amountFils,
        currency: input.currency,
        description: input.description,
        return_url: input.returnUrl,
        status: 'pending',
        refunded_fils: 0,
        card_last4: null,
        created_at: now,
        updated_at: now,
      });
      return { transactionId: id, paymentPageUrl: `${publicUrl}${SANDBOX_PAGE_PATH}` };
    },
    async getPayment(transactionId: string) {
      const row = await findSandboxTransaction(db, transactionId);
      if (!row) return null;
      return {
        status: row.status,
        amountFils: row.amount_fils,
        currency: row.currency,
        refundedFils: row.refunded_fils,
      };
    },
    async resumePayment(transactionId: string) {
      const row = await findSandboxTransaction(db, transactionId);
      if (row?.status !== 'pending') return null;
      return { transactionId, paymentPageUrl: `${publicUrl}${SANDBOX_PAGE_PATH}` };
    },
    async refund(transactionId: string, amountFils?: number, refundKey = 'full') {
      const amount = amountFils === undefined ? null : Math.max(0, amountFils);
      await refundSandboxTransaction(db, transactionId, amount, refundKey, isoNow(clock));
    },
  };
}
