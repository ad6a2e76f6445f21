import type { TUserRegisterRequest } from '@rihla/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** users/userRegister: success is only a message; there is no auto-login (SPEC section 4). */
export function registerUser(body: TUserRegisterRequest) {
  return apiCall('users/userRegister', body);
}

export function useRegister() {
  return useMutation({ mutationFn: registerUser });
}
