import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

/** users/listGiftCards: the cards the shopper bought, newest first. */
export const boughtGiftCardsQuery = () =>
  queryOptions({ queryKey: callKey('users/listGiftCards'), queryFn: () => apiData('users/listGiftCards', {}) });

export function useBoughtGiftCards(enabled = true) {
  return useQuery({ ...boughtGiftCardsQuery(), enabled });
}
