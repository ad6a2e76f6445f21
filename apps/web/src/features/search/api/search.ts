import type { TCallData } from '@rihla/shared/api-calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

export type TSearchResult = TCallData<'users/search'>[number];

/** Search results, or null when the call failed: a failed search is only logged (SPEC section 8). */
export async function fetchSearch(title: string): Promise<TSearchResult[] | null> {
  const result = await apiCall('users/search', { title });
  if (result.status === 1) return result.data;
  console.warn('users/search failed:', result.message);
  return null;
}

export const searchQuery = (title: string) =>
  queryOptions({ queryKey: callKey('users/search', title), queryFn: () => fetchSearch(title), staleTime: 60_000 });

/** Searches once the (already debounced) text is not empty; keeps the previous list while the next loads. */
export function useSearch(title: string) {
  return useQuery({ ...searchQuery(title), enabled: title.length > 0, placeholderData: keepPreviousData });
}
