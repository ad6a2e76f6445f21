import type { BOOKING_CALLS } from '@rihla/shared/operator-calls/bookings';
import type { TMatrixArea } from './fixture.js';

/** The bookings calls' fixtures (issue 18): an order that does not exist, so an allowed role meets a 404. */
export const BOOKING_MATRIX: TMatrixArea<typeof BOOKING_CALLS> = {
  fixtures: {
    'operator/searchOrders': () => ({ search: 'someone@example.com', status: 'confirmed' }),
    'operator/getOrder': () => ({ id: 'no-such-order' }),
    'operator/refundOrder': () => ({ id: 'no-such-order', amountFils: 1_000, reason: 'Matrix refund' }),
    'operator/cancelOrder': () => ({ id: 'no-such-order', refund: 'terms', reason: 'Matrix cancel' }),
    'operator/cancelTickets': () => ({
      id: 'no-such-order',
      lineIndex: 0,
      tickets: { adult: 1 },
      refund: 'terms',
      reason: 'Matrix tickets',
    }),
    'operator/quoteCancellation': () => ({ id: 'no-such-order' }),
    'operator/addOrderNote': () => ({ id: 'no-such-order', text: 'Matrix note' }),
    'operator/resendConfirmation': () => ({ id: 'no-such-order' }),
  },
  fuzzSeeds: {
    'operator/searchOrders': () => [
      {},
      { search: 'RH-ABC123', page: 2, pageSize: 100 },
      { search: '050 123 4567', date: '2026-12-01', productId: 'no-such-product' },
      { search: 'Ali', status: 'refunded', pageSize: 25 },
    ],
    'operator/getOrder': () => [{ id: 'no-such-order' }],
    'operator/refundOrder': () => [
      { id: 'no-such-order', amountFils: 1, reason: 'x' },
      { id: 'no-such-order', amountFils: 100_000_000, reason: 'Too much' },
    ],
    'operator/cancelOrder': () => [
      { id: 'no-such-order', refund: 'none', reason: 'No-show' },
      { id: 'no-such-order', refund: 'amount', amountFils: 100_000_000, reason: 'Too much' },
    ],
    'operator/cancelTickets': () => [
      { id: 'no-such-order', lineIndex: 0, tickets: { child: 1 }, refund: 'full', reason: 'x' },
      {
        id: 'no-such-order',
        lineIndex: 50,
        tickets: { adult: 50, infant: 0 },
        refund: 'amount',
        amountFils: 1,
        reason: 'y',
      },
    ],
    'operator/quoteCancellation': () => [
      { id: 'no-such-order' },
      { id: 'no-such-order', lineIndex: 0, tickets: { adult: 2 } },
    ],
    'operator/addOrderNote': () => [{ id: 'no-such-order', text: 'A note' }],
    'operator/resendConfirmation': () => [{ id: 'no-such-order' }],
  },
  tables: [
    'orders',
    'order_events',
    'order_refunds',
    'payments',
    'seat_holds',
    'checkouts',
    'notifications',
    'sandbox_transactions',
    'outbox',
  ],
};
