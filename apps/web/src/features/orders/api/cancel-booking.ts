import type { TCallRequest } from '@rihla/shared/api-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';
import { completedOrdersQuery } from './view-completed-orders';

/** users/cancelBooking; the result (status 1 or 0 with the server's message) is handled by the caller. */
export function cancelBooking(body: TCallRequest<'users/cancelBooking'>) {
  return apiCall('users/cancelBooking', body);
}

/** Cancels a booking; the orders and the notifications reload afterwards, whatever the outcome. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: completedOrdersQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: callKey('users/viewNotification') }),
      ]),
  });
}
