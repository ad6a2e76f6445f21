// Our catalogue in OCTO's words (decision 121), field by field as the OCTO core specification names them (the
// OpenAPI of octotravel/typespec shipped in @octocloud/types 2.0.4, whose types these answers are written in):
// the supplier is the shop, a product is our product with one option (its departures), its units are our ticket
// types, an availability is one departure with its seats, and prices are AED fils (currencyPrecision 2) at the
// partner's rate: retail, and net after its commission or at its net prices.
import type { Availability, AvailabilityCalendar, Option, Pricing, PricingUnit, Product, Unit } from '@octocloud/types';
import { departuresOn, type TTicketCounts } from '@rihla/shared/rules/departures';
import { addDays, slotStartMs } from '@rihla/shared/rules/time';
import type { TDepartureStatus, TTicketKind } from '@rihla/shared/schemas/booking-terms';
import type { TDepartureState } from '../booking/index.js';
import type { TBookingProduct } from '../catalogue/index.js';
import {
  AvailabilityStatus,
  AvailabilityType,
  DeliveryFormat,
  DeliveryMethod,
  DurationUnit,
  PricingPer,
  RedemptionMethod,
  UnitType,
} from './octo-enums.js';
import { NO_EXTRAS, optionPickupOf, questionsOf, type TProductExtras } from './octo-extras.js';

/** Each product has one option: its departures (OCTO's default option). */
export const OCTO_OPTION_ID = 'DEFAULT';
export const OCTO_CURRENCY = 'AED';
const DUBAI_OFFSET = '+04:00';

/** The capabilities this supplier answers (Octo-Capabilities), of those a reseller asks for. */
export const SUPPORTED_CAPABILITIES = [
  'octo/pricing',
  'octo/content',
  'octo/webhooks',
  'octo/pickups',
  'octo/questions',
] as const;
export type TCapability = (typeof SUPPORTED_CAPABILITIES)[number];

/** What a partner is charged: a commission off retail (basis points), or net prices by ticket kind (fils). */
export interface TPartnerRate {
  commissionBp: number;
  /** Net prices of this product when the partner's rate is net; null for a commission. */
  netPrices: Record<string, number> | null;
}

/** OCTO's date-time of a departure: local to Dubai with its offset; it is also the availability's id. */
export function availabilityIdOf(date: string, start: string): string {
  return `${date}T${start}:00${DUBAI_OFFSET}`;
}

/** The date and start of an availability id, or null when it is not one of ours. */
export function departureOfAvailabilityId(id: string): { date: string; start: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):00\+04:00$/.exec(id);
  return match ? { date: match[1] as string, start: match[2] as string } : null;
}

/** A UTC instant without milliseconds, as OCTO writes them. */
export function utcOf(value: Date | string | number): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function pricingOf(retailFils: number, netFils: number): Pricing {
  return {
    original: retailFils,
    retail: retailFils,
    net: netFils,
    currency: OCTO_CURRENCY,
    currencyPrecision: 2,
    includedTaxes: [],
  };
}

/** The ticket kinds a product sells, adult first. */
export function unitKindsOf(product: TBookingProduct): TTicketKind[] {
  if (product.pricing.pricing === 'perGroup') return ['adult'];
  return ['adult', ...product.pricing.extraTypes.map((type) => type.kind)];
}

function retailOf(product: TBookingProduct, kind: TTicketKind): number {
  if (kind === 'adult') return product.pricing.adultPriceFils;
  return product.pricing.extraTypes.find((type) => type.kind === kind)?.priceFils ?? 0;
}

/** A unit's net price at the partner's rate: its net price, or retail less the commission, in whole fils (down). */
export function netOf(retailFils: number, kind: TTicketKind, rate: TPartnerRate): number {
  const net = rate.netPrices?.[kind];
  if (typeof net === 'number' && Number.isInteger(net) && net >= 0) return net;
  return Math.floor((retailFils * (10_000 - rate.commissionBp)) / 10_000);
}

export function unitPricingOf(product: TBookingProduct, kind: TTicketKind, rate: TPartnerRate): PricingUnit {
  const retail = retailOf(product, kind);
  return { ...pricingOf(retail, netOf(retail, kind, rate)), unitId: kind };
}

/** A booking's price: the rows it was priced with, net at the partner's rate. */
export function bookingPricingOf(
  rows: ReadonlyArray<{ kind: TTicketKind; count: number; unitFils: number; totalFils: number }>,
  rate: TPartnerRate,
): Pricing {
  const retail = rows.reduce((sum, row) => sum + row.totalFils, 0);
  const net = rows.reduce((sum, row) => sum + row.count * netOf(row.unitFils, row.kind, rate), 0);
  return pricingOf(retail, net);
}

function unitOf(
  product: TBookingProduct,
  kind: TTicketKind,
  rate: TPartnerRate,
  caps: Set<TCapability>,
  extras: TProductExtras,
): Unit {
  const type = product.pricing.extraTypes.find((extra) => extra.kind === kind);
  const youngestAdult = Math.max(0, ...product.pricing.extraTypes.map((extra) => extra.maxAge + 1));
  const isGroup = product.pricing.pricing === 'perGroup';
  const name = isGroup ? 'Guest' : kind === 'adult' ? 'Adult' : kind === 'child' ? 'Child' : 'Infant';
  const unit: Unit = {
    id: kind,
    internalName: name,
    reference: null,
    type:
      kind === 'adult'
        ? isGroup
          ? UnitType.OTHER
          : UnitType.ADULT
        : kind === 'child'
          ? UnitType.CHILD
          : UnitType.INFANT,
    restrictions: {
      minAge: type ? type.minAge : youngestAdult,
      maxAge: type ? type.maxAge : 120,
      idRequired: false,
      minQuantity: null,
      maxQuantity: type?.maxPerAdult !== undefined ? null : product.pricing.maxTicketsPerOrder,
      // An infant on a lap takes no seat.
      paxCount: 1,
      accompaniedBy: type?.requiresAdult ? ['adult'] : [],
    },
    requiredContactFields: [],
  };
  if (caps.has('octo/pricing')) unit.pricingFrom = [unitPricingOf(product, kind, rate)];
  if (caps.has('octo/content')) {
    unit.title = name;
    unit.shortDescription = type ? `${name} (${type.minAge}-${type.maxAge} years)` : name;
  }
  // Each passenger's questions (decision 130), on every unit.
  if (caps.has('octo/questions')) Object.assign(unit, { questions: questionsOf(extras.form, 'passenger') });
  return unit;
}

/** The starts a product runs in the coming week (OCTO's availabilityLocalStartTimes: at least one). */
function startTimesOf(product: TBookingProduct, today: string): string[] {
  const starts = new Set<string>();
  for (let day = 0; day < 7; day += 1) {
    for (const departure of departuresOn(product.departures, addDays(today, day), null, undefined)) {
      starts.add(departure.start);
    }
  }
  return starts.size > 0 ? [...starts].sort() : [product.departures.start];
}

export function optionOf(
  product: TBookingProduct,
  rate: TPartnerRate,
  caps: Set<TCapability>,
  today: string,
  extras: TProductExtras = NO_EXTRAS,
): Option {
  const tiers = product.cancellation.refundable ? product.cancellation.tiers : [];
  const cutoffHours = tiers.length > 0 ? Math.min(...tiers.map((tier) => tier.hoursBefore)) : 0;
  const option: Option = {
    id: OCTO_OPTION_ID,
    default: true,
    internalName: 'Default',
    reference: null,
    availabilityLocalStartTimes: startTimesOf(product, today),
    cancellationCutoff: `${cutoffHours} hours`,
    cancellationCutoffAmount: cutoffHours,
    cancellationCutoffUnit: DurationUnit.HOUR,
    requiredContactFields: [],
    restrictions: { minUnits: product.pricing.minPeople, maxUnits: product.pricing.maxTicketsPerOrder },
    units: unitKindsOf(product).map((kind) => unitOf(product, kind, rate, caps, extras)),
  };
  if (caps.has('octo/pricing')) {
    const { unitId: _adult, ...adultPricing } = unitPricingOf(product, 'adult', rate);
    option.pricingFrom = [adultPricing];
  }
  if (caps.has('octo/content')) {
    option.title = product.title;
    option.shortDescription = null;
  }
  if (caps.has('octo/pickups')) Object.assign(option, optionPickupOf(extras));
  // The booking's own questions (decision 130), on the option.
  if (caps.has('octo/questions')) Object.assign(option, { questions: questionsOf(extras.form, 'booking') });
  return option;
}

export function productOf(
  product: TBookingProduct,
  rate: TPartnerRate,
  caps: Set<TCapability>,
  today: string,
  extras: TProductExtras = NO_EXTRAS,
): Product {
  const answer: Product = {
    id: product.id,
    internalName: product.title,
    reference: null,
    locale: 'en',
    timeZone: 'Asia/Dubai',
    allowFreesale: false,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: AvailabilityType.START_TIME,
    deliveryFormats: [DeliveryFormat.QRCODE],
    deliveryMethods: [DeliveryMethod.VOUCHER],
    redemptionMethod: RedemptionMethod.DIGITAL,
    options: [optionOf(product, rate, caps, today, extras)],
  };
  if (caps.has('octo/pricing')) {
    answer.defaultCurrency = OCTO_CURRENCY;
    answer.availableCurrencies = [OCTO_CURRENCY];
    answer.pricingPer = product.pricing.pricing === 'perGroup' ? PricingPer.BOOKING : PricingPer.UNIT;
  }
  if (caps.has('octo/content')) {
    answer.title = product.title;
    answer.shortDescription = product.tourType || null;
  }
  // Every question the product asks, as octo-types' ProductQuestions has them.
  if (caps.has('octo/questions')) {
    Object.assign(answer, {
      questions: [...questionsOf(extras.form, 'booking'), ...questionsOf(extras.form, 'passenger')],
    });
  }
  return answer;
}

const STATUS_OF: Record<TDepartureStatus, (typeof AvailabilityStatus)[keyof typeof AvailabilityStatus]> = {
  available: AvailabilityStatus.AVAILABLE,
  limited: AvailabilityStatus.LIMITED,
  soldOut: AvailabilityStatus.SOLD_OUT,
  closed: AvailabilityStatus.CLOSED,
  pastCutoff: AvailabilityStatus.CLOSED,
};

/** Whether a departure can take `seats` more (a departure with seats, before its cut-off). */
export function isBookable(departure: TDepartureState, seats: number): boolean {
  const status = STATUS_OF[departure.status];
  return (
    (status === AvailabilityStatus.AVAILABLE || status === AvailabilityStatus.LIMITED) && departure.seatsLeft >= seats
  );
}

export function availabilityOf(
  product: TBookingProduct,
  departure: TDepartureState,
  rate: TPartnerRate,
  caps: Set<TCapability>,
  seats = 1,
): Availability {
  const startMs = slotStartMs(departure.date, departure.start);
  const endDate = departure.end < departure.start ? addDays(departure.date, 1) : departure.date;
  const available = isBookable(departure, seats);
  const answer: Availability = {
    id: availabilityIdOf(departure.date, departure.start),
    localDateTimeStart: availabilityIdOf(departure.date, departure.start),
    localDateTimeEnd: `${endDate}T${departure.end}:00${DUBAI_OFFSET}`,
    utcCutoffAt: utcOf(startMs - product.cutoffMinutes * 60_000),
    allDay: false,
    available,
    status: available
      ? STATUS_OF[departure.status]
      : departure.status === 'available' || departure.status === 'limited'
        ? AvailabilityStatus.SOLD_OUT
        : STATUS_OF[departure.status],
    vacancies: departure.isClosed ? 0 : departure.seatsLeft,
    capacity: departure.capacity,
    maxUnits: Math.min(departure.isClosed ? 0 : departure.seatsLeft, product.pricing.maxTicketsPerOrder),
    openingHours: [],
  };
  if (caps.has('octo/pricing')) {
    answer.unitPricing = unitKindsOf(product).map((kind) => unitPricingOf(product, kind, rate));
  }
  return answer;
}

/** A date summed over its departures: available when one of them can take the units asked for. */
export function calendarDayOf(
  product: TBookingProduct,
  date: string,
  departures: TDepartureState[],
  rate: TPartnerRate,
  caps: Set<TCapability>,
  seats = 1,
): AvailabilityCalendar {
  const bookable = departures.filter((departure) => isBookable(departure, seats));
  const open = departures.filter((departure) => !departure.isClosed && departure.status !== 'pastCutoff');
  const vacancies = open.reduce((sum, departure) => sum + departure.seatsLeft, 0);
  const status =
    bookable.length === 0
      ? open.length > 0 && vacancies < seats
        ? AvailabilityStatus.SOLD_OUT
        : AvailabilityStatus.CLOSED
      : bookable.some((departure) => departure.status === 'available')
        ? AvailabilityStatus.AVAILABLE
        : AvailabilityStatus.LIMITED;
  const answer: AvailabilityCalendar = {
    localDate: date,
    available: bookable.length > 0,
    status,
    vacancies,
    capacity: open.reduce((sum, departure) => sum + departure.capacity, 0),
    openingHours: [],
  };
  if (caps.has('octo/pricing')) {
    answer.unitPricingFrom = unitKindsOf(product).map((kind) => unitPricingOf(product, kind, rate));
  }
  return answer;
}

/** Counts of our ticket kinds from OCTO units (id and quantity); an unknown unit id is named back. */
export function countsOfUnits(
  product: TBookingProduct,
  units: ReadonlyArray<{ id: string; quantity: number }>,
): TTicketCounts | { invalidUnitId: string } {
  const kinds = unitKindsOf(product);
  const counts: TTicketCounts = { adult: 0, child: 0, infant: 0 };
  for (const unit of units) {
    if (!kinds.includes(unit.id as TTicketKind)) return { invalidUnitId: unit.id };
    counts[unit.id as TTicketKind] += unit.quantity;
  }
  return counts;
}
