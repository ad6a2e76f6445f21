import type { TOperatorCallDefinition } from './define.js';

/** The timetables, seats and prices calls (issue 17). */
export const TIMETABLE_CALLS = {} satisfies Record<string, TOperatorCallDefinition>;
