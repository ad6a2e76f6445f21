import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { AuthModalProvider, useAuthModal } from '../lib/auth-modal';
import { flushRouterUpdate } from '../lib/router-flush';
import { UiStateProvider } from '../lib/ui-state';

export interface TRenderOptions {
  /**
   * Where the test starts. With a single element, also the route pattern it is mounted at (default '/'); a pattern
   * with parameters then needs `initialEntries`, and '*' starts at '/'.
   */
  path?: string;
  /** The memory history to start with; by default just `path`. */
  initialEntries?: string[];
  /** Routes that only show a text, so that a test can see where the app went: `{ '/': 'Home page' }`. */
  stubs?: Record<string, string>;
  /** Store the session of a logged-in shopper (Layla) before rendering. */
  loggedIn?: boolean;
}

export type TAppRouter = ReturnType<typeof createMemoryRouter>;

/** Stores the session the login call leaves behind. */
function logIn(): void {
  localStorage.setItem('loginStatus', 'true');
  localStorage.setItem('oAuth', 'token-1');
  localStorage.setItem('userName', 'Layla');
  localStorage.setItem('proPicUrl', '');
}

function isRouteList(what: ReactNode | RouteObject[]): what is RouteObject[] {
  return Array.isArray(what) && what.every((item) => typeof item === 'object' && item !== null && 'path' in item);
}

/**
 * Renders a page (or a list of routes) the way the app does: a fresh query client without retries, the UI state,
 * the auth modals and the toasts, around a memory router. Returns the testing-library result and the router, whose
 * `state.location` tells where the app went.
 */
export function renderWithApp(
  what: ReactNode | RouteObject[],
  { path, initialEntries, stubs = {}, loggedIn = false }: TRenderOptions = {},
): RenderResult & { router: TAppRouter } {
  if (loggedIn) logIn();
  const routes = isRouteList(what) ? what : [{ path: path ?? '/', element: what }];
  const stubRoutes = Object.entries(stubs).map(([stubPath, text]) => ({ path: stubPath, element: <p>{text}</p> }));
  const start = path === undefined || path === '*' ? '/' : path;
  const router = createMemoryRouter([...routes, ...stubRoutes], { initialEntries: initialEntries ?? [start] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <UiStateProvider>
        <AuthModalProvider>
          <RouterProvider router={router} flushSync={flushRouterUpdate} />
          <ToastContainer />
        </AuthModalProvider>
      </UiStateProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** Shows where the app is (path and query), for tests that follow links. */
export function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** Shows which auth modal is open, if any. */
export function ModalProbe() {
  return <p data-testid="modal">{useAuthModal().modal ?? 'none'}</p>;
}
