const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isHhMm(value: string): boolean {
  return HH_MM.test(value);
}

export function minutesOfDay(hhmm: string): number {
  const match = HH_MM.exec(hhmm);
  if (!match) throw new RangeError(`Not an HH:mm time: ${hhmm}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** '14:05' -> '2:05 PM'; '00:30' -> '12:30 AM'. */
export function to12Hour(hhmm: string): string {
  const minutes = minutesOfDay(hhmm);
  const hours24 = Math.floor(minutes / 60);
  const suffix = hours24 < 12 ? 'AM' : 'PM';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** The single time range a product offers, as the web app shows and stores it: 'start - end'. */
export function timeRange12Hour(start: string, end: string): string {
  return `${to12Hour(start)} - ${to12Hour(end)}`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

// NOTE: Dubai keeps UTC+4 all year (no daylight saving), so a fixed offset is exact.
const DUBAI_UTC_OFFSET = '+04:00';

/** The instant a slot starts: a YYYY-MM-DD date and an HH:mm time, both in Dubai. */
export function slotStartUtc(date: string, hhmm: string): Date {
  if (!isIsoDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  if (!isHhMm(hhmm)) throw new RangeError(`Not an HH:mm time: ${hhmm}`);
  return new Date(`${date}T${hhmm}:00${DUBAI_UTC_OFFSET}`);
}

const DUBAI_UTC_OFFSET_MS = 4 * 3_600_000;
const MINUTE_MS = 60_000;
const minutesOf = new Map<string, number>();

/**
 * The instant a slot starts, in epoch milliseconds: slotStartUtc(date, hhmm).getTime() without parsing a date
 * string. The departures of 62 days of 30 times each ask it 1,860 times in one answer (issue 15).
 */
export function slotStartMs(date: string, hhmm: string): number {
  let minutes = minutesOf.get(hhmm);
  if (minutes === undefined) {
    minutes = minutesOfDay(hhmm);
    if (minutesOf.size < 1440) minutesOf.set(hhmm, minutes);
  }
  if (!ISO_DATE.test(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const day = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return day + minutes * MINUTE_MS - DUBAI_UTC_OFFSET_MS;
}

/**
 * Today's date (YYYY-MM-DD) in the business time zone, Asia/Dubai: UTC+4 all year (it keeps no summer time), as
 * slotStartMs counts. NOTE: an Intl.DateTimeFormat of the zone answered the same at about ten times the cost; a test
 * compares the two over the years.
 */
export function todayInDubai(now: Date = new Date()): string {
  return new Date(now.getTime() + DUBAI_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A YYYY-MM-DD date as a person reads it: 'Sat 5 Dec 2026' (vouchers, texts, the payment page). */
export function dateInWords(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** An instant (epoch ms) as Dubai's date and time in words: 'Sat 5 Dec 2026, 08:00 (Dubai)'. */
export function dubaiMomentInWords(ms: number): string {
  const local = new Date(ms + 4 * 3_600_000).toISOString();
  return `${dateInWords(local.slice(0, 10))}, ${local.slice(11, 16)} (Dubai)`;
}
