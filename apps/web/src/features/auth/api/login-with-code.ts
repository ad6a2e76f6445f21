import type { TPhoneCodeRequest } from '@rihla/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** users/loginWithCode: logs in with a one-time code instead of the password. */
export function loginWithCode(body: TPhoneCodeRequest) {
  return apiCall('users/loginWithCode', body);
}

export function useLoginWithCode() {
  return useMutation({ mutationFn: loginWithCode });
}
