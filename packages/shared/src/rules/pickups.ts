// Hotel pick-ups (issue 36, decision 095): the pick-up time of a departure, its words, the shopper's search of the
// points and the pick-up run's order. Dubai keeps UTC+4 all year.
import { normaliseForSearch } from './arabic-search.js';
import { missingArabicFields } from './content-language.js';
import { slotStartMs } from './time.js';

const DUBAI_OFFSET_MS = 4 * 3_600_000;

/** The pick-up of a departure `minutesBefore` its start: its instant (UTC ISO) and its Dubai date and time. */
export function pickupTimeOf(
  date: string,
  start: string,
  minutesBefore: number,
): { at: string; date: string; time: string } {
  const ms = slotStartMs(date, start) - minutesBefore * 60_000;
  const local = new Date(ms + DUBAI_OFFSET_MS).toISOString();
  return { at: new Date(ms).toISOString(), date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** 'Pick-up 07:15 at Hilton Dubai Jumeirah, Dubai Marina'. */
export function pickupText(pickup: { time: string; name: string; area: string }): string {
  return `Pick-up ${pickup.time} at ${pickup.name}, ${pickup.area}`;
}

/**
 * Whether a point answers a search: every word found in its name, area or address, or their Arabic (decision 117;
 * a shopper's offer carries both languages' words in `searchText`),
 * compared as the shop's search compares Arabic (hamza and alef forms, taa marbuta, alef maqsura, diacritics and
 * tatweel ignored) and any case.
 */
export function pickupMatches(
  point: {
    name: string;
    area: string;
    address: string;
    ar?: { name?: string; area?: string } | undefined;
    searchText?: string | undefined;
  },
  search: string,
): boolean {
  const haystack = normaliseForSearch(
    [point.name, point.area, point.address, point.ar?.name ?? '', point.ar?.area ?? '', point.searchText ?? ''].join(
      ' ',
    ),
  );
  return normaliseForSearch(search)
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => haystack.includes(word));
}

/**
 * The pick-up run of a departure: bookings by pick-up time (the earliest first), then area, then point, then
 * reference; bookings without a pick-up come last, by reference (they make their own way).
 */
export function pickupRunOrder<
  B extends { reference: string; pickup?: { at: string; area: string; name: string } | null },
>(bookings: readonly B[]): B[] {
  return [...bookings].sort((a, b) => {
    if (a.pickup && b.pickup) {
      return (
        a.pickup.at.localeCompare(b.pickup.at) ||
        a.pickup.area.localeCompare(b.pickup.area) ||
        a.pickup.name.localeCompare(b.pickup.name) ||
        a.reference.localeCompare(b.reference)
      );
    }
    if (a.pickup) return -1;
    if (b.pickup) return 1;
    return a.reference.localeCompare(b.reference);
  });
}

/**
 * A point's fields written in English but not in Arabic (decision 117): what the desk flags, and what an Arabic page
 * shows in English.
 */
export function pickupMissingArabic(point: {
  name: string;
  area: string;
  ar: { name: string; area: string };
}): Array<'name' | 'area'> {
  return missingArabicFields(['name', 'area'] as const, point, point.ar);
}
