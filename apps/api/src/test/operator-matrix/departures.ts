import type { DEPARTURE_CALLS } from '@rihla/shared/operator-calls/departures';
import type { TMatrixArea } from './fixture.js';

const departure = () => ({ productId: 'no-such-product', date: '2026-12-01', start: '09:00' });

/** A departure's desk's fixtures (issue 34, decision 073): cancel a departure, message its passengers. */
export const DEPARTURE_MATRIX: TMatrixArea<typeof DEPARTURE_CALLS> = {
  fixtures: {
    'operator/quoteDepartureCancellation': departure,
    'operator/cancelDeparture': () => ({ ...departure(), reason: 'Weather: strong winds' }),
    'operator/messagePassengers': () => ({ ...departure(), text: 'Meet at pier 3', channels: ['email'] }),
  },
  fuzzSeeds: {
    'operator/quoteDepartureCancellation': () => [departure(), { ...departure(), start: '25:00' }],
    'operator/cancelDeparture': () => [
      { ...departure(), reason: 'Weather' },
      { ...departure(), reason: ' ' },
      { ...departure(), reason: 'x'.repeat(201) },
    ],
    'operator/messagePassengers': () => [
      { ...departure(), text: 'Meet at pier 3', channels: ['email', 'sms'] },
      { ...departure(), text: 'x'.repeat(301), channels: ['sms'] },
      { ...departure(), text: 'Hello', channels: [] },
      { ...departure(), text: 'Hello', channels: ['email', 'email'] },
    ],
  },
  tables: ['orders', 'order_events', 'outbox', 'departure_exceptions', 'seat_holds'],
};
