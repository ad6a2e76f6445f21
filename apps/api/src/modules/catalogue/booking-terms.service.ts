// The writes the back office makes to a product's booking terms (decision 026): schedule, ticket types, pricing, people limits, cut-off, cancellation tiers, where to be,
// and per-date exceptions. Every write is validated by the shared schemas and clears what it changes.
import { MESSAGES } from '@rihla/shared/constants';
import { isHhMm, isIsoDate } from '@rihla/shared/rules/time';
import {
  ZCancellationTiers,
  ZExtraTicketTypes,
  ZPricing,
  ZSchedule,
  ZWhereToBe,
} from '@rihla/shared/schemas/booking-terms';
import { z } from 'zod';
import type { TAppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import type { TProductWrite } from './catalogue.repository.js';
import { updateProduct } from './catalogue.service.js';
import { writeDayException, writeDepartureException } from './departure-exceptions.repository.js';
import { findBookingProducts } from './product-terms.repository.js';

/** The terms the back office may change, each optional; validated as a whole before anything is written. */
export const ZBookingTermsPatch = z.strictObject({
  schedule: ZSchedule.optional(),
  ticketTypes: ZExtraTicketTypes.optional(),
  pricing: ZPricing.optional(),
  cancellationTiers: ZCancellationTiers.optional(),
  refundable: z.boolean().optional(),
  whereToBe: ZWhereToBe.nullable().optional(),
  cutoffMinutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 60)
    .optional(),
  capacity: z.number().int().min(0).max(100_000).optional(),
  minPeople: z.number().int().min(1).max(1000).optional(),
  maxPeople: z.number().int().min(1).max(1000).optional(),
  maxTicketsPerOrder: z.number().int().min(1).max(1000).optional(),
});
export type TBookingTermsPatch = z.input<typeof ZBookingTermsPatch>;

function badInput(error: z.ZodError): AppError {
  const issue = error.issues[0];
  return new AppError('BAD_REQUEST', issue ? `${issue.path.join('.') || 'terms'}: ${issue.message}` : 'Invalid terms');
}

/**
 * Changes a product's booking terms. Bookings already made keep the terms they were sold with (their lines
 * carry them); carts and new checkouts use the new ones at once.
 */
export async function setBookingTerms(ctx: TAppContext, productId: string, patch: TBookingTermsPatch): Promise<void> {
  await updateProduct(ctx, productId, bookingTermsColumns(patch));
}

/**
 * The product columns a booking-terms patch writes, validated as a whole (minPeople at most maxPeople); a
 * BAD_REQUEST names the first wrong term. The desk's product calls write their terms through it too.
 */
export function bookingTermsColumns(patch: TBookingTermsPatch): Partial<Omit<TProductWrite, 'id'>> {
  const parsed = ZBookingTermsPatch.safeParse(patch);
  if (!parsed.success) throw badInput(parsed.error);
  const terms = parsed.data;
  if (terms.minPeople !== undefined && terms.maxPeople !== undefined && terms.minPeople > terms.maxPeople) {
    throw new AppError('BAD_REQUEST', 'minPeople: cannot be more than maxPeople');
  }
  return {
    ...(terms.schedule && { schedule: JSON.stringify(terms.schedule) }),
    ...(terms.ticketTypes && { ticket_types: JSON.stringify(terms.ticketTypes) }),
    ...(terms.pricing && { pricing: terms.pricing }),
    ...(terms.cancellationTiers && { cancellation_tiers: JSON.stringify(terms.cancellationTiers) }),
    ...(terms.refundable !== undefined && { is_refundable: terms.refundable ? 1 : 0 }),
    ...(terms.whereToBe !== undefined && { where_to_be: terms.whereToBe ? JSON.stringify(terms.whereToBe) : '' }),
    ...(terms.cutoffMinutes !== undefined && { cutoff_minutes: terms.cutoffMinutes }),
    ...(terms.capacity !== undefined && { capacity_per_slot: terms.capacity }),
    ...(terms.minPeople !== undefined && { min_ppl: terms.minPeople }),
    ...(terms.maxPeople !== undefined && { max_ppl: terms.maxPeople }),
    ...(terms.maxTicketsPerOrder !== undefined && { max_tickets_per_order: terms.maxTicketsPerOrder }),
  };
}

async function assertProduct(ctx: TAppContext, productId: string, date: string): Promise<void> {
  if (!isIsoDate(date)) throw new AppError('BAD_REQUEST', 'date: write a date as YYYY-MM-DD');
  if (!(await findBookingProducts(ctx.db, [productId])).has(productId)) {
    throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
  }
}

/**
 * Closes a whole date, gives each of its departures its own seats, or (capacity null, open) clears it. Seats
 * already sold stay sold: a capacity below them leaves the date sold out.
 */
export async function setDayException(
  ctx: TAppContext,
  productId: string,
  date: string,
  day: { capacity: number | null; isClosed: boolean },
): Promise<void> {
  await assertProduct(ctx, productId, date);
  if (day.capacity !== null && (!Number.isInteger(day.capacity) || day.capacity < 0)) {
    throw new AppError('BAD_REQUEST', 'capacity: a whole number of seats');
  }
  await writeDayException(ctx.db, productId, date, day);
}

/** Closes one departure of a date, gives it its own seats, adds one the schedule does not run, or clears it. */
export async function setDepartureException(
  ctx: TAppContext,
  productId: string,
  date: string,
  start: string,
  exception: { end: string | null; capacity: number | null; isClosed: boolean; isExtra: boolean } | null,
): Promise<void> {
  await assertProduct(ctx, productId, date);
  if (!isHhMm(start) || (exception?.end != null && !isHhMm(exception.end))) {
    throw new AppError('BAD_REQUEST', 'start: write a time as HH:mm');
  }
  if (exception?.isExtra && exception.end === null)
    throw new AppError('BAD_REQUEST', 'end: an extra departure needs its end');
  await writeDepartureException(ctx.db, productId, date, start, exception);
}
