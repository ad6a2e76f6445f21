import { type FormEvent, useId } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useAuthModal } from '../../../lib/auth-modal';
import { t } from '../../../lib/i18n';
import { LinkButton } from './link-button';

/**
 * The forgot-password and login-with-OTP modals. The spec shows them but they only close and call
 * nothing, so they say so plainly instead of pretending to send a code.
 */
function PhoneOnlyDialog({ kind, title, text }: { kind: 'forgot' | 'otp'; title: string; text: string }) {
  const { modal, open, close, openerRef } = useAuthModal();
  const phoneId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    close();
  }
  return (
    <Dialog
      returnFocusTo={openerRef}
      open={modal === kind}
      onOpenChange={(isOpen) => !isOpen && close()}
      title={title}
      description={text}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div>
          <label htmlFor={phoneId} className="field-label">
            {t('Phone number')}
          </label>
          <input id={phoneId} type="tel" inputMode="tel" autoComplete="tel" className="field-input" />
        </div>
        <button type="submit" className="btn-primary w-full">
          {t('Got it')}
        </button>
        <p className="text-center text-sm text-muted">
          {t('Remembered your password?')} <LinkButton onClick={() => open('login')}>{t('Back to login')}</LinkButton>
        </p>
      </form>
    </Dialog>
  );
}

export function ForgotPasswordDialog() {
  return (
    <PhoneOnlyDialog
      kind="forgot"
      title={t('Forgot password')}
      text={t(
        'Password reset by one-time code is not available online yet. Please contact our support team by e-mail and we will help you get back into your account.',
      )}
    />
  );
}

export function OtpLoginDialog() {
  return (
    <PhoneOnlyDialog
      kind="otp"
      title={t('Login with OTP')}
      text={t(
        'Logging in with a one-time code sent by text is not available online yet. Please log in with your phone number and password.',
      )}
    />
  );
}
