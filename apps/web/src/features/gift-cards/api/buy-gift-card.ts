import type { TBuyGiftCardRequest } from '@rihla/shared/schemas/gift-cards';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** users/buyGiftCard: a pending purchase and the gateway's page for its amount. */
export function buyGiftCard(body: TBuyGiftCardRequest) {
  return apiCall('users/buyGiftCard', body);
}

export function useBuyGiftCard() {
  return useMutation({ mutationFn: buyGiftCard });
}
