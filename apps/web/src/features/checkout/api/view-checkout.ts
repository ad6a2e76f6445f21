import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

export const viewCheckoutKey = (cartId: string) => callKey('users/viewCheckout', cartId);

/**
 * users/viewCheckout: one checkout of the shopper's, where it stands (open, paid, cancelled, failed), its own
 * lines and amounts, and why Pay Now would be refused. An unknown id (or another shopper's) reaches `error`
 * with the server's message.
 */
export function fetchCheckout(cartId: string) {
  return apiData('users/viewCheckout', { cartId });
}

// NOTE: always asked again on a visit: a checkout is paid on another page (the gateway), and the back button
// must not show Pay Now for a checkout that has just been paid.
export const viewCheckoutQuery = (cartId: string) =>
  queryOptions({ queryKey: viewCheckoutKey(cartId), queryFn: () => fetchCheckout(cartId), staleTime: 0 });

export function useViewCheckout(cartId: string) {
  return useQuery(viewCheckoutQuery(cartId));
}
