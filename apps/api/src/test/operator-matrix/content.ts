import type { CONTENT_CALLS } from '@rihla/shared/operator-calls/content';
import type { TMatrixArea } from './fixture.js';

/** The content calls' fixtures: banners, blog posts, the home page's curation. */
export const CONTENT_MATRIX: TMatrixArea<typeof CONTENT_CALLS> = {
  fixtures: {},
  fuzzSeeds: {},
  tables: ['banners', 'blogs', 'products'],
};
