import type { TResetPasswordRequest } from '@rihla/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** users/resetPassword: sets a new password with a code sent for a reset; the shopper then logs in with it. */
export function resetPassword(body: TResetPasswordRequest) {
  return apiCall('users/resetPassword', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
