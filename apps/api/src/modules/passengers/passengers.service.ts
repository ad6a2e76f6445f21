// Who is travelling (issue 36, decision 092): what a product asks, and the details a shopper gives for each line of
// a booked order until the product's deadline. Passport numbers, expiries and dates of birth are sealed
// (lib/personal-data.ts) before they reach the database; the back office sees them masked, and in full only with
// passengers.reveal, each showing audited before it is answered.
import { PASSENGER_MESSAGES as M } from '@rihla/shared/messages/passengers';
import {
  asksOfBooking,
  DETAIL_FIELDS,
  detailsDeadlineMs,
  entryRefusal,
  MASKED_DATE,
  maskedPassportNumber,
  missingOf,
  normalisedDetails,
} from '@rihla/shared/rules/passengers';
import { dubaiMomentInWords, todayInDubai } from '@rihla/shared/rules/time';
import {
  type TAnswers,
  type TBookingPassengersData,
  type TCheckoutPassengerLine,
  type TGivenPassengerLines,
  type TPassengerDetails,
  type TPassengerEntry,
  type TPassengerEntryView,
  type TPassengerForm,
  type TPassengerLine,
  type TProductPassengerFormData,
  type TSavePassengersRequest,
  type TSetPassengerFormRequest,
  ZAnswers,
  ZPassengerForm,
} from '@rihla/shared/schemas/passengers';
import type { TAppContext, TAuthUser } from '../../context.js';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { openPersonalData, sealPersonalData, type TPersonalDataKeys } from '../../lib/personal-data.js';
import { CACHE_TAGS } from '../../lib/tagged-cache.js';
import { insertAuditEntry } from '../audit/index.js';
import { findOrderByReference, storedLines, type TCheckoutPassengers, type TPricedLine } from '../booking/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import { listErasures } from './erasure.repository.js';
import {
  countSealedUnderOthers,
  findPassengerFormText,
  insertPassengerFormIfMissing,
  listOrderPassengers,
  listOrdersPassengers,
  listPassengerFormTexts,
  listSealedUnder,
  productExists,
  putOrderPassengers,
  resealOrderPassenger,
  savePassengerFormText,
  type TOrderPassengerRow,
  type TPassengerOrder,
} from './passengers.repository.js';

/** The details that only ever live sealed. */
const SEALED_FIELDS = ['passportNumber', 'passportExpiry', 'dateOfBirth'] as const;
type TSealedFields = Pick<TPassengerDetails, (typeof SEALED_FIELDS)[number]>;

/** The row key a sealed value is bound to, so that it opens on its own row only. */
function placeOf(row: { order_id: string; line_index: number; passenger: number }): string {
  return `order_passengers:${row.order_id}:${row.line_index}:${row.passenger}`;
}

/**
 * The forms of some products, as listPassengerFormTexts answers them, remembered per product in this API process
 * until the product's tag is invalidated (setPassengerForm does, here and in the other processes) or 30 s pass: the
 * checkout's and the saves' reads of a form are then no statement (decision 107's figures). Not for the messages
 * worker, which hears no cache notices (decision 071).
 */
async function rememberedFormTexts(ctx: TAppContext, productIds: string[]): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  const entries = await Promise.all(
    productIds.map(async (id) => {
      const { text } = await ctx.caches.remember(`passengerForm:${id}`, [CACHE_TAGS.product(id)], async () => ({
        text: (await listPassengerFormTexts(ctx.db, [id])).get(id) ?? null,
      }));
      return [id, text] as const;
    }),
  );
  for (const [id, text] of entries) if (text !== null) texts.set(id, text);
  return texts;
}

function parseForm(text: string | undefined): TPassengerForm | null {
  if (text === undefined) return null;
  const parsed = ZPassengerForm.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}

/** A line's passengers: every ticket booked and not cancelled, infants included (a group's guests are its adults). */
function passengerCountOf(line: TPricedLine): number {
  return line.tickets.adult + line.tickets.child + line.tickets.infant;
}

/**
 * Whose deadline applies (decision 099): the shopper gives details until the form's deadline; the desk, typing them
 * for a customer who calls late, until the departure itself.
 */
export type TDetailsDeadline = 'shopper' | 'desk';

/** Until when a line's details may be given: its departure less the form's deadline, or the departure (epoch ms). */
function deadlineMsOf(line: TPricedLine, form: TPassengerForm, rule: TDetailsDeadline = 'shopper'): number {
  return detailsDeadlineMs(line.date, line.start, rule === 'desk' ? 0 : form.deadlineHours);
}

function rowOf(
  keys: TPersonalDataKeys,
  at: { orderId: string; line: number; passenger: number },
  entry: TPassengerEntry,
  now: string,
): TOrderPassengerRow {
  const key = { order_id: at.orderId, line_index: at.line, passenger: at.passenger };
  const sealedPart: TSealedFields = {};
  for (const field of SEALED_FIELDS) {
    if (entry.details[field] !== undefined) sealedPart[field] = entry.details[field];
  }
  const sealed = sealPersonalData(keys, placeOf(key), JSON.stringify(sealedPart));
  return {
    ...key,
    full_name: entry.details.fullName ?? '',
    nationality: entry.details.nationality ?? '',
    phone: entry.details.phone ?? '',
    answers: JSON.stringify(entry.answers),
    key_id: sealed.keyId,
    sealed: sealed.sealed,
    updated_at: now,
  };
}

type TView = 'own' | 'masked' | 'revealed';

function entryOf(keys: TPersonalDataKeys, row: TOrderPassengerRow, view: TView): TPassengerEntry {
  const sealed = JSON.parse(
    openPersonalData(keys, placeOf(row), { keyId: row.key_id, sealed: row.sealed }),
  ) as TSealedFields;
  const details: TPassengerDetails = {
    ...(row.full_name !== '' && { fullName: row.full_name }),
    ...(row.nationality !== '' && { nationality: row.nationality }),
    ...(sealed.dateOfBirth !== undefined && {
      dateOfBirth: view === 'masked' ? MASKED_DATE : sealed.dateOfBirth,
    }),
    ...(sealed.passportNumber !== undefined && {
      passportNumber: view === 'masked' ? maskedPassportNumber(sealed.passportNumber) : sealed.passportNumber,
    }),
    ...(sealed.passportExpiry !== undefined && { passportExpiry: sealed.passportExpiry }),
    ...(row.phone !== '' && { phone: row.phone }),
  };
  const answers = ZAnswers.safeParse(JSON.parse(row.answers));
  return { details, answers: answers.success ? answers.data : ({} as TAnswers) };
}

/** An order's lines with what each asks, what is given and until when (and when it was erased, decision 098). */
export async function describePassengers(
  ctx: TAppContext,
  order: TPassengerOrder,
  view: TView,
  rule: TDetailsDeadline,
  /** The forms of the order's products when the caller has read them already. */
  knownForms?: Map<string, string>,
): Promise<TBookingPassengersData> {
  const lines = storedLines(order);
  const [formTexts, rows, erasures] = await Promise.all([
    knownForms ?? listPassengerFormTexts(ctx.db, [...new Set(lines.map((line) => line.productId))]),
    listOrderPassengers(ctx.db, order.id),
    listErasures(ctx.db, order.id),
  ]);
  const erasedAt = new Map(erasures.map((erasure) => [erasure.line_index, erasure.erased_at]));
  const nowMs = ctx.clock.now().getTime();
  return {
    reference: order.reference,
    isRevealed: view !== 'masked',
    lines: lines.map((line, index): TPassengerLine => {
      const form = parseForm(formTexts.get(line.productId));
      const count = passengerCountOf(line);
      const entries = new Map(
        rows
          .filter((row) => row.line_index === index)
          .map((row) => [row.passenger, entryOf(ctx.personalData, row, view)]),
      );
      const updatedAt = new Map(
        rows.filter((row) => row.line_index === index).map((row) => [row.passenger, row.updated_at]),
      );
      const viewOf = (passenger: number, askedOf: 'booking' | 'passenger'): TPassengerEntryView | null => {
        const entry = entries.get(passenger);
        if (!entry || !form) return null;
        return { ...entry, missing: missingOf(form, askedOf, entry), updatedAt: updatedAt.get(passenger) ?? '' };
      };
      const isBookingAsked = form !== null && asksOfBooking(form);
      const booking = isBookingAsked ? viewOf(0, 'booking') : null;
      const passengers = Array.from({ length: count }, (_, i) => viewOf(i + 1, 'passenger'));
      const deadlineMs = form ? deadlineMsOf(line, form, rule) : null;
      const isComplete =
        form === null ||
        ((!isBookingAsked || missingOf(form, 'booking', entries.get(0) ?? null).length === 0) &&
          passengers.every((_, i) => missingOf(form, 'passenger', entries.get(i + 1) ?? null).length === 0));
      return {
        line: index,
        productId: line.productId,
        title: line.title,
        date: line.date,
        start: line.start,
        passengerCount: count,
        form,
        deadline: deadlineMs === null ? null : new Date(deadlineMs).toISOString(),
        isOpen: deadlineMs !== null && order.status === 'confirmed' && nowMs < deadlineMs,
        booking,
        passengers,
        isComplete,
        erasedAt: erasedAt.get(index) ?? null,
      };
    }),
  };
}

/** A question's answer in words, as a manifest or the border list prints it. */
function answerText(value: TAnswers[string]): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

function answersOf(form: TPassengerForm, askedOf: 'booking' | 'passenger', answers: TAnswers) {
  return form.questions
    .filter((question) => question.askedOf === askedOf && answers[question.id] !== undefined)
    .map((question) => ({ label: question.label, value: answerText(answers[question.id] as TAnswers[string]) }));
}

/** A passenger of a booking on one departure, as the manifest and the border list read it (decision 097). */
export interface TDeparturePassenger {
  line: number;
  number: number;
  details: TPassengerDetails;
  answers: Array<{ label: string; value: string }>;
  missing: string[];
}

/** What a booking asks and has on one departure: `details` 'none' when its product asks nothing. */
export interface TDepartureBookingDetails {
  details: 'none' | 'complete' | 'missing';
  passengers: TDeparturePassenger[];
  bookingAnswers: Array<{ label: string; value: string }>;
  bookingMissing: string[];
}

export const NO_DETAILS: TDepartureBookingDetails = {
  details: 'none',
  passengers: [],
  bookingAnswers: [],
  bookingMissing: [],
};

/**
 * Every passenger of some orders on one departure (its lines there, in order), with what the product's form
 * requires and is missing: for the manifest, masked as the back office sees them without the reveal; for the border
 * list, in full (`revealed`: the caller has checked passengers.reveal and audits the download).
 */
export async function passengersOnDeparture(
  ctx: TAppContext,
  orders: ReadonlyArray<{ id: string; items: string }>,
  departure: { productId: string; date: string; start: string },
  view: 'masked' | 'revealed',
): Promise<Map<string, TDepartureBookingDetails>> {
  const answer = new Map<string, TDepartureBookingDetails>();
  const form = parseForm((await listPassengerFormTexts(ctx.db, [departure.productId])).get(departure.productId));
  if (!form) return answer;
  const rows = await listOrdersPassengers(
    ctx.db,
    orders.map((order) => order.id),
  );
  const rowsOf = new Map<string, TOrderPassengerRow[]>();
  for (const row of rows) rowsOf.set(row.order_id, [...(rowsOf.get(row.order_id) ?? []), row]);
  for (const order of orders) {
    const own = rowsOf.get(order.id) ?? [];
    const entryAt = (line: number, passenger: number): TPassengerEntry | null => {
      const row = own.find((each) => each.line_index === line && each.passenger === passenger);
      return row ? entryOf(ctx.personalData, row, view) : null;
    };
    const passengers: TDeparturePassenger[] = [];
    const bookingAnswers: TDepartureBookingDetails['bookingAnswers'] = [];
    const bookingMissing: string[] = [];
    for (const [index, line] of storedLines(order).entries()) {
      if (line.productId !== departure.productId || line.date !== departure.date || line.start !== departure.start) {
        continue;
      }
      if (asksOfBooking(form)) {
        const entry = entryAt(index, 0);
        bookingMissing.push(...missingOf(form, 'booking', entry));
        if (entry) bookingAnswers.push(...answersOf(form, 'booking', entry.answers));
      }
      for (let number = 1; number <= passengerCountOf(line); number += 1) {
        const entry = entryAt(index, number);
        passengers.push({
          line: index,
          number,
          details: entry?.details ?? {},
          answers: entry ? answersOf(form, 'passenger', entry.answers) : [],
          missing: missingOf(form, 'passenger', entry),
        });
      }
    }
    const isComplete = bookingMissing.length === 0 && passengers.every((each) => each.missing.length === 0);
    answer.set(order.id, {
      details: isComplete ? 'complete' : 'missing',
      passengers,
      bookingAnswers,
      bookingMissing: [...new Set(bookingMissing)],
    });
  }
  return answer;
}

async function shopperOrderOrFail(ctx: TAppContext, user: TAuthUser, reference: string): Promise<TPassengerOrder> {
  const order = await findOrderByReference(ctx.db, reference, user.id);
  if (!order) throw new AppError('NOT_FOUND', M.orderNotFound);
  return order;
}

/** users/viewPassengers: the shopper's own order, their own details in full. */
export async function viewPassengers(ctx: TAppContext, user: TAuthUser, reference: string) {
  return describePassengers(ctx, await shopperOrderOrFail(ctx, user, reference), 'own', 'shopper');
}

function invalid(message: string, field: string): AppError {
  return new AppError('BAD_REQUEST', message, { refusal: 'passenger.invalid', field });
}

/**
 * The rows a save writes, each entry given checked against its line's form (and the trip's date, for passports)
 * before any is written: the shopper's call, the desk's and the checkout's (decision 107) share it, each with its
 * deadline. A line past the deadline is refused whole. `holder` is the order, or the checkout whose id its order
 * takes; the callers check that it may be given details at all (a confirmed order, an open checkout).
 */
async function checkedPassengerRows(
  ctx: TAppContext,
  holder: { id: string; items: string },
  given: TGivenPassengerLines,
  rule: TDetailsDeadline,
  /** The request's field that holds the lines, which a refusal's field starts with. */
  linesField = 'lines',
): Promise<{ rows: TOrderPassengerRow[]; formTexts: Map<string, string> }> {
  const lines = storedLines(holder);
  const formTexts = await rememberedFormTexts(ctx, [...new Set(lines.map((line) => line.productId))]);
  const now = ctx.clock.now();
  const today = todayInDubai(now);
  const writes: { line: number; passenger: number; entry: TPassengerEntry }[] = [];
  const seenLines = new Set<number>();
  for (const [i, givenLine] of given.entries()) {
    const line = lines[givenLine.line];
    const at = `${linesField}.${i}`;
    if (!line) throw invalid(M.lineNotFound(givenLine.line), `${at}.line`);
    if (seenLines.has(givenLine.line)) throw invalid(M.lineTwice(givenLine.line), `${at}.line`);
    seenLines.add(givenLine.line);
    const form = parseForm(formTexts.get(line.productId));
    if (!form) throw invalid(M.nothingAsked(line.title), `${at}.line`);
    const deadlineMs = deadlineMsOf(line, form, rule);
    if (now.getTime() >= deadlineMs) {
      const when = dubaiMomentInWords(deadlineMs);
      throw new AppError(
        'CONFLICT',
        rule === 'desk' ? M.departed(line.title, when) : M.pastDeadline(line.title, when),
        {
          refusal: 'passenger.past_deadline',
          field: `${at}.line`,
        },
      );
    }
    const check = (entry: TPassengerEntry, askedOf: 'booking' | 'passenger', who: string, field: string) => {
      const normalised = { details: normalisedDetails(entry.details), answers: entry.answers };
      const refusal = entryRefusal(normalised, { form, askedOf, who, tripDate: line.date, today });
      if (refusal) throw invalid(refusal.message, `${field}.${refusal.field}`);
      return normalised;
    };
    if (givenLine.booking) {
      if (!asksOfBooking(form)) throw invalid(M.notAsked('The booking', 'anything'), `${at}.booking`);
      writes.push({
        line: givenLine.line,
        passenger: 0,
        entry: check(givenLine.booking, 'booking', 'The booking', `${at}.booking`),
      });
    }
    const count = passengerCountOf(line);
    const seen = new Set<number>();
    for (const [j, passenger] of givenLine.passengers.entries()) {
      const field = `${at}.passengers.${j}`;
      if (passenger.number > count) throw invalid(M.passengerNotFound(passenger.number, count), `${field}.number`);
      if (seen.has(passenger.number)) throw invalid(M.passengerTwice(passenger.number), `${field}.number`);
      seen.add(passenger.number);
      const entry = check(passenger, 'passenger', `Passenger ${passenger.number}`, field);
      writes.push({ line: givenLine.line, passenger: passenger.number, entry });
    }
  }
  const nowIso = now.toISOString();
  const rows = writes.map((write) =>
    rowOf(ctx.personalData, { orderId: holder.id, line: write.line, passenger: write.passenger }, write.entry, nowIso),
  );
  return { rows, formTexts };
}

/** An order's details may be given while it is confirmed. */
function assertConfirmed(order: TPassengerOrder): void {
  if (order.status !== 'confirmed') throw new AppError('CONFLICT', M.orderNotConfirmed);
}

/**
 * users/savePassengers: the shopper's own order, until each line's deadline; each entry replaces the one given
 * before, in one statement.
 */
export async function savePassengers(
  ctx: TAppContext,
  user: TAuthUser,
  request: TSavePassengersRequest,
): Promise<TBookingPassengersData> {
  const order = await shopperOrderOrFail(ctx, user, request.reference);
  assertConfirmed(order);
  const { rows, formTexts } = await checkedPassengerRows(ctx, order, request.lines, 'shopper');
  await putOrderPassengers(ctx.db, rows);
  return describePassengers(ctx, order, 'own', 'shopper', formTexts);
}

async function anyOrderOrFail(ctx: TAppContext, reference: string): Promise<TPassengerOrder> {
  const order = await findOrderByReference(ctx.db, reference);
  if (!order) throw new AppError('NOT_FOUND', M.bookingNotFound);
  return order;
}

/**
 * operator/viewBookingPassengers (bookings.read): passport numbers and dates of birth masked; open to the desk until
 * the departure.
 */
export async function viewBookingPassengers(ctx: TAppContext, reference: string) {
  return describePassengers(ctx, await anyOrderOrFail(ctx, reference), 'masked', 'desk');
}

/**
 * operator/saveBookingPassengers (bookings.write): the desk types a booking's details for the customer, checked as
 * the shopper's are, until the departure. The audit entry names the booking and which entries were saved (line and
 * number, 0 for the booking's own answers), never a detail; the answer is masked, as the desk's view is.
 */
export async function saveBookingPassengers(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: TSavePassengersRequest,
): Promise<TBookingPassengersData> {
  const order = await anyOrderOrFail(ctx, request.reference);
  assertConfirmed(order);
  const { rows, formTexts } = await checkedPassengerRows(ctx, order, request.lines, 'desk');
  await ctx.db.transaction().execute(async (trx) => {
    await putOrderPassengers(trx, rows);
    await insertAuditEntry(trx, {
      at: ctx.clock.now().toISOString(),
      operatorId: operator.id,
      action: 'order.savePassengers',
      objectType: 'order',
      objectId: order.id,
      before: null,
      after: {
        reference: order.reference,
        saved: rows.map((row) => ({ line: row.line_index, number: row.passenger })),
      },
    });
  });
  return describePassengers(ctx, order, 'masked', 'desk', formTexts);
}

/**
 * operator/revealBookingPassengers (passengers.reveal): in full. The audit entry is written before the details are
 * answered, so no showing goes unrecorded; it names the booking, never the details.
 */
export async function revealBookingPassengers(
  ctx: TAppContext,
  operator: TOperatorAuth,
  reference: string,
): Promise<TBookingPassengersData> {
  const order = await anyOrderOrFail(ctx, reference);
  const answer = await describePassengers(ctx, order, 'revealed', 'desk');
  const shown = answer.lines.reduce(
    (sum, line) => sum + line.passengers.filter((p) => p !== null).length + (line.booking ? 1 : 0),
    0,
  );
  await insertAuditEntry(ctx.db, {
    at: ctx.clock.now().toISOString(),
    operatorId: operator.id,
    action: 'order.revealPassengers',
    objectType: 'order',
    objectId: order.id,
    before: null,
    after: { reference: order.reference, entriesShown: shown },
  });
  return answer;
}

/** operator/getPassengerForm (catalogue.read). */
export async function getPassengerForm(ctx: TAppContext, id: string): Promise<TProductPassengerFormData> {
  if (!(await productExists(ctx.db, id))) throw new AppError('NOT_FOUND', M.productNotFound);
  return { productId: id, form: parseForm(await findPassengerFormText(ctx.db, id)) };
}

/** operator/setPassengerForm (catalogue.write): the form replaced (or removed), with its audit entry, at once. */
export async function setPassengerForm(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: TSetPassengerFormRequest,
): Promise<TProductPassengerFormData> {
  const now = ctx.clock.now().toISOString();
  const saved = await ctx.db.transaction().execute(async (trx) => {
    if (!(await productExists(trx, request.id))) throw new AppError('NOT_FOUND', M.productNotFound);
    const before = parseForm(await findPassengerFormText(trx, request.id));
    await savePassengerFormText(trx, request.id, request.form === null ? null : JSON.stringify(request.form), now);
    await insertAuditEntry(trx, {
      at: now,
      operatorId: operator.id,
      action: 'product.passengerForm',
      objectType: 'product',
      objectId: request.id,
      before: { passengerForm: before },
      after: { passengerForm: request.form },
    });
    return { productId: request.id, form: request.form };
  });
  await ctx.caches.invalidate([CACHE_TAGS.product(saved.productId)]);
  return saved;
}

/** The demo's forms, each written unless its product has one already. */
export async function seedPassengerForms(
  db: TAppContext['db'],
  forms: Array<{ productId: string; form: TPassengerForm }>,
  now: string,
): Promise<void> {
  for (const { productId, form } of forms) {
    if (await productExists(db, productId))
      await insertPassengerFormIfMissing(db, productId, JSON.stringify(form), now);
  }
}

/**
 * `npm run admin -- rotate-personal-data-key`: every row sealed under an older key this process has
 * (PERSONAL_DATA_OLD_KEYS, or the generated demo key) opened and sealed again under the current key, with a fresh
 * data key, in batches. Rows under a key it does not have are counted, never touched.
 */
export async function rotatePersonalData(ctx: TAppContext): Promise<{ resealed: number; unreadable: number }> {
  const keys = ctx.personalData;
  const oldIds = [...keys.byId.keys()].filter((id) => id !== keys.current.id);
  let resealed = 0;
  while (oldIds.length > 0) {
    const rows = await listSealedUnder(ctx.db, oldIds, 200);
    if (rows.length === 0) break;
    await ctx.db.transaction().execute(async (trx) => {
      for (const row of rows) {
        const plaintext = openPersonalData(keys, placeOf(row), { keyId: row.key_id, sealed: row.sealed });
        await resealOrderPassenger(trx, row, sealPersonalData(keys, placeOf(row), plaintext));
      }
    });
    resealed += rows.length;
  }
  return { resealed, unreadable: await countSealedUnderOthers(ctx.db, [...keys.byId.keys()]) };
}

/**
 * The travellers page of an order whose trips ask each guest's details, and the earliest deadline still ahead, for
 * the confirmation email and text (decision 094); null when no trip asks anything or every deadline has passed.
 */
export async function passengerDetailsLink(
  ctx: TAppContext,
  order: { reference: string; items: string },
  /** The deadline in words of this language's (decision 103): English, or dubaiMomentInArabic. */
  deadlineInWords: (ms: number) => string = dubaiMomentInWords,
  /** The forms' texts by product, as the caller read them for several orders (passengerFormTextsOf). */
  knownForms?: ReadonlyMap<string, string>,
): Promise<{ url: string; deadline: string } | null> {
  const lines = storedLines(order);
  const formTexts =
    knownForms ?? (await listPassengerFormTexts(ctx.db, [...new Set(lines.map((line) => line.productId))]));
  const nowMs = ctx.clock.now().getTime();
  const deadlines = lines
    .flatMap((line) => {
      const form = parseForm(formTexts.get(line.productId));
      return form ? [deadlineMsOf(line, form)] : [];
    })
    .filter((ms) => ms > nowMs)
    .sort((a, b) => a - b);
  const [first] = deadlines;
  if (first === undefined) return null;
  return { url: travellersUrl(ctx, order.reference), deadline: deadlineInWords(first) };
}

/**
 * The forms' texts of some products, read now (not remembered: the messages worker hears no cache notices), for
 * passengerDetailsLink of several orders at once: a worker's batch reads them in one statement (decision 138).
 */
export function passengerFormTextsOf(db: TDb, productIds: string[]): Promise<Map<string, string>> {
  return listPassengerFormTexts(db, [...new Set(productIds)]);
}

/** The travellers page of an order (decision 094): where its messages send the shopper for details and pick-ups. */
export function travellersUrl(ctx: TAppContext, reference: string): string {
  return `${ctx.config.publicUrl.replace(/\/+$/, '')}/travellers/${encodeURIComponent(reference)}`;
}

/**
 * The details deadline hours of the products that ask passengers' details (decision 092), by product id: what other
 * modules end at the same moment read (the pick-up's choice, decision 095). A product that asks nothing is absent.
 */
export async function detailsDeadlineHoursOf(db: TDb, productIds: string[]): Promise<Map<string, number>> {
  const hours = new Map<string, number>();
  for (const [productId, text] of await listPassengerFormTexts(db, productIds)) {
    const form = ZPassengerForm.safeParse(JSON.parse(text));
    if (form.success) hours.set(productId, form.data.deadlineHours);
  }
  return hours;
}

/**
 * A checkout's lines whose products ask each passenger's details, with their forms (decision 107): what the checkout
 * page asks before Pay Now.
 */
async function checkoutPassengerLines(
  ctx: TAppContext,
  checkout: { items: string },
): Promise<TCheckoutPassengerLine[]> {
  const lines = storedLines(checkout);
  const formTexts = await rememberedFormTexts(ctx, [...new Set(lines.map((line) => line.productId))]);
  return lines.flatMap((line, index) => {
    const form = parseForm(formTexts.get(line.productId));
    if (!form) return [];
    const { productId, title, date, start } = line;
    return [{ line: index, productId, title, date, start, passengerCount: passengerCountOf(line), form }];
  });
}

/**
 * The checkout's half of who is travelling (decision 107), which app.ts gives the booking routes: the lines to ask,
 * and the details given with users/paymentInitiate checked as the desk's are (until the departure: a trip booked
 * inside its form's deadline still has its details taken at checkout), then written under the checkout's id, which
 * its order takes. The booking's payFlow asks it only of an open checkout it is about to pay.
 */
export const CHECKOUT_PASSENGERS: TCheckoutPassengers = {
  linesOf: checkoutPassengerLines,
  async check(ctx, checkout, given) {
    const { rows } = await checkedPassengerRows(ctx, checkout, given, 'desk', 'passengers');
    return () => putOrderPassengers(ctx.db, rows);
  },
};

/**
 * A reseller's travellers (decision 130): the details an OCTO booking's contacts give, kept as the storefront keeps a
 * shopper's, so the manifest, check-in and the border list name them. Only what the line's form asks of the booking or
 * of each passenger is kept; a detail the form's rules refuse (a name with digits, an unknown country) is left out
 * rather than refusing the booking, and nothing is required: the rest may be given later, as a shopper's may. A line
 * whose form asks nothing, or whose departure has passed, keeps nothing. Answers are kept only when the form asks them
 * and its rules take them (the OCTO layer refuses wrong answers before this).
 */
export async function keepGivenTravellers(
  ctx: TAppContext,
  holder: { id: string; items: string },
  given: TGivenPassengerLines,
): Promise<number> {
  const lines = storedLines(holder);
  const formTexts = await rememberedFormTexts(ctx, [...new Set(lines.map((line) => line.productId))]);
  const now = ctx.clock.now();
  const today = todayInDubai(now);
  const nowIso = now.toISOString();
  const rows: TOrderPassengerRow[] = [];
  // What was kept before (a reservation's answers, then its confirmation's contacts) stays unless given again.
  const before = await givenTravellersOf(ctx, holder.id);
  const merged = (line: number, passenger: number, entry: TPassengerEntry): TPassengerEntry => {
    const old = before.get(`${line}:${passenger}`);
    return old
      ? { details: { ...old.details, ...entry.details }, answers: { ...old.answers, ...entry.answers } }
      : entry;
  };
  for (const givenLine of given) {
    const line = lines[givenLine.line];
    const form = line ? parseForm(formTexts.get(line.productId)) : null;
    if (!line || !form || now.getTime() >= deadlineMsOf(line, form, 'desk')) continue;
    const lenient: TPassengerForm = {
      ...form,
      details: form.details.map((ask) => ({ ...ask, required: false })),
      questions: form.questions.map((question) => ({ ...question, required: false })),
    };
    const kept = (given: TPassengerEntry, askedOf: 'booking' | 'passenger', at: number): TPassengerEntry | null => {
      const entry = merged(givenLine.line, at, given);
      const asked = new Set(
        form.details.filter((ask) => ask.askedOf === askedOf).flatMap((ask) => DETAIL_FIELDS[ask.detail]),
      );
      const askedQuestions = new Set(form.questions.filter((q) => q.askedOf === askedOf).map((q) => q.id));
      const details = Object.fromEntries(
        Object.entries(normalisedDetails(entry.details)).filter(([field]) => asked.has(field as never)),
      ) as TPassengerDetails;
      const answers = Object.fromEntries(
        Object.entries(entry.answers).filter(([id]) => askedQuestions.has(id)),
      ) as TAnswers;
      const context = { form: lenient, askedOf, who: askedOf, tripDate: line.date, today };
      // Each refused detail or answer is dropped in turn until the rest is taken.
      for (let tries = 0; tries < 20; tries += 1) {
        const refusal = entryRefusal({ details, answers }, context);
        if (!refusal) break;
        const [part, key] = refusal.field.split('.') as [string, string | undefined];
        if (part === 'details' && key !== undefined) delete details[key as keyof TPassengerDetails];
        else if (part === 'answers' && key !== undefined) delete answers[key];
        else return null;
      }
      if (entryRefusal({ details, answers }, context)) return null;
      return Object.keys(details).length + Object.keys(answers).length > 0 ? { details, answers } : null;
    };
    if (givenLine.booking && asksOfBooking(form)) {
      const entry = kept(givenLine.booking, 'booking', 0);
      if (entry)
        rows.push(rowOf(ctx.personalData, { orderId: holder.id, line: givenLine.line, passenger: 0 }, entry, nowIso));
    }
    const count = passengerCountOf(line);
    for (const passenger of givenLine.passengers) {
      if (passenger.number > count) continue;
      const entry = kept(passenger, 'passenger', passenger.number);
      if (entry) {
        rows.push(
          rowOf(
            ctx.personalData,
            { orderId: holder.id, line: givenLine.line, passenger: passenger.number },
            entry,
            nowIso,
          ),
        );
      }
    }
  }
  await putOrderPassengers(ctx.db, rows);
  return rows.length;
}

/** The forms of some products that ask anything, by product (the OCTO API's questions, decision 130). */
export async function passengerFormsOf(ctx: TAppContext, productIds: string[]): Promise<Map<string, TPassengerForm>> {
  const texts = await rememberedFormTexts(ctx, [...new Set(productIds)]);
  const forms = new Map<string, TPassengerForm>();
  for (const [productId, text] of texts) {
    const form = parseForm(text);
    if (form) forms.set(productId, form);
  }
  return forms;
}

/**
 * The entries kept for an order or a checkout, as their giver sees them (in full), by `line:passenger` (0: the
 * booking's own): the OCTO API answers a reseller's own answers back with them (decision 130).
 */
export async function givenTravellersOf(ctx: TAppContext, holderId: string): Promise<Map<string, TPassengerEntry>> {
  const entries = new Map<string, TPassengerEntry>();
  for (const row of await listOrderPassengers(ctx.db, holderId)) {
    entries.set(`${row.line_index}:${row.passenger}`, entryOf(ctx.personalData, row, 'own'));
  }
  return entries;
}
