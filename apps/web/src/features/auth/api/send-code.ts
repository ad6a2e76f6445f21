import type { TSendCodeRequest } from '@rihla/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** users/sendCode: texts a one-time code for a sign-up, a login or a reset; answers the seconds before another. */
export function sendCode(body: TSendCodeRequest) {
  return apiCall('users/sendCode', body);
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
