import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

/** users/redeemGiftCard: answers the wallet as it is after the redemption, which replaces the wallet page's data. */
export function redeemGiftCard(code: string) {
  return apiCall('users/redeemGiftCard', { code });
}

export function useRedeemGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemGiftCard,
    onSuccess: (result) => {
      if (result.status === 1) queryClient.setQueryData(callKey('users/viewWallet'), result.data);
    },
  });
}
