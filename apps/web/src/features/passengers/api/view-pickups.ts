import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

/** users/viewPickups: the lines of one of the shopper's orders that collect guests, their points and the choice. */
export function fetchPickups(reference: string) {
  return apiData('users/viewPickups', { reference });
}

export const pickupsQuery = (reference: string) =>
  queryOptions({ queryKey: callKey('users/viewPickups', { reference }), queryFn: () => fetchPickups(reference) });

/** Asked only once the shopper is logged in (`isLogin`): the details section asks a visitor to log in first. */
export function usePickups(reference: string, isLogin: boolean) {
  return useQuery({ ...pickupsQuery(reference), enabled: isLogin && reference !== '' });
}
