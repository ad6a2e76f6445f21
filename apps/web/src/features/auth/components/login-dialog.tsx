import { zodResolver } from '@hookform/resolvers/zod';
import { type TUserLoginRequest, ZUserLoginRequest } from '@rihla/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/form-fields';
import { useAuthModal } from '../../../lib/auth-modal';
import { t } from '../../../lib/i18n';
import { showFailure } from '../../../lib/show-failure';
import { toast } from '../../../lib/toast';
import { useUiState } from '../../../lib/ui-state';
import { useLogin } from '../api/login';
import { saveLogin } from '../api/session';
import { CountrySelect, DEFAULT_COUNTRY, PhoneField } from './country-fields';
import { LinkButton } from './link-button';

const EMPTY_LOGIN: TUserLoginRequest = { country: DEFAULT_COUNTRY, phone_number: '', password: '' };

/**
 * The login modal. It closes once the login succeeds (SPEC section 4 closes it on submit; issue 16 keeps it
 * open when the login fails, so the reason shows next to what was typed and can be corrected at once). A
 * refusal shows the server's message under the form (and as the toast of every failed call); a network
 * failure says the site could not be reached.
 */
export function LoginDialog() {
  const { modal, open, close, openerRef } = useAuthModal();
  const { setLoader, setIsLogin } = useUiState();
  const queryClient = useQueryClient();
  const login = useLogin();
  const form = useForm<TUserLoginRequest>({ resolver: zodResolver(ZUserLoginRequest), defaultValues: EMPTY_LOGIN });
  const { errors } = form.formState;
  const [failure, setFailure] = useState('');

  const submit = form.handleSubmit(async (values) => {
    setFailure('');
    setLoader(true);
    try {
      const result = await login.mutateAsync(values);
      if (result.status === 1) {
        close();
        saveLogin(result.data);
        setIsLogin(true);
        form.reset(EMPTY_LOGIN);
        toast.success(result.message);
        // Answers fetched as a visitor (favourite hearts, wishlists) are stale once logged in.
        void queryClient.invalidateQueries();
      } else {
        setFailure(result.message);
        if (!result.isNetworkError) showFailure(result);
      }
    } finally {
      setLoader(false);
    }
  });

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
        {failure ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-xl border border-danger/30 bg-danger/5 p-3 text-sm font-medium text-danger"
          >
            <CircleAlert size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
            <span>{t(failure)}</span>
          </p>
        ) : null}
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
