import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export function fetchUserProfile() {
  return apiData('users/viewUserProfile', {});
}

export const userProfileQuery = () =>
  queryOptions({ queryKey: ['users/viewUserProfile'], queryFn: fetchUserProfile, staleTime: 0 });

export function useUserProfile() {
  return useQuery(userProfileQuery());
}
