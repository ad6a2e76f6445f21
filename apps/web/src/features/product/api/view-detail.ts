import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { showFailure } from '../../../lib/show-failure';
import { viewDetailKey, viewDetailQuery } from './view-detail-query';

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
    showFailure(error, { toastId: `detail-${error.message}` });
    queryClient.removeQueries({ queryKey: viewDetailKey(module, planId) });
    navigate('/', { replace: true });
  }, [error, module, planId, navigate, queryClient]);
  return query;
}
