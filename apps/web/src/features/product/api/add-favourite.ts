import type { TModule } from '@rihla/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useAuthModal } from '../../../lib/auth-modal';
import { callKey } from '../../../lib/query-keys';
import { showFailure } from '../../../lib/show-failure';
import { isLoggedIn } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { viewDetailKey } from './view-detail-query';

export function addFavourite(module: TModule, planId: string) {
  return apiCall('users/addFavourites', { module, planId });
}

/**
 * The heart of a product page (SPEC sections 4 and 8): success shows the server's message and reloads the
 * detail so the heart fills; failure shows the server's message, and a visitor is offered the login modal.
 */
export function useAddFavourite(module: TModule, planId: string) {
  const queryClient = useQueryClient();
  const authModal = useAuthModal();
  return useMutation({
    mutationFn: () => addFavourite(module, planId),
    onSuccess: async (result) => {
      if (result.status !== 1) {
        showFailure(result);
        if (!isLoggedIn()) authModal.open('login');
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
