// The dashboard's periods (issue 18, decision 044): Dubai days, weeks starting on Monday, calendar months. The
// API counts orders per UTC hour, which both databases group alike (the first 13 characters of an ISO
// timestamp), and folds the hours into Dubai days here: Dubai is UTC+4 all year, so an hour never straddles
// two Dubai days.
import { addDays, slotStartUtc } from './time.js';

export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type TReportGranularity = (typeof REPORT_GRANULARITIES)[number];

/** The longest range one dashboard answer or export covers. */
export const REPORT_MAX_DAYS = 366;

const HOUR_MS = 3_600_000;

/** The UTC instants [start, end) of a range of Dubai dates, as ISO strings to compare stored timestamps with. */
export function dubaiRangeUtc(from: string, to: string): { startIso: string; endIso: string } {
  return {
    startIso: slotStartUtc(from, '00:00').toISOString(),
    endIso: slotStartUtc(addDays(to, 1), '00:00').toISOString(),
  };
}

/** The Dubai date of a UTC hour written as an ISO prefix, 'YYYY-MM-DDTHH' (e.g. '2026-11-24T21' is the 25th). */
export function dubaiDateOfUtcHour(hour: string): string {
  const instant = Date.parse(`${hour}:00:00.000Z`) + 4 * HOUR_MS;
  return new Date(instant).toISOString().slice(0, 10);
}

/** The Dubai date and clock time (HH:mm) of a stored UTC timestamp. */
export function dubaiDateTime(iso: string): { date: string; clock: string } {
  const shifted = new Date(Date.parse(iso) + 4 * HOUR_MS).toISOString();
  return { date: shifted.slice(0, 10), clock: shifted.slice(11, 16) };
}

/** The period a date falls in: the date itself, the Monday of its week, or the first of its month. */
export function periodOf(date: string, granularity: TReportGranularity): string {
  if (granularity === 'day') return date;
  if (granularity === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Every period that meets the range, in order (the first may begin before `from`, the last end after `to`). */
export function periodsOf(from: string, to: string, granularity: TReportGranularity): string[] {
  const periods: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const period = periodOf(date, granularity);
    if (periods.at(-1) !== period) periods.push(period);
  }
  return periods;
}

/** Whole days from one date to another (0 for the same date). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
