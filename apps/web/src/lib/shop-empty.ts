import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from './api-client';
import { callKey } from './query-keys';

/**
 * Whether the shop has nothing on sale (an operator's first day, SEED_DEMO=false): the first card of the catalogue,
 * unfiltered. A failed call is not an empty shop: the pages then say what they say of a failed list.
 */
export const shopEmptyQuery = queryOptions({
  queryKey: callKey('users/filteredList', 'is-shop-empty'),
  queryFn: async () => {
    const result = await apiCall('users/filteredList', { limit: 1, page: 0 });
    return result.status === 1 && result.data.length === 0;
  },
  staleTime: 60_000,
});

/** True once the shop is known to have no published product; false while unknown, or when `enabled` is false. */
export function useIsShopEmpty(enabled = true): boolean {
  return useQuery({ ...shopEmptyQuery, enabled }).data === true;
}
