import { zodResolver } from '@hookform/resolvers/zod';
import { ZPhoneCodeRequest } from '@rihla/shared/schemas/auth';
import { type ReactNode, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { t } from '../../../lib/i18n';
import { showFailure } from '../../../lib/show-failure';
import { useUiState } from '../../../lib/ui-state';
import { useVerifyPhone } from '../api/verify-phone';
import { CodeField } from './code-field';
import { FailureAlert, SuccessStatus } from './form-notices';
import { usePhoneNumberText } from './phone-number';
import { ResendCode } from './resend-code';
import { useFinishLogin } from './use-finish-login';

export interface TPhoneOfCode {
  country: string;
  phone_number: string;
}

/**
 * "Confirm your phone number": the code texted after a sign-up (or again after a password login the server refused
 * because the number is not confirmed yet). The right code confirms the number and logs the shopper in.
 */
export function ConfirmPhoneStep({
  phone,
  message,
  resendAfter,
  onLoggedIn,
  children,
}: {
  phone: TPhoneOfCode;
  /** The server's word that a code was sent. */
  message: string;
  resendAfter: number;
  onLoggedIn(): void;
  /** Links under the form. */
  children?: ReactNode;
}) {
  const { setLoader } = useUiState();
  const verifyPhone = useVerifyPhone();
  const finishLogin = useFinishLogin();
  const number = usePhoneNumberText(phone.country, phone.phone_number);
  const [failure, setFailure] = useState('');
  const form = useForm({
    resolver: zodResolver(ZPhoneCodeRequest),
    defaultValues: { ...phone, code: '' },
  });
  const { errors } = form.formState;
  useEffect(() => form.setFocus('code'), [form]);

  const submit = form.handleSubmit(async (request) => {
    setFailure('');
    setLoader(true);
    try {
      const result = await verifyPhone.mutateAsync(request);
      if (result.status === 1) {
        finishLogin(result.data, result.message);
        onLoggedIn();
      } else {
        setFailure(result.message);
        if (!result.isNetworkError) showFailure(result);
      }
    } finally {
      setLoader(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h3 className="text-lg font-bold text-ink">{t('Confirm your phone number')}</h3>
      <SuccessStatus message={message} />
      <p className="text-sm text-muted">{t('The code went to {number}.', { number })}</p>
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
