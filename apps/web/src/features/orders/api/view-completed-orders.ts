import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';

/** users/viewCompletedOrder: the user's orders, newest first. A failure reaches `error` with the server's message. */
export function fetchCompletedOrders() {
  return apiData('users/viewCompletedOrder', {});
}

export const completedOrdersQuery = () =>
  queryOptions({ queryKey: callKey('users/viewCompletedOrder'), queryFn: fetchCompletedOrders });

export function useCompletedOrders() {
  return useQuery(completedOrdersQuery());
}
