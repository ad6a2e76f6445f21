// The timetables, seats and prices calls of the back office (issue 17, decision 035): a product's weekly
// schedule, its month calendar with seats booked, held and left, the exceptions of one date or departure, bulk
// changes over a range of dates, and its prices. Money is integer fils; dates YYYY-MM-DD and times HH:mm, Dubai.
import { z } from 'zod';
import { aedToFils } from '../rules/money.js';
import { isHhMm, isIsoDate } from '../rules/time.js';
import { ZExtraTicketTypes, ZGroupUnit, ZGroupUnitArabic, ZPricing, ZSchedule } from './booking-terms.js';
import { checkedBy, ZModule, ZOpaqueId } from './common.js';

/** The most dates one bulk action may cover (a year and a day). */
export const BULK_MAX_DAYS = 366;

const ZDate = (label: string) =>
  z.string({ error: `${label} is required` }).refine(isIsoDate, `${label}: write a date as YYYY-MM-DD`);
const ZTime = (label: string) =>
  z.string({ error: `${label} is required` }).refine(isHhMm, `${label}: write a time as HH:mm (24-hour)`);
const ZSeats = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(100_000, `${label} must be at most 100000`);

export const ZTimetableProductRequest = z.strictObject({ productId: ZOpaqueId('productId') });
export type TTimetableProductRequest = z.infer<typeof ZTimetableProductRequest>;

/** What the timetable screens need of a product: its schedule, seats, cut-off and prices. */
export const ZTimetable = z.object({
  productId: z.string(),
  module: ZModule,
  title: z.string(),
  schedule: ZSchedule,
  /** The departure an empty schedule runs every day. */
  defaultStart: z.string(),
  defaultEnd: z.string(),
  capacity: z.number().int(),
  cutoffMinutes: z.number().int(),
  pricing: ZPricing,
  /** What a per-group price is per ('Boat'), as the storefront's price label says it. */
  groupUnit: z.string(),
  /** Its Arabic ('قارب'), '' where none is written (decision 117). */
  groupUnitAr: z.string(),
  /** The adult price, or a group's price for a per-group product. */
  priceFils: z.number().int(),
  ticketTypes: ZExtraTicketTypes,
  scheduleText: z.string(),
});
export type TTimetable = z.infer<typeof ZTimetable>;

export const ZProductCalendarRequest = z.strictObject({
  productId: ZOpaqueId('productId'),
  month: z.string({ error: 'month is required' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month: write it as YYYY-MM'),
});
export type TProductCalendarRequest = z.infer<typeof ZProductCalendarRequest>;

export const ZCalendarDeparture = z.object({
  start: z.string(),
  end: z.string(),
  capacity: z.number().int(),
  /** Seats of paid bookings. */
  booked: z.number().int(),
  /** Seats of checkouts not yet paid whose hold still runs. */
  held: z.number().int(),
  /** Seats still for sale (0 when closed). */
  left: z.number().int(),
  isClosed: z.boolean(),
  /** Added on this date only; the schedule does not run it. */
  isExtra: z.boolean(),
  /** Its seats are this departure's own (not the schedule's nor the day's). */
  hasOwnCapacity: z.boolean(),
});
export type TCalendarDeparture = z.infer<typeof ZCalendarDeparture>;

export const ZCalendarDay = z.object({
  date: z.string(),
  weekday: z.number().int(),
  isClosed: z.boolean(),
  /** The day's own seats per departure, or null for the schedule's. */
  dayCapacity: z.number().int().nullable(),
  departures: z.array(ZCalendarDeparture),
});
export type TCalendarDay = z.infer<typeof ZCalendarDay>;

export const ZProductCalendarData = z.object({
  productId: z.string(),
  month: z.string(),
  days: z.array(ZCalendarDay),
});
export type TProductCalendarData = z.infer<typeof ZProductCalendarData>;

export const ZAffectedBookingsRequest = z.strictObject({
  productId: ZOpaqueId('productId'),
  date: ZDate('date'),
  /** One departure's bookings; absent: the whole date's. */
  start: ZTime('start').optional(),
});
export type TAffectedBookingsRequest = z.infer<typeof ZAffectedBookingsRequest>;

export const ZAffectedBooking = z.object({
  orderId: z.string(),
  reference: z.string(),
  leadName: z.string(),
  phone: z.string(),
  start: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
  seats: z.number().int(),
  status: z.string(),
});
export type TAffectedBooking = z.infer<typeof ZAffectedBooking>;
export const ZAffectedBookingsData = z.object({ bookings: z.array(ZAffectedBooking), seats: z.number().int() });
export type TAffectedBookingsData = z.infer<typeof ZAffectedBookingsData>;

/** What one write does to a date: close it, reopen it, or give its departures their own seats (null: the schedule's). */
export const ZDayAction = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('close') }),
  z.strictObject({ kind: z.literal('reopen') }),
  z.strictObject({ kind: z.literal('setCapacity'), capacity: ZSeats('Capacity').nullable() }),
]);
export type TDayAction = z.infer<typeof ZDayAction>;

/** What one write does to a departure of a date; `add` makes an extra one, `remove` takes an extra one away. */
export const ZDepartureAction = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('close') }),
  z.strictObject({ kind: z.literal('reopen') }),
  z.strictObject({ kind: z.literal('setCapacity'), capacity: ZSeats('Capacity').nullable() }),
  z.strictObject({ kind: z.literal('add'), end: ZTime('End'), capacity: ZSeats('Capacity').nullable() }),
  z.strictObject({ kind: z.literal('remove') }),
]);
export type TDepartureAction = z.infer<typeof ZDepartureAction>;

export const ZSetDayRequest = z.strictObject({
  productId: ZOpaqueId('productId'),
  date: ZDate('date'),
  action: ZDayAction,
});
export type TSetDayRequest = z.infer<typeof ZSetDayRequest>;

export const ZSetDepartureRequest = z.strictObject({
  productId: ZOpaqueId('productId'),
  date: ZDate('date'),
  start: ZTime('Start'),
  action: ZDepartureAction,
});
export type TSetDepartureRequest = z.infer<typeof ZSetDepartureRequest>;

/** The answer of a day or departure write: the date as it is now, and the bookings it left standing. */
export const ZTimetableWriteData = z.object({
  day: ZCalendarDay,
  /** Seats booked on what was closed: those bookings stay valid and are not cancelled. */
  bookedSeatsKept: z.number().int(),
});
export type TTimetableWriteData = z.infer<typeof ZTimetableWriteData>;

/** One action over every matching date of a range. */
export const ZBulkAction = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('close') }),
  z.strictObject({ kind: z.literal('reopen') }),
  z.strictObject({ kind: z.literal('setCapacity'), capacity: ZSeats('Capacity').nullable() }),
  z.strictObject({
    kind: z.literal('addDeparture'),
    start: ZTime('Start'),
    end: ZTime('End'),
    capacity: ZSeats('Capacity').nullable(),
  }),
]);
export type TBulkAction = z.infer<typeof ZBulkAction>;

export const ZBulkTimetableRequest = z
  .strictObject({
    productId: ZOpaqueId('productId'),
    from: ZDate('From'),
    until: ZDate('Until'),
    /** 0 (Sunday) to 6 (Saturday); absent: every day. */
    weekdays: z.array(z.number().int().min(0).max(6)).min(1, 'Pick at least one weekday').max(7).optional(),
    action: ZBulkAction,
  })
  .refine((body) => body.from <= body.until, { message: 'Until cannot be before From', path: ['until'] })
  .refine((body) => daysBetween(body.from, body.until) < BULK_MAX_DAYS, {
    message: `At most ${BULK_MAX_DAYS} days at once`,
    path: ['until'],
  });
export type TBulkTimetableRequest = z.infer<typeof ZBulkTimetableRequest>;

export const ZBulkTimetableData = z.object({
  matched: z.number().int(),
  changed: z.number().int(),
  skipped: z.array(z.object({ date: z.string(), reason: z.string() })),
});
export type TBulkTimetableData = z.infer<typeof ZBulkTimetableData>;

export const ZSetScheduleRequest = z.strictObject({
  productId: ZOpaqueId('productId'),
  schedule: ZSchedule,
  capacity: ZSeats('Default capacity'),
  cutoffMinutes: z
    .number({ error: 'Cut-off must be a number' })
    .int('Cut-off must be whole minutes')
    .min(0, 'Cut-off cannot be negative')
    .max(60 * 24 * 60, 'Cut-off is at most 60 days'),
});
export type TSetScheduleRequest = z.infer<typeof ZSetScheduleRequest>;

export const ZSetPricesRequest = z
  .strictObject({
    productId: ZOpaqueId('productId'),
    pricing: ZPricing,
    priceFils: z
      .number({ error: 'Price must be a number' })
      .int('Price must be whole fils')
      .min(0, 'Price cannot be negative')
      .max(100_000_000, 'Price is too high'),
    ticketTypes: ZExtraTicketTypes,
    /** What a per-group price is per ('Boat', 'Car'); absent keeps the product's (decision 077). */
    groupUnit: ZGroupUnit.optional(),
    /** The unit's Arabic; '' removes it, absent keeps the product's (decision 117). */
    groupUnitAr: ZGroupUnitArabic.optional(),
  })
  .refine((body) => new Set(body.ticketTypes.map((type) => type.kind)).size === body.ticketTypes.length, {
    message: 'One price per ticket type',
    path: ['ticketTypes'],
  })
  .refine((body) => body.ticketTypes.every((type) => type.minAge <= type.maxAge), {
    message: 'A ticket type’s youngest age cannot be above its oldest',
    path: ['ticketTypes'],
  })
  .refine((body) => body.pricing === 'perPerson' || body.ticketTypes.length === 0, {
    message: 'A per-group product has no child or infant tickets',
    path: ['ticketTypes'],
  });
export type TSetPricesRequest = z.infer<typeof ZSetPricesRequest>;

// ---------------------------------------------------------------------------------------------------------------
// The desk's forms: their values as typed (numbers and amounts in AED as text, every weekday ticked for none), named
// as the call's fields so that the call's messages, and a refusal naming a field, show beside the same fields.

/** The weekdays ticked: all seven are the call's "every day" (no weekdays). */
const ZWeekdaysTicked = z.array(z.number()).transform((days) => (days.length < 7 ? days : undefined));
/** Seats as typed: '' is null (the schedule's); text that is no number fails the call's check. */
const seatsOf = (text: string) => (text.trim() === '' ? null : Number(text));

const ZScheduleRuleForm = z.object({
  start: z.string(),
  end: z.string(),
  weekdays: ZWeekdaysTicked,
  season: z
    .object({ from: z.string(), until: z.string() })
    .transform((season) => (season.from || season.until ? season : undefined)),
  capacity: z.string().transform((text) => seatsOf(text) ?? undefined),
});
export type TScheduleRuleForm = z.input<typeof ZScheduleRuleForm>;

/** The weekly schedule form; its output is operator/setSchedule's body. */
export const ZScheduleForm = z
  .object({
    productId: z.string(),
    schedule: z.array(ZScheduleRuleForm),
    capacity: z.string().transform(Number),
    cutoffMinutes: z.string().transform(Number),
  })
  .transform((form, ctx) => checkedBy(ZSetScheduleRequest, form, ctx));
export type TScheduleForm = z.input<typeof ZScheduleForm>;

const TICKET_KINDS = ['child', 'infant'] as const;
const ZTicketTypeForm = z.object({
  isSold: z.boolean(),
  /** In AED. */
  priceFils: z.string(),
  minAge: z.string(),
  maxAge: z.string(),
  takesSeat: z.boolean(),
  requiresAdult: z.boolean(),
  /** '' for no limit. */
  maxPerAdult: z.string(),
});
export type TTicketTypeForm = z.input<typeof ZTicketTypeForm>;

/**
 * The prices form: the price and each extra ticket type in AED, a ticket type's fields kept while it is not sold.
 * Its output is operator/setPrices's body, checked by ZSetPricesRequest; an issue of the body's n-th ticket type
 * goes to the fields of its kind (the body lists only the kinds sold).
 */
export const ZPricesForm = z
  .object({
    productId: z.string(),
    pricing: ZPricing,
    /** In AED. */
    priceFils: z.string(),
    groupUnit: z.string(),
    groupUnitAr: z.string(),
    ticketTypes: z.object({ child: ZTicketTypeForm, infant: ZTicketTypeForm }),
  })
  .transform((form, ctx) => {
    const sold = form.pricing === 'perGroup' ? [] : TICKET_KINDS.filter((kind) => form.ticketTypes[kind].isSold);
    const body = {
      productId: form.productId,
      pricing: form.pricing,
      priceFils: aedToFils(Number(form.priceFils)),
      // The unit is the price label's word only for a per-group product; a per-person one keeps what it had.
      ...(form.pricing === 'perGroup' && { groupUnit: form.groupUnit, groupUnitAr: form.groupUnitAr }),
      ticketTypes: sold.map((kind) => {
        const type = form.ticketTypes[kind];
        return {
          kind,
          priceFils: aedToFils(Number(type.priceFils)),
          minAge: Number(type.minAge),
          maxAge: Number(type.maxAge),
          takesSeat: type.takesSeat,
          requiresAdult: type.requiresAdult,
          ...(type.maxPerAdult.trim() !== '' && { maxPerAdult: Number(type.maxPerAdult) }),
        };
      }),
    };
    return checkedBy(ZSetPricesRequest, body, ctx, {
      fieldOf: (path) => {
        const [first, index, ...rest] = path;
        return first === 'ticketTypes' && typeof index === 'number' ? [first, sold[index] ?? index, ...rest] : path;
      },
    });
  });
export type TPricesForm = z.input<typeof ZPricesForm>;

/** The bulk form; its output is operator/bulkTimetable's body, the action's fields those of its kind. */
export const ZBulkTimetableForm = z
  .object({
    productId: z.string(),
    from: z.string(),
    until: z.string(),
    weekdays: ZWeekdaysTicked,
    action: z
      .object({
        kind: z.enum(['close', 'reopen', 'setCapacity', 'addDeparture']),
        capacity: z.string(),
        start: z.string(),
        end: z.string(),
      })
      .transform(({ kind, capacity, start, end }): TBulkAction => {
        if (kind === 'setCapacity') return { kind, capacity: seatsOf(capacity) };
        if (kind === 'addDeparture') return { kind, start, end, capacity: seatsOf(capacity) };
        return { kind };
      }),
  })
  .transform((form, ctx) => checkedBy(ZBulkTimetableRequest, form, ctx));
export type TBulkTimetableForm = z.input<typeof ZBulkTimetableForm>;

/**
 * The day panel's form that adds a departure on its date: its output is operator/setDeparture's start and `add`
 * action (the product and the date are the panel's), the action's messages beside the end and the seats.
 */
export const ZAddDepartureForm = z
  .object({ start: z.string(), end: z.string(), capacity: z.string() })
  .transform((form, ctx) =>
    checkedBy(
      ZSetDepartureRequest.pick({ start: true, action: true }),
      { start: form.start, action: { kind: 'add', end: form.end, capacity: seatsOf(form.capacity) } },
      ctx,
      { fieldOf: (path) => (path[0] === 'action' ? path.slice(1) : path) },
    ),
  );
export type TAddDepartureForm = z.input<typeof ZAddDepartureForm>;

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, until: string): number {
  return Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The dates of a range (both ends) on the weekdays given (all when absent). */
export function datesMatching(from: string, until: string, weekdays?: readonly number[]): string[] {
  const dates: string[] = [];
  const days = daysBetween(from, until);
  for (let index = 0; index <= Math.min(days, BULK_MAX_DAYS); index += 1) {
    const at = new Date(Date.parse(`${from}T00:00:00Z`) + index * 86_400_000);
    if (!weekdays || weekdays.includes(at.getUTCDay())) dates.push(at.toISOString().slice(0, 10));
  }
  return dates;
}

export const TIMETABLE_MESSAGES = {
  productNotFound: 'Product not found',
  noSuchDeparture: (date: string, start: string) => `There is no ${start} departure on ${date}`,
  departureExists: (date: string, start: string) => `There is already a ${start} departure on ${date}`,
  notExtra: 'Only a departure added on this date can be removed; close a scheduled one instead',
  belowBooked: (capacity: number, booked: number, held: number, start: string, date: string) =>
    `Capacity ${capacity} is below the ${booked} seat${booked === 1 ? '' : 's'} booked${
      held > 0 ? ` and ${held} held in checkouts` : ''
    } on the ${start} departure of ${date}`,
  removeBooked: (booked: number) =>
    `This departure has ${booked} seat${booked === 1 ? '' : 's'} booked or held: close it instead (bookings stay valid)`,
  endBeforeStart: 'The end must be after the start',
  keptBookings: (seats: number) =>
    seats === 0
      ? 'Done. No bookings were affected.'
      : `Done. ${seats} booked seat${seats === 1 ? ' stays' : 's stay'} valid: closing does not cancel bookings.`,
  pricesApply: 'Prices saved. They apply to new checkouts; open checkouts and paid orders keep their prices.',
};
