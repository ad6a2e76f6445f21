// The rules of a slot (a product on a date): when it starts, when booking closes, how many seats are left.
import { HOLD_MINUTES } from '@rihla/shared/constants';
import { BOOKING_MESSAGES } from '@rihla/shared/messages/booking';
import { ticketLimitRefusal } from '@rihla/shared/rules/booking';
import { addDays, slotStartUtc } from '@rihla/shared/rules/time';
import type { TDb } from '../../db/database.js';
import type { TSeatHoldRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { findSlotProducts, type TSlotProduct } from '../catalogue/product-terms.repository.js';
import { listOverrides, readSlotRow, seatsTakenByDate } from './booking.repository.js';

const MINUTE_MS = 60_000;

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

/** One date's state, read in one statement (the seat checks of checkout and confirmation). */
export async function readSlotState(db: TDb, product: TSlotProduct, date: string, now: Date): Promise<TSlotState> {
  const row = await readSlotRow(db, product.id, date, now.toISOString());
  const capacity = row.capacity ?? product.capacity_per_slot;
  return {
    date,
    capacity,
    seatsLeft: Math.max(0, capacity - row.taken),
    isClosed: row.isClosed,
    isPastCutoff: isPastCutoff(product, date, now),
  };
}

/** The rules that need no seat count: the per-order ticket limit and the booking cut-off. */
export function assertTicketLimit(product: TSlotProduct, count: number): void {
  const refusal = ticketLimitRefusal(
    { title: product.title, maxTicketsPerOrder: product.max_tickets_per_order },
    count,
  );
  if (refusal) throw new AppError('BAD_REQUEST', refusal);
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

/** The hold of a checkout's line: the live one, else the last released one. */
export function holdOfLine(holds: TSeatHoldRow[], line: { productId: string; date: string }): TSeatHoldRow | undefined {
  return (
    holds.find((hold) => hold.product_id === line.productId && hold.date === line.date && hold.status !== 'released') ??
    holds.find((hold) => hold.product_id === line.productId && hold.date === line.date)
  );
}

/** Why a checkout cannot be paid or booked now. */
export interface TBookingRefusal {
  reason: 'pastCutoff' | 'seats';
  message: string;
}

/**
 * Why a checkout's lines cannot be paid for or booked now, or null when they can: every line must be before
 * its cut-off (a hold does not keep a date open past it); a line whose hold still runs has its seats, any
 * other needs its seats free again (its own expired hold no longer counts as taken). Reads the lines'
 * booking terms once; a seat count only for lines without a running hold.
 */
export async function findBookingRefusal(
  db: TDb,
  lines: Array<{ productId: string; date: string; adultCount: number }>,
  holds: TSeatHoldRow[],
  now: Date,
): Promise<TBookingRefusal | null> {
  const nowIso = now.toISOString();
  const products = await findSlotProducts(db, [...new Set(lines.map((line) => line.productId))]);
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product) return { reason: 'seats', message: BOOKING_MESSAGES.closed };
    if (isPastCutoff(product, line.date, now)) return { reason: 'pastCutoff', message: BOOKING_MESSAGES.pastCutoff };
  }
  for (const line of lines) {
    const hold = holdOfLine(holds, line);
    if (hold?.status === 'booked' || (hold?.status === 'held' && hold.expires_at > nowIso)) continue;
    const product = products.get(line.productId) as TSlotProduct;
    const state = await readSlotState(db, product, line.date, now);
    if (state.isClosed) return { reason: 'seats', message: BOOKING_MESSAGES.closed };
    if (state.seatsLeft < line.adultCount) {
      return { reason: 'seats', message: BOOKING_MESSAGES.seatsLeft(state.seatsLeft, product.title, line.date) };
    }
  }
  return null;
}
