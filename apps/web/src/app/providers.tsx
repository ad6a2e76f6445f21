import { TOAST_AUTO_CLOSE_MS } from '@rihla/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { AuthModalProvider } from './state/auth-modal';
import { UiStateProvider } from './state/ui-state';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <UiStateProvider>
        <AuthModalProvider>
          {children}
          {/* The spec's toasts: top-right, 5 s, pause on hover and focus loss, drag to dismiss at 80%, light. */}
          <ToastContainer
            position="top-right"
            autoClose={TOAST_AUTO_CLOSE_MS}
            pauseOnHover
            pauseOnFocusLoss
            draggable
            draggablePercent={80}
            theme="light"
            // A modal sets pointer-events: none on the page; toasts shown over it must stay clickable.
            style={{ pointerEvents: 'auto' }}
          />
        </AuthModalProvider>
      </UiStateProvider>
    </QueryClientProvider>
  );
}
