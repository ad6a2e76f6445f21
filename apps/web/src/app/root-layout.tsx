import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RenderLater } from '../components/ui/render-later';
import { AuthModals } from '../features/auth/components/auth-modals';
import { isArabicOffered } from '../lib/language';
import { widgetPartnerId } from '../lib/widget';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { LoaderOverlay } from './layout/loader-overlay';

// Shown to few visitors (a first visit from a browser preferring Arabic): its code loads only for them.
const LanguageOffer = lazy(() => import('./layout/language-offer'));
// A partner's booking widget (decision 123): its frame's code loads only inside it.
const WidgetShell = lazy(() => import('./layout/widget-shell'));

/** Every route change scrolls to the top (SPEC section 2, Global). */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

export function RootLayout() {
  if (widgetPartnerId()) {
    return (
      <Suspense fallback={null}>
        <ScrollToTop />
        <WidgetShell />
      </Suspense>
    );
  }
  return <ShopLayout />;
}

function ShopLayout() {
  const [isOffered] = useState(isArabicOffered);
  return (
    <div className="flex min-h-dvh flex-col bg-surface text-ink">
      <ScrollToTop />
      {isOffered && (
        <Suspense fallback={null}>
          <LanguageOffer />
        </Suspense>
      )}
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {/* Below every first screen: rendered once the page has shown (decision 015). */}
      <RenderLater placeholderClassName="h-[400px]">
        <Footer />
      </RenderLater>
      <AuthModals />
      <LoaderOverlay />
    </div>
  );
}
