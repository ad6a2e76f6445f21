import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

export function fetchUserProfile() {
  return apiData('users/viewUserProfile', {});
}

export const userProfileQuery = () =>
  queryOptions({ queryKey: callKey('users/viewUserProfile'), queryFn: fetchUserProfile, staleTime: 0 });

export function useUserProfile() {
  return useQuery(userProfileQuery());
}
