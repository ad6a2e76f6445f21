import type { TOperatorCallDefinition } from './define.js';

/** The manifests' and check-in's calls (issue 18): departures, passenger lists, guides, scans. */
export const MANIFEST_CALLS = {} satisfies Record<string, TOperatorCallDefinition>;
