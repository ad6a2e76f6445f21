import { ForgotPasswordDialog, OtpLoginDialog } from './help-dialogs';
import { LoginDialog } from './login-dialog';
import { SignupDialog } from './signup-dialog';

/** The login, sign-up, forgot-password and login-with-OTP modals; useAuthModal() says which one is open. */
export default function AuthDialogs() {
  return (
    <>
      <LoginDialog />
      <SignupDialog />
      <ForgotPasswordDialog />
      <OtpLoginDialog />
    </>
  );
}
