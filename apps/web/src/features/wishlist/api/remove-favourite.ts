import type { TProductRef } from '@rihla/shared/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { showFailure } from '../../../lib/show-failure';
import { toast } from '../../../lib/toast';
import { favouritesQuery } from './list-favourites';

/** users/removeFavourites; the wishlist reloads afterwards (SPEC section 4, Favourite). */
export function removeFavourite(ref: TProductRef) {
  return apiCall('users/removeFavourites', ref);
}

export function useRemoveFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavourite,
    onSuccess: async (result) => {
      if (result.status === 1) toast.success(result.message);
      else showFailure(result);
      await queryClient.invalidateQueries({ queryKey: favouritesQuery().queryKey });
    },
  });
}
