// The booking terms of products (departures, ticket types, people limits, cut-off, cancellation, where to be):
// what the money path reads of the catalogue, never whole rows, with the JSON columns parsed (decision 026).
import type { TModule } from '@rihla/shared/constants';
import type { TCancellationTerms, TDepartureTerms, TPricingTerms } from '@rihla/shared/rules/departures';
import {
  type TExtraTicketType,
  type TPricing,
  type TSchedule,
  type TWhereToBe,
  ZCancellationTiers,
  ZExtraTicketTypes,
  ZSchedule,
  ZWhereToBe,
} from '@rihla/shared/schemas/booking-terms';
import type { z } from 'zod';
import type { TDb } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { TProductRow } from '../../db/tables/schema.js';
import { type TTermsArabic, termsArabicOf } from './terms-in-language.js';

export const BOOKING_PRODUCT_COLUMNS = [
  'id',
  'module',
  'title',
  'tour_type',
  'start_time',
  'end_time',
  'price_fils',
  'min_ppl',
  'max_ppl',
  'capacity_per_slot',
  'cutoff_minutes',
  'max_tickets_per_order',
  'is_refundable',
  'schedule',
  'ticket_types',
  'pricing',
  'group_unit',
  'cancellation_tiers',
  'where_to_be',
  'is_published',
  'title_ar',
  'group_unit_ar',
] as const;

export type TBookingProductRow = Pick<TProductRow, (typeof BOOKING_PRODUCT_COLUMNS)[number]>;

/** A product's booking terms, parsed: what decides its departures, prices, limits and cancellation. */
export interface TBookingProduct {
  id: string;
  module: TModule;
  title: string;
  tourType: string;
  /** The departure terms: schedule, default start and end, default seats per departure. */
  departures: TDepartureTerms;
  pricing: TPricingTerms;
  /** What a per-group price is per ('Boat'): the price label's word (decision 077). */
  groupUnit: string;
  cutoffMinutes: number;
  cancellation: TCancellationTerms;
  whereToBe: TWhereToBe | null;
  /** Its title and booking words in Arabic, where written (decisions 102, 109). */
  arabic: TTermsArabic;
  /** False once the back office unpublishes it: no new cart line or checkout (decision 034). */
  isPublished: boolean;
}

// NOTE: the JSON columns repeat across products and calls; each distinct text is parsed once.
const parsed = new Map<string, unknown>();
const PARSED_LIMIT = 10_000;

function parseJsonColumn<T>(column: string, schema: z.ZodType<T>, text: string, fallback: T): T {
  if (text === '') return fallback;
  const key = `${column}:${text}`;
  const known = parsed.get(key);
  if (known !== undefined) return known as T;
  const value = schema.parse(JSON.parse(text));
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  parsed.set(key, value);
  return value;
}

export function toBookingProduct(row: TBookingProductRow): TBookingProduct {
  const schedule: TSchedule = parseJsonColumn('schedule', ZSchedule, row.schedule, []);
  const extraTypes: TExtraTicketType[] = parseJsonColumn('ticket_types', ZExtraTicketTypes, row.ticket_types, []);
  const pricing: TPricing = row.pricing === 'perGroup' ? 'perGroup' : 'perPerson';
  const whereToBe = parseJsonColumn('where_to_be', ZWhereToBe, row.where_to_be, null) as TWhereToBe | null;
  return {
    id: row.id,
    module: row.module,
    title: row.title,
    tourType: row.tour_type,
    departures: { schedule, start: row.start_time, end: row.end_time, capacity: row.capacity_per_slot },
    pricing: {
      title: row.title,
      pricing,
      adultPriceFils: row.price_fils,
      extraTypes,
      minPeople: Math.max(1, row.min_ppl),
      maxPeople: Math.max(1, row.max_ppl, row.min_ppl),
      maxTicketsPerOrder: row.max_tickets_per_order,
    },
    groupUnit: row.group_unit,
    cutoffMinutes: row.cutoff_minutes,
    cancellation: {
      refundable: row.is_refundable === 1,
      tiers: parseJsonColumn('cancellation_tiers', ZCancellationTiers, row.cancellation_tiers, []),
    },
    whereToBe,
    arabic: termsArabicOf(row, whereToBe),
    isPublished: row.is_published === 1,
  };
}

export async function findBookingProducts(db: TDb, productIds: string[]): Promise<Map<string, TBookingProduct>> {
  if (productIds.length === 0) return new Map();
  const rows = await bookingProducts.all(db, { productIds });
  return new Map(rows.map((row) => [row.id, toBookingProduct(row)]));
}

const bookingProducts = preparedQuery((db, args: { productIds: string[] }) =>
  db.selectFrom('products').select(BOOKING_PRODUCT_COLUMNS).where('id', 'in', args.productIds),
);

const bookingProductOfModule = preparedQuery((db, args: { module: TModule; productId: string }) =>
  db
    .selectFrom('products')
    .select(BOOKING_PRODUCT_COLUMNS)
    .where('id', '=', args.productId)
    .where('module', '=', args.module),
);

/** One product of a module with its booking terms (not the whole row), or undefined. */
export async function findBookingProductOfModule(
  db: TDb,
  module: TModule,
  productId: string,
): Promise<TBookingProduct | undefined> {
  const row = await bookingProductOfModule.first(db, { module, productId });
  return row ? toBookingProduct(row) : undefined;
}
