import type { TCallRequest } from '@rihla/shared/api-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { VIEW_CART_KEY } from './view-cart';

/** users/updateCartLine: new ticket counts for one line, checked by the server as adding it is. */
export function updateCartLine(body: TCallRequest<'users/updateCartLine'>) {
  return apiCall('users/updateCartLine', body);
}

/** Changes a line's counts; the cart reloads whatever the outcome (a refusal shows the counts as they stay). */
export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartLine,
    onSettled: () => queryClient.invalidateQueries({ queryKey: VIEW_CART_KEY }),
  });
}
