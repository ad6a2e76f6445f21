import type { TIMETABLE_CALLS } from '@rihla/shared/operator-calls/timetables';
import type { TMatrixArea } from './fixture.js';

/** The timetables, seats and prices calls' fixtures. */
export const TIMETABLE_MATRIX: TMatrixArea<typeof TIMETABLE_CALLS> = {
  fixtures: {},
  fuzzSeeds: {},
  tables: ['products', 'slot_overrides', 'departure_exceptions'],
};
