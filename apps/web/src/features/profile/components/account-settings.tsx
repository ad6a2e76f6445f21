import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TChangePasswordForm,
  type TDeleteAccountRequest,
  ZChangePasswordForm,
  ZDeleteAccountRequest,
} from '@rihla/shared/schemas/auth';
import { KeyRound, Trash2, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/form-fields';
import { t } from '../../../lib/i18n';
import { showFailure } from '../../../lib/show-failure';
import { toast } from '../../../lib/toast';
import { useEndSession } from '../../../lib/use-end-session';
import { useChangePassword } from '../api/change-password';
import { useDeleteAccount } from '../api/delete-account';
import { useSetReminders } from '../api/set-reminders';

const DANGER_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-danger px-5 py-3 text-sm font-semibold text-white shadow-sm transition hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger disabled:cursor-not-allowed disabled:opacity-60';
const DANGER_OUTLINE_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-xl border border-danger/40 bg-white px-5 py-3 text-sm font-semibold text-danger transition hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger';

const EMPTY_CHANGE: TChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };
const EMPTY_DELETE: TDeleteAccountRequest = { password: '' };

/**
 * Settings > Manage My Account on the profile page: the path the FAQ gives for deleting an account
 * ("the Profile tab, Settings, Manage My Account, Delete account"), with the change of password beside it.
 */
export function AccountSettings({ className = '', wantsReminders }: { className?: string; wantsReminders: boolean }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8 ${className}`}
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('Settings')}
      </h2>
      <h3 className="mt-1 text-sm font-semibold uppercase tracking-wide text-muted">{t('Manage My Account')}</h3>
      <div className="mt-6 grid gap-8 md:grid-cols-2 md:gap-10">
        <ChangePassword />
        <DeleteAccount />
      </div>
      <Reminders wantsReminders={wantsReminders} />
    </section>
  );
}

/** The reminders before each trip (issue 19): on by default; confirmations and cancellations always go. */
function Reminders({ wantsReminders }: { wantsReminders: boolean }) {
  const setReminders = useSetReminders();
  const id = useId();
  const isOn = setReminders.isPending ? Boolean(setReminders.variables?.wantsReminders) : wantsReminders;
  const toggle = async () => {
    const result = await setReminders.mutateAsync({ wantsReminders: !isOn });
    if (result.status === 1) toast.success(t(result.message));
    else showFailure(result);
  };
  return (
    <div className="mt-8 border-t border-line pt-6">
      <h3 className="text-base font-semibold text-ink">{t('Messages')}</h3>
      <div className="mt-3 flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 accent-brand-600"
          checked={isOn}
          disabled={setReminders.isPending}
          onChange={toggle}
          aria-describedby={`${id}-note`}
        />
        <div>
          <label htmlFor={id} className="text-sm font-semibold text-ink">
            {t('Remind me by email and text the day before each trip')}
          </label>
          <p id={`${id}-note`} className="text-sm text-muted">
            {t('Booking confirmations and cancellations are always sent.')}
          </p>
        </div>
      </div>
    </div>
  );
}

function ChangePassword() {
  const headingId = useId();
  const change = useChangePassword();
  const form = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: EMPTY_CHANGE,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    const result = await change.mutateAsync({ oldPassword, newPassword });
    if (result.status === 1) {
      form.reset(EMPTY_CHANGE);
      toast.success(t(result.message));
      return;
    }
    if (result.code === 'account.wrong_password') {
      form.setError('oldPassword', { message: result.message }, { shouldFocus: true });
    }
    showFailure(result);
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h4 id={headingId} className="flex items-center gap-2 font-semibold text-ink">
        <KeyRound size={18} aria-hidden="true" className="text-brand-700" />
        {t('Change password')}
      </h4>
      <p className="mt-1 text-sm text-muted">{t('Your other devices will be logged out. This one stays logged in.')}</p>
      <div className="mt-4 flex flex-col gap-4">
        <PasswordField
          label={t('Current password')}
          error={errors.oldPassword?.message}
          registration={form.register('oldPassword')}
          autoComplete="current-password"
        />
        <PasswordField
          label={t('New password')}
          error={errors.newPassword?.message}
          registration={form.register('newPassword')}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('Confirm new password')}
          error={errors.confirmPassword?.message}
          registration={form.register('confirmPassword')}
          autoComplete="new-password"
        />
      </div>
      <button type="submit" className="btn-primary mt-5 w-full sm:w-auto" disabled={isSubmitting}>
        {t('Change password')}
      </button>
    </form>
  );
}

function DeleteAccount() {
  const [isOpen, setIsOpen] = useState(false);
  const remove = useDeleteAccount();
  const endSession = useEndSession();
  const form = useForm<TDeleteAccountRequest>({
    resolver: zodResolver(ZDeleteAccountRequest),
    defaultValues: EMPTY_DELETE,
  });
  const { errors, isSubmitting } = form.formState;

  const setOpen = (open: boolean) => {
    setIsOpen(open);
    if (!open) form.reset(EMPTY_DELETE);
  };

  const submit = form.handleSubmit(async (values) => {
    const result = await remove.mutateAsync(values);
    if (result.status !== 1) {
      if (result.code === 'account.wrong_password') {
        form.setError('password', { message: result.message }, { shouldFocus: true });
      }
      showFailure(result);
      return;
    }
    setIsOpen(false);
    // The same ending as a logout.
    await endSession(t(result.message));
  });

  return (
    <div>
      <h4 className="flex items-center gap-2 font-semibold text-ink">
        <Trash2 size={18} aria-hidden="true" className="text-danger" />
        {t('Delete account')}
      </h4>
      <p className="mt-1 text-sm text-muted">
        {t(
          'Deleting your account erases your name, contact details, picture, wishlist, cart and notifications, and logs you out everywhere. Your past bookings are kept for our accounts without your details.',
        )}
      </p>
      <button type="button" className={`${DANGER_OUTLINE_BUTTON} mt-5 w-full sm:w-auto`} onClick={() => setOpen(true)}>
        {t('Delete account')}
      </button>

      <Dialog
        open={isOpen}
        onOpenChange={setOpen}
        title={t('Delete your account?')}
        description={t('Enter your password to confirm.')}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div role="alert" className="flex gap-3 rounded-xl border border-danger/30 bg-red-50 p-4 text-sm text-ink">
            <TriangleAlert size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-danger" />
            <div>
              <p className="font-semibold text-danger">{t('This is permanent and cannot be undone.')}</p>
              <p className="mt-1">
                {t(
                  'You will not be able to log in again, and your phone number may be used for a new account. Unpaid checkouts are cancelled.',
                )}
              </p>
            </div>
          </div>
          <PasswordField
            label={t('Password')}
            error={errors.password?.message}
            registration={form.register('password')}
            autoComplete="current-password"
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
              {t('Keep my account')}
            </button>
            <button type="submit" className={DANGER_BUTTON} disabled={isSubmitting}>
              {t('Delete my account')}
            </button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
