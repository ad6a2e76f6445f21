// Hotel pick-ups (issue 36, decision 095): the pick-up time of a departure, its words, the shopper's search of the
// points and the pick-up run's order. Dubai keeps UTC+4 all year.
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

/** Whether a point answers a shopper's search: every word found in its name, area or address, any case. */
export function pickupMatches(point: { name: string; area: string; address: string }, search: string): boolean {
  const haystack = `${point.name} ${point.area} ${point.address}`.toLocaleLowerCase();
  return search
    .toLocaleLowerCase()
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
