import type { RouteObject } from 'react-router';

/** The manifests' and check-in's screens (issue 18), inside the signed-in area under /admin. */
export const MANIFEST_ROUTES: RouteObject[] = [];
