import type { TCartItem } from '@rihla/shared/schemas/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { VIEW_CART_KEY } from './view-cart';

/**
 * Undo of a removal (decision 030): users/addToCart with the removed line's product, date, departure and counts,
 * so the server checks it again as it checks any line (a departure sold out meanwhile is refused).
 */
export function restoreCartLine(item: TCartItem) {
  return apiCall('users/addToCart', {
    item: [
      {
        module: item.module,
        planId: item.planId,
        date: item.date,
        departure: item.departure.start,
        ...(item.adultCount > 0 ? { adultCount: item.adultCount } : {}),
        tickets: { adult: item.adultCount, child: item.childCount, infant: item.infantCount },
      },
    ],
  });
}

export function useRestoreCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCartLine,
    onSettled: () => queryClient.invalidateQueries({ queryKey: VIEW_CART_KEY }),
  });
}
