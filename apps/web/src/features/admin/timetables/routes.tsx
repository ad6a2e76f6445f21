import type { RouteObject } from 'react-router';
import { ProductTimetablePage } from './product-timetable-page';
import { TimetablesPage } from './timetables-page';

/** The back office's screens for timetables, seats and prices, inside the signed-in area under /admin. */
export const TIMETABLE_ROUTES: RouteObject[] = [
  { path: 'timetables', Component: TimetablesPage },
  { path: 'timetables/:productId', Component: ProductTimetablePage },
];
