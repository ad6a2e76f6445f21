import type { TSetRemindersRequest } from '@rihla/shared/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { userProfileQuery } from './view-user-profile';

/** users/setReminders: the reminders before each trip, on or off; the profile is read again after. */
export function setReminders(body: TSetRemindersRequest) {
  return apiCall('users/setReminders', body);
}

export function useSetReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReminders,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userProfileQuery().queryKey }),
  });
}
