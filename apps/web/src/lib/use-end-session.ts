import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from './storage';
import { toast } from './toast';
import { useUiState } from './ui-state';

/**
 * What every end of a session does once the server has ended it (Log out, a deleted account): storage cleared,
 * logged out, home, the server's words, and nothing fetched for the account kept for whoever comes next.
 */
export function useEndSession() {
  const { setIsLogin } = useUiState();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (message: string) => {
      clearSession();
      setIsLogin(false);
      // NOTE: the page left (Personal Information, Your Orders) must be gone before its answers are: a page still
      // on screen that renders again rebuilds a removed query and asks for it without a session, refused with a 401.
      // A navigation commits in a transition, which may render after this function has gone on (seen on a slow
      // machine); flushSync commits home before the navigation's promise settles.
      await navigate('/', { flushSync: true });
      queryClient.removeQueries();
      toast.success(message);
    },
    [setIsLogin, navigate, queryClient],
  );
}
