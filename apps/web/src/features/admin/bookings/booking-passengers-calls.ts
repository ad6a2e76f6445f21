import type { TSavePassengersRequest } from '@rihla/shared/schemas/passengers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callKey } from '../../../lib/query-keys';
import { operatorCall, operatorData } from '../api/operator-client';

/** Where the phone booking page sends the agent (decision 099): the order page's Passengers, by its id. */
export const PASSENGERS_ANCHOR = 'passengers';

/** operator/viewBookingPassengers: a booking's passengers, masked, open to the desk until departure (decision 099). */
export function useBookingPassengers(reference: string) {
  return useQuery({
    queryKey: callKey('operator/viewBookingPassengers', reference),
    queryFn: () => operatorData('operator/viewBookingPassengers', { reference }),
    retry: false,
  });
}

/** operator/viewBookingPickups: a booking's lines that collect guests, their points and the choice. */
export function useBookingPickups(reference: string) {
  return useQuery({
    queryKey: callKey('operator/viewBookingPickups', reference),
    queryFn: () => operatorData('operator/viewBookingPickups', { reference }),
    retry: false,
  });
}

/** What the desk's details and pick-ups change: the departures' manifests and the audit log. */
export const DETAILS_CALLS = ['operator/getManifest', 'operator/listDepartures', 'operator/auditLog'] as const;

/**
 * operator/saveBookingPassengers, as the shopper's PassengerEntryForm sends it (decision 099): the form shows the
 * result itself (the toast, or the refusal on its field), so this hook answers the result as it comes rather than
 * through useDeskWrite, and does what a desk write does after it: the booking's masked answer replaces the page's,
 * and the manifests and the audit log are asked again.
 */
export function useDeskSavePassengers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSavePassengersRequest) => operatorCall('operator/saveBookingPassengers', body),
    onSuccess: async (result, body) => {
      if (result.status === 1) {
        queryClient.setQueryData(callKey('operator/viewBookingPassengers', body.reference), result.data);
      }
      await Promise.all(DETAILS_CALLS.map((name) => queryClient.invalidateQueries({ queryKey: callKey(name) })));
    },
  });
}
