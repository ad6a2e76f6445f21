import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { AuthModalProvider } from '../lib/auth-modal';
import { useIsToastifyRequested } from '../lib/toast';
import { UiStateProvider } from '../lib/ui-state';
import { whenLoadedAndIdle } from '../lib/when-idle';
import { queryClient } from './query-client';

const loadToaster = () => import('./toaster');
const Toaster = lazy(loadToaster);

export function AppProviders({ children }: { children: ReactNode }) {
  const isToastRequested = useIsToastifyRequested();
  // The toasts' code and styles (react-toastify with ours, about 13 KB gzipped) are fetched once the page has loaded
  // and the browser is idle: never with the first paint (decision 014), and not with the first toast either, which
  // on a phone's slow network would then show seconds after what it answers (decision 142). Nothing mounts until a
  // toast is asked for.
  useEffect(() => whenLoadedAndIdle(() => void loadToaster().catch(() => undefined)), []);
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
