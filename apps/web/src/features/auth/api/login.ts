import type { TUserLoginRequest } from '@rihla/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** users/userLogin; the result (status 1 or 0 with the server's message) is handled by the form. */
export function loginUser(body: TUserLoginRequest) {
  return apiCall('users/userLogin', body);
}

export function useLogin() {
  return useMutation({ mutationFn: loginUser });
}
