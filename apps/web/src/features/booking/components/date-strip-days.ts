import { DATE_STRIP_INITIAL_DAYS } from '@rihla/shared/constants';
import { addDays } from '@rihla/shared/rules/time';
import { formatDayOf } from '../../../lib/format';

/** The strip's first days: today and the following days (SPEC section 4 "Date selection"). */
export function initialDays(today: string, count: number = DATE_STRIP_INITIAL_DAYS): string[] {
  return Array.from({ length: count }, (_, index) => addDays(today, index));
}

/** More days after the last one, as the shopper moves forward. */
export function appendDays(days: readonly string[], count = 1): string[] {
  const last = days.at(-1);
  if (!last) return [];
  return [...days, ...Array.from({ length: count }, (_, index) => addDays(last, index + 1))];
}

/** A day can be added in front only while the first day is after today: nothing before today is bookable. */
export function canPrependDay(days: readonly string[], today: string): boolean {
  const first = days[0];
  return first !== undefined && first > today;
}

export function prependDay(days: readonly string[], today: string): string[] {
  const first = days[0];
  if (first === undefined || !canPrependDay(days, today)) return [...days];
  return [addDays(first, -1), ...days];
}

/** Day number, short month and short weekday of a YYYY-MM-DD date, as a strip card shows them. */
export function dayCardParts(isoDate: string): { day: string; month: string; weekday: string; long: string } {
  const part = (options: Intl.DateTimeFormatOptions) => formatDayOf(isoDate, options);
  return {
    day: part({ day: 'numeric' }),
    month: part({ month: 'short' }),
    weekday: part({ weekday: 'short' }),
    long: part({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  };
}

/** Days asked for in one availability call. */
export const AVAILABILITY_RANGE_DAYS = 14;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The availability ranges covering the shown days: fixed blocks counted from `anchor`, so adding days only
 * asks for the new blocks and the ones already fetched stay cached.
 */
export function availabilityRanges(
  days: readonly string[],
  anchor: string,
  size: number = AVAILABILITY_RANGE_DAYS,
): { from: string; days: number }[] {
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return [];
  const firstBlock = Math.floor(daysBetween(anchor, first) / size);
  const lastBlock = Math.floor(daysBetween(anchor, last) / size);
  return Array.from({ length: lastBlock - firstBlock + 1 }, (_, index) => ({
    from: addDays(anchor, (firstBlock + index) * size),
    days: size,
  }));
}
