import type { RouteObject } from 'react-router';

/** The bookings desk's screens (issue 18), inside the signed-in area under /admin. */
export const BOOKING_ROUTES: RouteObject[] = [];
