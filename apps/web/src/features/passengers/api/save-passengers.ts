import type { TSavePassengersRequest } from '@rihla/shared/schemas/passengers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

/** users/savePassengers: some passengers of some lines of an order; each entry sent replaces the one given before. */
export function savePassengers(body: TSavePassengersRequest) {
  return apiCall('users/savePassengers', body);
}

/** On success the answer (the whole order's details as now stored) replaces the page's; Your Orders asks again. */
export function useSavePassengers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePassengers,
    onSuccess: (result, body) => {
      if (result.status !== 1) return;
      queryClient.setQueryData(callKey('users/viewPassengers', body.reference), result.data);
    },
  });
}
