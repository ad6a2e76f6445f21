import { QueryClient } from '@tanstack/react-query';

/** The app's one query client; the router's loaders start the first page's calls in it while its code loads. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
});
