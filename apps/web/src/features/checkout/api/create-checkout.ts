import type { TCallRequest } from '@rihla/shared/api-calls';
import type { TCheckoutSummary } from '@rihla/shared/schemas/booking';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { checkoutSummaryKey, rememberCheckouts } from '../../../lib/checkout-summary';

/** users/checkout: prices the cart (with a promo code when one is given) and records it as a checkout. */
export function createCheckout(body: TCallRequest<'users/checkout'>) {
  return apiCall('users/checkout', body);
}

export function useCreateCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckout,
    onSuccess: (result) => {
      if (result.status === 1) rememberCheckouts(queryClient, result.data);
    },
  });
}

/**
 * The kept result for this id, if this tab created it. Never fetched: the server has no call that reads a
 * checkout back, so a fresh load falls back to the cart's own totals.
 */
export function useCheckoutSummary(id: string) {
  return useQuery<TCheckoutSummary>({
    queryKey: checkoutSummaryKey(id),
    queryFn: skipToken,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
