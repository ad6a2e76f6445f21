import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { writeStorage } from '../../../lib/storage';

/** As long as users/userRegister takes it (packages/shared/src/schemas/auth.ts); anything longer is no code. */
const INVITE_CODE_MAX_LENGTH = 20;

/** The invite code a page's address carries (/?invite=CODE), or null. */
export function inviteCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get('invite')?.trim() ?? '';
  return code && code.length <= INVITE_CODE_MAX_LENGTH ? code : null;
}

/**
 * Keeps a friend's invite code from any page's address until the sign-up sends it (decision 049): the friend's link
 * may land on any page, and the visitor may browse a while before signing up.
 */
export function useKeepInviteCode(): void {
  const { search } = useLocation();
  useEffect(() => {
    const code = inviteCodeOf(search);
    if (code) writeStorage('inviteCode', code);
  }, [search]);
}
