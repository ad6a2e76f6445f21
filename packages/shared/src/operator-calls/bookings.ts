import type { TOperatorCallDefinition } from './define.js';

/** The bookings desk's calls (issue 18): finding orders, the order page and its actions, phone bookings. */
export const BOOKING_CALLS = {} satisfies Record<string, TOperatorCallDefinition>;
