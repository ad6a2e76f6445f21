import { zodResolver } from '@hookform/resolvers/zod';
import { ZPhoneCodeRequest } from '@rihla/shared/schemas/auth';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { t } from '../../../lib/i18n';
import { useVerifyPhone } from '../api/verify-phone';
import { CodeField } from './code-field';
import { FailureAlert, SuccessStatus } from './form-notices';
import { isolated } from './phone-number';
import { ResendCode } from './resend-code';
import { useFinishLogin } from './use-finish-login';
import { useFormCall } from './use-form-call';

export interface TPhoneOfCode {
  country: string;
  phone_number: string;
}

/**
 * "Confirm your phone number": the code texted after a sign-up. The right code makes the account and logs the
 * shopper in (decision 047); the step names the email the account is made with, which only this browser's
 * sign-up carries (decision 060).
 */
export function ConfirmPhoneStep({
  phone,
  email,
  sentTo,
  message,
  resendAfter,
  onLoggedIn,
  children,
}: {
  phone: TPhoneOfCode;
  /** The email of the sign-up the code confirms. */
  email: string;
  /** The number the text went to, as the server wrote it ('+971 50 123 4567'). */
  sentTo: string;
  /** The server's word that a code was sent. */
  message: string;
  resendAfter: number;
  onLoggedIn(): void;
  /** Links under the form. */
  children?: ReactNode;
}) {
  const verifyPhone = useVerifyPhone();
  const finishLogin = useFinishLogin();
  const { failure, send } = useFormCall();
  const form = useForm({
    resolver: zodResolver(ZPhoneCodeRequest),
    defaultValues: { ...phone, code: '' },
  });
  const { errors } = form.formState;
  useEffect(() => form.setFocus('code'), [form]);

  const submit = form.handleSubmit((request) =>
    send(
      () => verifyPhone.mutateAsync(request),
      (result) => {
        finishLogin(result.data, result.message);
        onLoggedIn();
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h3 className="text-lg font-bold text-ink">{t('Confirm your phone number')}</h3>
      <SuccessStatus message={message} />
      <p className="text-sm text-muted">{t('The code went to {number}.', { number: isolated(sentTo) })}</p>
      <p className="break-words text-sm text-muted">
        {t('It confirms the account for {email}.', { email: isolated(email) })}
      </p>
      <CodeField error={errors.code?.message} registration={form.register('code')} />
      <FailureAlert message={failure} />
      <button type="submit" className="btn-primary w-full" disabled={form.formState.isSubmitting}>
        {t('Confirm')}
      </button>
      <ResendCode request={{ ...phone, purpose: 'signup' }} resendAfter={resendAfter} />
      {children}
    </form>
  );
}
