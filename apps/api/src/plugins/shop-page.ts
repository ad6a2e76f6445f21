import { isLongShopNameOnPhone } from '@rihla/shared/constants';
import type { TPublicShop } from '@rihla/shared/schemas/shop';
import { escapeHtml } from '../lib/html.js';

/**
 * The operator's shop on every served page (issue 34, decision 071): its public settings as JSON the web app reads
 * on its first render (no request for them), its favicon, and its brand in the header the page shows until the app
 * has run. The app's own files name no shop.
 */

/** Where index.html (apps/web/index.html) leaves room for the header's brand: the shop's logo or its name. */
export const SHOP_BRAND_MARK = '<!--shop-brand-->';
/** The id of the script element holding the shop's JSON (apps/web/src/lib/shop.ts reads it). */
export const SHOP_DATA_ID = 'shop-data';

/**
 * The shop as a JSON data block. A `type="application/json"` script is never run, so the CSP's script-src does not
 * apply; every '<' is written \u003c, so nothing in it can close the element or open another.
 */
export function shopDataScript(shop: TPublicShop): string {
  const json = JSON.stringify(shop).replace(/</g, '\\u003c');
  return `<script id="${SHOP_DATA_ID}" type="application/json">${json}</script>`;
}

/** The mark of the header (apps/web/src/app/layout/logo.tsx), for a shop without a logo of its own; not on a phone beside a long name. */
const markSvg = (isLongOnPhone: boolean) =>
  `<svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" class="size-8 shrink-0${isLongOnPhone ? ' hidden sm:block' : ''}">` +
  '<rect width="32" height="32" rx="9" fill="var(--color-brand-700)" />' +
  '<circle cx="20" cy="12" r="5" fill="var(--color-sand-400)" />' +
  '<path d="M3 24c4-5 8-7 13-4.5S25 21 29 18v6.5a4.5 4.5 0 0 1-4.5 4.5h-17A4.5 4.5 0 0 1 3 24.5z" fill="#fff" />' +
  '<path d="M3 27c5-3.5 10-4 15-2s8 1.5 11 0v.5a3.5 3.5 0 0 1-3.5 3.5H7A4 4 0 0 1 3 27z" fill="var(--color-brand-100)" />' +
  '</svg>';

/** The header's link home as the app draws it (Logo in apps/web/src/app/layout/logo.tsx): the logo, or the mark and the name. */
function brandMarkup(shop: TPublicShop): string {
  const name = escapeHtml(shop.name);
  const isLong = isLongShopNameOnPhone(shop.name);
  const inside = shop.logo
    ? `<img src="${escapeHtml(shop.logo)}" alt="" class="h-10 w-auto max-w-[120px] object-contain object-left sm:max-w-[160px]">`
    : `${markSvg(isLong)}<span class="line-clamp-2 font-extrabold tracking-tight break-words sm:text-[22px] sm:leading-tight ${isLong ? 'text-[13px] leading-4' : 'text-lg leading-tight'} text-brand-900">${name}</span>`;
  return `<a href="/" aria-label="${name} home" class="inline-flex min-h-11 min-w-0 items-center gap-2 rounded-lg">${inside}</a>`;
}

/** The app's own icon in index.html (its mark, inline), which the shop's favicon replaces. */
const APP_ICON = /<link rel="icon"[^>]*>/;

/** A page of the app with the shop in it: its data before </head>, its favicon when it has one, its brand. */
export function withShop(html: string, shop: TPublicShop): string {
  const icon = `<link rel="icon" href="${escapeHtml(shop.favicon)}">`;
  const withIcon = !shop.favicon
    ? html
    : APP_ICON.test(html)
      ? html.replace(APP_ICON, () => icon)
      : addToHead(html, icon);
  return addToHead(withIcon, shopDataScript(shop)).replace(SHOP_BRAND_MARK, () => brandMarkup(shop));
}

function addToHead(html: string, tag: string): string {
  return html.replace('</head>', () => `  ${tag}\n  </head>`);
}

/** The <title> of a page without a head of its own (the app's private pages): the shop's name until the app sets one. */
export function shopTitle(shop: TPublicShop): string {
  return `<title>${escapeHtml(shop.name)}</title>`;
}

/** The back office's <title> (decision 032): "{name} back office". */
export function backOfficeTitle(shop: TPublicShop): string {
  return `<title>${escapeHtml(shop.name)} back office</title>`;
}
