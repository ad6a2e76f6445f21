import type { REPORT_CALLS } from '@rihla/shared/operator-calls/reports';
import type { TMatrixArea } from './fixture.js';

/** The numbers' fixtures (issue 18): the dashboard. */
export const REPORT_MATRIX: TMatrixArea<typeof REPORT_CALLS> = {
  fixtures: {
    'operator/dashboard': () => ({ from: '2026-11-01', to: '2026-11-30', granularity: 'week' }),
  },
  fuzzSeeds: {
    'operator/dashboard': () => [
      { from: '2026-11-01', to: '2026-11-30' },
      { from: '2026-11-30', to: '2026-11-01', granularity: 'day' },
      { from: '2025-01-01', to: '2026-12-31', granularity: 'month' },
      { from: '2026-11-01', to: '2026-11-01', granularity: 'year' },
    ],
  },
  tables: [],
};
