import './lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (container) {
  const router = createRouter();
  // The page's first screen (index.html, decision 015) stays until the router has the page's code and first
  // data: the app then replaces it in one commit, never with an empty frame. The render is a transition, so
  // React yields to the browser while it builds the page.
  const render = () =>
    startTransition(() =>
      createRoot(container).render(
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
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
