import type { TCallData } from '@rihla/shared/api-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

export type TNotification = TCallData<'users/viewNotification'>[number];

/** A failed load is an empty list plus the server's message (SPEC section 8). */
export async function fetchNotifications(): Promise<{ items: TNotification[]; failure: string | null }> {
  const result = await apiCall('users/viewNotification', {});
  return result.status === 1 ? { items: result.data, failure: null } : { items: [], failure: result.message };
}

export const notificationsQuery = () =>
  queryOptions({ queryKey: callKey('users/viewNotification'), queryFn: fetchNotifications });

export function useNotifications(isEnabled: boolean) {
  return useQuery({ ...notificationsQuery(), enabled: isEnabled });
}
