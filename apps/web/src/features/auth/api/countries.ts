import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

/** The country list of the login and sign-up selects (name, ISO code, dial code). */
export function fetchCountries() {
  return apiData('users/countries', {});
}

export const countriesQuery = () =>
  queryOptions({ queryKey: callKey('users/countries'), queryFn: fetchCountries, staleTime: Number.POSITIVE_INFINITY });

export function useCountries(enabled = true) {
  return useQuery({ ...countriesQuery(), enabled });
}
