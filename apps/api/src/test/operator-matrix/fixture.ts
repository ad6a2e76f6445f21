import type { TOperatorCallDefinition } from '@rihla/shared/operator-calls';
import type { TTestApp } from '../harness.js';

/**
 * The role matrix's and the fuzz test's fixtures for one area of operator calls: a body each call accepts (valid in shape, so that a
 * refusal can only come from the access check), what the area needs made first, and the tables its writes
 * change (a refused call must leave them as they were).
 */
export interface TMatrixArea<Calls extends Record<string, TOperatorCallDefinition>> {
  /** Runs once before the matrix, with the test app (make a product, a banner, ...). */
  setup?: (t: TTestApp) => Promise<void>;
  fixtures: { [Name in keyof Calls]: () => unknown };
  /** Seed bodies for the fuzz test (fuzz.test.ts): near misses of real requests. */
  fuzzSeeds: { [Name in keyof Calls]: () => unknown[] };
  tables: readonly string[];
}
