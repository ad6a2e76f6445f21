import type { MANIFEST_CALLS } from '@rihla/shared/operator-calls/manifests';
import type { TMatrixArea } from './fixture.js';

/** The manifests calls' fixtures (issue 18). */
export const MANIFEST_MATRIX: TMatrixArea<typeof MANIFEST_CALLS> = {
  fixtures: {},
  fuzzSeeds: {},
  tables: [],
};
