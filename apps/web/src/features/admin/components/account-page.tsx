import type { TOperatorSelf } from '@rihla/shared/schemas/operators';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { callKey } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { useSessions } from '../api/operator-calls';
import { operatorCall } from '../api/operator-client';
import { AdminCard, formatDubaiDateTime, ScreenHeading } from './admin-ui';

/** The operator's own sessions (end any other one) and new recovery codes. */
export function AccountPage({ operator }: { operator: TOperatorSelf }) {
  const sessions = useSessions();
  const queryClient = useQueryClient();
  const end = async (id: string) => {
    const result = await operatorCall('operator/revokeSession', { sessionId: id });
    if (result.status === 1) toast.success(t(result.message));
    else toast.error(t(result.message));
    await queryClient.invalidateQueries({ queryKey: callKey('operator/listSessions') });
  };
  return (
    <>
      <ScreenHeading title={t('My account')} lead={`${operator.name} · ${operator.email}`} />
      <AdminCard title={t('Where you are signed in')}>
        {!sessions.data ? (
          <Spinner />
        ) : (
          <ul className="divide-y divide-line">
            {sessions.data.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                <div>
                  <p className="font-semibold text-ink">
                    {session.userAgent || t('Unknown browser')} {session.isCurrent && `(${t('this browser')})`}
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
      {operator.hasTwoFactor && (
        <div className="mt-6">
          <RecoveryCodesCard />
        </div>
      )}
    </>
  );
}

function RecoveryCodesCard() {
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await operatorCall('operator/newRecoveryCodes', { code });
    if (result.status === 1) {
      setCodes(result.data.recoveryCodes);
      setError(null);
      setCode('');
    } else setError(result.message);
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
            {error && (
              <p role="alert" className="field-error">
                {t(error)}
              </p>
            )}
          </div>
          <button type="submit" className="btn-primary">
            {t('Make new recovery codes')}
          </button>
        </form>
      )}
    </AdminCard>
  );
}
