import type { TOperatorCallDefinition } from './define.js';

/** The content calls (issue 17): banners, blog posts and the home page's curation. */
export const CONTENT_CALLS = {} satisfies Record<string, TOperatorCallDefinition>;
