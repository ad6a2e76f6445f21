import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

/**
 * users/viewWallet, read at checkout for what the shopper may pay with: the wallet and points balances and whether
 * their use is blocked (decision 049). Under the call's own key, so the wallet page and checkout share one answer.
 */
export function fetchBalances() {
  return apiData('users/viewWallet', {});
}

// NOTE: asked again on every visit: a balance spent in another tab or by a refund must not be offered stale.
export const balancesQuery = () =>
  queryOptions({ queryKey: callKey('users/viewWallet'), queryFn: fetchBalances, staleTime: 0 });

export function useBalances(isEnabled: boolean) {
  return useQuery({ ...balancesQuery(), enabled: isEnabled });
}
