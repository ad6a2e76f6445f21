import type { TUserRegisterRequest } from '@rihla/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/**
 * users/userRegister: success is a message and the seconds before another code may be asked for. There is no
 * auto-login (SPEC section 4): the account logs in once the code texted to its number is entered (issue 19).
 */
export function registerUser(body: TUserRegisterRequest) {
  return apiCall('users/userRegister', body);
}

export function useRegister() {
  return useMutation({ mutationFn: registerUser });
}
