import type { TCallRequest } from '@rihla/shared/api-calls';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { widgetAttribution } from '../../../lib/widget';

/**
 * users/checkout: prices the cart (with a promo code when one is given) and records it as a checkout; inside a
 * partner's widget it names the partner (decision 123).
 */
export function createCheckout(body: TCallRequest<'users/checkout'>) {
  return apiCall('users/checkout', { ...body, ...widgetAttribution() });
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
