// The timetables, seats and prices desk (issue 17, decision 035). Each write runs in one transaction that
// first takes the slot locks the seat holds take (booking.repository.ts lockSlots), then reads the seats booked
// and held, so a checkout racing a capacity cut either holds its seats first (and the cut is refused) or waits
// and finds the smaller capacity. Closing never cancels a booking. Every write is in the audit log in the same
// transaction, and clears the product's answers after its commit (decision 017).
import {
  departuresOn,
  scheduleText,
  type TDayException,
  type TDepartureException,
} from '@rihla/shared/rules/departures';
import { addDays, minutesOfDay, todayInDubai } from '@rihla/shared/rules/time';
import type {
  TAffectedBookingsData,
  TAffectedBookingsRequest,
  TBulkTimetableData,
  TBulkTimetableRequest,
  TCalendarDay,
  TDayAction,
  TDepartureAction,
  TProductCalendarData,
  TSetDayRequest,
  TSetDepartureRequest,
  TSetPricesRequest,
  TSetScheduleRequest,
  TTimetable,
  TTimetableWriteData,
} from '@rihla/shared/schemas/operator-timetables';
import { datesMatching, TIMETABLE_MESSAGES } from '@rihla/shared/schemas/operator-timetables';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { CACHE_TAGS } from '../../lib/tagged-cache.js';
import { changedFields, insertAuditEntry } from '../audit/index.js';
import { listDepartureOrders, lockSlots, seatsChanged, type TSeatsChange } from '../booking/index.js';
import {
  findBookingProducts,
  listDepartureExceptions,
  listOverrides,
  type TBookingProduct,
  updateProduct,
  writeDayException,
  writeDepartureException,
} from '../catalogue/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import { lastDateWithSeats, seatsBookedAndHeld } from './timetables-desk.repository.js';

type TRawException = Omit<TDepartureException, 'start'>;

/** A schedule or range write tells resellers of the departures of at most this many days from today (decision 131). */
export const ANNOUNCED_DAYS = 30;

/**
 * The departures whose availability a timetable write may have changed (decision 131): on each of `dates` within
 * ANNOUNCED_DAYS of today, those the schedules (before and after) run, and the `starts` the write named. Computed
 * from the schedules alone, no query; the listener reads each departure's state.
 */
export function departuresToAnnounce(
  products: readonly TBookingProduct[],
  dates: readonly string[],
  today: string,
  starts: readonly string[] = [],
): TSeatsChange[] {
  const last = addDays(today, ANNOUNCED_DAYS - 1);
  const changes: TSeatsChange[] = [];
  for (const date of dates) {
    if (date < today || date > last) continue;
    const run = new Set(starts);
    for (const product of products) {
      for (const departure of departuresOn(product.departures, date)) run.add(departure.start);
    }
    const productId = products[0]?.id ?? '';
    for (const start of run) changes.push({ productId, date, start });
  }
  return changes;
}

/**
 * Tells resellers of every departure of the coming ANNOUNCED_DAYS that `products` (one product, before and after a
 * write) run: a write that changes what all of them answer (schedule, prices, publishing; decision 131).
 */
export async function announceComingDepartures(ctx: TAppContext, products: readonly TBookingProduct[]): Promise<void> {
  const today = todayInDubai(ctx.clock.now());
  const comingDays = Array.from({ length: ANNOUNCED_DAYS }, (_, index) => addDays(today, index));
  await seatsChanged(ctx, departuresToAnnounce(products, comingDays, today));
}

async function productOf(db: TDb, productId: string): Promise<TBookingProduct> {
  const product = (await findBookingProducts(db, [productId])).get(productId);
  if (!product) throw new AppError('NOT_FOUND', TIMETABLE_MESSAGES.productNotFound);
  return product;
}

function timetableOf(product: TBookingProduct): TTimetable {
  return {
    productId: product.id,
    module: product.module,
    title: product.title,
    schedule: product.departures.schedule,
    defaultStart: product.departures.start,
    defaultEnd: product.departures.end,
    capacity: product.departures.capacity,
    cutoffMinutes: product.cutoffMinutes,
    pricing: product.pricing.pricing,
    groupUnit: product.groupUnit,
    groupUnitAr: product.arabic.groupUnit ?? '',
    priceFils: product.pricing.adultPriceFils,
    ticketTypes: [...product.pricing.extraTypes],
    scheduleText: scheduleText(product.departures),
  };
}

export async function getTimetable(ctx: TAppContext, productId: string): Promise<TTimetable> {
  return timetableOf(await productOf(ctx.db, productId));
}

// --- Reading dates ------------------------------------------------------------------------------------------

/** The raw exceptions of a range of dates: the day's, and each departure's by start. */
interface TRawDates {
  days: Map<string, TDayException>;
  departures: Map<string, Map<string, TRawException>>;
}

async function readRawDates(db: TDb, productId: string, fromDate: string, toDate: string): Promise<TRawDates> {
  const overrides = await listOverrides(db, productId, fromDate, toDate);
  const exceptions = await listDepartureExceptions(db, productId, fromDate, toDate);
  const departures = new Map<string, Map<string, TRawException>>();
  for (const row of exceptions) {
    const ofDate = departures.get(row.date) ?? new Map<string, TRawException>();
    ofDate.set(row.start_time, {
      end: row.end_time,
      capacity: row.capacity,
      isClosed: row.is_closed === 1,
      isExtra: row.is_extra === 1,
    });
    departures.set(row.date, ofDate);
  }
  return {
    days: new Map(overrides.map((row) => [row.date, { capacity: row.capacity, isClosed: row.is_closed === 1 }])),
    departures,
  };
}

function dayOf(
  product: TBookingProduct,
  date: string,
  day: TDayException | null,
  exceptions: Map<string, TRawException> | undefined,
  seats: Map<string, { booked: number; held: number }>,
): TCalendarDay {
  const list = [...(exceptions ?? new Map<string, TRawException>()).entries()].map(([start, raw]) => ({
    start,
    ...raw,
  }));
  const scheduled = new Set(departuresOn(product.departures, date).map((departure) => departure.start));
  return {
    date,
    weekday: new Date(`${date}T00:00:00Z`).getUTCDay(),
    isClosed: day?.isClosed === true,
    dayCapacity: day?.capacity ?? null,
    departures: departuresOn(product.departures, date, day, list).map((departure) => {
      const taken = seats.get(`${date} ${departure.start}`) ?? { booked: 0, held: 0 };
      return {
        start: departure.start,
        end: departure.end,
        capacity: departure.capacity,
        booked: taken.booked,
        held: taken.held,
        left: departure.isClosed ? 0 : Math.max(0, departure.capacity - taken.booked - taken.held),
        isClosed: departure.isClosed,
        isExtra: !scheduled.has(departure.start),
        hasOwnCapacity: exceptions?.get(departure.start)?.capacity != null,
      };
    }),
  };
}

async function readDays(db: TDb, product: TBookingProduct, fromDate: string, toDate: string, nowIso: string) {
  const raw = await readRawDates(db, product.id, fromDate, toDate);
  const seats = await seatsBookedAndHeld(db, product.id, fromDate, toDate, nowIso);
  const days: TCalendarDay[] = [];
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
    days.push(dayOf(product, date, raw.days.get(date) ?? null, raw.departures.get(date), seats));
  }
  return { raw, seats, days };
}

export async function productCalendar(
  ctx: TAppContext,
  productId: string,
  month: string,
): Promise<TProductCalendarData> {
  const product = await productOf(ctx.db, productId);
  const fromDate = `${month}-01`;
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const toDate = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
  const { days } = await readDays(ctx.db, product, fromDate, toDate, ctx.clock.now().toISOString());
  return { productId, month, days };
}

export async function affectedBookings(
  ctx: TAppContext,
  request: TAffectedBookingsRequest,
): Promise<TAffectedBookingsData> {
  await productOf(ctx.db, request.productId);
  const rows = await listDepartureOrders(ctx.db, request);
  const bookings = rows.map((row) => {
    const line = lineOf(row.items, request.productId, request.date, row.start_time);
    return {
      orderId: row.order_id,
      reference: row.reference,
      leadName: `${row.first_name} ${row.last_name}`.trim(),
      phone: row.phone_number,
      start: row.start_time,
      adults: line?.adultCount ?? row.quantity,
      children: line?.childCount ?? 0,
      infants: line?.infantCount ?? 0,
      seats: row.quantity,
      status: row.status,
    };
  });
  return { bookings, seats: bookings.reduce((sum, booking) => sum + booking.seats, 0) };
}

/** What an order keeps of each line (booking/steps/price-cart.ts TPricedLine): enough to find its counts. */
interface TStoredLine {
  productId?: string;
  date?: string;
  start?: string;
  tickets?: { adult?: number; child?: number; infant?: number };
}

/** The ticket counts of the order's line of this departure. */
function lineOf(items: string, productId: string, date: string, start: string) {
  try {
    const lines = JSON.parse(items) as TStoredLine[];
    const line = lines.find((item) => item.productId === productId && item.date === date && item.start === start);
    return line?.tickets
      ? { adultCount: line.tickets.adult, childCount: line.tickets.child, infantCount: line.tickets.infant }
      : null;
  } catch {
    return null;
  }
}

// --- Changing dates -----------------------------------------------------------------------------------------

/** What to do on one date: to the whole day, or to one departure (by start). */
type TDateChange = { day: TDayAction } | { start: string; departure: TDepartureAction };

type TDateOutcome =
  | {
      ok: true;
      isChanged: boolean;
      before: { day: TDayException | null; departure?: TRawException | null };
      after: { day: TDayException | null; departure?: TRawException | null };
      dayAfter: TCalendarDay;
      bookedSeatsKept: number;
    }
  | { ok: false; status: 'BAD_REQUEST' | 'NOT_FOUND' | 'CONFLICT'; message: string };

function emptyToNull(exception: TRawException): TRawException | null {
  return !exception.isClosed && !exception.isExtra && exception.capacity === null && exception.end === null
    ? null
    : exception;
}

function nextDay(current: TDayException | null, action: TDayAction): TDayException | null {
  const capacity = action.kind === 'setCapacity' ? action.capacity : (current?.capacity ?? null);
  const isClosed = action.kind === 'close' ? true : action.kind === 'reopen' ? false : current?.isClosed === true;
  return capacity === null && !isClosed ? null : { capacity, isClosed };
}

/**
 * Works out and writes one date's change, with its slot locked by the caller: refused when the departure does
 * not exist (or already does, for `add`), when an extra departure with seats would be removed, or when a
 * departure's capacity would fall below the seats booked and held. Nothing is written when refused.
 */
async function changeDate(
  trx: TDb,
  product: TBookingProduct,
  date: string,
  change: TDateChange,
  nowIso: string,
): Promise<TDateOutcome> {
  const { raw, seats, days } = await readDays(trx, product, date, date, nowIso);
  const before = days[0] as TCalendarDay;
  const day = raw.days.get(date) ?? null;
  const exceptions = new Map(raw.departures.get(date) ?? []);
  let newDay = day;
  let departureBefore: TRawException | null | undefined;
  let departureAfter: TRawException | null | undefined;
  if ('day' in change) {
    newDay = nextDay(day, change.day);
  } else {
    const { start, departure: action } = change;
    const current = before.departures.find((departure) => departure.start === start);
    const existing = exceptions.get(start) ?? null;
    departureBefore = existing;
    if (action.kind === 'add') {
      if (current) return { ok: false, status: 'CONFLICT', message: TIMETABLE_MESSAGES.departureExists(date, start) };
      if (minutesOfDay(action.end) <= minutesOfDay(start)) {
        return { ok: false, status: 'BAD_REQUEST', message: TIMETABLE_MESSAGES.endBeforeStart };
      }
      departureAfter = { end: action.end, capacity: action.capacity, isClosed: false, isExtra: true };
    } else {
      if (!current) return { ok: false, status: 'NOT_FOUND', message: TIMETABLE_MESSAGES.noSuchDeparture(date, start) };
      const base: TRawException = existing ?? { end: null, capacity: null, isClosed: false, isExtra: false };
      if (action.kind === 'remove') {
        if (!current.isExtra) return { ok: false, status: 'BAD_REQUEST', message: TIMETABLE_MESSAGES.notExtra };
        if (current.booked + current.held > 0) {
          return {
            ok: false,
            status: 'CONFLICT',
            message: TIMETABLE_MESSAGES.removeBooked(current.booked + current.held),
          };
        }
        departureAfter = null;
      } else if (action.kind === 'close') departureAfter = { ...base, isClosed: true };
      else if (action.kind === 'reopen') departureAfter = emptyToNull({ ...base, isClosed: false });
      else departureAfter = emptyToNull({ ...base, capacity: action.capacity });
    }
    if (departureAfter === null) exceptions.delete(start);
    else exceptions.set(start, departureAfter);
  }
  const after = dayOf(product, date, newDay, exceptions, seats);
  for (const departure of after.departures) {
    const was = before.departures.find((item) => item.start === departure.start);
    const isCut = !was || departure.capacity < was.capacity;
    if (isCut && departure.capacity < departure.booked + departure.held) {
      return {
        ok: false,
        status: 'CONFLICT',
        message: TIMETABLE_MESSAGES.belowBooked(
          departure.capacity,
          departure.booked,
          departure.held,
          departure.start,
          date,
        ),
      };
    }
  }
  const isChanged =
    JSON.stringify(day) !== JSON.stringify(newDay) ||
    JSON.stringify(departureBefore) !== JSON.stringify(departureAfter);
  if (isChanged) {
    if ('day' in change) {
      await writeDayException(trx, product.id, date, newDay ?? { capacity: null, isClosed: false });
    } else {
      await writeDepartureException(trx, product.id, date, change.start, departureAfter ?? null);
    }
  }
  const bookedSeatsKept = after.departures
    .filter(
      (departure) => departure.isClosed && !before.departures.find((item) => item.start === departure.start)?.isClosed,
    )
    .reduce((sum, departure) => sum + departure.booked, 0);
  return {
    ok: true,
    isChanged,
    before: { day, ...(departureBefore !== undefined && { departure: departureBefore }) },
    after: { day: newDay, ...(departureAfter !== undefined && { departure: departureAfter }) },
    dayAfter: after,
    bookedSeatsKept,
  };
}

function actionName(change: TDateChange): string {
  return 'day' in change ? `day.${change.day.kind}` : `departure.${change.departure.kind}`;
}

async function writeOneDate(
  ctx: TAppContext,
  by: TOperatorAuth,
  productId: string,
  date: string,
  change: TDateChange,
): Promise<TTimetableWriteData> {
  const product = await productOf(ctx.db, productId);
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    await lockSlots(trx, [{ productId, date }]);
    const result = await changeDate(trx, product, date, change, now.toISOString());
    if (!result.ok) return result;
    if (result.isChanged) {
      await insertAuditEntry(trx, {
        at: now.toISOString(),
        operatorId: by.id,
        action: actionName(change),
        objectType: 'departure',
        objectId: 'day' in change ? `${productId}/${date}` : `${productId}/${date}/${change.start}`,
        before: { productId, date, ...result.before },
        after: { productId, date, ...result.after },
      });
    }
    return result;
  });
  if (!outcome.ok) throw new AppError(outcome.status, outcome.message);
  if (outcome.isChanged) {
    await ctx.caches.invalidate([CACHE_TAGS.product(productId)]);
    // The departures the write touched: the one it named, or every departure of the date (decision 131).
    const starts = 'day' in change ? outcome.dayAfter.departures.map((departure) => departure.start) : [change.start];
    await seatsChanged(
      ctx,
      [...new Set(starts)].map((start) => ({ productId, date, start })),
    );
  }
  return { day: outcome.dayAfter, bookedSeatsKept: outcome.bookedSeatsKept };
}

export function setDay(ctx: TAppContext, by: TOperatorAuth, request: TSetDayRequest): Promise<TTimetableWriteData> {
  return writeOneDate(ctx, by, request.productId, request.date, { day: request.action });
}

export function setDeparture(
  ctx: TAppContext,
  by: TOperatorAuth,
  request: TSetDepartureRequest,
): Promise<TTimetableWriteData> {
  return writeOneDate(ctx, by, request.productId, request.date, { start: request.start, departure: request.action });
}

/**
 * One action on every matching date of a range, in one transaction with every date's slot locked: a date the
 * action cannot apply to (a capacity below its seats, a departure it already runs, a date already past) is
 * skipped with its reason, and the others change. One audit entry names the dates changed and skipped.
 */
export async function bulkTimetable(
  ctx: TAppContext,
  by: TOperatorAuth,
  request: TBulkTimetableRequest,
): Promise<TBulkTimetableData> {
  const product = await productOf(ctx.db, request.productId);
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const today = todayInDubai(now);
  const dates = datesMatching(request.from, request.until, request.weekdays);
  const { action } = request;
  const change: TDateChange =
    action.kind === 'addDeparture'
      ? { start: action.start, departure: { kind: 'add', end: action.end, capacity: action.capacity } }
      : { day: action };
  const result = await ctx.db.transaction().execute(async (trx) => {
    await lockSlots(
      trx,
      dates.map((date) => ({ productId: product.id, date })),
    );
    const skipped: TBulkTimetableData['skipped'] = [];
    const changed: Record<string, unknown> = {};
    for (const date of dates) {
      if (date < today) {
        skipped.push({ date, reason: 'In the past' });
        continue;
      }
      const outcome = await changeDate(trx, product, date, change, nowIso);
      if (!outcome.ok) skipped.push({ date, reason: outcome.message });
      else if (outcome.isChanged) changed[date] = outcome.before;
    }
    const changedDates = Object.keys(changed);
    if (changedDates.length > 0) {
      await insertAuditEntry(trx, {
        at: nowIso,
        operatorId: by.id,
        action: `timetable.bulk.${action.kind}`,
        objectType: 'product',
        objectId: product.id,
        before: { dates: changed },
        after: {
          from: request.from,
          until: request.until,
          weekdays: request.weekdays ?? null,
          action,
          changed: changedDates,
          skipped,
        },
      });
    }
    return { matched: dates.length, changed: changedDates, skipped };
  });
  if (result.changed.length > 0) {
    await ctx.caches.invalidate([CACHE_TAGS.product(product.id)]);
    const added = action.kind === 'addDeparture' ? [action.start] : [];
    await seatsChanged(ctx, departuresToAnnounce([product], result.changed, today, added));
  }
  return { matched: result.matched, changed: result.changed.length, skipped: result.skipped };
}

// --- Schedule and prices ------------------------------------------------------------------------------------

/**
 * The weekly schedule, default seats and cut-off. Refused when a departure that has seats booked or held
 * would stop running or fall below them: its bookings would point at nothing. Close it on its dates instead.
 */
export async function setSchedule(
  ctx: TAppContext,
  by: TOperatorAuth,
  request: TSetScheduleRequest,
): Promise<TTimetable> {
  const product = await productOf(ctx.db, request.productId);
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const today = todayInDubai(now);
  const changed: TBookingProduct = {
    ...product,
    departures: { ...product.departures, schedule: request.schedule, capacity: request.capacity },
    cutoffMinutes: request.cutoffMinutes,
  };
  const refusal = await ctx.db.transaction().execute(async (trx) => {
    const last = await lastDateWithSeats(trx, product.id, today);
    if (last) {
      const dates = datesMatching(today, last);
      await lockSlots(
        trx,
        dates.map((date) => ({ productId: product.id, date })),
      );
      const before = await readDays(trx, product, today, last, nowIso);
      const after = await readDays(trx, changed, today, last, nowIso);
      for (const [index, day] of before.days.entries()) {
        for (const departure of day.departures) {
          const taken = departure.booked + departure.held;
          if (taken === 0) continue;
          const next = after.days[index]?.departures.find((item) => item.start === departure.start);
          if (!next) {
            return `The ${departure.start} departure of ${day.date} has ${taken} seat${taken === 1 ? '' : 's'} booked or held and would no longer run: keep it in the schedule or add it on that date`;
          }
          if (next.capacity < departure.capacity && next.capacity < taken) {
            return TIMETABLE_MESSAGES.belowBooked(
              next.capacity,
              departure.booked,
              departure.held,
              departure.start,
              day.date,
            );
          }
        }
      }
    }
    await updateProduct(trx, product.id, {
      schedule: JSON.stringify(request.schedule),
      capacity_per_slot: request.capacity,
      cutoff_minutes: request.cutoffMinutes,
    });
    await insertAuditEntry(trx, {
      at: nowIso,
      operatorId: by.id,
      action: 'product.setSchedule',
      objectType: 'product',
      objectId: product.id,
      ...changedFields(
        {
          schedule: product.departures.schedule,
          capacity: product.departures.capacity,
          cutoffMinutes: product.cutoffMinutes,
        },
        { schedule: request.schedule, capacity: request.capacity, cutoffMinutes: request.cutoffMinutes },
      ),
    });
    return null;
  });
  if (refusal) throw new AppError('CONFLICT', refusal);
  await ctx.caches.invalidate([CACHE_TAGS.product(product.id), CACHE_TAGS.productLists]);
  // Seats and times of the coming days may answer otherwise: those the old or new schedule runs (decision 131).
  await announceComingDepartures(ctx, [product, changed]);
  return getTimetable(ctx, product.id);
}

/**
 * Pricing mode, the adult (or group) price and the child and infant tickets. Checkouts already open keep the
 * total they were priced at, and paid orders their lines: only new checkouts price with these.
 */
export async function setPrices(ctx: TAppContext, by: TOperatorAuth, request: TSetPricesRequest): Promise<TTimetable> {
  const product = await productOf(ctx.db, request.productId);
  const nowIso = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await updateProduct(trx, product.id, {
      pricing: request.pricing,
      price_fils: request.priceFils,
      ticket_types: JSON.stringify(request.ticketTypes),
      ...(request.groupUnit !== undefined && { group_unit: request.groupUnit }),
      ...(request.groupUnitAr !== undefined && { group_unit_ar: request.groupUnitAr }),
    });
    await insertAuditEntry(trx, {
      at: nowIso,
      operatorId: by.id,
      action: 'product.setPrices',
      objectType: 'product',
      objectId: product.id,
      ...changedFields(
        {
          pricing: product.pricing.pricing,
          priceFils: product.pricing.adultPriceFils,
          ticketTypes: product.pricing.extraTypes,
          groupUnit: product.groupUnit,
          groupUnitAr: product.arabic.groupUnit ?? '',
        },
        {
          pricing: request.pricing,
          priceFils: request.priceFils,
          ticketTypes: request.ticketTypes,
          groupUnit: request.groupUnit ?? product.groupUnit,
          groupUnitAr: request.groupUnitAr ?? product.arabic.groupUnit ?? '',
        },
      ),
    });
  });
  await ctx.caches.invalidate([CACHE_TAGS.product(product.id), CACHE_TAGS.productLists]);
  // The coming departures answer new unit prices: resellers hear them as they hear seats (decision 131).
  await announceComingDepartures(ctx, [product]);
  return getTimetable(ctx, product.id);
}
