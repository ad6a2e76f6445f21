import './lib/zod-config';
import { splitLanguagePath } from '@rihla/shared/rules/languages';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { INTL_LOCALES, setLocale } from './lib/i18n';
import { rememberedLanguageAddress } from './lib/language';
import { flushRouterUpdate } from './lib/router-flush';
import { pathInsideWidget, widgetBase } from './lib/widget';
import './index.css';

/** The page's language from its path (decision 101); Arabic loads its catalogue's chunk before the first render. */
async function startLanguage(): Promise<'en' | 'ar'> {
  const { language } = splitLanguagePath(pathInsideWidget(window.location.pathname));
  if (language === 'ar') {
    const { arabicTranslator, completeArabic } = await import('./locales/ar');
    setLocale('ar', arabicTranslator(INTL_LOCALES.ar.number), completeArabic());
  }
  return language;
}

const container = document.getElementById('root');
// A shopper who chose a language before gets it again, on the same page (decision 101).
// A partner's widget (decision 123) keeps the language its partner chose.
const remembered = widgetBase() ? null : rememberedLanguageAddress(window.location);
if (remembered) window.location.replace(remembered);
else if (container) void startLanguage().then((language) => start(container, language));

function start(container: HTMLElement, language: 'en' | 'ar') {
  const router = createRouter(language, widgetBase());
  // The page's first screen (index.html, decision 015) stays until the router has the page's code and first
  // data: the app then replaces it in one commit, never with an empty frame. The render is a transition, so
  // React yields to the browser while it builds the page.
  const render = () =>
    startTransition(() =>
      createRoot(container).render(
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} flushSync={flushRouterUpdate} />
          </AppProviders>
        </StrictMode>,
      ),
    );
  if (router.state.initialized) render();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      render();
    });
  }
}
