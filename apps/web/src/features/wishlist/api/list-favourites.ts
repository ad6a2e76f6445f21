import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

export function fetchFavourites() {
  return apiData('users/listFavourites', {});
}

export const favouritesQuery = () =>
  queryOptions({ queryKey: callKey('users/listFavourites'), queryFn: fetchFavourites, staleTime: 0 });

export function useFavourites() {
  return useQuery(favouritesQuery());
}
