import { splitWidgetPath, WIDGET_PATH } from '@rihla/shared/rules/widget';

// The booking widget on a partner's site (decision 123): the storefront under /widget/<partner>, found once from the
// address the page was loaded at (the router's basename keeps every page of the app under it).

const found = typeof window === 'undefined' ? null : splitWidgetPath(window.location.pathname);

/** The partner whose widget this page is, or null on the shop's own pages. */
export function widgetPartnerId(): string | null {
  return found?.partnerId ?? null;
}

/** The page's path without the widget's prefix (what the language and the routes read). */
export function pathInsideWidget(pathname: string): string {
  return found ? (splitWidgetPath(pathname)?.path ?? pathname) : pathname;
}

/** The router's prefix of the widget's pages, '' on the shop's own. */
export function widgetBase(): string {
  return found ? `${WIDGET_PATH}/${encodeURIComponent(found.partnerId)}` : '';
}

/** What a checkout made in the widget says of who sold it (users/checkout's partner_id). */
export function widgetAttribution(): { partner_id?: string } {
  return found ? { partner_id: found.partnerId } : {};
}
