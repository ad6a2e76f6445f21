import { lazy } from 'react';
import { LoadWhen } from '../../../components/ui/load-when';
import { useAuthModal } from '../../../lib/auth-modal';
import { catalogueComplete } from '../../../lib/i18n';
import { useKeepInviteCode } from './keep-invite-code';

// The forms, their validation (zod, react-hook-form) and the dialog primitives load when a modal first opens, with
// the rest of the page's language's texts, which they are not among on a first load (decision 101).
const AuthDialogs = lazy(async () => {
  const [dialogs] = await Promise.all([import('./auth-dialogs'), catalogueComplete()]);
  return dialogs;
});

/**
 * The login, sign-up, forgot-password and login-with-OTP modals; useAuthModal() says which one is open. Mounted on
 * every page, it also keeps an invite code from the address for the sign-up.
 */
export function AuthModals() {
  const { modal } = useAuthModal();
  useKeepInviteCode();
  return (
    <LoadWhen when={modal !== null}>
      <AuthDialogs />
    </LoadWhen>
  );
}
