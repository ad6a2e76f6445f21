import { CATEGORY_MODULE, FILTER_CATEGORIES, hasRatings, MODULES, type TModule } from '@rihla/shared/constants';
import { inLanguage } from '@rihla/shared/rules/content-language';
import { categoryFromUrl } from '@rihla/shared/rules/filters';
import type { TLanguage } from '@rihla/shared/rules/languages';
import { itemPath } from '@rihla/shared/rules/navigation';
import { ZFilteredListRequest } from '@rihla/shared/schemas/catalogue';
import type { TPublicShop } from '@rihla/shared/schemas/shop';
import type { TDb } from '../db/database.js';
import { escapeHtml } from '../lib/html.js';
import type { CachedPage } from '../lib/response-cache.js';
import { CACHE_TAGS, TaggedCache, type TCacheTag } from '../lib/tagged-cache.js';
import { arabicColumnsOf, findProduct, listBanners, listFiltered, modulesOnSale } from '../modules/catalogue/index.js';

/**
 * The first screen of the pages a shopper most often lands on (decision 015): index.html with, for `/`,
 * `/detail/:type/:id`, `/package/:type/:id` and `/ProductFilterPage`, a preload of the page's largest picture
 * and a static copy of the top of the page at the size and place the app draws it, so that the picture paints
 * before any script has run. The app replaces it in one commit once its page and data are ready.
 *
 * Everything taken from the catalogue is escaped; the path is only matched, never copied into the page: an
 * unknown path, module or id gets no first screen (web-app.ts answers it 404 with the not-found head, decision 027).
 */

/** Where index.html (apps/web/index.html) leaves room for the page's first screen. */
export const FIRST_SCREEN_MARK = '<!--first-screen-->';

export interface TFirstScreen {
  /** The picture that is the page's largest paint, same-site. */
  picture: string;
  /** Static markup that goes inside the app's <main>. */
  markup: string;
}

/** Same-site paths only: a catalogue picture on another host would be refused by the CSP's img-src anyway. */
function isSameSitePicture(url: string | undefined): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
}

function firstPicture(picturesJson: string): string | undefined {
  const pictures = JSON.parse(picturesJson) as unknown;
  return Array.isArray(pictures) && typeof pictures[0] === 'string' ? pictures[0] : undefined;
}

/** A box of the same size as a lucide icon, for a place the app fills with one. */
const iconBox = (size: number) => `<svg width="${size}" height="${size}" aria-hidden="true"></svg>`;

// ---------------------------------------------------------------------------------------------------------------
// Home: the hero (features/home/components/hero.tsx) with the shop's words and the picture it shows, the shop's
// hero picture or else the last banner, and the chips of the categories with something on sale.

async function homeScreen(db: TDb, today: string, hero: TPublicShop['hero']): Promise<TFirstScreen | null> {
  const picture = hero.picture || (await listBanners(db, today)).at(-1)?.image_url;
  if (!isSameSitePicture(picture)) return null;
  const onSale = await modulesOnSale(db);
  const chips = FILTER_CATEGORIES.filter((category) => onSale.includes(CATEGORY_MODULE[category]))
    .map(
      (category) =>
        `<li><a href="/ProductFilterPage?category=${encodeURIComponent(category)}" class="inline-flex h-11 items-center rounded-full border border-white/40 bg-white/10 px-4 text-sm font-semibold text-white">${escapeHtml(category)}</a></li>`,
    )
    .join('');
  const markup =
    '<section class="relative isolate bg-brand-900">' +
    '<div aria-hidden="true" class="absolute inset-0 -z-10 overflow-hidden">' +
    '<div class="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,var(--color-brand-600),var(--color-brand-900)_70%)]"></div>' +
    `<img src="${escapeHtml(picture)}" alt="" width="1600" height="600" fetchpriority="high" class="absolute inset-0 size-full object-cover">` +
    '<div class="absolute inset-0 bg-linear-to-b from-ink/55 via-ink/35 to-ink/70"></div>' +
    '</div>' +
    '<div class="container-page flex min-h-[440px] flex-col items-center justify-center py-14 text-center sm:min-h-[480px] lg:min-h-[520px]">' +
    (hero.eyebrow
      ? `<p class="hidden rounded-full bg-white/15 px-3 py-1 text-xs font-semibold uppercase tracking-[0.18em] text-white sm:block">${escapeHtml(hero.eyebrow)}</p>`
      : '') +
    `<h1 class="mt-4 max-w-3xl text-[34px] font-extrabold leading-[1.1] tracking-tight text-white text-balance sm:text-5xl lg:text-6xl">${escapeHtml(hero.title)}</h1>` +
    (hero.subtitle
      ? `<p class="mt-4 max-w-2xl text-base text-white/90 text-pretty sm:text-lg">${escapeHtml(hero.subtitle)}</p>`
      : '') +
    '<div aria-hidden="true" class="mt-7 h-14 w-full max-w-2xl rounded-2xl bg-white shadow-xl"></div>' +
    `<ul class="mt-5 flex flex-wrap justify-center gap-2">${chips}</ul>` +
    '</div></section>';
  return { picture, markup };
}

// ---------------------------------------------------------------------------------------------------------------
// Product pages: the top of ProductHeader (features/product/components/product-header.tsx and photo-gallery.tsx).

const CATEGORY_FILTERS: Record<string, string> = {
  'entry ticket': 'Entry ticket',
  'picnic musandum': 'Picnic Musandum',
  inbound: 'Inbound',
  holiday: 'Holidays',
};

function categoryCrumbPath(category: string): string {
  const filter = CATEGORY_FILTERS[category.trim().toLowerCase()];
  return filter ? `/ProductFilterPage?category=${encodeURIComponent(filter)}` : '/';
}

/** The rating's five stars (components/ui/rating-stars.tsx), a half star drawn empty until the app draws it. */
function stars(rating: number): string {
  const star = (isFull: boolean) =>
    '<svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true"><path d="M10 1.5l2.6 5.5 6 .7-4.5 4.1 1.2 5.9L10 14.8l-5.3 2.9 1.2-5.9L1.4 7.7l6-.7z" ' +
    `fill="${isFull ? 'var(--color-star)' : '#d9dde5'}"/></svg>`;
  return `<span class="inline-flex items-center gap-0.5">${[0, 1, 2, 3, 4].map((index) => star(rating - index >= 0.75)).join('')}</span>`;
}

async function productScreen(
  db: TDb,
  module: TModule,
  planId: string,
  language: TLanguage,
): Promise<TFirstScreen | null> {
  const found = await findProduct(db, module, planId);
  if (found?.is_published !== 1) return null;
  // The product's own words in the page's language, each falling back to English (decision 102).
  const product = {
    ...found,
    title: inLanguage(language, found.title, found.title_ar),
    location: inLanguage(language, found.location, arabicColumnsOf(found).location),
  };
  const picture = firstPicture(product.pictures);
  if (!isSameSitePicture(picture)) return null;
  const title = escapeHtml(product.title);
  const category = escapeHtml(product.categories);
  const rating = product.rating_x10 / 10;
  const location = product.location
    ? `<span class="inline-flex items-center gap-1">${iconBox(15)}${escapeHtml(product.location)}</span>`
    : '';
  const img = (className: string) =>
    `<img src="${escapeHtml(picture)}" alt="${title}" width="1200" height="800" fetchpriority="high" class="${className}">`;
  const markup =
    '<div class="container-page pt-4 sm:pt-6 lg:pb-16"><div class="space-y-4">' +
    '<nav class="text-sm text-muted"><ol class="-m-3 flex min-w-0 items-center gap-1.5 overflow-hidden whitespace-nowrap px-3 lg:m-0 lg:px-0">' +
    '<li class="flex min-w-0 items-center gap-1.5 shrink-0"><a href="/" class="-mx-2 block max-w-[10rem] truncate px-2 py-3 sm:max-w-xs lg:mx-0 lg:px-0 lg:py-0">Home</a></li>' +
    `<li class="flex min-w-0 items-center gap-1.5 shrink-0"><span aria-hidden="true">/</span><a href="${escapeHtml(categoryCrumbPath(product.categories))}" class="-mx-2 block max-w-[10rem] truncate px-2 py-3 sm:max-w-xs lg:mx-0 lg:px-0 lg:py-0">${category}</a></li>` +
    `<li class="flex min-w-0 items-center gap-1.5 flex-1"><span aria-hidden="true">/</span><span class="truncate font-medium text-ink">${title}</span></li>` +
    '</ol></nav>' +
    '<div class="flex items-start justify-between gap-4"><div class="min-w-0">' +
    `<h1 class="text-2xl leading-tight font-extrabold tracking-tight text-ink sm:text-3xl lg:text-[2.1rem]">${title}</h1>` +
    '<div class="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">' +
    `<span class="inline-flex items-center gap-1.5">${
      hasRatings(product.visitor_count)
        ? `${stars(rating)}<span class="font-semibold text-ink">${rating.toFixed(1)}</span><span>(${product.visitor_count.toLocaleString('en-US')} visitors)</span>`
        : '<span class="rounded-full bg-brand-50 px-2 font-semibold text-brand-700">New</span>'
    }</span>` +
    location +
    '</div></div>' +
    `<span aria-hidden="true" class="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full border px-3.5 py-2 text-sm font-semibold border-line bg-white text-ink">${iconBox(18)}<span class="hidden sm:inline">Add to wishlist</span></span>` +
    '</div>' +
    // Phones: the first picture of the strip; wider screens: the large tile of the grid.
    `<div class="relative -mx-4 sm:-mx-6 md:hidden">${img('aspect-[3/2] w-full object-cover')}</div>` +
    '<div class="hidden h-[420px] gap-2 overflow-hidden rounded-2xl md:grid lg:h-[460px] grid-cols-4 grid-rows-2">' +
    `<div class="relative overflow-hidden bg-brand-50 col-span-2 row-span-2">${img('h-full w-full object-cover')}</div>` +
    '</div></div></div>';
  return { picture, markup };
}

// ---------------------------------------------------------------------------------------------------------------
// Filter page: its heading and the first result cards as the page draws them while the list loads
// (features/catalogue/components/filter-page.tsx), the first one with its picture.

function cardSkeleton(picture: string | null): string {
  const top = picture
    ? `<div class="aspect-[3/2] overflow-hidden bg-brand-50"><img src="${escapeHtml(picture)}" alt="" width="600" height="400" fetchpriority="high" class="h-full w-full object-cover"></div>`
    : '<div class="aspect-[3/2] animate-pulse bg-line/60"></div>';
  return (
    `<div class="overflow-hidden rounded-2xl border border-line bg-white">${top}<div class="space-y-2 p-4">` +
    '<div class="h-3 w-1/3 animate-pulse rounded bg-line/60"></div><div class="h-4 w-4/5 animate-pulse rounded bg-line/60"></div>' +
    '<div class="h-4 w-1/2 animate-pulse rounded bg-line/60"></div></div></div>'
  );
}

async function filterScreen(db: TDb, categoryParam: string | null): Promise<TFirstScreen | null> {
  const category = categoryFromUrl(categoryParam);
  const rows = await listFiltered(db, ZFilteredListRequest.parse({ category: category ? [category] : [], limit: 1 }));
  const picture = rows[0] ? firstPicture(rows[0].pictures) : undefined;
  if (!isSameSitePicture(picture)) return null;
  const markup =
    '<div class="container-page py-6 sm:py-8">' +
    '<nav class="text-sm text-muted"><ol class="-m-3 flex min-w-0 items-center gap-1.5 overflow-hidden whitespace-nowrap px-3 lg:m-0 lg:px-0">' +
    '<li class="flex min-w-0 items-center gap-1.5 shrink-0"><a href="/" class="-mx-2 block max-w-[10rem] truncate px-2 py-3 sm:max-w-xs lg:mx-0 lg:px-0 lg:py-0">Home</a></li>' +
    '<li class="flex min-w-0 items-center gap-1.5 flex-1"><span aria-hidden="true">/</span><span class="truncate font-medium text-ink">Experiences</span></li>' +
    '</ol></nav>' +
    '<div class="mt-3 mb-6 flex flex-wrap items-end justify-between gap-3"><div>' +
    `<h1 class="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">${escapeHtml(category ?? 'All experiences')}</h1>` +
    '<p class="mt-1 text-sm text-muted">Finding experiences…</p></div>' +
    `<span aria-hidden="true" class="btn-secondary min-h-11 py-2.5 lg:hidden">${iconBox(18)}Filters</span>` +
    '</div>' +
    '<div class="grid gap-8 lg:grid-cols-[260px_minmax(0,1fr)]"><div class="hidden lg:block"></div>' +
    `<div class="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">${cardSkeleton(picture)}${cardSkeleton(null)}${cardSkeleton(null)}</div>` +
    '</div></div>';
  return { picture, markup };
}

// ---------------------------------------------------------------------------------------------------------------

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The cache key of a path that has a first screen, or null. Only the parts that choose the screen go in, in
 * their canonical form (a product's path as itemPath writes it, the filter's category), so that arbitrary query
 * strings cannot grow the cache.
 */
export function firstScreenKey(url: string): string | null {
  const [pathname = '/', search = ''] = url.split('?', 2);
  if (pathname === '/') return '/';
  if (pathname === '/ProductFilterPage') {
    const category = categoryFromUrl(new URLSearchParams(search).get('category'));
    return category ? `/ProductFilterPage?category=${encodeURIComponent(category)}` : '/ProductFilterPage';
  }
  const match = /^\/(detail|package)\/([^/]+)\/([^/]+)$/.exec(pathname);
  if (!match) return null;
  const module = decodeSegment(match[2] ?? '');
  const planId = decodeSegment(match[3] ?? '');
  if (!module || !planId || !(MODULES as readonly string[]).includes(module)) return null;
  const canonical = itemPath(module, planId);
  return canonical === pathname ? canonical : null;
}

/** What the first screen of a key from firstScreenKey shows, as cache tags (decision 017). */
export function firstScreenTags(key: string): TCacheTag[] {
  if (key === '/') return [CACHE_TAGS.banners, CACHE_TAGS.shop, CACHE_TAGS.productLists];
  if (key.startsWith('/ProductFilterPage')) return [CACHE_TAGS.productLists];
  const [, , , planId = ''] = key.split('/');
  return [CACHE_TAGS.product(decodeURIComponent(planId))];
}

/**
 * The first screen of a key from firstScreenKey, or null when the catalogue has nothing to show for it; `today`
 * (a Dubai date) decides which banners show, `shop` what the home page's hero says.
 */
export async function buildFirstScreen(
  db: TDb,
  key: string,
  today: string,
  shop: TPublicShop,
  language: TLanguage = 'en',
): Promise<TFirstScreen | null> {
  if (key === '/') return homeScreen(db, today, shop.hero);
  if (key.startsWith('/ProductFilterPage')) {
    return filterScreen(db, new URLSearchParams(key.split('?')[1] ?? '').get('category'));
  }
  const [, , module = '', planId = ''] = key.split('/');
  return productScreen(db, decodeURIComponent(module) as TModule, decodeURIComponent(planId), language);
}

/** index.html with the preload in its head and the markup in its <main>. */
export function renderFirstScreen(template: string, screen: TFirstScreen): string {
  const preload = `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(screen.picture)}">`;
  return template.replace('</head>', `  ${preload}\n  </head>`).replace(FIRST_SCREEN_MARK, () => screen.markup);
}

/**
 * Built pages (or "nothing to show") by key for `ttlMs`, at most `maxEntries` keys (least recently used go
 * first), dropped by the writes that change them (`invalidate`); a page is kept as a CachedPage with its
 * status, so each encoding is compressed once, the first time it is asked for. Requests that miss the same key at the same
 * time wait for one build.
 */
export class FirstScreenCache {
  readonly #pages: TaggedCache<{ page: CachedPage | null }>;

  /** `clock` is for tests; by default the process's monotonic clock. */
  constructor(ttlMs: number, maxEntries: number, clock?: { now(): number }) {
    this.#pages = new TaggedCache({ ttlMs, max: maxEntries, ...(clock ? { clock } : {}) });
  }

  async get(
    key: string,
    build: () => Promise<CachedPage | null>,
    tags: readonly TCacheTag[] = firstScreenTags(key),
  ): Promise<CachedPage | null> {
    const { page } = await this.#pages.getOrCompute(key, tags, async () => ({ page: await build() }));
    return page;
  }

  invalidate(tags: readonly TCacheTag[]): void {
    this.#pages.invalidate(tags);
  }

  clear(): void {
    this.#pages.clear();
  }
}
