/**
 * The booking widget for partners' sites (issue 39, decision 123): the storefront's own pages under
 * /widget/<partner id>, framed by the partner's registered origins only, whose checkouts name the partner. A module
 * of its own, importing nothing: the web app's entry and the API's page serving both use it.
 */
export const WIDGET_PATH = '/widget';

/** A partner id as a widget's address may carry it (our ids are 22 URL-safe characters; a desk may choose a slug). */
export const PARTNER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The partner and the page of a widget address (`/widget/p1/ar/cart?x=1` is p1 and `/ar/cart?x=1`, `/widget/p1` is
 * p1 and `/`), or null for any other address.
 */
export function splitWidgetPath(url: string): { partnerId: string; path: string } | null {
  const match = /^\/widget\/([^/?#]+)(?=$|[/?#])/.exec(url);
  const partnerId = match?.[1];
  if (!match || !partnerId || !PARTNER_ID_PATTERN.test(partnerId)) return null;
  const rest = url.slice(match[0].length);
  return { partnerId, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** The widget's address of a page for a partner: `/cart` is `/widget/p1/cart`. */
export function widgetPath(partnerId: string, path: string): string {
  return `${WIDGET_PATH}/${encodeURIComponent(partnerId)}${path.startsWith('/') ? path : `/${path}`}`;
}
