import { lazy } from 'react';
import { LoadWhen } from '../../../components/ui/load-when';
import { useAuthModal } from '../../../lib/auth-modal';

// The forms, their validation (zod, react-hook-form) and the dialog primitives load when a modal first opens.
const AuthDialogs = lazy(() => import('./auth-dialogs'));

/** The login, sign-up, forgot-password and login-with-OTP modals; useAuthModal() says which one is open. */
export function AuthModals() {
  const { modal } = useAuthModal();
  return (
    <LoadWhen when={modal !== null}>
      <AuthDialogs />
    </LoadWhen>
  );
}
