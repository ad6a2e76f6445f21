// One file per server call: its query key, fetcher, query options and hook (the pattern every feature uses).
import type { TCallRequest } from '@rihla/shared/api-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export type TFilteredListBody = TCallRequest<'users/filteredList'>;

/** A failed filtered list is an empty list with no message (SPEC section 8). */
export async function fetchFilteredList(body: TFilteredListBody) {
  const result = await apiCall('users/filteredList', body);
  return result.status === 1 ? result.data : [];
}

export const filteredListQuery = (body: TFilteredListBody) =>
  queryOptions({ queryKey: ['users/filteredList', body], queryFn: () => fetchFilteredList(body) });

export function useFilteredList(body: TFilteredListBody) {
  return useQuery(filteredListQuery(body));
}
