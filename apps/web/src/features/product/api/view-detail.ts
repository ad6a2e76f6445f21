import type { TModule } from '@rihla/shared/constants';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { apiData } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

export const viewDetailKey = (module: string, planId: string) => ['users/viewDetail', module, planId] as const;

export async function fetchProductDetail(module: string, planId: string) {
  // An unknown module in the URL goes to the server as is, so the shopper sees the server's own refusal.
  return apiData('users/viewDetail', { module: module as TModule, planId });
}

export const viewDetailQuery = (module: string, planId: string) =>
  queryOptions({ queryKey: viewDetailKey(module, planId), queryFn: () => fetchProductDetail(module, planId) });

/**
 * One product. On failure (SPEC section 8) the server's message shows as an error toast, the data is
 * cleared and the shopper goes home.
 */
export function useProductDetail(module: string, planId: string) {
  const query = useQuery(viewDetailQuery(module, planId));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    toast.error(error.message, { toastId: `detail-${error.message}` });
    queryClient.removeQueries({ queryKey: viewDetailKey(module, planId) });
    navigate('/', { replace: true });
  }, [error, module, planId, navigate, queryClient]);
  return query;
}
