// The pure rules of departures, ticket types and cancellation tiers (issue 15, decision 026): which
// departures a product runs on a date, what a choice of tickets costs and whether it may be booked, and what
// a cancellation refunds. The API enforces them; the web app uses the same functions to draw the ticket page.
import { DEFAULT_GROUP_UNIT } from '../constants.js';
import { BOOKING_MESSAGES, DEPARTURE_MESSAGES } from '../messages/booking.js';
import type {
  TCancellationTier,
  TDepartureStatus,
  TExtraTicketType,
  TPricing,
  TSchedule,
  TScheduleRule,
  TTicketKind,
  TWhereToBe,
} from '../schemas/booking-terms.js';
import { minutesOfDay, timeRange12Hour, to12Hour } from './time.js';

// --- Departures ---------------------------------------------------------------------------------------------

/** One departure of a date: its start (also its key on that date), end, seats and whether it is closed. */
export interface TDeparture {
  start: string;
  end: string;
  capacity: number;
  isClosed: boolean;
}

/** The weekday of a YYYY-MM-DD date, 0 (Sunday) to 6 (Saturday). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

function inSeason(season: NonNullable<TScheduleRule['season']>, date: string): boolean {
  if (season.from.length === 10) return date >= season.from && date <= season.until;
  const day = date.slice(5);
  return season.from <= season.until
    ? day >= season.from && day <= season.until
    : day >= season.from || day <= season.until;
}

export function ruleRunsOn(rule: TScheduleRule, date: string): boolean {
  if (rule.weekdays && !rule.weekdays.includes(weekdayOf(date))) return false;
  return !rule.season || inSeason(rule.season, date);
}

/** A date's exception of a whole day (its own capacity for every departure, or closed). */
export interface TDayException {
  capacity: number | null;
  isClosed: boolean;
}

/** A date's exception of one departure: an extra one (isExtra, with its end), its own capacity, or closed. */
export interface TDepartureException {
  start: string;
  end: string | null;
  capacity: number | null;
  isClosed: boolean;
  isExtra: boolean;
}

/** What a product's departures are made of. An empty schedule runs daily from `start` to `end`. */
export interface TDepartureTerms {
  schedule: TSchedule;
  start: string;
  end: string;
  capacity: number;
}

/**
 * The departures of one date, by start time: the schedule's rules that run that day (the first rule naming a
 * start wins), then the date's exceptions: a closed day closes every departure, a day capacity applies to
 * each, a departure exception closes one, gives it its own capacity, or adds one the schedule does not run.
 */
export function departuresOn(
  terms: TDepartureTerms,
  date: string,
  day: TDayException | null = null,
  exceptions: readonly TDepartureException[] = [],
): TDeparture[] {
  const byStart = new Map<string, TDeparture>();
  const rules: readonly TScheduleRule[] =
    terms.schedule.length > 0 ? terms.schedule : [{ start: terms.start, end: terms.end }];
  for (const rule of rules) {
    if (byStart.has(rule.start) || !ruleRunsOn(rule, date)) continue;
    byStart.set(rule.start, {
      start: rule.start,
      end: rule.end,
      capacity: day?.capacity ?? rule.capacity ?? terms.capacity,
      isClosed: day?.isClosed === true,
    });
  }
  for (const exception of exceptions) {
    const scheduled = byStart.get(exception.start);
    if (!scheduled && !exception.isExtra) continue;
    const base = scheduled ?? {
      start: exception.start,
      end: exception.end ?? exception.start,
      capacity: day?.capacity ?? terms.capacity,
      isClosed: day?.isClosed === true,
    };
    byStart.set(exception.start, {
      ...base,
      end: exception.end ?? base.end,
      capacity: exception.capacity ?? base.capacity,
      isClosed: base.isClosed || exception.isClosed,
    });
  }
  return [...byStart.values()].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/** A departure with at most this share of its seats left (and at most LIMITED_MAX seats) is 'limited'. */
const LIMITED_SHARE = 0.2;
const LIMITED_MAX = 10;

export function departureStatus(state: {
  capacity: number;
  seatsLeft: number;
  isClosed: boolean;
  isPastCutoff: boolean;
}): TDepartureStatus {
  if (state.isClosed) return 'closed';
  if (state.isPastCutoff) return 'pastCutoff';
  if (state.seatsLeft <= 0) return 'soldOut';
  if (state.seatsLeft <= Math.min(LIMITED_MAX, Math.floor(state.capacity * LIMITED_SHARE))) return 'limited';
  return 'available';
}

const labels = new Map<string, string>();

/** The 12-hour label of a departure, as the cart stores and the spec shows it ('9:00 AM - 1:00 PM'). */
export function departureLabel(departure: { start: string; end: string }): string {
  const key = `${departure.start}-${departure.end}`;
  let label = labels.get(key);
  if (label === undefined) {
    label = timeRange12Hour(departure.start, departure.end);
    if (labels.size < 10_000) labels.set(key, label);
  }
  return label;
}

function normaliseTimeText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').replace(/ ?- ?/g, ' - ').toLowerCase();
}

/**
 * The departure a shopper's time text names: its 12-hour label or its 24-hour 'HH:mm - HH:mm' form, whatever
 * the spacing and case; or its start alone ('09:00' or '9:00 AM').
 */
export function departureNamedBy<T extends { start: string; end: string }>(departures: T[], asked: string): T | null {
  const wanted = normaliseTimeText(asked);
  for (const departure of departures) {
    const forms = [
      departureLabel(departure),
      `${departure.start} - ${departure.end}`,
      departure.start,
      to12Hour(departure.start),
    ];
    if (forms.some((form) => normaliseTimeText(form) === wanted)) return departure;
  }
  return null;
}

/** The departures of a date in words for a refusal ('9:00 AM and 2:00 PM'). */
export function startsInWords(departures: { start: string }[]): string {
  return joinWords(departures.map((departure) => to12Hour(departure.start)));
}

// --- Ticket types and prices --------------------------------------------------------------------------------

/** How many tickets of each type a booking asks for. For a group product `adult` is the number of guests. */
export interface TTicketCounts {
  adult: number;
  child: number;
  infant: number;
}

/** What pricing a booking needs to know of its product. */
export interface TPricingTerms {
  title: string;
  pricing: TPricing;
  /** The adult price, or the group's price for a per-group product. */
  adultPriceFils: number;
  extraTypes: readonly TExtraTicketType[];
  minPeople: number;
  maxPeople: number;
  maxTicketsPerOrder: number;
}

/** One priced row of a booking: a ticket type with its count, or the whole group. */
export interface TTicketPrice {
  kind: TTicketKind;
  label: string;
  count: number;
  unitFils: number;
  totalFils: number;
}

export type TBookingPrice =
  | {
      ok: true;
      rows: TTicketPrice[];
      totalFils: number;
      /** Seats of the departure this booking takes (a group takes one). */
      seats: number;
      /** People on the booking, infants included (for a group, its guests). */
      people: number;
    }
  | { ok: false; message: string };

export function ticketLabel(kind: TTicketKind, type?: { minAge: number; maxAge: number }): string {
  if (kind === 'adult' || !type) return kind === 'child' ? 'Child' : kind === 'infant' ? 'Infant' : 'Adult';
  const name = kind === 'child' ? 'Child' : 'Infant';
  return `${name} (${type.minAge}-${type.maxAge} years)`;
}

/**
 * What a price is per, as its label says it ('From AED 210.00 / Person'): a person for a product priced per
 * person, whatever its tour type, and the product's unit ('Boat') for one priced per group (decision 077).
 */
export function pricePer(pricing: TPricing, groupUnit: string): string {
  return pricing === 'perGroup' ? groupUnit.trim() || DEFAULT_GROUP_UNIT : 'Person';
}

export function groupLabel(maxPeople: number): string {
  return `Private group (up to ${maxPeople} guests)`;
}

/**
 * Prices a choice of tickets and checks it against the product's rules: the types it sells, an adult with
 * every type that needs one, the per-adult limits, the people of one booking (min_ppl to max_ppl) and the
 * per-order ticket limit on seats. A per-group product is one price for up to max_ppl guests.
 */
export function priceBooking(terms: TPricingTerms, counts: TTicketCounts): TBookingPrice {
  if (terms.pricing === 'perGroup') {
    if (counts.child > 0 || counts.infant > 0)
      return { ok: false, message: DEPARTURE_MESSAGES.groupHasNoTypes(terms.title) };
    const guests = counts.adult;
    if (guests < 1) return { ok: false, message: DEPARTURE_MESSAGES.noTickets };
    const refusal = peopleRefusal(terms, guests);
    if (refusal) return { ok: false, message: refusal };
    const row = {
      kind: 'adult' as const,
      label: groupLabel(terms.maxPeople),
      count: 1,
      unitFils: terms.adultPriceFils,
      totalFils: terms.adultPriceFils,
    };
    return { ok: true, rows: [row], totalFils: row.totalFils, seats: 1, people: guests };
  }
  const rows: TTicketPrice[] = [];
  let seats = 0;
  if (counts.adult > 0) {
    rows.push({
      kind: 'adult',
      label: 'Adult',
      count: counts.adult,
      unitFils: terms.adultPriceFils,
      totalFils: counts.adult * terms.adultPriceFils,
    });
    seats += counts.adult;
  }
  for (const kind of ['child', 'infant'] as const) {
    const count = counts[kind];
    if (count === 0) continue;
    const type = terms.extraTypes.find((candidate) => candidate.kind === kind);
    if (!type) return { ok: false, message: DEPARTURE_MESSAGES.typeNotSold(terms.title, kind) };
    if (type.requiresAdult && counts.adult === 0) return { ok: false, message: DEPARTURE_MESSAGES.needsAdult(kind) };
    if (type.maxPerAdult !== undefined && count > type.maxPerAdult * counts.adult) {
      return { ok: false, message: DEPARTURE_MESSAGES.perAdult(kind, type.maxPerAdult) };
    }
    rows.push({
      kind,
      label: ticketLabel(kind, type),
      count,
      unitFils: type.priceFils,
      totalFils: count * type.priceFils,
    });
    if (type.takesSeat) seats += count;
  }
  const people = counts.adult + counts.child + counts.infant;
  if (people < 1) return { ok: false, message: DEPARTURE_MESSAGES.noTickets };
  if (seats > terms.maxTicketsPerOrder) {
    return { ok: false, message: BOOKING_MESSAGES.tooManyTickets(terms.maxTicketsPerOrder, terms.title) };
  }
  const refusal = peopleRefusal(terms, people);
  if (refusal) return { ok: false, message: refusal };
  return { ok: true, rows, totalFils: rows.reduce((sum, row) => sum + row.totalFils, 0), seats, people };
}

function peopleRefusal(terms: TPricingTerms, people: number): string | null {
  if (people < terms.minPeople) return DEPARTURE_MESSAGES.tooFewPeople(terms.minPeople, terms.title);
  if (people > terms.maxPeople) return DEPARTURE_MESSAGES.tooManyPeople(terms.maxPeople, terms.title);
  return null;
}

// --- Cancellation -------------------------------------------------------------------------------------------

const HOUR_MS = 3_600_000;

/** The terms a booking was sold with: refundable by tiers, or not at all. */
export interface TCancellationTerms {
  refundable: boolean;
  tiers: TCancellationTier[];
}

/** Until 24 hours before the activity, in full: the rule of the policy, and of every booking before tiers. */
export const DEFAULT_CANCELLATION_TIERS: TCancellationTier[] = [{ hoursBefore: 24, refundPercent: 100 }];

function tiersByHours(tiers: readonly TCancellationTier[]): TCancellationTier[] {
  return [...tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
}

/**
 * The tier that applies to a cancellation `msBefore` milliseconds before the departure (the one with the most
 * hours that still applies), or null when the booking can no longer be cancelled.
 */
export function tierAt(terms: TCancellationTerms, msBefore: number): TCancellationTier | null {
  if (!terms.refundable) return null;
  return tiersByHours(terms.tiers).find((tier) => msBefore >= tier.hoursBefore * HOUR_MS) ?? null;
}

/** The last instant the booking can be cancelled at all, or null if never. */
export function lastCancellationAt(terms: TCancellationTerms, startsAt: Date): Date | null {
  if (!terms.refundable || terms.tiers.length === 0) return null;
  const fewestHours = Math.min(...terms.tiers.map((tier) => tier.hoursBefore));
  return new Date(startsAt.getTime() - fewestHours * HOUR_MS);
}

/** The terms in words, shown before purchase, in the orders page and on the voucher. */
export function cancellationText(terms: TCancellationTerms): string {
  if (!terms.refundable || terms.tiers.length === 0) return 'Non-refundable: this booking cannot be cancelled.';
  const tiers = tiersByHours(terms.tiers);
  const parts = tiers.map((tier, index) => {
    const earlier = tiers[index - 1];
    const share = tier.refundPercent === 100 ? 'full refund' : `${tier.refundPercent}% refund`;
    return earlier
      ? `${share} between ${earlier.hoursBefore} and ${tier.hoursBefore} hours before`
      : `${share} if cancelled at least ${tier.hoursBefore} hours before`;
  });
  const last = tiers[tiers.length - 1] as TCancellationTier;
  const sentence = `${parts.join('; ')}; no cancellation later than ${last.hoursBefore} hours before the departure.`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

// --- Where to be and the schedule in words ------------------------------------------------------------------

/** The pick-up window of a departure ('HH:mm' to 'HH:mm', Dubai time), or null for a meeting point. */
export function pickupWindow(whereToBe: TWhereToBe | null, start: string): { from: string; to: string } | null {
  if (whereToBe?.kind !== 'pickup') return null;
  const startMinute = minutesOfDay(start);
  const from = startMinute - whereToBe.minutesBefore;
  return { from: hhmmOf(from), to: hhmmOf(from + whereToBe.windowMinutes) };
}

function hhmmOf(minute: number): string {
  const wrapped = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** Where to be for one departure, in words (detail page, cart, orders, voucher). */
export function whereToBeText(whereToBe: TWhereToBe | null, start: string): string | null {
  if (!whereToBe) return null;
  if (whereToBe.kind === 'meetingPoint') return `Meeting point: ${whereToBe.place}`;
  const window = pickupWindow(whereToBe, start) as { from: string; to: string };
  return `Hotel pick-up (${whereToBe.zone}) between ${to12Hour(window.from)} and ${to12Hour(window.to)}`;
}

/**
 * The words a schedule is said in: the English below (the spec's, byte for byte) and the Arabic of
 * departures-ar.ts. Times come as 'HH:mm'; `time` says one.
 */
export interface TScheduleWords {
  weekdays: readonly string[];
  months: readonly string[];
  join(words: string[]): string;
  daily: string;
  dailyExcept(weekday: string): string;
  /** Weekdays in words, given their indexes (0 = Sunday) and their names in order. */
  onWeekdays(days: number[], names: string[]): string;
  seasonRange(range: {
    from: { month: string; day: number };
    until: { month: string; day: number };
    whole: boolean;
  }): string;
  seasonYear(range: string, year: string): string;
  season(range: string): string;
  time(hhmm: string): string;
  /** More than eight departures: their count, the first and the last. */
  many(when: string, count: number, first: string, last: string): string;
  at(when: string, starts: string): string;
  groupSeparator: string;
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

const ENGLISH_SCHEDULE_WORDS: TScheduleWords = {
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  join: joinWords,
  daily: 'Daily',
  dailyExcept: (weekday) => `Daily except ${weekday}`,
  onWeekdays: (_days, names) => joinWords(names),
  seasonRange: ({ from, until, whole }) =>
    whole ? `${from.month} to ${until.month}` : `${from.day} ${from.month} to ${until.day} ${until.month}`,
  seasonYear: (range, year) => `, ${range} ${year}`,
  season: (range) => `, ${range}`,
  time: to12Hour,
  many: (when, count, first, last) => `${when}, ${count} departures from ${first} to ${last}`,
  at: (when, starts) => `${when} at ${starts}`,
  groupSeparator: '; ',
};

function weekdaysInWords(weekdays: number[] | undefined, words: TScheduleWords): string {
  if (!weekdays || weekdays.length === 7) return words.daily;
  const sorted = [...new Set(weekdays)].sort((a, b) => a - b);
  if (sorted.length === 6) {
    const missing = [0, 1, 2, 3, 4, 5, 6].find((day) => !sorted.includes(day)) as number;
    return words.dailyExcept(words.weekdays[missing] as string);
  }
  return words.onWeekdays(
    sorted,
    sorted.map((day) => words.weekdays[day] as string),
  );
}

function seasonInWords(season: TScheduleRule['season'], words: TScheduleWords): string {
  if (!season) return '';
  const day = (value: string) => {
    const [month, dayOfMonth] = value.length === 10 ? value.slice(5).split('-') : value.split('-');
    return { month: words.months[Number(month) - 1] as string, day: Number(dayOfMonth) };
  };
  const whole = season.from.endsWith('-01') && isMonthEnd(season.until);
  const range = words.seasonRange({ from: day(season.from), until: day(season.until), whole });
  return season.from.length === 10 ? words.seasonYear(range, season.from.slice(0, 4)) : words.season(range);
}

function isMonthEnd(value: string): boolean {
  const [month, day] = (value.length === 10 ? value.slice(5) : value).split('-').map(Number) as [number, number];
  return day === new Date(Date.UTC(2023, month, 0)).getUTCDate();
}

/** The schedule in words: one phrase per distinct weekdays-and-season, with its start times. */
export function scheduleText(terms: Pick<TDepartureTerms, 'schedule' | 'start' | 'end'>): string {
  return scheduleInWords(terms, ENGLISH_SCHEDULE_WORDS);
}

/** The schedule in the words of a language (scheduleText is the English; departures-ar.ts has the Arabic). */
export function scheduleInWords(
  terms: Pick<TDepartureTerms, 'schedule' | 'start' | 'end'>,
  words: TScheduleWords,
): string {
  const rules: readonly TScheduleRule[] =
    terms.schedule.length > 0 ? terms.schedule : [{ start: terms.start, end: terms.end }];
  const groups = new Map<string, string[]>();
  for (const rule of rules) {
    const key = `${weekdaysInWords(rule.weekdays, words)}${seasonInWords(rule.season, words)}`;
    groups.set(key, [...(groups.get(key) ?? []), words.time(rule.start)]);
  }
  return [...groups.entries()]
    .map(([when, starts]) =>
      starts.length > 8
        ? words.many(when, starts.length, starts[0] as string, starts[starts.length - 1] as string)
        : words.at(when, words.join(starts)),
    )
    .join(words.groupSeparator);
}
