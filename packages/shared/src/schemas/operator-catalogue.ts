// The catalogue desk's product calls (issue 17): what an operator reads and writes of a product. The web
// forms validate with these schemas and the API validates with the same ones, so the messages beside the
// fields are the server's. Money is integer fils. Prices, the schedule and seats are the timetables and prices
// calls' (operator-calls/timetables.ts); the home page's curation is the content calls'.
import { z } from 'zod';
import { TOUR_TYPES } from '../constants.js';
import { isMapEmbedAddress, isSameSitePath, MAP_NOT_EMBEDDABLE, PICTURE_NOT_HERE } from '../rules/page-sources.js';
import { isHhMm } from '../rules/time.js';
import { ZCancellationTiers, ZWhereToBe } from './booking-terms.js';
import { ZModule, ZOpaqueId } from './common.js';

/** The longest HTML field an operator may save (after sanitising it is never longer). */
export const PRODUCT_HTML_MAX = 50_000;
/** The most pictures a product carries. */
export const PRODUCT_PICTURES_MAX = 20;
/** Pages of the operator product list. */
export const PRODUCT_PAGE_SIZES = [25, 50, 100] as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} is too long (at most ${max} characters)`);
const requiredText = (label: string, max: number) => text(label, max).min(1, `${label} is required`);
const html = (label: string) =>
  z.string({ error: `${label} must be text` }).max(PRODUCT_HTML_MAX, `${label} is too long`);
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
const hhMm = (label: string) =>
  z.string({ error: `${label} is required` }).refine(isHhMm, `${label}: write a time as HH:mm (24-hour)`);

/**
 * A picture of a product: a same-site path (from operator/uploadPicture); the page's policy shows no other site's
 * pictures (decision 057).
 */
export const ZProductPicture = z.strictObject({
  url: requiredText('Picture address', 2000).refine(isSameSitePath, PICTURE_NOT_HERE),
  alt: text('Alternative text', 300).default(''),
});
export type TProductPicture = z.infer<typeof ZProductPicture>;

/**
 * The product's text fields that have an Arabic version (issue 37, decision 102): the title and every text a shopper
 * reads on its page. Labels, times, numbers, the category and pictures are the same in both languages.
 */
export const PRODUCT_ARABIC_FIELDS = [
  'title',
  'location',
  'availability',
  'returnLocation',
  'summary',
  'priceInclude',
  'priceExclude',
  'tourActivity',
  'requirement',
  'inclusions',
  'exclusions',
  'terms',
  'disclaimer',
  'itinerary',
  'nextStep',
  'cancellationPolicy',
] as const;
export type TProductArabicField = (typeof PRODUCT_ARABIC_FIELDS)[number];

/**
 * What `missingArabic` may name (decision 117): the fields above, where to be's place (the meeting point or pick-up
 * zone) and note (written in the editor's where to be), and a per-group product's unit (written on the Prices tab).
 */
export const PRODUCT_MISSING_ARABIC = [
  ...PRODUCT_ARABIC_FIELDS,
  'whereToBePlace',
  'whereToBeNote',
  'groupUnit',
] as const;
export type TProductMissingArabic = (typeof PRODUCT_MISSING_ARABIC)[number];

/**
 * The Arabic part of a product write: any of its fields, each optional (a field left out keeps its Arabic text;
 * '' removes it, and the storefront shows the English one). HTML fields go through the same sanitising as English.
 */
export const ZProductArabic = z.strictObject({
  title: text('Arabic title', 200).optional(),
  location: text('Arabic location', 300).optional(),
  availability: text('Arabic availability', 300).optional(),
  returnLocation: text('Arabic return location', 300).optional(),
  summary: html('Arabic summary').optional(),
  priceInclude: html('Arabic price includes').optional(),
  priceExclude: html('Arabic price excludes').optional(),
  tourActivity: html('Arabic tour activities').optional(),
  requirement: html('Arabic requirements').optional(),
  inclusions: html('Arabic inclusions').optional(),
  exclusions: html('Arabic exclusions').optional(),
  terms: html('Arabic terms').optional(),
  disclaimer: html('Arabic disclaimer').optional(),
  itinerary: html('Arabic itinerary').optional(),
  nextStep: html('Arabic next steps').optional(),
  cancellationPolicy: html('Arabic cancellation policy').optional(),
});
export type TProductArabic = z.infer<typeof ZProductArabic>;

/**
 * Every field of SPEC section 3's product that the catalogue desk edits, in operator names. `durationHours`
 * may have two decimals; `mapLocation` is an OpenStreetMap or Google Maps embed address, or empty.
 */
export const ZProductFields = z.strictObject({
  module: ZModule,
  title: requiredText('Title', 200),
  categories: requiredText('Category', 100),
  tourType: z.enum(TOUR_TYPES, { error: "Tour type must be 'Group' or 'Individual'" }),
  location: requiredText('Location', 300),
  availability: text('Availability', 300),
  durationHours: z
    .number({ error: 'Duration must be a number of hours' })
    .min(0, 'Duration cannot be negative')
    .max(24 * 60, 'Duration is too long')
    .refine(
      (hours) => Number.isInteger(Math.round(hours * 100)) && Math.abs(hours * 100 - Math.round(hours * 100)) < 1e-6,
      {
        message: 'Duration has at most two decimals',
      },
    ),
  startTime: hhMm('Start time'),
  endTime: hhMm('End time'),
  returnLocation: text('Return location', 300),
  returnTime: z.union([z.literal(''), hhMm('Return time')]),
  nights: wholeNumber('Nights', 0, 365),
  days: wholeNumber('Days', 0, 366),
  sharingBasics: z.boolean({ error: 'Sharing basis must be yes or no' }),
  mapLocation: z
    .string()
    .trim()
    .max(2000, 'Map address is too long')
    .refine((url) => url === '' || isMapEmbedAddress(url), MAP_NOT_EMBEDDABLE),
  summary: html('Summary'),
  priceInclude: html('Price includes'),
  priceExclude: html('Price excludes'),
  tourActivity: html('Tour activities'),
  requirement: html('Requirements'),
  inclusions: html('Inclusions'),
  exclusions: html('Exclusions'),
  terms: html('Terms'),
  disclaimer: html('Disclaimer'),
  itinerary: html('Itinerary'),
  nextStep: html('Next steps'),
  cancellationPolicy: html('Cancellation policy'),
  pictures: z.array(ZProductPicture).max(PRODUCT_PICTURES_MAX, `At most ${PRODUCT_PICTURES_MAX} pictures`),
  minPeople: wholeNumber('Minimum people', 1, 1000),
  maxPeople: wholeNumber('Maximum people', 1, 1000),
  maxTicketsPerOrder: wholeNumber('Tickets per order', 1, 1000),
  /** Bookings close this many minutes before each departure. */
  cutoffMinutes: wholeNumber('Cut-off', 0, 60 * 24 * 60),
  refundable: z.boolean(),
  cancellationTiers: ZCancellationTiers,
  whereToBe: ZWhereToBe.nullable(),
  /** The Arabic text of the fields that have one (decision 102); optional, merged field by field on an edit. */
  ar: ZProductArabic.optional(),
});
export type TProductFields = z.infer<typeof ZProductFields>;
export type TProductFieldsInput = z.input<typeof ZProductFields>;

/** The product as the desk shows it: its fields, its adult (or group) price, and where it stands. */
export const ZOperatorProduct = ZProductFields.extend({
  /** Every Arabic field, '' where none is written. */
  ar: z.record(z.enum(PRODUCT_ARABIC_FIELDS), z.string()),
  /** The fields written in English but not in Arabic: the storefront shows their English text to Arabic readers. */
  missingArabic: z.array(z.enum(PRODUCT_MISSING_ARABIC)),
  id: z.string(),
  /** The adult (or, per group, the whole group's) price in fils; changed through the prices calls. */
  priceFils: z.number().int(),
  isPublished: z.boolean(),
  createdAt: z.string(),
  /** Changes with every write: send it back as expectedUpdatedAt to refuse overwriting someone else's edit. */
  updatedAt: z.string(),
});
export type TOperatorProduct = z.infer<typeof ZOperatorProduct>;

export const ZProductIdRequest = z.strictObject({ id: ZOpaqueId('id') });

/** A new product: its fields and its first price. It starts unpublished. */
export const ZCreateProductRequest = z.strictObject({
  fields: ZProductFields,
  priceFils: wholeNumber('Price', 0, 100_000_000),
});

export const ZUpdateProductRequest = z.strictObject({
  id: ZOpaqueId('id'),
  fields: ZProductFields.partial(),
  /** The updatedAt the editor loaded: a product changed since is not overwritten (409). */
  expectedUpdatedAt: z.string().max(40).optional(),
});

export const ZSetPublishedRequest = z.strictObject({ id: ZOpaqueId('id'), published: z.boolean() });

export const ZListProductsRequest = z.strictObject({
  /** Words of the title (each a word prefix), or a product id. */
  search: z.string().trim().max(100, 'Search is too long').default(''),
  module: ZModule.optional(),
  published: z.boolean().optional(),
  category: z.string().trim().min(1).max(100).optional(),
  page: z.number({ error: 'page must be a number' }).int().min(0).max(100_000).default(0),
  pageSize: z
    .union(
      PRODUCT_PAGE_SIZES.map((size) => z.literal(size)) as [z.ZodLiteral<25>, z.ZodLiteral<50>, z.ZodLiteral<100>],
      {
        error: 'pageSize must be 25, 50 or 100',
      },
    )
    .default(50),
});
export type TListProductsRequest = z.input<typeof ZListProductsRequest>;

export const ZProductListRow = z.object({
  id: z.string(),
  module: ZModule,
  title: z.string(),
  categories: z.string(),
  priceFils: z.number().int(),
  isPublished: z.boolean(),
  /** The first picture, or '' when there is none. */
  picture: z.string(),
  updatedAt: z.string(),
});
export type TProductListRow = z.infer<typeof ZProductListRow>;
export const ZListProductsData = z.object({
  rows: z.array(ZProductListRow),
  hasNextPage: z.boolean(),
  /** The distinct categories of the catalogue, for the filter. */
  categories: z.array(z.string()),
});

/** A picture sent as base64 (a JPEG, PNG, WebP, GIF or AVIF of at most 10 MB); answered as its stored path. */
export const PRODUCT_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const ZUploadPictureRequest = z.strictObject({
  data: z
    .string({ error: 'data is required: the picture as base64' })
    .min(1, 'data is required: the picture as base64')
    .max(Math.ceil((PRODUCT_PICTURE_MAX_BYTES * 4) / 3) + 4, 'The picture is larger than 10 MB'),
});
export const ZUploadPictureData = z.object({ url: z.string() });
/** The picture calls' body limit in bytes (above the API's 64 KiB): the base64 and the JSON around it. */
export const PRODUCT_PICTURE_BODY_LIMIT = Math.ceil((PRODUCT_PICTURE_MAX_BYTES * 4) / 3) + 4 + 1024;
/**
 * The product create and update calls' body limit: twelve HTML fields in each language of up to PRODUCT_HTML_MAX
 * characters each, which JSON escaping may make up to six bytes a character, and room for the rest.
 */
export const PRODUCT_FIELDS_BODY_LIMIT = 2 * 12 * PRODUCT_HTML_MAX * 6 + 64 * 1024;
