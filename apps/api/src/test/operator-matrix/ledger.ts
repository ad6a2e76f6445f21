import type { LEDGER_CALLS } from '@rihla/shared/operator-calls/ledger';
import type { TMatrixArea } from './fixture.js';

/** The wallet and points calls (issue 20, decision 048): a shopper that does not exist meets a 404. */
export const LEDGER_MATRIX: TMatrixArea<typeof LEDGER_CALLS> = {
  fixtures: {
    'operator/shopperLedger': () => ({ userId: 'no-such-user' }),
    'operator/adjustLedger': () => ({ userId: 'no-such-user', kind: 'wallet', amount: 5_000, reason: 'Goodwill' }),
    'operator/setLedgerBlock': () => ({ userId: 'no-such-user', isBlocked: true, reason: 'Chargeback' }),
  },
  fuzzSeeds: {
    'operator/shopperLedger': () => [{ userId: 'no-such-user' }],
    'operator/adjustLedger': () => [
      { userId: 'no-such-user', kind: 'points', amount: -125, reason: 'Taken back' },
      { userId: 'x', kind: 'wallet', amount: 0.5, reason: 'no' },
    ],
    'operator/setLedgerBlock': () => [{ userId: 'no-such-user', isBlocked: false, reason: 'Resolved' }],
  },
  tables: ['ledger_accounts', 'ledger_entries'],
};
