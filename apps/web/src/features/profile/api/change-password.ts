import type { TChangePasswordRequest } from '@rihla/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** users/changePassword: this session stays logged in; the server logs out every other session. */
export function changePassword(body: TChangePasswordRequest) {
  return apiCall('users/changePassword', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
