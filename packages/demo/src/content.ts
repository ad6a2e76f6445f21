// The demo content as rows of the API's tables: the API's seeding entry (apps/api/src/demo/seed.ts) writes them
// through its own repositories. Nothing here reaches a database by itself (decision 055).
import { MODULES } from '@rihla/shared/constants';
import { demoPictureUrl } from '@rihla/shared/painted-pictures';
import { DEFAULT_CANCELLATION_TIERS } from '@rihla/shared/rules/departures';
import { aedToFils } from '@rihla/shared/rules/money';
import type { TPromoKind } from '@rihla/shared/rules/promo';
import { minutesOfDay } from '@rihla/shared/rules/time';
import {
  type TExtraTicketType,
  ZCancellationTiers,
  ZExtraTicketTypes,
  ZGroupUnit,
  ZPricing,
  ZSchedule,
  ZWhereToBe,
} from '@rihla/shared/schemas/booking-terms';
import type { z } from 'zod';
import { DEMO_BLOG_TITLES_AR, demoArabicColumns, demoWhereToBeArabic } from './arabic.js';
import { DEMO_BLOGS } from './blogs.js';
import { DEMO_PRODUCTS } from './catalogue.js';
import type { TDemoExtraTicket, TDemoProduct } from './types.js';

/** The demo shopper of the README. */
export const DEMO_USER = {
  country: 'AE',
  phone_number: '+971501234567',
  password: 'rihla-demo',
  first_name: 'Layla',
  last_name: 'Haddad',
  email: 'layla@example.com',
} as const;

/** The rest of the demo shopper's profile. */
export const DEMO_USER_PROFILE = { gender: 'female', dob: '1992-04-18' } as const;

/** The promo codes of the README. Dates are UTC. */
export const DEMO_PROMO_CODES: Array<{
  code: string;
  kind: TPromoKind;
  value: number;
  max_discount_fils: number | null;
  min_order_fils: number;
  valid_from: string | null;
  valid_until: string | null;
  max_uses: number | null;
  max_uses_per_user: number | null;
  description: string;
}> = [
  {
    code: 'WELCOME10',
    kind: 'percent',
    value: 1000,
    max_discount_fils: null,
    min_order_fils: 0,
    valid_from: null,
    valid_until: null,
    max_uses: null,
    max_uses_per_user: null,
    description: '10% off any order',
  },
  {
    code: 'RIHLA50',
    kind: 'fixed',
    value: 5000,
    max_discount_fils: null,
    min_order_fils: 30_000,
    valid_from: null,
    valid_until: null,
    max_uses: null,
    max_uses_per_user: 3,
    description: 'AED 50 off orders of AED 300 or more, three times per shopper',
  },
  {
    code: 'FAMILY15',
    kind: 'percent',
    value: 1500,
    max_discount_fils: 15_000,
    min_order_fils: 40_000,
    valid_from: null,
    valid_until: null,
    max_uses: null,
    max_uses_per_user: null,
    description: '15% off orders of AED 400 or more, at most AED 150',
  },
  {
    code: 'FIRSTTRIP',
    kind: 'percent',
    value: 2000,
    max_discount_fils: 20_000,
    min_order_fils: 0,
    valid_from: null,
    valid_until: null,
    max_uses: 500,
    max_uses_per_user: 1,
    description: '20% off (at most AED 200), once per shopper, 500 uses in all',
  },
  {
    code: 'SUMMER25',
    kind: 'percent',
    value: 2500,
    max_discount_fils: null,
    min_order_fils: 0,
    valid_from: '2026-06-01T00:00:00.000Z',
    valid_until: '2026-09-01T00:00:00.000Z',
    max_uses: null,
    max_uses_per_user: null,
    description: 'Expired summer offer (for trying an expired code)',
  },
];

const BANNERS = [
  { id: 'banner-musandam', theme: 'fjord', seed: 11, path: '/ProductFilterPage?category=Picnic%20Musandum' },
  { id: 'banner-holidays', theme: 'beach', seed: 12, path: '/ProductFilterPage?category=Holidays' },
  { id: 'banner-tickets', theme: 'skyline', seed: 13, path: '/ProductFilterPage?category=Entry%20ticket' },
] as const;

/** The home page's banners, as rows of the banners table. */
export const DEMO_BANNERS = BANNERS.map((banner, index) => ({
  id: banner.id,
  image_url: demoPictureUrl(banner.theme, banner.seed, 'wide'),
  page_path: banner.path,
  sort_order: index,
}));

/** A stable picture seed per product and position, so a product keeps its pictures across re-seeds. */
function pictureSeed(productId: string, index: number): number {
  let hash = 17;
  for (const char of productId) hash = (hash * 31 + char.charCodeAt(0)) % 9973;
  return (hash + index * 101) % 10_000;
}

/** A demo product as a row of the products table (the API's insertProduct sanitises it like any other). */
export function demoProductRow(product: TDemoProduct, sortOrder: number, now: string) {
  return {
    id: product.id,
    module: product.module,
    title: product.title,
    categories: product.categories,
    pictures: JSON.stringify(
      product.pictures.map((theme, index) => demoPictureUrl(theme, pictureSeed(product.id, index))),
    ),
    price_fils: aedToFils(product.priceAed),
    rating_x10: Math.round(product.userRating * 10),
    visitor_count: product.visitorCount,
    availability: product.availability,
    duration_minutes: Math.round(product.durationHours * 60),
    min_ppl: product.minPeople,
    max_ppl: product.maxPeople,
    tour_type: product.tourType,
    location: product.location,
    summary: product.summary,
    price_include: product.priceIncludes,
    price_exclude: product.priceExcludes,
    tour_activity: product.tourActivities,
    requirement: product.requirements,
    map_location: product.mapLocation,
    start_time: product.start,
    start_minute: minutesOfDay(product.start),
    end_time: product.end,
    return_location: product.returnLocation,
    return_time: product.returnTime,
    nights: product.nights,
    days: product.days,
    sharing_basics: product.sharingBasis,
    inclusions: product.inclusions,
    exclusions: product.exclusions,
    terms: product.terms,
    disclaimer: product.disclaimer,
    itinerary: product.itinerary,
    next_step: product.nextSteps,
    cancellation_policy: product.cancellationPolicy,
    ...demoArabicColumns(product.id, product.groupUnit),
    most_popular: product.mostPopular ? 1 : 0,
    explore_uae: product.exploreUae ? 1 : 0,
    sort_order: sortOrder,
    created_at: now,
    ...demoCapacity(product),
    ...demoBookingTerms(product),
  };
}

/** Parses one term of a demo product with its shared schema, naming the product when the data is wrong. */
function valid<T extends z.ZodType>(schema: T, value: unknown, product: TDemoProduct, what: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`Demo product ${product.id} has an invalid ${what}: ${parsed.error.message}`);
  return parsed.data;
}

function extraTicket(kind: 'child' | 'infant', ticket: TDemoExtraTicket | undefined): TExtraTicketType[] {
  if (!ticket) return [];
  const [minAge, maxAge] = ticket.ages;
  const limit = ticket.maxPerAdult === undefined ? {} : { maxPerAdult: ticket.maxPerAdult };
  return [
    {
      kind,
      priceFils: aedToFils(ticket.priceAed),
      minAge,
      maxAge,
      takesSeat: ticket.takesSeat,
      requiresAdult: ticket.requiresAdult,
      ...limit,
    },
  ];
}

/**
 * The stored booking terms (decision 026), each validated by its shared schema: a product without them gets the
 * columns' defaults ('[]', 'perPerson', the 24-hour full refund, ''), so it books exactly as before.
 */
function demoBookingTerms(product: TDemoProduct) {
  const ticketTypes = [...extraTicket('child', product.childTicket), ...extraTicket('infant', product.infantTicket)];
  const tiers = product.cancellationTiers ?? DEFAULT_CANCELLATION_TIERS;
  return {
    schedule: JSON.stringify(valid(ZSchedule, product.schedule ?? [], product, 'schedule')),
    ticket_types: JSON.stringify(valid(ZExtraTicketTypes, ticketTypes, product, 'ticket types')),
    pricing: valid(ZPricing, product.pricing ?? 'perPerson', product, 'pricing'),
    ...(product.groupUnit && { group_unit: valid(ZGroupUnit, product.groupUnit, product, 'group unit') }),
    cancellation_tiers: JSON.stringify(valid(ZCancellationTiers, tiers, product, 'cancellation tiers')),
    where_to_be: product.whereToBe
      ? JSON.stringify(valid(ZWhereToBe, demoWhereToBeArabic(product.whereToBe), product, 'where to be'))
      : '',
  };
}

/** Demo products sold as final: no refund on cancellation (their texts say so). */
export const NON_REFUNDABLE_DEMO_PRODUCTS = new Set(['hot-air-balloon-dubai-desert', 'img-worlds-of-adventure-ticket']);

/**
 * Seats per departure, booking cut-off and ticket limit that suit each kind of product, unless the product
 * names its own capacity or cut-off.
 */
function demoCapacity(product: TDemoProduct) {
  const isNonRefundable = NON_REFUNDABLE_DEMO_PRODUCTS.has(product.id);
  const limits = {
    picnic: { capacity_per_slot: Math.max(40, product.maxPeople), cutoff_minutes: 120, max_tickets_per_order: 10 },
    inBound: { capacity_per_slot: Math.max(40, product.maxPeople), cutoff_minutes: 120, max_tickets_per_order: 10 },
    holidays: { capacity_per_slot: 20, cutoff_minutes: 1440, max_tickets_per_order: 10 },
    entryTicket: { capacity_per_slot: 500, cutoff_minutes: 60, max_tickets_per_order: 10 },
  } as const;
  const base = limits[product.module];
  return {
    ...base,
    capacity_per_slot: product.capacity ?? base.capacity_per_slot,
    cutoff_minutes: product.cutoffHours === undefined ? base.cutoff_minutes : Math.round(product.cutoffHours * 60),
    is_refundable: isNonRefundable ? 0 : 1,
  };
}

/** Orders the demo products so that lists interleave the modules instead of showing one module first. */
function interleaved(products: TDemoProduct[]): TDemoProduct[] {
  const byModule = MODULES.map((module) => products.filter((product) => product.module === module));
  const out: TDemoProduct[] = [];
  for (let index = 0; out.length < products.length; index++) {
    for (const group of byModule) {
      const product = group[index];
      if (product) out.push(product);
    }
  }
  return out;
}

/** Every demo product as a row, interleaved by module (the lists' default order). */
export function demoProductRows(now: string) {
  return interleaved(DEMO_PRODUCTS).map((product, index) => demoProductRow(product, index, now));
}

/** The demo blog posts as rows of the blogs table. */
export function demoBlogRows() {
  return DEMO_BLOGS.map((blog) => ({
    id: blog.id,
    title: blog.title,
    image: demoPictureUrl(blog.picture, pictureSeed(blog.id, 0)),
    content: blog.content,
    ar: JSON.stringify(DEMO_BLOG_TITLES_AR[blog.id] ? { title: DEMO_BLOG_TITLES_AR[blog.id] } : {}),
    published_at: `${blog.publishedOn}T06:00:00.000Z`,
  }));
}
