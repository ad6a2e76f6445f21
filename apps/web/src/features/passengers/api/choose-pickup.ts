import type { TCallRequest } from '@rihla/shared/api-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';
import { pickupsQuery } from './view-pickups';

/** users/choosePickup; the result (status 1 or 0 with the server's message) is handled by the caller. */
export function choosePickup(body: TCallRequest<'users/choosePickup'>) {
  return apiCall('users/choosePickup', body);
}

/** Chooses a line's pick-up; the answer is the order's pick-ups as they now are, and Your Orders reloads. */
export function useChoosePickup(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePickup,
    onSuccess: (result) => {
      if (result.status === 1) queryClient.setQueryData(pickupsQuery(reference).queryKey, result.data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: callKey('users/viewCompletedOrder') }),
  });
}
