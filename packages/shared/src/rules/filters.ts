import {
  FILTER_CATEGORIES,
  type TFilterCategory,
  type TFilterDuration,
  type TFilterPrice,
  type TFilterTime,
} from '../constants.js';

/** The filter page's `?category=` as a category label, without regard to case; null for none or an unknown one. */
export function categoryFromUrl(value: string | null | undefined): TFilterCategory | null {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return null;
  return FILTER_CATEGORIES.find((label) => label.toLowerCase() === wanted) ?? null;
}

/** A half-open numeric range: above `over` (exclusive) and up to `upTo` (inclusive); a missing end is open. */
export interface TRange {
  over?: number;
  upTo?: number;
}

/** Price buckets in fils, read against the product's price. */
export const PRICE_BUCKETS: Record<TFilterPrice, TRange> = {
  'Up to 100 AED': { upTo: 10_000 },
  '100 - 200 AED': { over: 10_000, upTo: 20_000 },
  '200 - 300 AED': { over: 20_000, upTo: 30_000 },
  'Above 300 AED': { over: 30_000 },
};

/**
 * Time-of-day buckets in minutes after midnight, read against the product's start time. The labels are
 * 12-hour clock readings: "12:00 - 05:00 (Afternoon)" is noon to 5 PM. Each bucket is a list of
 * [from, to) ranges because the night wraps past midnight.
 */
export const TIME_BUCKETS: Record<TFilterTime, Array<[number, number]>> = {
  '05:00 - 12:00 (Morning)': [[5 * 60, 12 * 60]],
  '12:00 - 05:00 (Afternoon)': [[12 * 60, 17 * 60]],
  '05:00 - 09:00 (Evening)': [[17 * 60, 21 * 60]],
  '09:00 - 05:00 (Night)': [
    [21 * 60, 24 * 60],
    [0, 5 * 60],
  ],
};

/** Duration buckets in minutes, read against the product's duration. */
export const DURATION_BUCKETS: Record<
  TFilterDuration,
  { from?: number; below?: number; over?: number; upTo?: number }
> = {
  'less than 1 hour': { below: 60 },
  '1 to 4 hours': { from: 60, upTo: 240 },
  '4 hours to 1 day': { over: 240, upTo: 1440 },
  'More than 1 day': { over: 1440 },
};

export function inPriceBucket(priceFils: number, bucket: TFilterPrice): boolean {
  const range = PRICE_BUCKETS[bucket];
  return (range.over === undefined || priceFils > range.over) && (range.upTo === undefined || priceFils <= range.upTo);
}

export function inTimeBucket(startMinutes: number, bucket: TFilterTime): boolean {
  return TIME_BUCKETS[bucket].some(([from, to]) => startMinutes >= from && startMinutes < to);
}

export function inDurationBucket(durationMinutes: number, bucket: TFilterDuration): boolean {
  const range = DURATION_BUCKETS[bucket];
  return (
    (range.from === undefined || durationMinutes >= range.from) &&
    (range.below === undefined || durationMinutes < range.below) &&
    (range.over === undefined || durationMinutes > range.over) &&
    (range.upTo === undefined || durationMinutes <= range.upTo)
  );
}
