import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

/** users/viewWallet: balances, the block and the newest entries. A failure reaches `error` with the server's message. */
export function fetchWallet() {
  return apiData('users/viewWallet', {});
}

export const walletQuery = () => queryOptions({ queryKey: callKey('users/viewWallet'), queryFn: fetchWallet });

export function useWallet() {
  return useQuery(walletQuery());
}
