import { useQuery } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { operatorData } from '../api/operator-client';

/** The desk's page of cards for a search (bookings.read). */
export function useGiftCardList(query: string, page: number) {
  return useQuery({
    queryKey: callKey('operator/listGiftCards', query, page),
    queryFn: () => operatorData('operator/listGiftCards', { ...(query ? { query } : {}), page }),
    retry: false,
  });
}

/** One card with its entries (bookings.read). */
export function useGiftCard(giftCardId: string) {
  return useQuery({
    queryKey: callKey('operator/viewGiftCard', giftCardId),
    queryFn: () => operatorData('operator/viewGiftCard', { giftCardId }),
    retry: false,
  });
}

/** What a card's write changes: the list and the card's page. */
export const GIFT_CARD_CALLS = ['operator/listGiftCards', 'operator/viewGiftCard'] as const;
