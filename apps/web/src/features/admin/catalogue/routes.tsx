import type { RouteObject } from 'react-router';

/** The back office's screens for products (list, editor, preview), inside the signed-in area under /admin. */
export const PRODUCT_ROUTES: RouteObject[] = [];
