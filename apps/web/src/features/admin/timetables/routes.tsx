import type { RouteObject } from 'react-router';

/** The back office's screens for timetables, seats and prices, inside the signed-in area under /admin. */
export const TIMETABLE_ROUTES: RouteObject[] = [];
