import { zodResolver } from '@hookform/resolvers/zod';
import type { TCodePurpose } from '@rihla/shared/constants';
import { ZSendCodeRequest } from '@rihla/shared/schemas/auth';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { t } from '../../../lib/i18n';
import { useSendCode } from '../api/send-code';
import type { TPhoneOfCode } from './confirm-phone-step';
import { CountrySelect, PhoneField } from './country-fields';
import { FailureAlert } from './form-notices';
import { useFormCall } from './use-form-call';

/** What a sent code leaves for the next step: the number, the server's message and the seconds before a resend. */
export interface TCodeSent {
  phone: TPhoneOfCode;
  /** The number as the server wrote it: '+971 50 123 4567'. */
  sentTo: string;
  message: string;
  resendAfter: number;
}

/**
 * The first step of a login or a reset by code: the country and number (checked as on the login form), then
 * "Send code". The server answers the same for every number, so the next step never says whether it has an account.
 */
export function SendCodeForm({
  purpose,
  phone,
  onSent,
  children,
}: {
  purpose: TCodePurpose;
  /** The number to start from (the one typed before, on "Use a different number"). */
  phone: TPhoneOfCode;
  onSent(sent: TCodeSent): void;
  children?: ReactNode;
}) {
  const sendCode = useSendCode();
  const { failure, send } = useFormCall();
  const form = useForm({ resolver: zodResolver(ZSendCodeRequest), defaultValues: { ...phone, purpose } });
  const { errors } = form.formState;

  const submit = form.handleSubmit((request) =>
    send(
      () => sendCode.mutateAsync(request),
      (result) =>
        onSent({
          phone: { country: request.country, phone_number: request.phone_number },
          sentTo: result.data.sent_to,
          message: result.message,
          resendAfter: result.data.resend_after,
        }),
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <CountrySelect
        label={t('Country')}
        error={errors.country?.message}
        registration={form.register('country')}
        value={form.watch('country')}
      />
      <PhoneField
        label={t('Phone number')}
        error={errors.phone_number?.message}
        registration={form.register('phone_number')}
        countryCode={form.watch('country')}
      />
      <FailureAlert message={failure} />
      <button type="submit" className="btn-primary w-full" disabled={form.formState.isSubmitting}>
        {t('Send code')}
      </button>
      {children}
    </form>
  );
}
