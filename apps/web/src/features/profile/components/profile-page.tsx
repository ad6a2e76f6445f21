import { GENDERS, type TGender } from '@rihla/shared/constants';
import { AUTH_MESSAGES } from '@rihla/shared/messages/auth';
import { PROFILE_MESSAGES } from '@rihla/shared/messages/profile';
import { isAtLeastAge } from '@rihla/shared/rules/age';
import { isIsoDate, todayInDubai } from '@rihla/shared/rules/time';
import type { TUserInfoRequest, TUserProfile } from '@rihla/shared/schemas/profile';
import { ChevronDown, Lock } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { contentLanguage } from '../../../lib/content-language';
import { t } from '../../../lib/i18n';
import { showFailure } from '../../../lib/show-failure';
import { writeStorage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useUiState } from '../../../lib/ui-state';
import { useRedirectHomeOnFailure } from '../../../lib/use-required-data';
import { useUpdateUserInfo } from '../api/update-user-info';
import { useUserProfile } from '../api/view-user-profile';
import { AccountSettings } from './account-settings';
import { AvatarPicker } from './avatar-picker';

const GENDER_LABELS: Record<TGender, string> = { male: 'Male', female: 'Female', other: 'Other' };

interface TProfileForm {
  first_name: string;
  last_name: string;
  gender: TGender | '';
  dob: string;
}

/** The profile page (/personalinfoform). A failed load sends the visitor home with the server's message. */
export function ProfilePage() {
  const profile = useUserProfile();
  useRedirectHomeOnFailure(profile);
  return (
    <section className="container-page py-8 sm:py-12">
      <div className="mb-6 sm:mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('Personal Information')}</h1>
        <p className="mt-1 text-muted">{t('Keep your details up to date for smooth bookings and vouchers.')}</p>
      </div>
      {profile.data ? (
        <>
          <ProfileForm profile={profile.data} />
          <AccountSettings className="mt-6 lg:ms-[19.5rem]" wantsReminders={profile.data.wantsReminders} />
        </>
      ) : (
        <ProfileSkeleton />
      )}
    </section>
  );
}

function ProfileSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]" aria-busy="true">
      <div className="h-72 animate-pulse rounded-2xl bg-white shadow-sm" />
      <div className="h-96 animate-pulse rounded-2xl bg-white shadow-sm" />
      <span className="sr-only" role="status">
        {t('Loading')}
      </span>
    </div>
  );
}

function ProfileForm({ profile }: { profile: TUserProfile }) {
  const navigate = useNavigate();
  const update = useUpdateUserInfo();
  const { setLoader } = useUiState();
  const [pictureUrl, setPictureUrl] = useState(profile.profile_pic);
  const today = todayInDubai();
  const form = useForm<TProfileForm>({
    mode: 'onTouched',
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      gender: profile.gender,
      dob: profile.dob,
    },
  });
  const { errors } = form.formState;
  const firstName = form.watch('first_name');
  const lastName = form.watch('last_name');
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';

  const submit = form.handleSubmit(async (values) => {
    const body: TUserInfoRequest = { gender: values.gender, dob: values.dob };
    const first = values.first_name.trim();
    const last = values.last_name.trim();
    if (first !== profile.first_name) body.first_name = first;
    if (last !== profile.last_name) body.last_name = last;
    if (pictureUrl !== profile.profile_pic) body.profile_pic = pictureUrl;
    setLoader(true);
    const result = await update.mutateAsync(body).finally(() => setLoader(false));
    if (result.status !== 1) {
      showFailure(result);
      return;
    }
    toast.success(result.message);
    writeStorage('userName', first);
    writeStorage('profilePicture', pictureUrl);
  });
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[18rem_1fr]">
      <aside className="rounded-2xl border border-line bg-white p-6 shadow-sm">
        <AvatarPicker
          pictureUrl={pictureUrl}
          initials={initials}
          hasUnsavedPicture={pictureUrl !== profile.profile_pic}
          onUploaded={setPictureUrl}
        />
        <div className="mt-4 border-t border-line pt-4 text-center">
          {/* The shopper's name as they wrote it: content, in its own language and direction (decision 108). */}
          <p {...contentLanguage(fullName)} className="text-lg font-semibold text-ink">
            {fullName || t('Your profile')}
          </p>
          <p className="mt-0.5 break-all text-sm text-muted">{profile.email}</p>
        </div>
      </aside>

      <form onSubmit={submit} noValidate className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
        <h2 className="text-lg font-semibold text-ink">{t('Your details')}</h2>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <Field label={t('First name')} error={errors.first_name?.message}>
            {(props) => (
              <input
                {...props}
                autoComplete="given-name"
                {...form.register('first_name', {
                  validate: (value) => value.trim() !== '' || AUTH_MESSAGES.firstNameRequired,
                })}
              />
            )}
          </Field>
          <Field label={t('Last name')} error={errors.last_name?.message}>
            {(props) => (
              <input
                {...props}
                autoComplete="family-name"
                {...form.register('last_name', {
                  validate: (value) => value.trim() !== '' || AUTH_MESSAGES.lastNameRequired,
                })}
              />
            )}
          </Field>
          <Field label={t('Gender')} error={errors.gender?.message}>
            {(props) => (
              <div className="relative">
                <select
                  {...props}
                  className={`${props.className} appearance-none pe-10`}
                  defaultValue={profile.gender}
                  {...form.register('gender')}
                >
                  <option value="">{t('Select gender')}</option>
                  {GENDERS.map((gender) => (
                    <option key={gender} value={gender}>
                      {t(GENDER_LABELS[gender])}
                    </option>
                  ))}
                </select>
                <ChevronDown
                  size={18}
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-y-0 end-3 my-auto text-muted"
                />
              </div>
            )}
          </Field>
          <Field label={t('Date of birth')} error={errors.dob?.message}>
            {(props) => (
              <input
                {...props}
                type="date"
                max={today}
                autoComplete="bday"
                {...form.register('dob', { validate: (value) => checkDateOfBirth(value, today) })}
              />
            )}
          </Field>
          <ReadOnlyField label={t('Email')} value={profile.email} type="email" />
          <ReadOnlyField label={t('Phone number')} value={profile.phone_number} type="tel" />
        </div>
        <p className="mt-4 flex items-center gap-1.5 text-xs text-muted">
          <Lock size={14} aria-hidden="true" />
          {t('Email and phone number cannot be changed.')}
        </p>
        <div className="mt-8 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={() => navigate('/')}>
            {t('Cancel')}
          </button>
          <button type="submit" className="btn-primary sm:min-w-36" disabled={update.isPending}>
            {t('Update')}
          </button>
        </div>
      </form>
    </div>
  );
}

/**
 * Date of birth: empty or a real date, not later than today in Dubai (SPEC section 5), and at least 18 years
 * ago (the policy's minimum age; the API's users/userInfo schema applies the same shared rule).
 */
export function checkDateOfBirth(value: string, today: string): true | string {
  if (value === '') return true;
  if (!isIsoDate(value)) return 'Please enter a valid date';
  if (value > today) return PROFILE_MESSAGES.dobInFuture;
  return isAtLeastAge(value, today) || PROFILE_MESSAGES.tooYoung;
}

type TControlProps = { id: string; className: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children(props: TControlProps): ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const props: TControlProps = error
    ? { id, className: 'field-input', 'aria-invalid': true, 'aria-describedby': errorId }
    : { id, className: 'field-input' };
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children(props)}
      {error ? (
        <p id={errorId} className="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

function ReadOnlyField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        readOnly
        className="field-input cursor-default border-dashed bg-surface text-muted focus:border-line"
        {...input}
      />
    </div>
  );
}
