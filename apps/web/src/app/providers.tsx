import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { AuthModalProvider } from '../lib/auth-modal';
import { useIsToastifyRequested } from '../lib/toast';
import { UiStateProvider } from '../lib/ui-state';
import { queryClient } from './query-client';

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
