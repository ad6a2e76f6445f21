import type { TCallData } from '@rihla/shared/api-calls';
import { apiCall } from '../../../lib/api-client';
import { writeStorage } from '../../../lib/storage';

/** Login success: the token, profile picture and first name are stored (SPEC section 4). */
export function saveLogin(data: TCallData<'users/userLogin'>): void {
  writeStorage('loginStatus', 'true');
  writeStorage('token', data.token);
  writeStorage('profilePicture', data.profile_pic);
  writeStorage('userName', data.first_name);
}

/** Logout: the server revokes the token; useEndSession then forgets the session here. */
export async function logOut(): Promise<void> {
  await apiCall('users/logout', {});
}
