import type { TCallData } from '@rihla/shared/api-calls';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthModal } from '../../../lib/auth-modal';
import { toast } from '../../../lib/toast';
import { useUiState } from '../../../lib/ui-state';
import { saveLogin } from '../api/session';

/**
 * What every way of logging in does once the server says yes (password, one-time code, a confirmed sign-up):
 * close the modal, store the session, show the server's message.
 */
export function useFinishLogin() {
  const { close } = useAuthModal();
  const { setIsLogin } = useUiState();
  const queryClient = useQueryClient();
  return useCallback(
    (data: TCallData<'users/userLogin'>, message: string) => {
      close();
      saveLogin(data);
      setIsLogin(true);
      toast.success(message);
      // Answers fetched as a visitor (favourite hearts, wishlists) are stale once logged in.
      void queryClient.invalidateQueries();
    },
    [close, setIsLogin, queryClient],
  );
}
