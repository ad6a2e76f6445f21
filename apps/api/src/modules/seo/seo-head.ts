import { MODULE_DISPLAY_NAMES, MODULES, type TFilterCategory, type TModule } from '@rihla/shared/constants';
import { arabicTextsOf, inLanguage } from '@rihla/shared/rules/content-language';
import { categoryFromUrl } from '@rihla/shared/rules/filters';
import { pathInLanguage, type TLanguage } from '@rihla/shared/rules/languages';
import { itemPath } from '@rihla/shared/rules/navigation';
import {
  blogPostTitle,
  filterPageName,
  homeTitle,
  notFoundTitle,
  pageTitle,
  STATIC_PAGE_NAMES,
  type TStaticPagePath,
} from '@rihla/shared/rules/page-titles';
import { todayInDubai } from '@rihla/shared/rules/time';
import type { TPublicShop } from '@rihla/shared/schemas/shop';
import type { TDb } from '../../db/database.js';
import { escapeHtml } from '../../lib/html.js';
import { CACHE_TAGS, type TCacheTag } from '../../lib/tagged-cache.js';
import { BLOG_ARABIC_COLUMNS, findBlog } from '../blog/index.js';
import { arabicColumnsOf, findProduct, listBanners } from '../catalogue/index.js';
import { loadShop } from '../shop/index.js';
import { ARABIC_HEAD } from './arabic-head.js';

/**
 * The head of the pages search engines index (decision 027): title, description, canonical URL, Open Graph and
 * Twitter card tags and JSON-LD structured data, written by the server into the first HTML response, so that a
 * crawler that runs no script (or runs it later) reads the page's own. A product or post that does not exist
 * gets the not-found head and status 404.
 */

/** About the length search engines show under a result. */
const DESCRIPTION_MAX_CHARS = 155;
/** Google shows at most this many characters of an Article's headline. */
const HEADLINE_MAX_CHARS = 110;

export interface TPageHead {
  status: 200 | 404;
  /** The tags and the JSON-LD to put in the page's <head>, escaped. */
  html: string;
}

/** What a head says of the shop (decision 071): its name, and its logo when it has one. */
export type TSeoShop = Pick<TPublicShop, 'name' | 'logo'>;

/**
 * Pages without data of their own, by canonical path (the case of the web app's router): their descriptions, naming
 * the shop.
 */
const STATIC_PAGE_DESCRIPTIONS: Readonly<Record<TStaticPagePath, (shop: string) => string>> = {
  '/blogs': (shop) => `Ideas, guides and news for trips in the UAE and Musandam from the ${shop} team.`,
  '/about': (shop) => `${shop} books tours, Musandam trips, holidays and attraction tickets in the UAE, paid in AED.`,
  '/faq': (shop) => `Answers about booking, paying, cancelling and changing a ${shop} trip.`,
  '/BurjKhalifa': (shop) => `Tickets to the observation decks of the Burj Khalifa in Dubai, booked with ${shop}.`,
  '/PrivacyPolicy': (shop) => `How ${shop} collects, uses and protects your data.`,
  '/TermsofServices': (shop) => `The terms of booking and using ${shop}.`,
  '/LawEnforcementResources': (shop) => `How ${shop} answers requests for data from law enforcement.`,
  '/IntellectualPropertyPolicy': (shop) => `How ${shop} handles intellectual property and reports of infringement.`,
  '/CookiesPolicy': (shop) => `The cookies and browser storage ${shop} uses, and why.`,
  '/VisaChange': (shop) => `Information about changing your UAE visa status with a trip arranged by ${shop}.`,
  '/gift-cards': (shop) =>
    `${shop} gift cards of AED 50 to 5,000 with your message, delivered as a code and valid for a year.`,
};

/** The canonical paths of the pages without data of their own (the sitemap lists them). */
export const STATIC_PAGE_PATHS = Object.keys(STATIC_PAGE_NAMES) as TStaticPagePath[];

function isStaticPagePath(key: string): key is TStaticPagePath {
  return Object.hasOwn(STATIC_PAGE_NAMES, key);
}

const HOME_DESCRIPTION =
  'Book desert safaris, dhow cruises in the Musandam fjords, city attractions and holidays in the UAE, paid in AED.';

/** The modules whose products are trips (TouristTrip); an entry ticket is a Product only (decision 027). */
const TRIP_MODULES: readonly TModule[] = ['picnic', 'inBound', 'holidays'];

// ---------------------------------------------------------------------------------------------------------------
// Which page a URL is

export type TPageKey = { kind: 'page'; key: string } | { kind: 'notFound' } | { kind: 'app' };

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The page a request URL shows, by a canonical key (the path the canonical link names, relative to PUBLIC_URL):
 * `page` for the pages with a head of their own, `notFound` for a product or post path that cannot name one, and
 * `app` for every other path (the app's private pages and unknown paths, which the caller tells apart). Only
 * what chooses the page goes into the key, so that arbitrary paths and queries cannot grow the page cache.
 */
export function pageKeyOf(url: string): TPageKey {
  const [rawPath = '/', search = ''] = url.split('?', 2);
  const pathname = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (pathname === '/') return { kind: 'page', key: '/' };
  const lower = pathname.toLowerCase();
  if (lower === '/productfilterpage') {
    const category = categoryFromUrl(new URLSearchParams(search).get('category'));
    const key = category ? `/ProductFilterPage?category=${encodeURIComponent(category)}` : '/ProductFilterPage';
    return { kind: 'page', key };
  }
  const staticPath = STATIC_PAGE_PATHS.find((path) => path.toLowerCase() === lower);
  if (staticPath) return { kind: 'page', key: staticPath };

  const product = /^\/(detail|package)\/([^/]+)\/([^/]+)$/i.exec(pathname);
  if (product) {
    const module = decodeSegment(product[2] ?? '');
    const planId = decodeSegment(product[3] ?? '');
    if (!module || !planId || !(MODULES as readonly string[]).includes(module)) return { kind: 'notFound' };
    // The app shows a product on either route; its canonical URL is the one the navigation rule gives.
    return { kind: 'page', key: itemPath(module, planId) };
  }
  const blog = /^\/blogsdetails\/([^/]+)$/i.exec(pathname);
  if (blog) {
    const id = decodeSegment(blog[1] ?? '');
    return id ? { kind: 'page', key: `/blogsdetails/${encodeURIComponent(id)}` } : { kind: 'notFound' };
  }
  return { kind: 'app' };
}

/** What the head of a page key shows, as cache tags (decision 017). */
export function pageHeadTags(key: string): TCacheTag[] {
  const product = /^\/(?:detail|package)\/[^/]+\/([^/]+)$/.exec(key);
  // A product that does not exist yet is a 404 until it is added: adding it drops `products`.
  if (product) return [CACHE_TAGS.product(decodeURIComponent(product[1] ?? '')), CACHE_TAGS.productLists];
  if (key.startsWith('/blogsdetails/')) return [CACHE_TAGS.blogs];
  // Every other page shows the home page's hero picture as its image.
  return [CACHE_TAGS.banners];
}

// ---------------------------------------------------------------------------------------------------------------
// Texts

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of sanitised HTML (decision 011), entities decoded, white space collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word with an ellipsis when it is longer. */
export function clip(text: string, max = DESCRIPTION_MAX_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** An absolute URL for a same-site path or an http(s) URL; null for anything else. */
export function absoluteUrl(publicUrl: string, url: string | undefined | null): string | null {
  if (typeof url !== 'string' || url === '') return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return `${publicUrl}${url}`;
  return null;
}

export function pictureUrls(publicUrl: string, picturesJson: string): string[] {
  let pictures: unknown;
  try {
    pictures = JSON.parse(picturesJson);
  } catch {
    return [];
  }
  if (!Array.isArray(pictures)) return [];
  return pictures.flatMap((picture) => {
    const url = absoluteUrl(publicUrl, typeof picture === 'string' ? picture : null);
    return url ? [url] : [];
  });
}

/**
 * JSON for a <script type="application/ld+json">: '<', '>' and '&' written as \u escapes, so no text of the
 * catalogue can close the script element or open a comment; U+2028 and U+2029 too, for old parsers.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Tags

interface THeadParts {
  title: string;
  description: string;
  /** Path of the canonical URL, relative to PUBLIC_URL. */
  path: string;
  image: string;
  ogType: 'website' | 'product' | 'article';
  jsonLd: unknown[];
  extraMeta?: Array<[property: string, content: string]>;
}

function renderHead(publicUrl: string, shop: TSeoShop, parts: THeadParts): string {
  const url = `${publicUrl}${parts.path}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(parts.title)}</title>`,
    meta('name', 'description', parts.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:site_name', shop.name),
    meta('property', 'og:type', parts.ogType),
    meta('property', 'og:title', parts.title),
    meta('property', 'og:description', parts.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', parts.image),
    ...(parts.extraMeta ?? []).map(([property, content]) => meta('property', property, content)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', parts.title),
    meta('name', 'twitter:description', parts.description),
    meta('name', 'twitter:image', parts.image),
    ...parts.jsonLd.map(jsonLdScript),
  ].join('\n    ');
}

/**
 * The head of the app's not-found page: its title, and no index. Without the shop (web-app.ts builds it before any
 * request) it names none.
 */
export function notFoundHead(shop?: TSeoShop, language: TLanguage = 'en'): string {
  const site = shop?.name ?? '';
  const isArabic = language === 'ar';
  const description = isArabic
    ? ARABIC_HEAD.notFoundDescription(site)
    : site
      ? `This page does not exist on ${site}.`
      : 'This page does not exist.';
  return [
    `<title>${escapeHtml(isArabic ? notFoundTitle(site, ARABIC_HEAD.pageNotFound) : notFoundTitle(site))}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    '<meta name="robots" content="noindex">',
  ].join('\n    ');
}

/**
 * The description of the app's private pages (cart, checkout, orders...): the home page's, in the page's language.
 * They are not for search engines (no alternates), but Lighthouse's SEO audit asks every page for a description
 * (decision 106); their title is the shop's name (plugins/shop-page.ts).
 */
export function privatePageDescription(language: TLanguage = 'en'): string {
  const description = language === 'ar' ? ARABIC_HEAD.homeDescription : HOME_DESCRIPTION;
  return `<meta name="description" content="${escapeHtml(description)}">`;
}

/** The shop's uploaded logo, or the mark every shop starts with. */
const logoUrl = (publicUrl: string, shop: TSeoShop) => absoluteUrl(publicUrl, shop.logo) ?? `${publicUrl}/logo.svg`;

function organization(publicUrl: string, shop: TSeoShop) {
  return { '@type': 'Organization', name: shop.name, url: `${publicUrl}/`, logo: logoUrl(publicUrl, shop) };
}

function breadcrumbs(publicUrl: string, crumbs: Array<[name: string, path: string]>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: `${publicUrl}${path}`,
    })),
  };
}

const filterPath = (category: string) => `/ProductFilterPage?category=${encodeURIComponent(category)}`;

/** The picture of the home page's hero (the last banner), the image of pages without one of their own. */
async function siteImage(db: TDb, publicUrl: string, shop: TSeoShop): Promise<string> {
  // NOTE: the head has no clock of its own: the system's day decides which banners are showing.
  const banners = await listBanners(db, todayInDubai());
  return absoluteUrl(publicUrl, banners.at(-1)?.image_url) ?? logoUrl(publicUrl, shop);
}

/** Home's crumb in a language, at its address in that language. */
const homeCrumb = (language: TLanguage): [string, string] => [
  language === 'ar' ? ARABIC_HEAD.home : 'Home',
  pathInLanguage('/', language),
];

async function productHead(
  db: TDb,
  publicUrl: string,
  shop: TSeoShop,
  module: TModule,
  planId: string,
  language: TLanguage,
): Promise<TPageHead> {
  const found = await findProduct(db, module, planId);
  if (found?.is_published !== 1) return { status: 404, html: notFoundHead(shop, language) };
  const isArabic = language === 'ar';
  // The product's own words in the page's language, each falling back to English (decision 102).
  const ar = isArabic ? arabicColumnsOf(found) : {};
  const product = {
    ...found,
    title: inLanguage(language, found.title, found.title_ar),
    summary: inLanguage(language, found.summary, ar.summary),
    location: inLanguage(language, found.location, ar.location),
  };
  const path = itemPath(module, planId);
  const url = `${publicUrl}${pathInLanguage(path, language)}`;
  const englishCategory = MODULE_DISPLAY_NAMES[module];
  const category = isArabic
    ? (ARABIC_HEAD.categoryNames[englishCategory as TFilterCategory] ?? englishCategory)
    : englishCategory;
  const price = (product.price_fils / 100).toFixed(2);
  const description = clip(
    plainText(product.summary) ||
      (isArabic
        ? ARABIC_HEAD.productDescription(product.title, category, product.location, price)
        : `${product.title}: ${category}${product.location ? ` in ${product.location}` : ''}, from AED ${price}.`),
  );
  const images = pictureUrls(publicUrl, product.pictures);
  const image = images[0] ?? (await siteImage(db, publicUrl, shop));
  const offer = {
    '@type': 'Offer',
    price,
    priceCurrency: 'AED',
    availability: 'https://schema.org/InStock',
    url,
  };
  const productLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description,
    image: images.length > 0 ? images : [image],
    sku: product.id,
    category,
    brand: { '@type': 'Brand', name: shop.name },
    offers: offer,
    // The page shows the rating with its count of visitors (who rated the trip); no count, no rating.
    ...(product.visitor_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating_x10 / 10,
            reviewCount: product.visitor_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const tripLd = (TRIP_MODULES as readonly string[]).includes(module)
    ? [
        {
          '@context': 'https://schema.org',
          '@type': 'TouristTrip',
          name: product.title,
          description,
          image: images.length > 0 ? images : [image],
          url,
          ...(product.location ? { itinerary: { '@type': 'Place', name: product.location } } : {}),
          offers: offer,
          provider: organization(publicUrl, shop),
        },
      ]
    : [];
  return {
    status: 200,
    html: renderHead(publicUrl, shop, {
      title: pageTitle(product.title, shop.name),
      description,
      path,
      image,
      ogType: 'product',
      jsonLd: [
        productLd,
        ...tripLd,
        breadcrumbs(publicUrl, [
          homeCrumb(language),
          [category, pathInLanguage(filterPath(englishCategory), language)],
          [product.title, pathInLanguage(path, language)],
        ]),
      ],
      extraMeta: [
        ['product:price:amount', price],
        ['product:price:currency', 'AED'],
      ],
    }),
  };
}

async function blogHead(
  db: TDb,
  publicUrl: string,
  shop: TSeoShop,
  id: string,
  language: TLanguage,
): Promise<TPageHead> {
  const found = await findBlog(db, id);
  if (!found) return { status: 404, html: notFoundHead(shop, language) };
  const isArabic = language === 'ar';
  // The post's title and text in the page's language, each falling back to English (decision 102).
  const ar = isArabic ? arabicTextsOf(found.ar, BLOG_ARABIC_COLUMNS) : {};
  const blog = {
    ...found,
    title: inLanguage(language, found.title, ar.title),
    content: inLanguage(language, found.content, ar.content),
  };
  const path = `/blogsdetails/${encodeURIComponent(id)}`;
  const url = `${publicUrl}${pathInLanguage(path, language)}`;
  const description = clip(plainText(blog.content) || blog.title);
  const image = absoluteUrl(publicUrl, blog.image) ?? (await siteImage(db, publicUrl, shop));
  const published = new Date(blog.published_at).toISOString();
  return {
    status: 200,
    html: renderHead(publicUrl, shop, {
      title: isArabic
        ? pageTitle(blog.title, shop.name ? ARABIC_HEAD.blogOf(shop.name) : ARABIC_HEAD.blog)
        : blogPostTitle(blog.title, shop.name),
      description,
      path,
      image,
      ogType: 'article',
      extraMeta: [['article:published_time', published]],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: clip(blog.title, HEADLINE_MAX_CHARS),
          description,
          image: [image],
          datePublished: published,
          dateModified: published,
          author: organization(publicUrl, shop),
          publisher: organization(publicUrl, shop),
          mainEntityOfPage: url,
          url,
          ...(isArabic ? { inLanguage: 'ar' } : {}),
        },
        breadcrumbs(publicUrl, [
          homeCrumb(language),
          [isArabic ? ARABIC_HEAD.blog : 'Blog', pathInLanguage('/blogs', language)],
          [blog.title, pathInLanguage(path, language)],
        ]),
      ],
    }),
  };
}

async function homeHead(db: TDb, publicUrl: string, shop: TSeoShop, language: TLanguage): Promise<TPageHead> {
  const isArabic = language === 'ar';
  return {
    status: 200,
    html: renderHead(publicUrl, shop, {
      title: isArabic ? homeTitle(shop.name, ARABIC_HEAD.homeSells) : homeTitle(shop.name),
      description: isArabic ? ARABIC_HEAD.homeDescription : HOME_DESCRIPTION,
      path: '/',
      image: await siteImage(db, publicUrl, shop),
      ogType: 'website',
      jsonLd: [
        { '@context': 'https://schema.org', ...organization(publicUrl, shop) },
        { '@context': 'https://schema.org', '@type': 'WebSite', name: shop.name, url: `${publicUrl}/` },
      ],
    }),
  };
}

/** A page without data of its own: the site's picture, and a breadcrumb from Home to the page. */
async function websiteHead(
  db: TDb,
  publicUrl: string,
  shop: TSeoShop,
  page: { name: string; title: string; description: string; path: string },
  language: TLanguage,
): Promise<TPageHead> {
  return {
    status: 200,
    html: renderHead(publicUrl, shop, {
      title: page.title,
      description: page.description,
      path: page.path,
      image: await siteImage(db, publicUrl, shop),
      ogType: 'website',
      jsonLd: [breadcrumbs(publicUrl, [homeCrumb(language), [page.name, pathInLanguage(page.path, language)]])],
    }),
  };
}

function filterHead(db: TDb, publicUrl: string, shop: TSeoShop, key: string, language: TLanguage): Promise<TPageHead> {
  const category = categoryFromUrl(new URLSearchParams(key.split('?')[1] ?? '').get('category'));
  if (language === 'ar') {
    const arabicCategory = category ? ARABIC_HEAD.categoryNames[category] : null;
    return websiteHead(
      db,
      publicUrl,
      shop,
      {
        name: arabicCategory ?? ARABIC_HEAD.allExperiences,
        title: pageTitle(
          arabicCategory ? ARABIC_HEAD.categoryInTheUae(arabicCategory) : ARABIC_HEAD.allExperiencesInTheUae,
          shop.name,
        ),
        description: ARABIC_HEAD.filterDescription(arabicCategory, shop.name),
        path: key,
      },
      language,
    );
  }
  return websiteHead(
    db,
    publicUrl,
    shop,
    {
      name: category ?? 'All experiences',
      title: pageTitle(filterPageName(category), shop.name),
      description: category
        ? `${category} in the UAE and Musandam: compare prices in AED, ratings and durations, and book online with ${shop.name}.`
        : `Every tour, Musandam trip, holiday and attraction ticket on ${shop.name}: filter by category, price, rating and time.`,
      path: key,
    },
    language,
  );
}

async function staticHead(
  db: TDb,
  publicUrl: string,
  shop: TSeoShop,
  key: string,
  language: TLanguage,
): Promise<TPageHead> {
  if (!isStaticPagePath(key)) return { status: 404, html: notFoundHead(shop, language) };
  const isArabic = language === 'ar';
  const name = isArabic ? ARABIC_HEAD.staticPageNames[key] : STATIC_PAGE_NAMES[key];
  const description = isArabic ? ARABIC_HEAD.staticPageDescriptions[key] : STATIC_PAGE_DESCRIPTIONS[key];
  return websiteHead(
    db,
    publicUrl,
    shop,
    { name, title: pageTitle(name, shop.name), description: description(shop.name), path: key },
    language,
  );
}

/**
 * The head of a page key from pageKeyOf, with the status the page answers with, naming the shop (decision 071). The
 * caller passes the shop it read (readPublicShop); without it the head names the shop an owner saved, read here.
 */
export async function buildPageHead(
  db: TDb,
  publicUrl: string,
  key: string,
  shop?: TSeoShop,
  language: TLanguage = 'en',
): Promise<TPageHead> {
  const site = shop ?? (await loadShop({ config: { shopFirstValues: {} } }, db)).settings;
  if (key === '/') return homeHead(db, publicUrl, site, language);
  if (key.startsWith('/ProductFilterPage')) return filterHead(db, publicUrl, site, key, language);
  const product = /^\/(?:detail|package)\/([^/]+)\/([^/]+)$/.exec(key);
  if (product) {
    return productHead(
      db,
      publicUrl,
      site,
      decodeURIComponent(product[1] ?? '') as TModule,
      decodeURIComponent(product[2] ?? ''),
      language,
    );
  }
  const blog = /^\/blogsdetails\/([^/]+)$/.exec(key);
  if (blog) return blogHead(db, publicUrl, site, decodeURIComponent(blog[1] ?? ''), language);
  return staticHead(db, publicUrl, site, key, language);
}

/** index.html with the head of a page in place of its default title and description. */
export function withHead(template: string, head: string): string {
  return template
    .replace(/\n[ \t]*<title>[\s\S]*?<\/title>/, '')
    .replace(/\n[ \t]*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${head}\n  </head>`);
}
