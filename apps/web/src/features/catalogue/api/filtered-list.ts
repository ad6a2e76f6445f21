// One file per server call: its query key, fetcher, query options and hook (the pattern every feature uses).
import type { TCallRequest } from '@rihla/shared/api-calls';
import { FILTER_PAGE_SIZE } from '@rihla/shared/constants';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

export type TFilteredListBody = TCallRequest<'users/filteredList'>;

/** A failed filtered list is an empty list with no message (SPEC section 8). */
export async function fetchFilteredList(body: TFilteredListBody) {
  const result = await apiCall('users/filteredList', body);
  return result.status === 1 ? result.data : [];
}

/**
 * The filter page's results, FILTER_PAGE_SIZE cards a page: a full page means there may be more, so the page
 * offers 'Show more' (a phone gets the first cards quickly instead of the whole catalogue at once).
 */
export const filteredListPagesQuery = (body: TFilteredListBody) =>
  infiniteQueryOptions({
    queryKey: callKey('users/filteredList', body, 'pages'),
    queryFn: ({ pageParam }) => fetchFilteredList({ ...body, limit: FILTER_PAGE_SIZE, page: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => (lastPage.length === FILTER_PAGE_SIZE ? pages.length : undefined),
  });
