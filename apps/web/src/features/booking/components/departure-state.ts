import type { TDayDepartures, TDepartureAvailability } from '@rihla/shared/schemas/booking';
import { t } from '../../../lib/i18n';

/** A departure that can still be booked: running, before its cut-off, with a seat (or a boat) left. */
export function isDepartureBookable(departure: TDepartureAvailability): boolean {
  return (departure.status === 'available' || departure.status === 'limited') && departure.seatsLeft > 0;
}

/** A day that can be chosen: at least one of its departures can be booked. */
export function isDayBookable(day: TDayDepartures): boolean {
  return day.departures.some(isDepartureBookable);
}

function seatsLeftText(count: number): string {
  return count === 1 ? t('1 seat left') : t('{n} seats left', { n: count });
}

/** The short label under a day of the strip: why it cannot be booked, or how few seats remain. */
export function dayNote(day: TDayDepartures): string | null {
  if (isDayBookable(day)) {
    if (day.status !== 'limited') return null;
    const left = day.departures.filter(isDepartureBookable).reduce((sum, departure) => sum + departure.seatsLeft, 0);
    return t('Only {n} left', { n: left });
  }
  if (day.status === 'soldOut' || day.departures.some((departure) => departure.status === 'soldOut')) {
    return t('Sold out');
  }
  if (day.status === 'pastCutoff') return t('Closed for booking');
  return day.departures.length === 0 ? t('No departures') : t('Closed');
}

/** The departures a day's time select lists: every one that runs that day (a closed one is not offered). */
export function listedDepartures(day: TDayDepartures): TDepartureAvailability[] {
  return day.departures.filter((departure) => departure.status !== 'closed');
}

/** An option of the time select: the 12-hour range, and the seats left or why it cannot be booked. */
export function departureOptionLabel(departure: TDepartureAvailability): string {
  if (departure.status === 'pastCutoff') return `${departure.time} · ${t('Closed for booking')}`;
  if (departure.status === 'soldOut' || departure.seatsLeft <= 0) return `${departure.time} · ${t('Sold out')}`;
  if (departure.status === 'limited') return `${departure.time} · ${seatsLeftText(departure.seatsLeft)}`;
  return departure.time;
}

/** The departure of a day the shopper gets: the one asked for while it can be booked, else the first that can. */
export function chosenDeparture(day: TDayDepartures | undefined, wanted: string | null): TDepartureAvailability | null {
  if (!day) return null;
  const bookable = day.departures.filter(isDepartureBookable);
  return bookable.find((departure) => departure.start === wanted) ?? bookable[0] ?? null;
}
