import { useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { operatorData } from '../api/operator-client';

/** operator/listPickupPoints: every point, active and retired, by area and name (decision 095). */
export function usePickupPoints() {
  return useQuery({
    queryKey: callKey('operator/listPickupPoints'),
    queryFn: () => operatorData('operator/listPickupPoints'),
    retry: false,
  });
}

/** operator/getProductPickups: which points a product collects from, and how many minutes before departure. */
export function useProductPickups(productId: string) {
  return useQuery({
    queryKey: callKey('operator/getProductPickups', { id: productId }),
    queryFn: () => operatorData('operator/getProductPickups', { id: productId }),
    retry: false,
  });
}

/** What a point's write changes: the points, and every product's offer of them. */
export const PICKUP_POINT_CALLS = ['operator/listPickupPoints', 'operator/getProductPickups'] as const;
