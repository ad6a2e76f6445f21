import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthModals } from '../../features/auth/components/auth-modals';
import { t } from '../../lib/i18n';
import { useShop } from '../../lib/shop';
import { showRowsInPartnerWindow, tellPartnerHeight } from '../../lib/widget-frame';
import { LoaderOverlay } from './loader-overlay';

/** What the partner's page (widget.js) hears besides the height and rows to show (lib/widget.ts): a new page. */
const TOP_MESSAGE = 'rihla-widget:top';
/** What widget.js tells the frame: the height of the partner's window. */
const VIEWPORT_MESSAGE = 'rihla-widget:viewport';

/**
 * A new page of the widget starts at its top: the frame cannot scroll the partner's page, so it asks widget.js to
 * bring the frame's top into view (the shop's pages scroll their own window to the top, SPEC section 2).
 */
function useNewPageInView() {
  const { pathname } = useLocation();
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (window.parent !== window) window.parent.postMessage({ type: TOP_MESSAGE, path: pathname }, '*');
  }, [pathname]);
}

/**
 * Tells the page framing the widget how tall the page inside is, whenever it changes, so the frame grows with it
 * and the partner's page scrolls once. The height is no secret: any page may hear it.
 */
function useReportedHeight() {
  useEffect(() => {
    if (window.parent === window) return;
    const observer = new ResizeObserver(tellPartnerHeight);
    observer.observe(document.body);
    tellPartnerHeight();
    return () => observer.disconnect();
  }, []);
}

/**
 * A sheet (the phone's date picker, the filters) or a dialog (the sign-in) is fixed to the frame's viewport, which is
 * the whole frame, as tall as its page: on a phone it would open out of the partner's window. The partner's page
 * (widget.js) says how tall its window is, which caps every dialog's height, and is asked to scroll the dialog into
 * view when one opens (decision 129).
 */
function useDialogsInView() {
  useEffect(() => {
    if (window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (event.source !== window.parent || data?.type !== VIEWPORT_MESSAGE || typeof data.height !== 'number') return;
      document.documentElement.style.setProperty('--widget-viewport-height', `${Math.max(240, data.height)}px`);
      document.documentElement.setAttribute('data-widget-viewport', '');
    };
    window.addEventListener('message', onMessage);
    let shown: Element | null = null;
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (dialog === shown) return;
      shown = dialog;
      if (!(dialog instanceof HTMLElement)) return;
      // After layout; offsetTop and offsetHeight ignore the opening animation's transform.
      requestAnimationFrame(() => showRowsInPartnerWindow(dialog.offsetTop, dialog.offsetTop + dialog.offsetHeight));
    });
    observer.observe(document.body, { childList: true });
    return () => {
      window.removeEventListener('message', onMessage);
      observer.disconnect();
    };
  }, []);
}

/**
 * The booking widget's frame (decision 123): the storefront's own pages, from a product or the list to the
 * checkout, without the shop's header and footer, which belong to the partner's page around it; the sign-in and
 * the loader are the storefront's.
 */
export default function WidgetShell() {
  const shop = useShop();
  useReportedHeight();
  useNewPageInView();
  useDialogsInView();
  return (
    <div className="flex flex-col bg-surface text-ink">
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <p className="px-4 py-3 text-center text-xs text-muted">{t('Booked with {shop}', { shop: shop.name })}</p>
      <AuthModals />
      <LoaderOverlay />
    </div>
  );
}
