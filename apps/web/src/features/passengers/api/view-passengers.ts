import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

/** users/viewPassengers: what one of the shopper's orders asks of its passengers, what is given, and until when. */
export function fetchPassengers(reference: string) {
  return apiData('users/viewPassengers', { reference });
}

export const passengersQuery = (reference: string) =>
  queryOptions({ queryKey: callKey('users/viewPassengers', reference), queryFn: () => fetchPassengers(reference) });

/** Asked only once the shopper is logged in (`enabled`): a visitor is asked to log in first. */
export function usePassengers(reference: string, enabled: boolean) {
  return useQuery({ ...passengersQuery(reference), enabled, retry: false });
}
