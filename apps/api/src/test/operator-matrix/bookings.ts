import type { BOOKING_CALLS } from '@rihla/shared/operator-calls/bookings';
import type { TMatrixArea } from './fixture.js';

/** The bookings calls' fixtures (issue 18). */
export const BOOKING_MATRIX: TMatrixArea<typeof BOOKING_CALLS> = {
  fixtures: {},
  fuzzSeeds: {},
  tables: [],
};
