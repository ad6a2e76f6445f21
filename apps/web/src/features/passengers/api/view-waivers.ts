import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

/** users/viewWaivers: the waivers one of the shopper's orders asks, and who has accepted which version. */
export function fetchWaivers(reference: string) {
  return apiData('users/viewWaivers', { reference });
}

export const waiversQuery = (reference: string) =>
  queryOptions({ queryKey: callKey('users/viewWaivers', reference), queryFn: () => fetchWaivers(reference) });

/** Asked only once the shopper is logged in (`isLogin`): the details section asks a visitor to log in first. */
export function useWaivers(reference: string, isLogin: boolean) {
  return useQuery({ ...waiversQuery(reference), enabled: isLogin, retry: false });
}
