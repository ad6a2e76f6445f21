import type { TCallData, TCallRequest } from '@rihla/shared/api-calls';
import { HOME_HOLIDAYS_GRID_SIZE } from '@rihla/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

/**
 * The home page asks the filtered list for category Holidays with the other groups empty (SPEC section 7),
 * and only for the cards its grid shows.
 */
export const HOLIDAYS_BODY: TCallRequest<'users/filteredList'> = {
  category: ['Holidays'],
  price: [],
  time: [],
  duration: [],
  limit: HOME_HOLIDAYS_GRID_SIZE,
  page: 0,
};

/** A failed filtered list is an empty list with no message (SPEC section 8). */
export async function fetchHolidayList(): Promise<TCallData<'users/filteredList'>> {
  const result = await apiCall('users/filteredList', HOLIDAYS_BODY);
  if (result.status === 1) return result.data;
  console.warn('users/filteredList failed:', result.message);
  return [];
}

export const holidayListQuery = () =>
  queryOptions({ queryKey: callKey('users/filteredList', HOLIDAYS_BODY), queryFn: fetchHolidayList });

export function useHolidayList() {
  return useQuery(holidayListQuery());
}
