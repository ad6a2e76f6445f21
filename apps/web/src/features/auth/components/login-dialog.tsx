import { zodResolver } from '@hookform/resolvers/zod';
import { type TUserLoginRequest, ZUserLoginRequest } from '@rihla/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/form-fields';
import { useAuthModal } from '../../../lib/auth-modal';
import { t } from '../../../lib/i18n';
import { useLogin } from '../api/login';
import { CountrySelect, DEFAULT_COUNTRY, PhoneField } from './country-fields';
import { FailureAlert } from './form-notices';
import { LinkButton } from './link-button';
import { useFinishLogin } from './use-finish-login';
import { useFormCall } from './use-form-call';

const EMPTY_LOGIN: TUserLoginRequest = { country: DEFAULT_COUNTRY, phone_number: '', password: '' };

/**
 * The login modal. It closes once the login succeeds (SPEC section 4 closes it on submit; issue 16 keeps it
 * open when the login fails, so the reason shows next to what was typed and can be corrected at once). A
 * refusal shows the server's message under the form and as the toast of every failed call, clear of the dialog
 * (decision 093); a network failure says the site could not be reached. (A sign-up has no account to log in to until its code is entered:
 * decision 047.)
 */
export function LoginDialog() {
  const { modal, open, close, openerRef } = useAuthModal();
  const login = useLogin();
  const finishLogin = useFinishLogin();
  const form = useForm<TUserLoginRequest>({ resolver: zodResolver(ZUserLoginRequest), defaultValues: EMPTY_LOGIN });
  const { errors } = form.formState;
  const { failure, setFailure, send } = useFormCall();

  const submit = form.handleSubmit((values) =>
    send(
      () => login.mutateAsync(values),
      (result) => {
        finishLogin(result.data, result.message);
        form.reset(EMPTY_LOGIN);
      },
    ),
  );

  return (
    <Dialog
      returnFocusTo={openerRef}
      open={modal === 'login'}
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        setFailure('');
        close();
      }}
      title={t('Login')}
      description={t('Welcome back! Log in to book tours, save favourites and see your orders.')}
    >
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
        <div>
          <PasswordField
            label={t('Password')}
            error={errors.password?.message}
            registration={form.register('password')}
            autoComplete="current-password"
          />
          <div className="mt-2 flex justify-end">
            <LinkButton onClick={() => open('forgot')}>{t('Forgot password?')}</LinkButton>
          </div>
        </div>
        <FailureAlert message={failure} />
        <button type="submit" className="btn-primary w-full" disabled={form.formState.isSubmitting}>
          {t('Login')}
        </button>
        <div
          className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-muted"
          aria-hidden="true"
        >
          <span className="h-px flex-1 bg-line" />
          {t('or')}
          <span className="h-px flex-1 bg-line" />
        </div>
        <button type="button" className="btn-secondary w-full" onClick={() => open('otp')}>
          {t('Login with OTP')}
        </button>
        <p className="text-center text-sm text-muted">
          {t("Don't have an account?")} <LinkButton onClick={() => open('signup')}>{t('Sign up')}</LinkButton>
        </p>
      </form>
    </Dialog>
  );
}
