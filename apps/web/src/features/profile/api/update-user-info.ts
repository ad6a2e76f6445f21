import type { TUserInfoRequest } from '@rihla/shared/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { userProfileQuery } from './view-user-profile';

/** users/userInfo: the changed names and picture, and always gender and dob. */
export function updateUserInfo(body: TUserInfoRequest) {
  return apiCall('users/userInfo', body);
}

export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserInfo,
    onSuccess: (result) => {
      if (result.status === 1) void queryClient.invalidateQueries({ queryKey: userProfileQuery().queryKey });
    },
  });
}
