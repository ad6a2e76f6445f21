import type { TCallRequest } from '@rihla/shared/api-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { VIEW_CART_KEY } from './view-cart';

/** users/deleteCart; the result (status 1 or 0 with the server's message) is handled by the caller. */
export function deleteCartItem(body: TCallRequest<'users/deleteCart'>) {
  return apiCall('users/deleteCart', body);
}

/** Removes a line; the cart reloads after a removal (SPEC section 4), whatever the outcome. */
export function useDeleteCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: VIEW_CART_KEY }),
  });
}
