import type { TCallData } from '@rihla/shared/api-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

export type TBanner = TCallData<'users/listBanner'>[number];

/** Home banners; a failed home load is only logged and shows nothing (SPEC section 8). */
export async function fetchBanners(): Promise<TBanner[]> {
  const result = await apiCall('users/listBanner', {});
  if (result.status === 1) return result.data;
  console.warn('users/listBanner failed:', result.message);
  return [];
}

export const bannersQuery = () => queryOptions({ queryKey: callKey('users/listBanner'), queryFn: fetchBanners });

export function useBanners() {
  return useQuery(bannersQuery());
}
