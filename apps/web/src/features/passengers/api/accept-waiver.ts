import type { TCallRequest } from '@rihla/shared/api-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { waiversQuery } from './view-waivers';

/** users/acceptWaiver; the result (status 1, or 0 with the server's message, code and field) goes to the caller. */
export function acceptWaiver(body: TCallRequest<'users/acceptWaiver'>) {
  return apiCall('users/acceptWaiver', body);
}

/** Accepts a waiver: the answer is the order's waivers as they are now, which the section shows at once. */
export function useAcceptWaiver(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptWaiver,
    onSuccess: (result) => {
      if (result.status === 1) queryClient.setQueryData(waiversQuery(reference).queryKey, result.data);
    },
  });
}
