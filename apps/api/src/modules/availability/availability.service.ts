import { HOLD_MINUTES, type TModule } from '@rihla/shared/constants';
import { addDays } from '@rihla/shared/rules/time';
import type { TSlotAvailability } from '@rihla/shared/schemas/booking';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { getProductOrFail } from '../catalogue/catalogue.service.js';
import { listOverrides, seatsTakenByDate, type TSlotProduct } from './availability.repository.js';

/** Asia/Dubai is UTC+4 all year (no daylight saving time). */
const DUBAI_OFFSET = '+04:00';
const MINUTE_MS = 60_000;

export const BOOKING_MESSAGES = {
  pastCutoff: 'Booking for this date has closed. Please choose a later date',
  closed: 'This date is not available',
  tooManyTickets: (max: number, title: string) => `You can book at most ${max} tickets for ${title} at a time`,
  seatsLeft: (left: number, title: string, date: string) =>
    left <= 0
      ? `Sold out for ${title} on ${date}`
      : `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left for ${title} on ${date}`,
  soldOutAfterPayment: 'The seats sold out before your payment completed. Your payment has been refunded.',
  refundNotification: (reference: string) =>
    `Your payment for booking ${reference} was refunded because the seats sold out before it completed.`,
} as const;

/** The instant a product's activity starts on a date (start_time is HH:mm in Asia/Dubai). */
export function slotStartUtc(date: string, startTime: string): Date {
  return new Date(`${date}T${startTime}:00${DUBAI_OFFSET}`);
}

/** A slot can be booked until its product's cut-off before the start. */
export function isPastCutoff(product: TSlotProduct, date: string, now: Date): boolean {
  const closesAt = slotStartUtc(date, product.start_time).getTime() - product.cutoff_minutes * MINUTE_MS;
  return now.getTime() >= closesAt;
}

export function holdExpiry(from: Date): string {
  return new Date(from.getTime() + HOLD_MINUTES * MINUTE_MS).toISOString();
}

export interface TSlotState {
  date: string;
  capacity: number;
  seatsLeft: number;
  isClosed: boolean;
  isPastCutoff: boolean;
}

/** Capacity, seats left and bookability of consecutive dates of one product. */
export async function readSlotStates(
  db: TDb,
  product: TSlotProduct,
  fromDate: string,
  days: number,
  now: Date,
): Promise<TSlotState[]> {
  const toDate = addDays(fromDate, days - 1);
  const [overrides, taken] = await Promise.all([
    listOverrides(db, product.id, fromDate, toDate),
    seatsTakenByDate(db, product.id, fromDate, toDate, now.toISOString()),
  ]);
  const overrideOf = new Map(overrides.map((row) => [row.date, row]));
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(fromDate, index);
    const override = overrideOf.get(date);
    const capacity = override?.capacity ?? product.capacity_per_slot;
    return {
      date,
      capacity,
      seatsLeft: Math.max(0, capacity - (taken.get(date) ?? 0)),
      isClosed: override?.is_closed === 1,
      isPastCutoff: isPastCutoff(product, date, now),
    };
  });
}

export async function readSlotState(db: TDb, product: TSlotProduct, date: string, now: Date): Promise<TSlotState> {
  const [state] = await readSlotStates(db, product, date, 1, now);
  if (!state) throw new Error(`No slot state for ${product.id} on ${date}`);
  return state;
}

export async function listAvailability(
  ctx: TAppContext,
  module: TModule,
  planId: string,
  fromDate: string,
  days: number,
): Promise<TSlotAvailability[]> {
  const product = await getProductOrFail(ctx, module, planId);
  const states = await readSlotStates(ctx.db, product, fromDate, days, ctx.clock.now());
  return states.map((state) => ({
    date: state.date,
    capacity: state.capacity,
    seatsLeft: state.seatsLeft,
    status: state.isClosed
      ? 'closed'
      : state.isPastCutoff
        ? 'pastCutoff'
        : state.seatsLeft === 0
          ? 'soldOut'
          : 'available',
  }));
}

/** The rules that need no seat count: the per-order ticket limit and the booking cut-off. */
export function assertTicketLimit(product: TSlotProduct, count: number): void {
  if (count > product.max_tickets_per_order) {
    throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.tooManyTickets(product.max_tickets_per_order, product.title));
  }
}

export function assertBeforeCutoff(product: TSlotProduct, date: string, now: Date): void {
  if (isPastCutoff(product, date, now)) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.pastCutoff);
}

/** Refuses a date that is closed or has fewer seats left than asked. Call with the slot locked. */
export async function assertSeatsLeft(
  db: TDb,
  product: TSlotProduct,
  date: string,
  count: number,
  now: Date,
): Promise<void> {
  const state = await readSlotState(db, product, date, now);
  if (state.isClosed) throw new AppError('BAD_REQUEST', BOOKING_MESSAGES.closed);
  if (state.seatsLeft < count) {
    throw new AppError('CONFLICT', BOOKING_MESSAGES.seatsLeft(state.seatsLeft, product.title, date));
  }
}
