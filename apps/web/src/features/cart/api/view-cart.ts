import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

export const VIEW_CART_KEY = callKey('users/viewCart');

/** users/viewCart: the cart priced by the server. A failure reaches `error` with the server's message. */
export function fetchCart() {
  return apiData('users/viewCart', {});
}

export const viewCartQuery = () => queryOptions({ queryKey: VIEW_CART_KEY, queryFn: fetchCart });

export function useViewCart() {
  return useQuery(viewCartQuery());
}
