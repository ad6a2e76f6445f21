import { OPERATOR_PASSWORD_MIN } from '@rihla/shared/schemas/operators';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminInput } from './admin-ui';

/**
 * An invitation's page: the invited operator chooses their name and password, then signs in.
 *
 * NOTE: not a useDeskWrite (decision 069): it runs without a session, so no desk answer is there to ask again and no
 * toast follows; its refusal shows under the password as before.
 */
export function AcceptInvitePage() {
  const shopName = useShop().name;
  const { token = '' } = useParams();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    const result = await operatorCall('operator/acceptInvite', { invite: token, name, password });
    setIsBusy(false);
    if (result.status === 1) setEmail(result.data.email);
    else setError(result.message);
  };
  return (
    <main id="main" className="grid min-h-screen place-items-center bg-surface px-4 py-10">
      <title>{t('Your invitation | {shop} back office', { shop: shopName })}</title>
      <div className="w-full max-w-md">
        <AdminCard title={t('Join the {shop} back office', { shop: shopName })}>
          {email ? (
            <div className="space-y-4">
              <p className="text-sm text-muted">{t('Your account {email} is ready.', { email })}</p>
              <Link to="/admin/sign-in" className="btn-primary w-full">
                {t('Sign in')}
              </Link>
            </div>
          ) : (
            <form onSubmit={submit} className="space-y-4" noValidate>
              <AdminInput
                id="invite-your-name"
                label={t('Your name')}
                autoComplete="name"
                value={name}
                onChange={setName}
              />
              <AdminInput
                id="invite-password"
                label={t('Choose a password (at least {count} characters)', { count: OPERATOR_PASSWORD_MIN })}
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={setPassword}
                error={error}
              />
              <button type="submit" className="btn-primary w-full" disabled={isBusy}>
                {isBusy && <Spinner size={18} className="text-white" />}
                {t('Create my account')}
              </button>
            </form>
          )}
        </AdminCard>
      </div>
    </main>
  );
}
