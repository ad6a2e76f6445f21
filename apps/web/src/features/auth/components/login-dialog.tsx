import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTRY_PLACEHOLDER } from '@rihla/shared/constants';
import { type TUserLoginRequest, ZUserLoginRequest } from '@rihla/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
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
import { CountrySelect, PhoneField } from './country-fields';
import { LinkButton } from './link-button';

const EMPTY_LOGIN: TUserLoginRequest = { country: COUNTRY_PLACEHOLDER, phone_number: '', password: '' };

/**
 * The login modal. The form lives outside the dialog's content so that what was typed survives the
 * modal closing on submit (SPEC section 4) and a failed attempt can be corrected.
 */
export function LoginDialog() {
  const { modal, open, close } = useAuthModal();
  const { setLoader, setIsLogin } = useUiState();
  const queryClient = useQueryClient();
  const login = useLogin();
  const form = useForm<TUserLoginRequest>({ resolver: zodResolver(ZUserLoginRequest), defaultValues: EMPTY_LOGIN });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    close();
    setLoader(true);
    try {
      const result = await login.mutateAsync(values);
      if (result.status === 1) {
        saveLogin(result.data);
        setIsLogin(true);
        form.reset(EMPTY_LOGIN);
        toast.success(result.message);
        // Answers fetched as a visitor (favourite hearts, wishlists) are stale once logged in.
        void queryClient.invalidateQueries();
      } else if (!result.isNetworkError) {
        showFailure(result);
      }
    } finally {
      setLoader(false);
    }
  });

  return (
    <Dialog
      open={modal === 'login'}
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('Login')}
      description={t('Welcome back! Log in to book tours, save favourites and see your orders.')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <CountrySelect label={t('Country')} error={errors.country?.message} registration={form.register('country')} />
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
