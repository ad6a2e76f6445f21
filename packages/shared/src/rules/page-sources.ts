// What a page can show (issue 32, decision 057): the Content-Security-Policy (decision 008) loads pictures from
// this site only and frames maps from two embed services only, so the desks accept nothing else.

/** The map services whose embed pages a product's map frame shows: the CSP's frame-src lists them. */
export const MAP_EMBED_SOURCES = ['https://www.openstreetmap.org', 'https://www.google.com/maps/'] as const;

/**
 * The embed pages themselves, host and path exactly (no user, password or port before the path; a query after it):
 * other pages of these hosts refuse to be framed (X-Frame-Options).
 */
const MAP_EMBED_PAGE =
  /^https:\/\/(?:www\.openstreetmap\.org\/export\/embed\.html|www\.google\.com\/maps\/embed)(?:\?[^\s#\\]*)?$/;

/**
 * A path of this site: one leading '/', no scheme or host ('//'), no backslash, no spaces or control characters.
 * Pictures (img-src 'self') and a banner's link must be one.
 */
export function isSameSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && !/[\s\p{Cc}]/u.test(value);
}

/** The refusals of what a page could not show, beside the field. */
export const PICTURE_NOT_HERE = 'Picture must be uploaded here: the site shows pictures from its own address only';
export const MAP_NOT_EMBEDDABLE =
  'Map address must be an embed address of OpenStreetMap (https://www.openstreetmap.org/export/embed.html?…) or Google Maps (https://www.google.com/maps/embed?…)';

/** A product's map address as the page can frame it: an OpenStreetMap or Google Maps embed page over https. */
export function isMapEmbedAddress(value: string): boolean {
  return MAP_EMBED_PAGE.test(value) && !/\p{Cc}/u.test(value);
}
