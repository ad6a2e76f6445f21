import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useIsToastifyRequested } from '../lib/toast';
import { queryClient } from './query-client';
import { AuthModalProvider } from './state/auth-modal';
import { UiStateProvider } from './state/ui-state';

const Toaster = lazy(() => import('./toaster'));

export function AppProviders({ children }: { children: ReactNode }) {
  const isToastRequested = useIsToastifyRequested();
  return (
    <QueryClientProvider client={queryClient}>
      <UiStateProvider>
        <AuthModalProvider>
          {children}
          {isToastRequested && (
            <Suspense fallback={null}>
              <Toaster />
            </Suspense>
          )}
        </AuthModalProvider>
      </UiStateProvider>
    </QueryClientProvider>
  );
}
