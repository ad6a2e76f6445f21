import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { AuthModals } from '../../features/auth/components/auth-modals';
import { t } from '../../lib/i18n';
import { useShop } from '../../lib/shop';
import { LoaderOverlay } from './loader-overlay';

/** The message the partner's page (widget.js) sizes the frame by. */
const HEIGHT_MESSAGE = 'rihla-widget:height';

/**
 * Tells the page framing the widget how tall the page inside is, whenever it changes, so the frame grows with it
 * and the partner's page scrolls once. The height is no secret: any page may hear it.
 */
function useReportedHeight() {
  useEffect(() => {
    if (window.parent === window) return;
    const report = () =>
      window.parent.postMessage({ type: HEIGHT_MESSAGE, height: document.documentElement.scrollHeight }, '*');
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    report();
    return () => observer.disconnect();
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
