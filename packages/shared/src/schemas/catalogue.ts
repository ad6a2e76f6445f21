import { z } from 'zod';
import { FILTER_CATEGORIES, FILTER_DURATIONS, FILTER_PRICES, FILTER_TIMES } from '../constants.js';
import { ZBookingTermsAnswer } from './booking-terms.js';
import { ZCatalogueItem, ZLimit, ZModule, ZPage, ZPlanId } from './common.js';

export const ZSearchRequest = z.strictObject({
  title: z.string({ error: 'title must be text' }).max(100, 'Search text is too long'),
});
export const ZSearchData = z.array(ZCatalogueItem);

/** alt: what the picture shows, '' when the back office gave none (the storefront then names the link). */
export const ZBanner = z.object({ imageUrl: z.string(), pageUrl: z.string(), alt: z.string() });
export const ZListBannerData = z.array(ZBanner);

const filterGroup = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z
    .array(z.enum(values, { error: `Unknown ${name} filter` }), { error: `${name} must be a list` })
    .max(values.length * 2, `Too many ${name} filters`)
    .default([]);

export const ZFilteredListRequest = z.strictObject({
  category: filterGroup(FILTER_CATEGORIES, 'category'),
  price: filterGroup(FILTER_PRICES, 'price'),
  time: filterGroup(FILTER_TIMES, 'time'),
  duration: filterGroup(FILTER_DURATIONS, 'duration'),
  limit: ZLimit.default('all'),
  page: ZPage.default(0),
});
export type TFilteredListRequest = z.infer<typeof ZFilteredListRequest>;
export const ZFilteredListData = z.array(ZCatalogueItem);

export const ZFeaturedDataRequest = z
  .strictObject({
    limit: ZLimit.default('all'),
    page: ZPage.default(0),
    most_popular: z.coerce.number().int().min(0).max(1).optional(),
    explore_uae: z.coerce.number().int().min(0).max(1).optional(),
  })
  .refine((body) => (body.most_popular === 1) !== (body.explore_uae === 1), {
    message: 'Choose either most_popular or explore_uae',
  });
export type TFeaturedDataRequest = z.infer<typeof ZFeaturedDataRequest>;
export const ZFeaturedDataData = z.array(ZCatalogueItem);

export const ZCategoryGroup = z.object({
  moduleName: z.string(),
  module: ZModule,
  data: z.array(ZCatalogueItem),
});
export const ZCategoryDataData = z.array(ZCategoryGroup);

export const ZViewDetailRequest = z.strictObject({ module: ZModule, planId: ZPlanId });
/** The product entity of SPEC section 3; field spellings (price_inlcude, itenary) are the spec's. */
export const ZProductDetail = z.object({
  module: ZModule,
  planId: z.string(),
  categories: z.string(),
  title: z.string(),
  pictures: z.array(z.string()),
  /** Each picture's alternative text, in the order of pictures ('' where the operator wrote none). */
  picture_alts: z.array(z.string()),
  isWishlisted: z.union([z.literal(0), z.literal(1)]),
  user_rating: z.number(),
  visitor_count: z.number().int(),
  availability: z.string(),
  duration: z.number(),
  min_ppl: z.number().int(),
  max_ppl: z.number().int(),
  tour_type: z.string(),
  location: z.string(),
  summary: z.string(),
  price_inlcude: z.string(),
  price_exclude: z.string(),
  tour_activity: z.string(),
  requirement: z.string(),
  map_location: z.string(),
  price: z.number(),
  start: z.string(),
  end: z.string(),
  return_location: z.string(),
  return_time: z.string(),
  nights: z.number().int(),
  days: z.number().int(),
  sharing_basics: z.union([z.literal(0), z.literal(1)]),
  inclusions: z.string(),
  exclusions: z.string(),
  terms: z.string(),
  disclaimer: z.string(),
  itenary: z.string(),
  next_step: z.string(),
  cancellation_policy: z.string(),
  /** The most tickets one order may take of this product; the API refuses more. */
  max_tickets_per_order: z.number().int().positive(),
  /** Ticket types or group price, people limits, cut-off, cancellation terms and where to be (issue 15). */
  booking: ZBookingTermsAnswer,
});
export type TProductDetail = z.infer<typeof ZProductDetail>;
export const ZViewDetailData = ZProductDetail;

export const ZNotification = z.object({ Message: z.string(), createdAt: z.string() });
export const ZViewNotificationData = z.array(ZNotification);

export const ZListBlogRequest = z.strictObject({ limit: ZLimit.default('all'), page: ZPage.default(0) });
export const ZBlogSummary = z.object({
  _id: z.string(),
  image: z.string(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export const ZListBlogData = z.array(ZBlogSummary);
export const ZViewBlogRequest = z.strictObject({
  id: z.string({ error: 'id is required' }).trim().min(1, 'id is required').max(100, 'id is too long'),
});
export const ZViewBlogData = ZBlogSummary;

export const ZFavouriteRequest = z.strictObject({ module: ZModule, planId: ZPlanId });
export const ZFavouriteData = z.null();
export const ZListFavouritesData = z.array(ZCatalogueItem);
