import type { ORDER_CHANGE_CALLS } from '@rihla/shared/operator-calls/order-changes';
import type { TMatrixArea } from './fixture.js';

/** Date changes' fixtures (issue 18, decision 043): an order that does not exist, so an allowed role meets a 404. */
export const ORDER_CHANGE_MATRIX: TMatrixArea<typeof ORDER_CHANGE_CALLS> = {
  fixtures: {
    'operator/quoteDateChange': () => ({ id: 'no-such-order', lineIndex: 0, date: '2026-12-20', start: '09:00' }),
    'operator/changeOrderDate': () => ({ id: 'no-such-order', lineIndex: 0, date: '2026-12-20', start: '09:00' }),
  },
  fuzzSeeds: {
    'operator/quoteDateChange': () => [
      { id: 'no-such-order', lineIndex: 0, date: '2026-12-20' },
      { id: 'no-such-order', lineIndex: 50, date: '2026-02-30', start: '24:00' },
    ],
    'operator/changeOrderDate': () => [
      { id: 'no-such-order', lineIndex: 0, date: '2026-12-20', start: '09:00' },
      { id: 'no-such-order', lineIndex: 3, date: '2027-01-01', start: '23:59' },
    ],
  },
  tables: [
    'orders',
    'order_events',
    'order_changes',
    'payments',
    'seat_holds',
    'sandbox_transactions',
    'sandbox_refunds',
    'audit_log',
  ],
};
