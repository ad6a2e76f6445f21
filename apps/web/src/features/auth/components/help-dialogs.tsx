import { zodResolver } from '@hookform/resolvers/zod';
import { ZPhoneCodeRequest, ZResetPasswordRequest } from '@rihla/shared/schemas/auth';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/form-fields';
import { useAuthModal } from '../../../lib/auth-modal';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useLoginWithCode } from '../api/login-with-code';
import { useResetPassword } from '../api/reset-password';
import { CodeField } from './code-field';
import type { TPhoneOfCode } from './confirm-phone-step';
import { DEFAULT_COUNTRY } from './country-fields';
import { FailureAlert, SuccessStatus } from './form-notices';
import { LinkButton } from './link-button';
import { isolated } from './phone-number';
import { ResendCode } from './resend-code';
import { SendCodeForm, type TCodeSent } from './send-code-form';
import { useFinishLogin } from './use-finish-login';
import { useFormCall } from './use-form-call';

const NO_PHONE: TPhoneOfCode = { country: DEFAULT_COUNTRY, phone_number: '' };

function BackToLogin() {
  const { open } = useAuthModal();
  return (
    <p className="text-center text-sm text-muted">
      {t('Remembered your password?')} <LinkButton onClick={() => open('login')}>{t('Back to login')}</LinkButton>
    </p>
  );
}

/** The top of a code step: the server's message, the number, and the way back to change it. */
function CodeSentHeader({ sent, onDifferentNumber }: { sent: TCodeSent; onDifferentNumber(): void }) {
  return (
    <>
      <SuccessStatus message={sent.message} />
      <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-muted">
        <span>{t('Number: {number}', { number: isolated(sent.sentTo) })}</span>
        <LinkButton onClick={onDifferentNumber}>{t('Use a different number')}</LinkButton>
      </p>
    </>
  );
}

/**
 * The two steps of a modal that works by code: the number and "Send code", then the code's own form. The steps'
 * state lives inside the dialog's content, so closing the modal starts it again from the number.
 */
function CodeSteps({
  purpose,
  renderCodeForm,
}: {
  purpose: 'login' | 'reset';
  renderCodeForm(sent: TCodeSent, onDifferentNumber: () => void): ReactNode;
}) {
  const [phone, setPhone] = useState(NO_PHONE);
  const [sent, setSent] = useState<TCodeSent | null>(null);
  if (sent) return renderCodeForm(sent, () => setSent(null));
  return (
    <SendCodeForm
      purpose={purpose}
      phone={phone}
      onSent={(next) => {
        setPhone(next.phone);
        setSent(next);
      }}
    >
      <BackToLogin />
    </SendCodeForm>
  );
}

function CodeLoginForm({ sent, onDifferentNumber }: { sent: TCodeSent; onDifferentNumber(): void }) {
  const loginWithCode = useLoginWithCode();
  const finishLogin = useFinishLogin();
  const { failure, send } = useFormCall();
  const form = useForm({ resolver: zodResolver(ZPhoneCodeRequest), defaultValues: { ...sent.phone, code: '' } });
  const { errors } = form.formState;
  useEffect(() => form.setFocus('code'), [form]);

  const submit = form.handleSubmit((request) =>
    send(
      () => loginWithCode.mutateAsync(request),
      (result) => finishLogin(result.data, result.message),
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <CodeSentHeader sent={sent} onDifferentNumber={onDifferentNumber} />
      <CodeField error={errors.code?.message} registration={form.register('code')} />
      <FailureAlert message={failure} />
      <button type="submit" className="btn-primary w-full" disabled={form.formState.isSubmitting}>
        {t('Login')}
      </button>
      <ResendCode request={{ ...sent.phone, purpose: 'login' }} resendAfter={sent.resendAfter} />
      <BackToLogin />
    </form>
  );
}

function ResetPasswordForm({ sent, onDifferentNumber }: { sent: TCodeSent; onDifferentNumber(): void }) {
  const { open } = useAuthModal();
  const resetPassword = useResetPassword();
  const { failure, send } = useFormCall();
  const form = useForm({
    resolver: zodResolver(ZResetPasswordRequest),
    defaultValues: { ...sent.phone, code: '', password: '', confirm_password: '' },
  });
  const { errors } = form.formState;
  useEffect(() => form.setFocus('code'), [form]);

  const submit = form.handleSubmit((request) =>
    send(
      () => resetPassword.mutateAsync(request),
      (result) => {
        toast.success(result.message);
        open('login');
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <CodeSentHeader sent={sent} onDifferentNumber={onDifferentNumber} />
      <CodeField error={errors.code?.message} registration={form.register('code')} />
      <PasswordField
        label={t('New password')}
        error={errors.password?.message}
        registration={form.register('password')}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('Confirm new password')}
        error={errors.confirm_password?.message}
        registration={form.register('confirm_password')}
        autoComplete="new-password"
      />
      <FailureAlert message={failure} />
      <button type="submit" className="btn-primary w-full" disabled={form.formState.isSubmitting}>
        {t('Set new password')}
      </button>
      <ResendCode request={{ ...sent.phone, purpose: 'reset' }} resendAfter={sent.resendAfter} />
      <BackToLogin />
    </form>
  );
}

/** Forgot password: a code texted to the number, then the code and the new password twice (issue 19). */
export function ForgotPasswordDialog() {
  const { modal, close, openerRef } = useAuthModal();
  return (
    <Dialog
      returnFocusTo={openerRef}
      open={modal === 'forgot'}
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('Forgot password')}
      description={t('We will text a code to your phone number. Enter it here to set a new password.')}
    >
      <CodeSteps
        purpose="reset"
        renderCodeForm={(sent, onDifferentNumber) => (
          <ResetPasswordForm sent={sent} onDifferentNumber={onDifferentNumber} />
        )}
      />
    </Dialog>
  );
}

/** Login with OTP: a code texted to the number, then the code instead of the password (issue 19). */
export function OtpLoginDialog() {
  const { modal, close, openerRef } = useAuthModal();
  return (
    <Dialog
      returnFocusTo={openerRef}
      open={modal === 'otp'}
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('Login with OTP')}
      description={t('We will text a one-time code to your phone number. Enter it here to log in.')}
    >
      <CodeSteps
        purpose="login"
        renderCodeForm={(sent, onDifferentNumber) => (
          <CodeLoginForm sent={sent} onDifferentNumber={onDifferentNumber} />
        )}
      />
    </Dialog>
  );
}
