import { useQuery, useQueryClient } from '@tanstack/react-query';
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

/** After an issue or a void: the list, the card and the audit log (where the write is recorded) are asked again. */
export function useRefreshGiftCards() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [callKey('operator/listGiftCards'), callKey('operator/viewGiftCard'), callKey('operator/auditLog')].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
