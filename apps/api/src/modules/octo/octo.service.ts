// The OCTO supplier API's rules (issue 39, decision 121), after the OCTO core specification (the OpenAPI of
// octotravel/typespec shipped in @octocloud/types 2.0.4; docs.octo.travel). A partner's booking is a real booking
// of ours: reserving it is a line checkout of the partner's shopper account (the storefront's own checks, prices and
// seat holds, so nothing oversells), confirming it makes the order through the same order step on account (payment
// provider 'partner'), cancelling it is the shopper's cancellation under the product's terms.
import { randomUUID } from 'node:crypto';
import type { Availability, AvailabilityCalendar, Booking, BookingStatus, Product, Supplier } from '@octocloud/types';
import { priceBooking, type TTicketCounts } from '@rihla/shared/rules/departures';
import { entryRefusal, normalisedDetails } from '@rihla/shared/rules/passengers';
import { todayInDubai } from '@rihla/shared/rules/time';
import type { TTicketKind } from '@rihla/shared/schemas/booking-terms';
import type { TGivenPassengerLines, TPassengerDetails } from '@rihla/shared/schemas/passengers';
import { z } from 'zod';
import type { TAppContext, TAuthUser } from '../../context.js';
import { isUniqueViolation, type TDb } from '../../db/database.js';
import type { TOctoBookingRow, TPartnerRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { accountWithUnknownPassword, insertUser } from '../auth/index.js';
import {
  abandonCheckout,
  addToCart,
  cancelFlow,
  cancellationOf,
  checkoutFlow,
  createOrder,
  extendHeldSeats,
  findCheckoutOfUser,
  findOrderById,
  findOrderByReference,
  oneAtATime,
  readDayDepartures,
  readDepartureState,
  recordOffGatewayPayment,
  refundPayment,
  seatsChanged,
  setOrderPartnerReference,
  storedLines,
  type TDepartureState,
} from '../booking/index.js';
import { findBookingProducts, type TBookingProduct } from '../catalogue/index.js';
import { queuePartnerEvent } from '../partners/index.js';
import { givenTravellersOf, keepGivenTravellers, passengerFormsOf } from '../passengers/index.js';
import { newPartnerTransactionId, PARTNER_PROVIDER } from '../payments/index.js';
import { keepPickupChoice, pickupChoiceOf, pickupPointsOfProducts } from '../pickups/index.js';
import { readShop } from '../shop/index.js';
import {
  findOctoBooking,
  findPartnerUserId,
  insertOctoBooking,
  listOctoBookings,
  listPartnerProducts,
  setPartnerUser,
  updateOctoBooking,
} from './octo.repository.js';
import { DeliveryFormat, DeliveryMethod, RedemptionMethod, Refund } from './octo-enums.js';
import {
  badRequest,
  invalidAvailability,
  invalidBooking,
  invalidOption,
  invalidProduct,
  invalidUnit,
  OCTO_ERROR_MESSAGES,
  OctoError,
  unprocessable,
} from './octo-errors.js';
import {
  entryOfAnswers,
  pickupPointOf,
  questionAnswersOf,
  type TOctoBookingPickup,
  type TProductExtras,
} from './octo-extras.js';
import {
  availabilityOf,
  bookingPricingOf,
  calendarDayOf,
  countsOfUnits,
  departureOfAvailabilityId,
  OCTO_OPTION_ID,
  productOf,
  type TCapability,
  type TPartnerRate,
  utcOf,
} from './octo-mapping.js';

/** A reservation holds its seats this long unless the reseller asks otherwise, within the limits below. */
export const OCTO_HOLD_DEFAULT_MINUTES = 30;
export const OCTO_HOLD_MIN_MINUTES = 5;
export const OCTO_HOLD_MAX_MINUTES = 1440;
/** At most this many days in one availability or calendar request. */
const MAX_RANGE_DAYS = 366;

/** The partner a request's key belongs to, and the capabilities the request asked for that we answer. */
export interface TOctoCaller {
  partner: TPartnerRow;
  caps: Set<TCapability>;
}

// --- Requests (the specification's bodies; unknown fields are ignored, as OCTO's clients send extensions) -----

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ZUnits = z.array(z.object({ id: z.string(), quantity: z.number().int().min(0).max(1000) })).max(50);
const ZContact = z
  .object({
    fullName: z.string().max(200).nullish(),
    firstName: z.string().max(100).nullish(),
    lastName: z.string().max(100).nullish(),
    emailAddress: z.email().max(200).nullish(),
    phoneNumber: z.string().max(40).nullish(),
    locales: z.array(z.string().max(20)).max(10).optional(),
    postalCode: z.string().max(20).nullish(),
    country: z.string().max(2).nullish(),
    notes: z.string().max(2000).nullish(),
  })
  .partial();
/** octo-types' questionAnswers: each a question's id and its value as text. */
const ZQuestionAnswers = z
  .array(z.object({ questionId: z.string().max(60), value: z.string().max(2000).nullish() }))
  .max(40)
  .optional();
const ZUnitItem = z.object({
  uuid: z.uuid().optional(),
  unitId: z.string(),
  resellerReference: z.string().max(100).optional(),
  contact: ZContact.optional(),
  questionAnswers: ZQuestionAnswers,
});
/** octo-types' BookingPickupBodySchema and BookingQuestionsBodySchema (octo/pickups, octo/questions). */
const ZExtrasBody = {
  pickupRequested: z.boolean().nullish(),
  pickupPointId: z.string().max(100).nullish(),
  pickupHotel: z.string().max(200).nullish(),
  pickupHotelRoom: z.string().max(50).nullish(),
  questionAnswers: ZQuestionAnswers,
};

export const ZCalendarBody = z.object({
  productId: z.string(),
  optionId: z.string(),
  localDateStart: ZDate,
  localDateEnd: ZDate,
  units: ZUnits.optional(),
});
export const ZAvailabilityBody = z.object({
  productId: z.string(),
  optionId: z.string(),
  localDate: ZDate.optional(),
  localDateStart: ZDate.optional(),
  localDateEnd: ZDate.optional(),
  availabilityIds: z.array(z.string()).min(1).max(100).optional(),
  units: ZUnits.optional(),
});
export const ZReserveBody = z.object({
  uuid: z.uuid().optional(),
  productId: z.string(),
  optionId: z.string(),
  availabilityId: z.string(),
  expirationMinutes: z.number().int().optional(),
  notes: z.string().max(2000).nullish(),
  unitItems: z.array(ZUnitItem).min(1).max(100),
  resellerReference: z.string().max(100).optional(),
  contact: ZContact.optional(),
  ...ZExtrasBody,
});
export const ZConfirmBody = z.object({
  resellerReference: z.string().max(100).optional(),
  contact: ZContact,
  unitItems: z.array(ZUnitItem).max(100).optional(),
  emailReceipt: z.boolean().optional(),
  ...ZExtrasBody,
});
export const ZExtendBody = z.object({ expirationMinutes: z.number().int().optional() });
export const ZUpdateBody = z.object({
  resellerReference: z.string().max(100).optional(),
  productId: z.string().optional(),
  optionId: z.string().optional(),
  availabilityId: z.string().optional(),
  expirationMinutes: z.number().int().optional(),
  notes: z.string().max(2000).nullish(),
  unitItems: z.array(ZUnitItem).min(1).max(100).optional(),
  contact: ZContact.optional(),
  emailReceipt: z.boolean().optional(),
  ...ZExtrasBody,
});
export const ZCancelBody = z.object({ reason: z.string().max(500).nullish(), force: z.boolean().optional() });
export const ZBookingsQuery = z.object({
  resellerReference: z.string().max(100).optional(),
  supplierReference: z.string().max(100).optional(),
  localDate: ZDate.optional(),
  localDateStart: ZDate.optional(),
  localDateEnd: ZDate.optional(),
});

type TContact = z.infer<typeof ZContact>;
type TUnitItemInput = z.infer<typeof ZUnitItem>;

/** Parses a body with its schema; anything malformed is OCTO's BAD_REQUEST naming the first problem. */
export function parseOcto<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue?.path.join('.') || 'body';
  throw badRequest(`${path}: ${issue?.message ?? 'invalid'}`);
}

// --- The supplier and its products -------------------------------------------------------------------------

export async function getSupplier(ctx: TAppContext): Promise<Supplier> {
  const { settings } = await readShop(ctx);
  return {
    id: 'rihla',
    name: settings.name,
    endpoint: `${ctx.config.publicUrl}/octo/v1`,
    contact: {
      website: ctx.config.publicUrl,
      email: settings.supportEmail,
      telephone: settings.supportPhone,
      address: settings.address || null,
    },
  };
}

interface TSellable {
  product: TBookingProduct;
  rate: TPartnerRate;
}

function rateOf(partner: TPartnerRow, netPrices: Record<string, number> | null): TPartnerRate {
  return { commissionBp: partner.commission_bp, netPrices: partner.rate_kind === 'net' ? netPrices : null };
}

/** The published products a partner may sell, with its rate of each. */
async function sellableProducts(ctx: TAppContext, partner: TPartnerRow): Promise<TSellable[]> {
  const allowed = await listPartnerProducts(ctx.db, partner.id);
  const products = await findBookingProducts(
    ctx.db,
    allowed.map((row) => row.productId),
  );
  return allowed.flatMap((row) => {
    const product = products.get(row.productId);
    return product?.isPublished ? [{ product, rate: rateOf(partner, row.netPrices) }] : [];
  });
}

/** One product the partner may sell; another partner's, an unpublished or an unknown one is INVALID_PRODUCT_ID. */
async function sellableProduct(ctx: TAppContext, partner: TPartnerRow, productId: string): Promise<TSellable> {
  const found = (await sellableProducts(ctx, partner)).find((item) => item.product.id === productId);
  if (!found) throw invalidProduct(productId);
  return found;
}

function today(ctx: TAppContext): string {
  return todayInDubai(ctx.clock.now());
}

/**
 * The pick-up points and passenger forms of some products (decision 130), read only when the request asked for the
 * capability that answers them.
 */
async function extrasOf(ctx: TAppContext, caps: Set<TCapability>, productIds: string[]) {
  const [points, forms] = await Promise.all([
    caps.has('octo/pickups') ? pickupPointsOfProducts(ctx.db, productIds) : new Map(),
    caps.has('octo/questions') ? passengerFormsOf(ctx, productIds) : new Map(),
  ]);
  return (productId: string): TProductExtras => ({
    pickupPoints: points.get(productId) ?? [],
    form: forms.get(productId) ?? null,
  });
}

/** A product's pick-up points and form whatever was asked: what a booking's writes are checked against. */
async function allExtrasOf(ctx: TAppContext, productId: string): Promise<TProductExtras> {
  return (await extrasOf(ctx, new Set(['octo/pickups', 'octo/questions'] as const), [productId]))(productId);
}

export async function listProducts(ctx: TAppContext, caller: TOctoCaller): Promise<Product[]> {
  const sellable = await sellableProducts(ctx, caller.partner);
  const extras = await extrasOf(
    ctx,
    caller.caps,
    sellable.map(({ product }) => product.id),
  );
  return sellable.map(({ product, rate }) => productOf(product, rate, caller.caps, today(ctx), extras(product.id)));
}

export async function getProduct(ctx: TAppContext, caller: TOctoCaller, productId: string): Promise<Product> {
  const { product, rate } = await sellableProduct(ctx, caller.partner, productId);
  const extras = await extrasOf(ctx, caller.caps, [product.id]);
  return productOf(product, rate, caller.caps, today(ctx), extras(product.id));
}

// --- Availability ------------------------------------------------------------------------------------------

/** Seats a choice of units takes; no units asked: one seat. A choice the product refuses is UNPROCESSABLE_ENTITY. */
function seatsOfUnits(product: TBookingProduct, units: ReadonlyArray<{ id: string; quantity: number }> | undefined) {
  if (!units || units.every((unit) => unit.quantity === 0)) return 1;
  const counts = countsOfUnits(product, units);
  if ('invalidUnitId' in counts) throw invalidUnit(counts.invalidUnitId);
  const price = priceBooking(product.pricing, counts);
  if (!price.ok) throw unprocessable(price.message);
  return price.seats;
}

function checkedRange(from: string, to: string): number {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  if (!Number.isFinite(days) || days < 1 || days > MAX_RANGE_DAYS) throw badRequest(OCTO_ERROR_MESSAGES.dateRange);
  return days;
}

async function departuresBetween(ctx: TAppContext, product: TBookingProduct, from: string, to: string) {
  return readDayDepartures(ctx.db, product, from, checkedRange(from, to), ctx.clock.now());
}

export async function availabilityCalendar(
  ctx: TAppContext,
  caller: TOctoCaller,
  body: unknown,
): Promise<AvailabilityCalendar[]> {
  const request = parseOcto(ZCalendarBody, body);
  const { product, rate } = await sellableProduct(ctx, caller.partner, request.productId);
  if (request.optionId !== OCTO_OPTION_ID) throw invalidOption(request.optionId);
  const seats = seatsOfUnits(product, request.units);
  const days = await departuresBetween(ctx, product, request.localDateStart, request.localDateEnd);
  return days.map((day) => calendarDayOf(product, day.date, day.departures, rate, caller.caps, seats));
}

export async function availabilityCheck(ctx: TAppContext, caller: TOctoCaller, body: unknown): Promise<Availability[]> {
  const request = parseOcto(ZAvailabilityBody, body);
  const { product, rate } = await sellableProduct(ctx, caller.partner, request.productId);
  if (request.optionId !== OCTO_OPTION_ID) throw invalidOption(request.optionId);
  const seats = seatsOfUnits(product, request.units);
  const toAnswer = (departure: TDepartureState) => availabilityOf(product, departure, rate, caller.caps, seats);
  if (request.availabilityIds) {
    const answers: Availability[] = [];
    for (const id of request.availabilityIds) answers.push(toAnswer(await departureOf(ctx, product, id)));
    return answers;
  }
  const from = request.localDate ?? request.localDateStart;
  const to = request.localDate ?? request.localDateEnd;
  if (!from || !to) throw badRequest(OCTO_ERROR_MESSAGES.availabilityQuery);
  const days = await departuresBetween(ctx, product, from, to);
  return days.flatMap((day) => day.departures.map(toAnswer));
}

/** The departure an availability id names, or INVALID_AVAILABILITY_ID when the product does not run it. */
async function departureOf(ctx: TAppContext, product: TBookingProduct, availabilityId: string) {
  const key = departureOfAvailabilityId(availabilityId);
  const departure = key ? await readDepartureState(ctx.db, product, key.date, key.start, ctx.clock.now()) : null;
  if (!departure) throw invalidAvailability(availabilityId);
  return departure;
}

// --- The partner's account ---------------------------------------------------------------------------------

/**
 * The shopper account a partner's bookings belong to (partners.user_id), made with a password nobody knows the
 * first time the partner books. Its number is a placeholder that no phone has, so nothing is texted to it, and it
 * has no email: each booking's messages go to the reseller's lead contact instead.
 */
async function partnerShopper(ctx: TAppContext, partner: TPartnerRow): Promise<TAuthUser> {
  const existing = partner.user_id ?? (await findPartnerUserId(ctx.db, partner.id));
  if (existing) return { id: existing, firstName: partner.name, tokenHash: '' };
  const now = isoNow(ctx.clock);
  const account = await accountWithUnknownPassword(
    {
      country: 'AE',
      phoneNumber: `partner:${partner.id}`,
      email: '',
      firstName: partner.name.slice(0, 100),
      lastName: '',
    },
    now,
  );
  const id = account.id;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertUser(trx, account);
      await setPartnerUser(trx, partner.id, id, now);
    });
  } catch (error) {
    // The partner's first bookings arrived together: one made the account, the others use it.
    if (!isUniqueViolation(error)) throw error;
  }
  // Another request may have made one first: the partner's row says which is its account.
  const userId = (await findPartnerUserId(ctx.db, partner.id)) ?? id;
  return { id: userId, firstName: partner.name, tokenHash: '' };
}

// --- Bookings ----------------------------------------------------------------------------------------------

interface TStoredUnitItem {
  uuid: string;
  unitId: TTicketKind;
  resellerReference: string | null;
  contact: TContact;
}

function holdMinutesOf(asked: number | undefined): number {
  return Math.min(OCTO_HOLD_MAX_MINUTES, Math.max(OCTO_HOLD_MIN_MINUTES, asked ?? OCTO_HOLD_DEFAULT_MINUTES));
}

function storedItemsOf(product: TBookingProduct, items: readonly TUnitItemInput[]): TStoredUnitItem[] {
  const counts = countsOfUnits(
    product,
    items.map((item) => ({ id: item.unitId, quantity: 1 })),
  );
  if ('invalidUnitId' in counts) throw invalidUnit(counts.invalidUnitId);
  return items.map((item) => ({
    uuid: item.uuid ?? randomUUID(),
    unitId: item.unitId as TTicketKind,
    resellerReference: item.resellerReference ?? null,
    contact: item.contact ?? {},
  }));
}

function countsOfItems(items: readonly TStoredUnitItem[]): TTicketCounts {
  const counts: TTicketCounts = { adult: 0, child: 0, infant: 0 };
  for (const item of items) counts[item.unitId] += 1;
  return counts;
}

// --- Pick-ups and questions (decision 130) ----------------------------------------------------------------

type TExtrasRequest = {
  pickupRequested?: boolean | null | undefined;
  pickupPointId?: string | null | undefined;
  questionAnswers?: TAnswersInput;
};
type TAnswersInput = Array<{ questionId: string; value?: string | null | undefined }> | undefined;

/**
 * The pick-up a request chooses (octo/pickups): a point id, null for none (pickupRequested false), undefined when it
 * says nothing or did not ask for the capability. A point the product does not collect from, or pickupRequested
 * without a point, is refused before anything is written.
 */
/**
 * A request's pick-up and answers for a product (octo/pickups, octo/questions), each checked against the product's
 * extras, which are answered too: reserve, confirm and update all ask it the same way.
 */
async function extrasAskedOf(
  ctx: TAppContext,
  caller: TOctoCaller,
  productId: string,
  request: TExtrasRequest,
  items: ReadonlyArray<{ index: number; answers: TAnswersInput }>,
  tripDate: string,
) {
  const extras = await allExtrasOf(ctx, productId);
  const pickup = pickupAskedOf(caller, request, extras);
  const answers = answersAskedOf(caller, request.questionAnswers, items, extras, tripDate, today(ctx));
  return { extras, pickup, answers };
}

function pickupAskedOf(
  caller: TOctoCaller,
  request: TExtrasRequest,
  extras: TProductExtras,
): string | null | undefined {
  if (!caller.caps.has('octo/pickups')) return undefined;
  if (request.pickupRequested === false) return null;
  const pointId = request.pickupPointId ?? undefined;
  if (pointId === undefined) {
    if (request.pickupRequested !== true) return undefined;
    throw badRequest(
      extras.pickupPoints.length > 0 ? OCTO_ERROR_MESSAGES.pickupPointMissing : OCTO_ERROR_MESSAGES.noPickup,
    );
  }
  if (!extras.pickupPoints.some((point) => point.id === pointId)) {
    throw new OctoError('BAD_REQUEST', OCTO_ERROR_MESSAGES.invalidPickupPointId, { pickupPointId: pointId });
  }
  return pointId;
}

/**
 * The answers a request gives (octo/questions), the booking's and each unit item's (its passenger, in order), checked
 * with the storefront's own rules (rules/passengers: a choice of the list, a date that exists, a passport's form...)
 * before anything is written; a question left unanswered is not refused (it may be answered later, as a shopper's
 * may). Null when nothing is answered or the capability was not asked for.
 */
function answersAskedOf(
  caller: TOctoCaller,
  booking: TAnswersInput,
  items: ReadonlyArray<{ index: number; answers: TAnswersInput }>,
  extras: TProductExtras,
  tripDate: string,
  todayDate: string,
): TGivenPassengerLines | null {
  if (!caller.caps.has('octo/questions')) return null;
  if (!booking?.length && !items.some((item) => item.answers?.length)) return null;
  const form = extras.form;
  const lenient = form && {
    ...form,
    details: form.details.map((ask) => ({ ...ask, required: false })),
    questions: form.questions.map((question) => ({ ...question, required: false })),
  };
  const check = (answers: NonNullable<TAnswersInput>, askedOf: 'booking' | 'passenger', who: string, at: string) => {
    const entry = entryOfAnswers(form, askedOf, answers);
    if ('unknownQuestionId' in entry) {
      throw new OctoError('BAD_REQUEST', `${at}: ${OCTO_ERROR_MESSAGES.invalidQuestionId}`, {
        questionId: entry.unknownQuestionId,
      });
    }
    const normalised = { details: normalisedDetails(entry.details), answers: entry.answers };
    const refusal = lenient && entryRefusal(normalised, { form: lenient, askedOf, who, tripDate, today: todayDate });
    if (refusal) throw badRequest(`${at}: ${refusal.message}`);
    return normalised;
  };
  return [
    {
      line: 0,
      ...(booking?.length ? { booking: check(booking, 'booking', 'The booking', 'questionAnswers') } : {}),
      passengers: items.flatMap((item) =>
        item.answers?.length
          ? [
              {
                number: item.index + 1,
                ...check(
                  item.answers,
                  'passenger',
                  `Passenger ${item.index + 1}`,
                  `unitItems.${item.index}.questionAnswers`,
                ),
              },
            ]
          : [],
      ),
    },
  ];
}

/**
 * Writes a booking's answers where the storefront keeps them (order_passengers, under its hold's checkout, whose id
 * its order takes, or its order) and, for an order, its pick-up (order_pickups, which only an order may have).
 */
async function keepExtras(
  ctx: TAppContext,
  holder: { id: string; items: string },
  pickup: string | null | undefined,
  answers: TGivenPassengerLines | null,
): Promise<void> {
  if (pickup !== undefined) await keepPickupChoice(ctx.db, holder, 0, pickup, isoNow(ctx.clock));
  if (answers) await keepGivenTravellers(ctx, holder, answers);
}

/**
 * A hold's pick-up, until its order can take it (order_pickups references orders), is in its own column
 * (octo_bookings.pickup_point_id, migration 060, decision 132). Null: none chosen. The previous release kept it with
 * the booking's contact (key `pickupPointId`, never answered as a contact field) and still reads it there, so until
 * the release after this one it is written to both, and a hold written by that release (its column null) is read from
 * its contact.
 */
type TStoredContact = TContact & { pickupPointId?: string | null };
function heldPickupOf(row: Pick<TOctoBookingRow, 'contact' | 'pickup_point_id'>): string | null {
  return row.pickup_point_id ?? (JSON.parse(row.contact) as TStoredContact).pickupPointId ?? null;
}
/** A hold's new pick-up (undefined: unchanged) as the row's column and contact JSON take it. */
function heldPickupChanges(
  contact: TStoredContact,
  pickup: string | null | undefined,
): Pick<TOctoBookingRow, 'contact'> & Partial<Pick<TOctoBookingRow, 'pickup_point_id'>> {
  if (pickup === undefined) return { contact: JSON.stringify(contact) };
  return { contact: JSON.stringify({ ...contact, pickupPointId: pickup }), pickup_point_id: pickup };
}

/** A hold moved to a new checkout keeps its answers. */
async function carryExtras(ctx: TAppContext, fromId: string, to: { id: string; items: string }): Promise<void> {
  const entries = await givenTravellersOf(ctx, fromId);
  if (entries.size === 0) return;
  const booking = entries.get('0:0');
  const passengers = [...entries]
    .filter(([key]) => key.startsWith('0:') && key !== '0:0')
    .map(([key, entry]) => ({ number: Number(key.slice(2)), ...entry }));
  await keepGivenTravellers(ctx, to, [{ line: 0, ...(booking ? { booking } : {}), passengers }]);
}

/** The unit items a request names, by their place in the booking (matched by uuid, or in order). */
function itemAnswersOf(
  items: readonly TStoredUnitItem[],
  given: readonly TUnitItemInput[] | undefined,
): Array<{ index: number; answers: TAnswersInput }> {
  if (!given) return [];
  return items.map((item, index) => ({
    index,
    answers: (given.find((candidate) => candidate.uuid === item.uuid) ?? given[index])?.questionAnswers,
  }));
}

/** A refusal of the storefront's own steps (seats gone, rules, cut-off) in OCTO's words. */
function asOcto(error: unknown): never {
  if (error instanceof AppError && error.httpStatus < 500) throw unprocessable(error.message);
  throw error;
}

/**
 * Holds a departure's seats for a partner: the line goes into the partner's account's cart and is checked out alone,
 * as Buy It Now does (decision 030), with the partner named and the account's other reservations kept. One at a time
 * per partner in this process, so two of its reservations never price each other's line.
 */
async function holdFor(
  ctx: TAppContext,
  partner: TPartnerRow,
  product: TBookingProduct,
  departure: TDepartureState,
  items: readonly TStoredUnitItem[],
  minutes: number,
) {
  const shopper = await partnerShopper(ctx, partner);
  const counts = countsOfItems(items);
  const price = priceBooking(product.pricing, counts);
  if (!price.ok) throw unprocessable(price.message);
  if (departure.seatsLeft < price.seats) throw unprocessable(OCTO_ERROR_MESSAGES.noSeats);
  return oneAtATime(ctx, `octoReserve:${partner.id}`, async () => {
    try {
      const lineIds = await addToCart(ctx, shopper, [
        {
          module: product.module,
          planId: product.id,
          date: departure.date,
          departure: departure.start,
          tickets: counts,
        },
      ]);
      return await checkoutFlow(ctx, shopper, undefined, lineIds, {}, minutes, 'en', {
        partnerId: partner.id,
        channel: 'api',
      });
    } catch (error) {
      return asOcto(error);
    }
  });
}

export async function reserveBooking(ctx: TAppContext, caller: TOctoCaller, body: unknown): Promise<Booking> {
  const request = parseOcto(ZReserveBody, body);
  const { partner } = caller;
  const { product } = await sellableProduct(ctx, partner, request.productId);
  if (request.optionId !== OCTO_OPTION_ID) throw invalidOption(request.optionId);
  const departure = await departureOf(ctx, product, request.availabilityId);
  const items = storedItemsOf(product, request.unitItems);
  const uuid = request.uuid ?? randomUUID();
  const existing = await findOctoBooking(ctx.db, partner.id, uuid);
  // The same uuid again is the reseller retrying: the booking it made answers (OCTO's idempotent reservation).
  if (existing) return bookingView(ctx, caller, existing);
  const { pickup, answers } = await extrasAskedOf(
    ctx,
    caller,
    product.id,
    request,
    itemAnswersOf(items, request.unitItems),
    departure.date,
  );
  const minutes = holdMinutesOf(request.expirationMinutes);
  const checkout = await holdFor(ctx, partner, product, departure, items, minutes);
  await keepExtras(ctx, checkout, undefined, answers);
  const now = isoNow(ctx.clock);
  const row: TOctoBookingRow = {
    id: newId(),
    partner_id: partner.id,
    uuid,
    status: 'ON_HOLD',
    product_id: product.id,
    option_id: OCTO_OPTION_ID,
    availability_id: request.availabilityId,
    unit_items: JSON.stringify(items),
    ...heldPickupChanges(request.contact ?? {}, pickup),
    notes: request.notes ?? null,
    reseller_reference: request.resellerReference ?? null,
    checkout_id: checkout.id,
    order_id: null,
    expires_at: new Date(ctx.clock.now().getTime() + minutes * 60_000).toISOString(),
    cancellation_reason: null,
    pickup_point_id: pickup ?? null,
    created_at: now,
    updated_at: now,
    confirmed_at: null,
    cancelled_at: null,
  };
  try {
    await insertOctoBooking(ctx.db, row);
  } catch (error) {
    // The same uuid reserved at the same moment: this hold is given back and the other booking answers.
    const released = await ctx.db.transaction().execute((trx) => abandonCheckout(trx, checkout.id, now));
    await seatsChanged(ctx, released);
    const other = await findOctoBooking(ctx.db, partner.id, uuid);
    if (!other) throw error;
    return bookingView(ctx, caller, other);
  }
  return bookingView(ctx, caller, row);
}

/** The departure a booking's seats are on, to tell availability_update's listeners of it. */
function seatsOf(row: Pick<TOctoBookingRow, 'product_id' | 'availability_id'>) {
  const key = departureOfAvailabilityId(row.availability_id);
  return key ? { productId: row.product_id, date: key.date, start: key.start } : null;
}

/** A partner's own booking by uuid; another partner's or an unknown one is INVALID_BOOKING_UUID. */
async function ownBooking(ctx: TAppContext, partner: TPartnerRow, uuid: string): Promise<TOctoBookingRow> {
  const row = await findOctoBooking(ctx.db, partner.id, uuid);
  if (!row) throw invalidBooking(uuid);
  return row;
}

/** An ON_HOLD booking whose hold ran out reads EXPIRED (its seats stopped counting then); recorded when found. */
async function withExpiry(ctx: TAppContext, row: TOctoBookingRow): Promise<TOctoBookingRow> {
  if (row.status !== 'ON_HOLD' || !row.expires_at || Date.parse(row.expires_at) > ctx.clock.now().getTime()) {
    return row;
  }
  const now = isoNow(ctx.clock);
  await updateOctoBooking(ctx.db, row.id, ['ON_HOLD'], { status: 'EXPIRED', updated_at: now });
  if (row.checkout_id) {
    const checkoutId = row.checkout_id;
    await ctx.db.transaction().execute((trx) => abandonCheckout(trx, checkoutId, now));
  }
  return { ...row, status: 'EXPIRED', updated_at: now };
}

function mergedContact(before: TContact, after: TContact | undefined): TContact {
  return { ...before, ...(after ?? {}) };
}

/** Where the order's messages go: the lead contact's email, when the reseller gave one (no texts). */
function messagesToOf(contact: TContact) {
  return { email: contact.emailAddress ?? '', phone_number: '', deleted_at: null };
}

export async function confirmBooking(
  ctx: TAppContext,
  caller: TOctoCaller,
  uuid: string,
  body: unknown,
): Promise<Booking> {
  const request = parseOcto(ZConfirmBody, body);
  const { partner } = caller;
  const found = await ownBooking(ctx, partner, uuid);
  let confirmed: Booking | undefined;
  await oneAtATime(ctx, `confirm:${found.checkout_id}`, async () => {
    const row = await withExpiry(ctx, await ownBooking(ctx, partner, uuid));
    // Confirming again answers the booking as confirmed (a reseller retrying), with one order.
    if (row.status === 'CONFIRMED') return;
    if (row.status !== 'ON_HOLD' || !row.checkout_id) throw invalidBooking(uuid);
    const contact = mergedContact(JSON.parse(row.contact) as TContact, request.contact);
    const checkoutId = row.checkout_id;
    const shopper = await partnerShopper(ctx, partner);
    const checkout = await findCheckoutOfUser(ctx.db, checkoutId, shopper.id);
    if (checkout?.status !== 'open') throw invalidBooking(uuid);
    const heldItems = JSON.parse(row.unit_items) as TStoredUnitItem[];
    const { pickup, answers } = await extrasAskedOf(
      ctx,
      caller,
      row.product_id,
      request,
      itemAnswersOf(heldItems, request.unitItems),
      departureOfAvailabilityId(row.availability_id)?.date ?? today(ctx),
    );
    // Under the checkout's id, which the order takes: the order is made with its answers.
    await keepExtras(ctx, checkout, undefined, answers);
    const now = isoNow(ctx.clock);
    const payment = await recordOffGatewayPayment(ctx.db, checkout, {
      provider: PARTNER_PROVIDER,
      transactionId: newPartnerTransactionId(),
      now,
    });
    const order = await createOrder(ctx, checkout, payment, { messagesTo: messagesToOf(contact) });
    if (!order) throw invalidBooking(uuid);
    if (order.status === 'failed') {
      await refundPayment(ctx, { paymentId: payment.id, transactionId: payment.provider_transaction_id });
      await updateOctoBooking(ctx.db, row.id, ['ON_HOLD'], { status: 'EXPIRED', updated_at: now });
      throw unprocessable(OCTO_ERROR_MESSAGES.noSeats);
    }
    const resellerReference = request.resellerReference ?? row.reseller_reference;
    await setOrderPartnerReference(ctx.db, order.id, resellerReference);
    const chosenPickup = pickup !== undefined ? pickup : heldPickupOf(row);
    if (chosenPickup) await keepPickupChoice(ctx.db, order, 0, chosenPickup, now);
    const items = JSON.parse(row.unit_items) as TStoredUnitItem[];
    confirmed = await movedAndAnnounced(ctx, caller, row, ['ON_HOLD'], {
      status: 'CONFIRMED',
      order_id: order.id,
      contact: JSON.stringify(contact),
      reseller_reference: resellerReference,
      unit_items: JSON.stringify(withItemContacts(items, request.unitItems)),
      expires_at: null,
      confirmed_at: now,
      updated_at: now,
    });
    if (confirmed)
      await keepGivenTravellers(ctx, order, travellersOf(contact, withItemContacts(items, request.unitItems)));
  });
  // A retried confirmation changes nothing and tells nothing again.
  return confirmed ?? bookingView(ctx, caller, await ownBooking(ctx, partner, uuid));
}

/**
 * Moves a booking and tells the partner's webhooks of it in one transaction (decision 122's delivery): the status
 * write, any `alsoWrite` of the same change, and the booking as the API then answers it queued under the event
 * `booking_update`, so neither lands without the other. Answers the booking; undefined when another call moved it.
 */
async function movedAndAnnounced(
  ctx: TAppContext,
  caller: TOctoCaller,
  row: Pick<TOctoBookingRow, 'id' | 'uuid'>,
  from: readonly TOctoBookingRow['status'][],
  changes: Partial<Omit<TOctoBookingRow, 'id' | 'partner_id' | 'uuid' | 'created_at'>>,
  alsoWrite: (trx: TDb) => Promise<void> = async () => {},
): Promise<Booking | undefined> {
  return ctx.db.transaction().execute(async (trx) => {
    const inTrx = { ...ctx, db: trx };
    await alsoWrite(trx);
    if (!(await updateOctoBooking(trx, row.id, from, changes))) return undefined;
    const booking = await bookingView(inTrx, caller, await ownBooking(inTrx, caller.partner, row.uuid));
    await queuePartnerEvent(inTrx, { partnerId: caller.partner.id, event: 'booking_update', payload: { booking } });
    return booking;
  });
}

/** A contact's details in the storefront's words: its name, its country as the nationality, its phone. */
function detailsOf(contact: TContact): TPassengerDetails {
  const fullName = contact.fullName ?? ([contact.firstName, contact.lastName].filter(Boolean).join(' ') || null);
  return {
    ...(fullName ? { fullName: fullName.slice(0, 100) } : {}),
    ...(contact.country ? { nationality: contact.country } : {}),
    ...(contact.phoneNumber ? { phone: contact.phoneNumber.slice(0, 20) } : {}),
  };
}

/**
 * The booking's travellers as the storefront's traveller details (decision 130): the lead contact is the booking's
 * own entry, and the first passenger's unless its unit item names its own; each unit item's contact is its
 * passenger's, in order. The passengers module keeps only what the product's form asks.
 */
function travellersOf(contact: TContact, items: readonly TStoredUnitItem[]): TGivenPassengerLines {
  const lead = detailsOf(contact);
  return [
    {
      line: 0,
      booking: { details: lead, answers: {} },
      passengers: items.map((item, index) => ({
        number: index + 1,
        details: index === 0 ? { ...lead, ...detailsOf(item.contact) } : detailsOf(item.contact),
        answers: {},
      })),
    },
  ];
}

/** The unit items' own contacts and references as the confirmation gives them, matched by uuid or in order. */
function withItemContacts(items: TStoredUnitItem[], given: readonly TUnitItemInput[] | undefined): TStoredUnitItem[] {
  if (!given) return items;
  return items.map((item, index) => {
    const match = given.find((candidate) => candidate.uuid === item.uuid) ?? given[index];
    if (!match) return item;
    return {
      ...item,
      contact: mergedContact(item.contact, match.contact),
      resellerReference: match.resellerReference ?? item.resellerReference,
    };
  });
}

export async function extendBooking(
  ctx: TAppContext,
  caller: TOctoCaller,
  uuid: string,
  body: unknown,
): Promise<Booking> {
  const request = parseOcto(ZExtendBody, body);
  const row = await withExpiry(ctx, await ownBooking(ctx, caller.partner, uuid));
  if (row.status !== 'ON_HOLD' || !row.checkout_id) throw unprocessable(OCTO_ERROR_MESSAGES.notOnHold);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + holdMinutesOf(request.expirationMinutes) * 60_000).toISOString();
  const moved = await extendHeldSeats(ctx.db, row.checkout_id, expiresAt, now.toISOString());
  if (moved === 0) throw unprocessable(OCTO_ERROR_MESSAGES.expired);
  await updateOctoBooking(ctx.db, row.id, ['ON_HOLD'], { expires_at: expiresAt, updated_at: now.toISOString() });
  return bookingView(ctx, caller, await ownBooking(ctx, caller.partner, uuid));
}

/**
 * PATCH: the reference, contact and notes of any live booking; an ON_HOLD booking may also change its availability
 * and units (a new hold replaces the old one: the new seats are held before the old are given back) and its expiry.
 */
export async function updateBooking(
  ctx: TAppContext,
  caller: TOctoCaller,
  uuid: string,
  body: unknown,
): Promise<Booking> {
  const request = parseOcto(ZUpdateBody, body);
  const { partner } = caller;
  const row = await withExpiry(ctx, await ownBooking(ctx, partner, uuid));
  if (row.status === 'EXPIRED') throw unprocessable(OCTO_ERROR_MESSAGES.expired);
  if (row.status === 'CANCELLED') throw unprocessable(OCTO_ERROR_MESSAGES.cancelled);
  const isMove =
    (request.productId !== undefined && request.productId !== row.product_id) ||
    (request.optionId !== undefined && request.optionId !== row.option_id) ||
    (request.availabilityId !== undefined && request.availabilityId !== row.availability_id) ||
    request.unitItems !== undefined;
  const now = isoNow(ctx.clock);
  const changes: Partial<TOctoBookingRow> = { updated_at: now };
  if (request.resellerReference !== undefined) changes.reseller_reference = request.resellerReference;
  if (request.notes !== undefined) changes.notes = request.notes;
  if (request.contact)
    changes.contact = JSON.stringify(mergedContact(JSON.parse(row.contact) as TContact, request.contact));
  if (isMove) {
    if (row.status !== 'ON_HOLD' || !row.checkout_id) throw unprocessable(OCTO_ERROR_MESSAGES.confirmedChange);
    const { product } = await sellableProduct(ctx, partner, request.productId ?? row.product_id);
    const optionId = request.optionId ?? row.option_id;
    if (optionId !== OCTO_OPTION_ID) throw invalidOption(optionId);
    const availabilityId = request.availabilityId ?? row.availability_id;
    const departure = await departureOf(ctx, product, availabilityId);
    const items = request.unitItems
      ? storedItemsOf(product, request.unitItems)
      : (JSON.parse(row.unit_items) as TStoredUnitItem[]);
    const { extras, pickup, answers } = await extrasAskedOf(
      ctx,
      caller,
      product.id,
      request,
      itemAnswersOf(items, request.unitItems),
      departure.date,
    );
    const minutes = holdMinutesOf(request.expirationMinutes);
    const checkout = await holdFor(ctx, partner, product, departure, items, minutes);
    const oldCheckoutId = row.checkout_id;
    await carryExtras(ctx, oldCheckoutId, checkout);
    await keepExtras(ctx, checkout, undefined, answers);
    // The pick-up stays when the new product collects from it too.
    const held = pickup !== undefined ? pickup : heldPickupOf(row);
    const stays = held !== null && extras.pickupPoints.some((point) => point.id === held) ? held : null;
    Object.assign(changes, heldPickupChanges(JSON.parse(changes.contact ?? row.contact) as TStoredContact, stays));
    const released = await ctx.db.transaction().execute((trx) => abandonCheckout(trx, oldCheckoutId, now));
    await seatsChanged(ctx, released);
    Object.assign(changes, {
      product_id: product.id,
      option_id: optionId,
      availability_id: availabilityId,
      unit_items: JSON.stringify(items),
      checkout_id: checkout.id,
      expires_at: new Date(ctx.clock.now().getTime() + minutes * 60_000).toISOString(),
    });
  } else {
    // A pick-up or answers of the booking as it is: under its hold's checkout, or its order once confirmed.
    const { pickup, answers } = await extrasAskedOf(
      ctx,
      caller,
      row.product_id,
      request,
      [],
      departureOfAvailabilityId(row.availability_id)?.date ?? today(ctx),
    );
    if (pickup !== undefined || answers) {
      const holder = row.order_id
        ? await findOrderById(ctx.db, row.order_id)
        : row.checkout_id
          ? await findCheckoutOfUser(ctx.db, row.checkout_id, (await partnerShopper(ctx, partner)).id)
          : undefined;
      if (holder) await keepExtras(ctx, holder, row.order_id ? pickup : undefined, answers);
      if (!row.order_id && pickup !== undefined) {
        Object.assign(changes, heldPickupChanges(JSON.parse(changes.contact ?? row.contact) as TStoredContact, pickup));
      }
    }
    if (request.expirationMinutes !== undefined && row.status === 'ON_HOLD') {
      return extendBooking(ctx, caller, uuid, { expirationMinutes: request.expirationMinutes });
    }
  }
  const orderId = row.order_id;
  const reference = changes.reseller_reference;
  const booking = await movedAndAnnounced(ctx, caller, row, [row.status], changes, async (trx) => {
    if (orderId && reference !== undefined) await setOrderPartnerReference(trx, orderId, reference);
  });
  return booking ?? bookingView(ctx, caller, await ownBooking(ctx, partner, uuid));
}

/**
 * Cancel: an ON_HOLD booking gives its seats back at once; a CONFIRMED one is cancelled as the shopper's own
 * cancellation (the product's terms decide; past them it is UNPROCESSABLE_ENTITY), its seats back at once. Cancelling
 * a cancelled booking answers it as it is.
 */
export async function cancelBooking(
  ctx: TAppContext,
  caller: TOctoCaller,
  uuid: string,
  body: unknown,
): Promise<Booking> {
  const request = parseOcto(ZCancelBody, body);
  const { partner } = caller;
  const row = await withExpiry(ctx, await ownBooking(ctx, partner, uuid));
  const now = isoNow(ctx.clock);
  const cancelled = { status: 'CANCELLED' as const, cancellation_reason: request.reason ?? null, cancelled_at: now };
  if (row.status === 'EXPIRED') throw unprocessable(OCTO_ERROR_MESSAGES.expired);
  if (row.status === 'ON_HOLD' && row.checkout_id) {
    const checkoutId = row.checkout_id;
    const booking = await movedAndAnnounced(
      ctx,
      caller,
      row,
      ['ON_HOLD'],
      { ...cancelled, expires_at: null, updated_at: now },
      async (trx) => {
        await abandonCheckout(trx, checkoutId, now);
      },
    );
    await seatsChanged(
      ctx,
      [seatsOf(row)].flatMap((change) => (change ? [change] : [])),
    );
    return booking ?? bookingView(ctx, caller, await ownBooking(ctx, partner, uuid));
  } else if (row.status === 'CONFIRMED' && row.order_id) {
    const order = await findOrderById(ctx.db, row.order_id);
    if (!order) throw invalidBooking(uuid);
    const shopper = await partnerShopper(ctx, partner);
    try {
      await cancelFlow(ctx, shopper, order.reference);
    } catch (error) {
      asOcto(error);
    }
    const booking = await movedAndAnnounced(ctx, caller, row, ['CONFIRMED'], { ...cancelled, updated_at: now });
    await seatsChanged(
      ctx,
      [seatsOf(row)].flatMap((change) => (change ? [change] : [])),
    );
    return booking ?? bookingView(ctx, caller, await ownBooking(ctx, partner, uuid));
  }
  // Cancelling a cancelled booking answers it as it is, and tells nothing again.
  return bookingView(ctx, caller, row);
}

export async function getBooking(ctx: TAppContext, caller: TOctoCaller, uuid: string): Promise<Booking> {
  return bookingView(ctx, caller, await withExpiry(ctx, await ownBooking(ctx, caller.partner, uuid)));
}

export async function listBookings(ctx: TAppContext, caller: TOctoCaller, query: unknown): Promise<Booking[]> {
  const request = parseOcto(ZBookingsQuery, query);
  const from = request.localDate ?? request.localDateStart;
  const to = request.localDate ?? request.localDateEnd;
  if (!request.resellerReference && !request.supplierReference && !(from && to)) {
    throw badRequest(OCTO_ERROR_MESSAGES.bookingsQuery);
  }
  if (from && to) checkedRange(from, to);
  let orderId: string | undefined;
  if (request.supplierReference) {
    const userId = caller.partner.user_id ?? (await findPartnerUserId(ctx.db, caller.partner.id));
    const order = userId ? await findOrderByReference(ctx.db, request.supplierReference, userId) : undefined;
    if (!order) return [];
    orderId = order.id;
  }
  const rows = await listOctoBookings(ctx.db, caller.partner.id, {
    ...(request.resellerReference !== undefined ? { resellerReference: request.resellerReference } : {}),
    ...(orderId !== undefined ? { orderId } : {}),
    ...(from && to ? { fromDate: from, toDate: to } : {}),
  });
  const answers: Booking[] = [];
  for (const row of rows) answers.push(await bookingView(ctx, caller, await withExpiry(ctx, row)));
  return answers;
}

// --- The booking as OCTO answers it ------------------------------------------------------------------------

const EMPTY_CONTACT = {
  fullName: null,
  firstName: null,
  lastName: null,
  emailAddress: null,
  phoneNumber: null,
  locales: [] as string[],
  postalCode: null,
  country: null,
  notes: null,
};

function contactOf({ pickupPointId: _held, ...contact }: TStoredContact): Booking['contact'] {
  const fullName = contact.fullName ?? ([contact.firstName, contact.lastName].filter(Boolean).join(' ') || null);
  return {
    ...EMPTY_CONTACT,
    ...Object.fromEntries(Object.entries(contact).filter(([, value]) => value !== undefined)),
    fullName,
    locales: contact.locales ?? [],
  };
}

async function bookingView(ctx: TAppContext, caller: TOctoCaller, row: TOctoBookingRow): Promise<Booking> {
  const { partner, caps } = caller;
  const products = await findBookingProducts(ctx.db, [row.product_id]);
  const product = products.get(row.product_id);
  const allowed = (await listPartnerProducts(ctx.db, partner.id)).find((item) => item.productId === row.product_id);
  const rate = rateOf(partner, allowed?.netPrices ?? null);
  const order = row.order_id ? await findOrderById(ctx.db, row.order_id) : undefined;
  const key = departureOfAvailabilityId(row.availability_id);
  const departure =
    product && key ? await readDepartureState(ctx.db, product, key.date, key.start, ctx.clock.now()) : null;
  const status = row.status as BookingStatus;
  const items = JSON.parse(row.unit_items) as TStoredUnitItem[];
  const line = order ? storedLines(order)[0] : undefined;
  const rows =
    line?.rows ??
    (product
      ? (() => {
          const price = priceBooking(product.pricing, countsOfItems(items));
          return price.ok ? price.rows : [];
        })()
      : []);
  const isConfirmed = row.status === 'CONFIRMED' && order?.status === 'confirmed';
  const cancellable =
    row.status === 'ON_HOLD' ||
    (isConfirmed && order !== undefined && cancellationOf(order, ctx.clock.now()).refusal === null);
  const voucher =
    isConfirmed && order
      ? {
          redemptionMethod: RedemptionMethod.DIGITAL,
          utcRedeemedAt: null,
          deliveryOptions: [{ deliveryFormat: DeliveryFormat.QRCODE, deliveryValue: order.voucher_code }],
        }
      : null;
  const booking: Booking = {
    id: row.id,
    uuid: row.uuid,
    testMode: false,
    resellerReference: row.reseller_reference,
    supplierReference: order?.reference ?? null,
    status,
    utcCreatedAt: utcOf(row.created_at),
    utcUpdatedAt: utcOf(row.updated_at),
    utcExpiresAt: row.status === 'ON_HOLD' && row.expires_at ? utcOf(row.expires_at) : null,
    utcRedeemedAt: null,
    utcConfirmedAt: row.confirmed_at ? utcOf(row.confirmed_at) : null,
    productId: row.product_id,
    optionId: row.option_id,
    cancellable,
    cancellation:
      row.status === 'CANCELLED'
        ? {
            refund:
              order && order.refunded_fils >= order.amount_paid_fils
                ? Refund.FULL
                : order && order.refunded_fils > 0
                  ? Refund.PARTIAL
                  : order
                    ? Refund.NONE
                    : Refund.FULL,
            reason: row.cancellation_reason,
            utcCancelledAt: utcOf(row.cancelled_at ?? row.updated_at),
          }
        : null,
    freesale: false,
    availabilityId: row.availability_id,
    availability: product && departure ? availabilityOf(product, departure, rate, caps) : null,
    contact: contactOf(JSON.parse(row.contact) as TContact),
    notes: row.notes,
    deliveryMethods: [DeliveryMethod.VOUCHER],
    voucher,
    unitItems: items.map((item) => {
      const priced = rows.find((candidate) => candidate.kind === item.unitId);
      return {
        uuid: item.uuid,
        resellerReference: item.resellerReference,
        supplierReference: null,
        unitId: item.unitId,
        status,
        utcRedeemedAt: null,
        contact: contactOf(item.contact),
        ticket: voucher,
        ...(caps.has('octo/pricing') && priced
          ? { pricing: bookingPricingOf([{ ...priced, count: 1, totalFils: priced.unitFils }], rate) }
          : {}),
      };
    }),
  };
  const extras = (await extrasOf(ctx, caps, [row.product_id]))(row.product_id);
  if (product) booking.product = productOf(product, rate, caps, todayInDubai(ctx.clock.now()), extras);
  if (caps.has('octo/pricing')) booking.pricing = bookingPricingOf(rows, rate);
  // The pick-up and answers kept under the hold's checkout, or the order that took its id (decision 130).
  const holderId = row.order_id ?? row.checkout_id;
  if (caps.has('octo/pickups')) {
    const pointId = row.order_id ? await pickupChoiceOf(ctx.db, row.order_id, 0) : heldPickupOf(row);
    const point = extras.pickupPoints.find((each) => each.id === pointId);
    const pickup: TOctoBookingPickup = {
      pickupRequested: pointId !== null,
      pickupPointId: pointId,
      pickupHotel: null,
      pickupHotelRoom: null,
      pickupPoint: point ? pickupPointOf(point) : null,
    };
    Object.assign(booking, pickup);
  }
  if (caps.has('octo/questions')) {
    const entries = holderId ? await givenTravellersOf(ctx, holderId) : new Map();
    Object.assign(booking, { questionAnswers: questionAnswersOf(extras.form, 'booking', entries.get('0:0')) });
    booking.unitItems.forEach((item, index) => {
      Object.assign(item, {
        questionAnswers: questionAnswersOf(extras.form, 'passenger', entries.get(`0:${index + 1}`)),
      });
    });
  }
  return booking;
}
