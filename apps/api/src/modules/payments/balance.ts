import { newId } from '../../lib/ids.js';

/**
 * An order paid in full by points, a gift card and the wallet (decision 049): a payment of its own provider, of
 * amount 0, with no gateway behind it. Its transaction id says so, as cash's does (cash.ts): a refund of it changes
 * only our record, and the shopper's return page finds it without asking a gateway.
 */
export const BALANCE_PROVIDER = 'balance';
const BALANCE_PREFIX = 'bal_';

export function newBalanceTransactionId(): string {
  return `${BALANCE_PREFIX}${newId()}`;
}

export function isBalanceTransaction(transactionId: string): boolean {
  return transactionId.startsWith(BALANCE_PREFIX);
}
