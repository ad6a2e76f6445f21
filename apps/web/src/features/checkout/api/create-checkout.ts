import type { TCallRequest } from '@rihla/shared/api-calls';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** users/checkout: prices the cart (with a promo code when one is given) and records it as a checkout. */
export function createCheckout(body: TCallRequest<'users/checkout'>) {
  return apiCall('users/checkout', body);
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
