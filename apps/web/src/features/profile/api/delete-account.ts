import type { TDeleteAccountRequest } from '@rihla/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** users/deleteAccount: confirmed by the password; on success every session of the account is gone. */
export function deleteAccount(body: TDeleteAccountRequest) {
  return apiCall('users/deleteAccount', body);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
