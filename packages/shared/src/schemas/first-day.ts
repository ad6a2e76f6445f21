// The first day of an install (issue 34, decision 071): the back office's checklist from nothing to a first booking.
import { z } from 'zod';

/** The shop's steps, in the order an owner takes them: for the roles that set the shop up. */
export const SHOP_FIRST_DAY_STEPS = [
  'shopSettings',
  'taxDetails',
  'firstProduct',
  'testBooking',
  'staffInvited',
] as const;
/**
 * A desk's steps (decision 079), for the roles that run the desks and set nothing up (agents, guides): each the
 * operator's own first time at a part of their desk, ticked by what they did, never by a colleague.
 */
export const DESK_FIRST_DAY_STEPS = ['phoneBooking', 'checkIn'] as const;
export const FIRST_DAY_STEPS = [...SHOP_FIRST_DAY_STEPS, ...DESK_FIRST_DAY_STEPS] as const;
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
