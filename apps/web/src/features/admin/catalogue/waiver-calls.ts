import { queryOptions, useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { operatorData } from '../api/operator-client';

/** operator/getProductWaiver: the version shoppers accept now, and every version written (decision 096). */
export const productWaiverQuery = (id: string) =>
  queryOptions({
    queryKey: callKey('operator/getProductWaiver', id),
    queryFn: () => operatorData('operator/getProductWaiver', { id }),
  });

export function useProductWaiver(id: string) {
  return useQuery(productWaiverQuery(id));
}
