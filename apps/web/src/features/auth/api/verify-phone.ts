import type { TPhoneCodeRequest } from '@rihla/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** users/verifyPhone: confirms a new account's number with the code of its sign-up, and logs in. */
export function verifyPhone(body: TPhoneCodeRequest) {
  return apiCall('users/verifyPhone', body);
}

export function useVerifyPhone() {
  return useMutation({ mutationFn: verifyPhone });
}
