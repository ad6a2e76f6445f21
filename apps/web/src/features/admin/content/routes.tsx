import type { RouteObject } from 'react-router';

/** The back office's screens for banners, blog posts and the home page's curation, inside the signed-in area under /admin. */
export const CONTENT_ROUTES: RouteObject[] = [];
