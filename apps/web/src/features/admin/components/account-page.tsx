import { zodResolver } from '@hookform/resolvers/zod';
import type { TLanguage } from '@rihla/shared/rules/languages';
import {
  OPERATOR_PASSWORD_MIN,
  type TChangePasswordRequest,
  type TOperatorSelf,
  ZChangePasswordRequest,
} from '@rihla/shared/schemas/operators';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordField, TextField } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { browserInWords } from '../../../lib/user-agent';
import { useDeskWrite } from '../api/desk-write';
import { SESSION_CALLS, useSessions } from '../api/operator-calls';
import { operatorCall } from '../api/operator-client';
import { AdminCard, formatDubaiDateTime, ScreenHeading } from './admin-ui';
import { LanguageChoices } from './language-choices';

/**
 * The operator's own language for the back office (issue 37, decision 104): saved with their account (audited), and
 * the back office turns to it at once, right to left in Arabic.
 */
function LanguageCard({ language }: { language: TLanguage }) {
  const write = useDeskWrite();
  const choose = (next: TLanguage) =>
    // No toast: the screen turning to the language at once says it was saved, in that language.
    write.send(() => operatorCall('operator/setLanguage', { language: next }), {
      changes: ['operator/me'],
      refusalAs: 'toast',
    });
  return (
    <AdminCard title={t('Language of the back office')}>
      <fieldset>
        <legend className="mb-3 text-sm text-muted">
          {t('Only your own screens change; the shop and the other operators keep theirs.')}
        </legend>
        <LanguageChoices
          name="language"
          language={language}
          isDisabled={write.isBusy}
          onChange={(next) => void choose(next)}
        />
      </fieldset>
    </AdminCard>
  );
}

/** The operator's own password, sessions (end any other one) and new recovery codes. */
export function AccountPage({ operator }: { operator: TOperatorSelf }) {
  const sessions = useSessions();
  const write = useDeskWrite();
  const end = (id: string) =>
    write.send(() => operatorCall('operator/revokeSession', { sessionId: id }), {
      done: (message) => t(message),
      changes: SESSION_CALLS,
      refusalAs: 'toast',
    });
  return (
    <>
      <ScreenHeading title={t('My account')} lead={`${operator.name} · ${operator.email}`} />
      <div className="mb-6">
        <LanguageCard language={operator.language} />
      </div>
      <AdminCard title={t('Where you are signed in')}>
        {!sessions.data ? (
          <Spinner />
        ) : (
          <ul className="divide-y divide-line">
            {sessions.data.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                <div>
                  <p className="font-semibold text-ink">
                    {session.userAgent ? browserInWords(session.userAgent) : t('Unknown browser')}{' '}
                    {session.isCurrent && `(${t('this browser')})`}
                  </p>
                  <p className="text-muted">
                    {t('Signed in {when} from {address}; last used {used}', {
                      when: formatDubaiDateTime(session.createdAt),
                      address: session.ipAddress || '—',
                      used: formatDubaiDateTime(session.lastUsedAt),
                    })}
                  </p>
                </div>
                {!session.isCurrent && (
                  <button
                    type="button"
                    className="btn-secondary min-h-11 px-3 py-2"
                    disabled={write.isBusy}
                    onClick={() => void end(session.id)}
                  >
                    {t('End this session')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </AdminCard>
      <div className="mt-6">
        <ChangePasswordCard hasTwoFactor={operator.hasTwoFactor} />
      </div>
      {operator.hasTwoFactor && (
        <div className="mt-6">
          <RecoveryCodesCard />
        </div>
      )}
    </>
  );
}

/**
 * A new password (issue 32, decision 061): the current one and, with a second factor, a code. The server ends the
 * operator's other sessions, so the list above is fetched again.
 */
function ChangePasswordCard({ hasTwoFactor }: { hasTwoFactor: boolean }) {
  const write = useDeskWrite();
  const form = useForm<z.input<typeof ZChangePasswordRequest>, unknown, TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '', code: '' },
  });
  const submit = form.handleSubmit((values) =>
    write.send(() => operatorCall('operator/changePassword', values), {
      done: (message) => t(message),
      changes: SESSION_CALLS,
      after: () => form.reset(),
    }),
  );
  const { errors } = form.formState;
  return (
    <AdminCard title={t('Change password')}>
      <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
        <PasswordField
          label={t('Current password')}
          autoComplete="current-password"
          error={errors.currentPassword?.message && t(errors.currentPassword.message)}
          registration={form.register('currentPassword')}
        />
        <PasswordField
          label={t('New password (at least {count} characters)', { count: OPERATOR_PASSWORD_MIN })}
          autoComplete="new-password"
          error={errors.newPassword?.message && t(errors.newPassword.message)}
          registration={form.register('newPassword')}
        />
        {hasTwoFactor && (
          <TextField
            label={t('A code from your authenticator app, or a recovery code')}
            autoComplete="one-time-code"
            className="field-input font-mono"
            error={errors.code?.message && t(errors.code.message)}
            registration={form.register('code')}
          />
        )}
        {write.error && (
          <p role="alert" className="field-error">
            {t(write.error)}
          </p>
        )}
        <p className="text-sm text-muted">{t('Your other sessions end when the password changes.')}</p>
        <button type="submit" className="btn-primary justify-self-start" disabled={write.isBusy}>
          {write.isBusy && <Spinner size={18} className="text-white" />}
          {t('Change password')}
        </button>
      </form>
    </AdminCard>
  );
}

function RecoveryCodesCard() {
  const write = useDeskWrite();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void write.send(() => operatorCall('operator/newRecoveryCodes', { code }), {
      after: (data) => {
        setCodes(data.recoveryCodes);
        setCode('');
      },
    });
  };
  return (
    <AdminCard title={t('Recovery codes')}>
      {codes ? (
        <>
          <p className="mb-3 text-sm text-muted">
            {t('Your new codes (the old ones no longer work). They are shown only now.')}
          </p>
          <ul className="grid grid-cols-2 gap-2 rounded-xl bg-surface p-4 font-mono text-sm">
            {codes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div className="min-w-48 flex-1">
            <label htmlFor="renew-code" className="field-label">
              {t('A 6-digit code from your authenticator app')}
            </label>
            <input
              id="renew-code"
              inputMode="numeric"
              className="field-input font-mono"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            {write.error && (
              <p role="alert" className="field-error">
                {t(write.error)}
              </p>
            )}
          </div>
          <button type="submit" className="btn-primary" disabled={write.isBusy}>
            {t('Make new recovery codes')}
          </button>
        </form>
      )}
    </AdminCard>
  );
}
