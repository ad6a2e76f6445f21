import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

/**
 * users/viewGiftCardPurchase: the return page asks where the purchase stands; the server confirms it with the
 * gateway, so a pending answer is asked again for a little while (the callback may be a moment behind).
 */
export const giftCardPurchaseQuery = (purchaseId: string) =>
  queryOptions({
    queryKey: callKey('users/viewGiftCardPurchase', purchaseId),
    queryFn: () => apiData('users/viewGiftCardPurchase', { purchaseId }),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.state === 'pending' && query.state.dataUpdateCount < 10 ? 2000 : false,
  });

export function useGiftCardPurchase(purchaseId: string | null) {
  return useQuery({ ...giftCardPurchaseQuery(purchaseId ?? ''), enabled: purchaseId !== null });
}
