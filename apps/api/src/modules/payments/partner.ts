import { ON_ACCOUNT_PROVIDER } from '@rihla/shared/rules/channels';
import { newId } from '../../lib/ids.js';

/**
 * A partner's booking through the OCTO API (decision 121): paid on account, on the partner's monthly statement,
 * with no gateway behind it. Its transaction id says so, as cash's does (cash.ts): a refund of it changes only our
 * record (the statement leaves the cancelled booking out).
 */
export const PARTNER_PROVIDER = ON_ACCOUNT_PROVIDER;
const PARTNER_PREFIX = 'partner_';

export function newPartnerTransactionId(): string {
  return `${PARTNER_PREFIX}${newId()}`;
}

export function isPartnerTransaction(transactionId: string): boolean {
  return transactionId.startsWith(PARTNER_PREFIX);
}
