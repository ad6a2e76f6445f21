import type { TCallData } from '@rihla/shared/api-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

export type TFeaturedKind = 'most_popular' | 'explore_uae';

/** Most popular or Explore UAE products; a failed home load is only logged and shows nothing (SPEC section 8). */
export async function fetchFeaturedData(kind: TFeaturedKind): Promise<TCallData<'homepage/featuredData'>> {
  const body = kind === 'most_popular' ? { most_popular: 1 } : { explore_uae: 1 };
  const result = await apiCall('homepage/featuredData', { limit: 'all', page: '0', ...body });
  if (result.status === 1) return result.data;
  console.warn('homepage/featuredData failed:', result.message);
  return [];
}

export const featuredDataQuery = (kind: TFeaturedKind) =>
  queryOptions({ queryKey: callKey('homepage/featuredData', kind), queryFn: () => fetchFeaturedData(kind) });

export function useFeaturedData(kind: TFeaturedKind) {
  return useQuery(featuredDataQuery(kind));
}
