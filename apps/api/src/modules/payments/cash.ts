import { newId } from '../../lib/ids.js';

/**
 * Cash taken at the desk for a phone or walk-in booking (decision 042): a payment of its own provider with no
 * gateway behind it. Its transaction id says so, so that a refund of it changes only our record (the money is
 * handed back at the desk) instead of asking a gateway that never saw it.
 */
export const CASH_PROVIDER = 'cash';
const CASH_PREFIX = 'cash_';

export function newCashTransactionId(): string {
  return `${CASH_PREFIX}${newId()}`;
}

export function isCashTransaction(transactionId: string): boolean {
  return transactionId.startsWith(CASH_PREFIX);
}
