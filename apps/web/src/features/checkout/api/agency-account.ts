import type { TCallRequest } from '@rihla/shared/api-calls';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiCall, apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

/**
 * users/agencyAccount (decision 126): null for an ordinary shopper; for a partner's travel agent its agency's credit,
 * and what this checkout would owe on account. Asked on every visit: the credit moves with every agent's booking.
 */
export const agencyAccountQuery = (cartId: string) =>
  queryOptions({
    queryKey: callKey('users/agencyAccount', cartId),
    queryFn: () => apiData('users/agencyAccount', { cartId }),
    staleTime: 0,
  });

export function useAgencyAccount(cartId: string, isEnabled: boolean) {
  return useQuery({ ...agencyAccountQuery(cartId), enabled: isEnabled });
}

/** users/payOnAccount: the agent books the checkout on its agency's account. */
export function usePayOnAccount() {
  return useMutation({
    mutationFn: (body: TCallRequest<'users/payOnAccount'>) => apiCall('users/payOnAccount', body),
  });
}
