import type { TModule } from '@rihla/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { callKey } from '../../../lib/query-keys';
import { showFailure } from '../../../lib/show-failure';
import { toast } from '../../../lib/toast';
import { viewDetailKey } from './view-detail-query';

export function removeFavourite(module: TModule, planId: string) {
  return apiCall('users/removeFavourites', { module, planId });
}

/**
 * A second click on a filled heart (issue 16; the spec shows removal on the wishlist page only): the server's
 * message ('Removed from your wishlist') as a success toast, then the detail reloads so the heart empties.
 */
export function useRemoveFavourite(module: TModule, planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeFavourite(module, planId),
    onSuccess: async (result) => {
      if (result.status !== 1) {
        showFailure(result);
        return;
      }
      toast.success(result.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: viewDetailKey(module, planId) }),
        queryClient.invalidateQueries({ queryKey: callKey('users/listFavourites') }),
      ]);
    },
  });
}
