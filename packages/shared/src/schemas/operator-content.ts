// The content calls (issue 17): banners, blog posts and the home page's curation, as the back office reads and
// writes them. The web forms validate with these schemas and the API with the same ones, so the messages beside
// the fields are the server's. Dates are Dubai calendar days (YYYY-MM-DD), both ends included.
import { z } from 'zod';
import { isSameSitePath, PICTURE_NOT_HERE } from '../rules/page-sources.js';
import { isIsoDate } from '../rules/time.js';
import { checkedBy, ZOpaqueId } from './common.js';

/** The longest blog post an operator may save (after sanitising it is never longer). */
export const BLOG_HTML_MAX = 100_000;
/** The most products one home list carries. */
export const HOME_LIST_MAX = 50;
/** The home page's curated lists: Trending Now (most_popular) and Discover Fun UAE (explore_uae). */
export const HOME_LISTS = ['trendingNow', 'discoverUae'] as const;
export type THomeList = (typeof HOME_LISTS)[number];
export const HOME_LIST_TITLES: Record<THomeList, string> = {
  trendingNow: 'Trending Now',
  discoverUae: 'Discover Fun UAE',
};

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} is too long (at most ${max} characters)`);
const requiredText = (label: string, max: number) => text(label, max).min(1, `${label} is required`);

/**
 * Where a banner leads: a path of this site ('/ProductFilterPage?category=Holidays'), never another host: it
 * starts with one '/', has no scheme, no backslash and no spaces or control characters.
 */
export const ZSameSitePath = z
  .string({ error: 'Link is required' })
  .trim()
  .min(1, 'Link is required')
  .max(500, 'Link is too long (at most 500 characters)')
  .refine(isSameSitePath, "Link must be a path of this site that starts with '/' (no other site, no '//')");

/**
 * A picture: a same-site path (from operator/uploadContentPicture or a demo picture). The page's policy loads
 * pictures from this site only (img-src 'self'), so another site's address would never show (decision 057).
 */
export const ZContentPicture = requiredText('Picture', 2000).refine(isSameSitePath, PICTURE_NOT_HERE);

const ZDubaiDate = (label: string) =>
  z.string({ error: `${label} must be a date` }).refine(isIsoDate, `${label}: write a date as YYYY-MM-DD`);

// ---------------------------------------------------------------------------------------------------------------
// Banners

export const ZBannerFields = z
  .strictObject({
    imageUrl: ZContentPicture,
    /** What the picture shows, for people who cannot see it ('' lets the storefront name the link instead). */
    alt: text('Alternative text', 300).default(''),
    pagePath: ZSameSitePath,
    /** The first Dubai day the banner shows, or null for "already". */
    activeFrom: ZDubaiDate('Active from').nullable().default(null),
    /** The last Dubai day the banner shows, or null for "until removed". */
    activeUntil: ZDubaiDate('Active until').nullable().default(null),
    /** The Arabic alternative text (decision 102); left out: the saved one stays; '': none (English shows). */
    ar: z.strictObject({ alt: text('Arabic alternative text', 300).optional() }).optional(),
  })
  .refine((banner) => !banner.activeFrom || !banner.activeUntil || banner.activeFrom <= banner.activeUntil, {
    message: 'Active until cannot be before active from',
    path: ['activeUntil'],
  });
export type TBannerFieldsInput = z.input<typeof ZBannerFields>;
export type TBannerFields = z.output<typeof ZBannerFields>;

/** A day typed in a form: '' (the input left empty) is the call's null. */
const ZOptionalDayText = z.string().transform((text) => (text === '' ? null : text));

/**
 * The banner dialog's values: every field as typed, an empty day for none. Its output is the call's fields,
 * checked by ZBannerFields, so the messages beside the fields are the server's.
 */
export const ZBannerForm = z
  .object({
    imageUrl: z.string(),
    alt: z.string(),
    pagePath: z.string(),
    activeFrom: ZOptionalDayText,
    activeUntil: ZOptionalDayText,
    /** The Arabic alternative text beside the English (decision 105). */
    ar: z.object({ alt: z.string() }).optional(),
  })
  .transform((form, ctx) => checkedBy(ZBannerFields, form, ctx));
export type TBannerForm = z.input<typeof ZBannerForm>;

/** Where a banner stands today: showing, not yet, or no more. */
export const BANNER_STATES = ['active', 'scheduled', 'ended'] as const;
export type TBannerState = (typeof BANNER_STATES)[number];

export const ZOperatorBanner = z.object({
  id: z.string(),
  imageUrl: z.string(),
  alt: z.string(),
  /** The Arabic alternative text, '' when none is written. */
  ar: z.object({ alt: z.string() }),
  pagePath: z.string(),
  sortOrder: z.number().int(),
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
  state: z.enum(BANNER_STATES),
});
export type TOperatorBanner = z.infer<typeof ZOperatorBanner>;
export const ZListBannersData = z.object({ banners: z.array(ZOperatorBanner), today: z.string() });

export const ZCreateBannerRequest = ZBannerFields;
export const ZUpdateBannerRequest = z.strictObject({ id: ZOpaqueId('id'), fields: ZBannerFields });
export const ZContentIdRequest = z.strictObject({ id: ZOpaqueId('id') });

/** The banners' new order: every banner's id, first shown first. */
export const ZReorderBannersRequest = z.strictObject({
  ids: z
    .array(ZOpaqueId('id'), { error: 'ids must be a list' })
    .min(1, 'ids must name every banner')
    .max(200, 'Too many banners')
    .refine((ids) => new Set(ids).size === ids.length, 'A banner is named twice'),
});

// ---------------------------------------------------------------------------------------------------------------
// Blog posts

const blogHtml = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(BLOG_HTML_MAX, `${label} is too long (at most ${BLOG_HTML_MAX} characters)`);

/** The Arabic post's fields that have one (decision 102). */
export const BLOG_ARABIC_FIELDS = ['title', 'content'] as const;
export type TBlogArabicField = (typeof BLOG_ARABIC_FIELDS)[number];

export const ZBlogFields = z.strictObject({
  title: requiredText('Title', 200),
  image: ZContentPicture,
  /** HTML; the server keeps only what the sanitiser's allowlist allows (decision 011). */
  content: blogHtml('Content'),
  /**
   * The Arabic post (decision 102), each field optional: left out, the saved Arabic stays; '' removes it and the
   * storefront shows the English. Its HTML goes through the same allowlist.
   */
  ar: z
    .strictObject({ title: text('Arabic title', 200).optional(), content: blogHtml('Arabic content').optional() })
    .optional(),
});
export type TBlogFieldsInput = z.input<typeof ZBlogFields>;
export type TBlogFields = z.output<typeof ZBlogFields>;

export const ZOperatorBlogRow = z.object({
  id: z.string(),
  title: z.string(),
  image: z.string(),
  isPublished: z.boolean(),
  /** When it was (last) published; a draft's creation time until then. */
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export const ZOperatorBlog = ZOperatorBlogRow.extend({
  content: z.string(),
  /** The Arabic title and content, '' where none is written. */
  ar: z.object({ title: z.string(), content: z.string() }),
  /** The fields written in English but not in Arabic. */
  missingArabic: z.array(z.enum(BLOG_ARABIC_FIELDS)),
});
export type TOperatorBlog = z.infer<typeof ZOperatorBlog>;
export type TOperatorBlogRow = z.infer<typeof ZOperatorBlogRow>;
export const ZListBlogPostsData = z.object({ posts: z.array(ZOperatorBlogRow) });

/** A new post starts as a draft unless `publish` says otherwise. */
export const ZCreateBlogPostRequest = z.strictObject({ fields: ZBlogFields, publish: z.boolean().default(false) });
export const ZUpdateBlogPostRequest = z.strictObject({ id: ZOpaqueId('id'), fields: ZBlogFields.partial() });

// ---------------------------------------------------------------------------------------------------------------
// The home page's curation

export const ZHomeProduct = z.object({
  id: z.string(),
  module: z.string(),
  title: z.string(),
  /** The first picture, or ''. */
  picture: z.string(),
});
export type THomeProduct = z.infer<typeof ZHomeProduct>;
export const ZHomeCurationData = z.object({
  trendingNow: z.array(ZHomeProduct),
  discoverUae: z.array(ZHomeProduct),
});
export type THomeCuration = z.infer<typeof ZHomeCurationData>;

/** One home list's products, in the order the home page shows them. */
export const ZSetHomeListRequest = z.strictObject({
  list: z.enum(HOME_LISTS, { error: "list must be 'trendingNow' or 'discoverUae'" }),
  productIds: z
    .array(ZOpaqueId('productId'), { error: 'productIds must be a list' })
    .max(HOME_LIST_MAX, `At most ${HOME_LIST_MAX} products in a list`)
    .refine((ids) => new Set(ids).size === ids.length, 'A product is named twice'),
});
export type TSetHomeListRequest = z.infer<typeof ZSetHomeListRequest>;
