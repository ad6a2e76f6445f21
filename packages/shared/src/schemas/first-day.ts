// The first day of an install (issue 34, decision 071): the back office's checklist from nothing to a first booking.
import { z } from 'zod';

/** The checklist's steps, in the order an owner takes them. */
export const FIRST_DAY_STEPS = ['shopSettings', 'taxDetails', 'firstProduct', 'testBooking', 'staffInvited'] as const;
export type TFirstDayStep = (typeof FIRST_DAY_STEPS)[number];

export const ZFirstDayStep = z.object({
  key: z.enum(FIRST_DAY_STEPS),
  isDone: z.boolean(),
  /** Where the step is done: a back-office path, or the storefront's for a test booking. */
  path: z.string(),
});
export type TFirstDayStepData = z.infer<typeof ZFirstDayStep>;

export const ZFirstDayData = z.object({
  /** False on an install without a product: the back office's first page is the checklist. */
  hasProducts: z.boolean(),
  /** The steps the operator's role may act on (none of another role's). */
  steps: z.array(ZFirstDayStep),
});
export type TFirstDayData = z.infer<typeof ZFirstDayData>;
