import { useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { operatorData } from '../api/operator-client';

/** operator/viewBookingWaivers: per passenger, who accepted which version of the waiver and when (decision 096). */
export function useBookingWaivers(reference: string) {
  return useQuery({
    queryKey: callKey('operator/viewBookingWaivers', reference),
    queryFn: () => operatorData('operator/viewBookingWaivers', { reference }),
    retry: false,
  });
}
