import type { PAYMENT_DESK_CALLS } from '@rihla/shared/operator-calls/payments';
import type { TMatrixArea } from './fixture.js';

/** The payments desk (decision 085): owners and managers read it; only an owner reconciles or resolves. */
export const PAYMENT_DESK_MATRIX: TMatrixArea<typeof PAYMENT_DESK_CALLS> = {
  fixtures: {
    'operator/listPayments': () => ({ from: '2026-11-01', to: '2026-11-30' }),
    'operator/runReconciliation': () => ({ day: '2026-11-01' }),
    'operator/resolvePaymentMismatch': () => ({ id: 'no-such-mismatch', reason: 'Checked with the bank' }),
  },
  fuzzSeeds: {
    'operator/listPayments': () => [
      { from: '2026-11-01', to: '2026-11-30', gateway: 'sandbox', state: 'paid', mismatchesOnly: true, page: 1 },
      { from: '2026-11-30', to: '2026-11-01' },
      { from: '2024-01-01', to: '2026-12-31' },
      { from: '2026-11-01', to: '2026-11-02', state: 'lost' },
    ],
    'operator/runReconciliation': () => [{ day: '2026-11-01' }, { day: '2099-01-01' }, { day: 'yesterday' }],
    'operator/resolvePaymentMismatch': () => [
      { id: 'no-such-mismatch', reason: 'Checked' },
      { id: 'x', reason: '   ' },
    ],
  },
  tables: ['payment_reconciliations', 'payment_mismatches', 'payment_gateway_checks'],
};
