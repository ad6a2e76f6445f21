import { zodResolver } from '@hookform/resolvers/zod';
import type { TOperatorSignInData } from '@rihla/shared/schemas/operators';
import { ZOperatorSignInRequest } from '@rihla/shared/schemas/operators';
import { KeyRound, ShieldCheck } from 'lucide-react';
import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PasswordField, TextField } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';
import { useStartOperatorSession } from '../api/operator-calls';
import { operatorCall } from '../api/operator-client';
import { AdminCard } from './admin-ui';

type TStep =
  | { kind: 'password' }
  | { kind: 'code'; challenge: string }
  | { kind: 'enrol'; challenge: string; secret: string; otpauthUrl: string }
  | { kind: 'recovery'; codes: string[] };

/**
 * The back office's sign-in (decision 031): email and password, then a code from the authenticator app (or a
 * recovery code); an owner or a manager without one first adds the secret to an app from its QR code, and
 * sees their recovery codes once.
 *
 * NOTE: its calls do not go through useDeskWrite (decision 069): they come before a session exists, so there is no
 * desk answer to ask again (a new session drops every operator answer, see useStartOperatorSession) and no toast to
 * show; each step shows its refusal itself, and the page is every journey's way in.
 */
export function SignInPage() {
  const shopName = useShop().name;
  const navigate = useNavigate();
  const startSession = useStartOperatorSession();
  const [step, setStep] = useState<TStep>({ kind: 'password' });
  const [error, setError] = useState<string | null>(null);

  const onAnswer = (data: TOperatorSignInData) => {
    setError(null);
    if (data.step === 'code') setStep({ kind: 'code', challenge: data.challenge });
    else if (data.step === 'enrol') setStep({ kind: 'enrol', ...data });
    else {
      startSession(data.token);
      if (data.recoveryCodes?.length) setStep({ kind: 'recovery', codes: data.recoveryCodes });
      else navigate('/admin', { replace: true });
    }
  };

  return (
    <main id="main" className="grid min-h-screen place-items-center bg-surface px-4 py-10">
      <title>{t('Sign in | {shop} back office', { shop: shopName })}</title>
      <div className="w-full max-w-md">
        <p className="mb-6 text-center text-2xl font-extrabold tracking-tight text-brand-800">
          {t('{shop} back office', { shop: shopName })}
        </p>
        {step.kind === 'password' && <PasswordStep onAnswer={onAnswer} error={error} setError={setError} />}
        {(step.kind === 'code' || step.kind === 'enrol') && (
          <CodeStep step={step} onAnswer={onAnswer} onRestart={() => setStep({ kind: 'password' })} />
        )}
        {step.kind === 'recovery' && (
          <RecoveryCodes codes={step.codes} onDone={() => navigate('/admin', { replace: true })} />
        )}
      </div>
    </main>
  );
}

function PasswordStep({
  onAnswer,
  error,
  setError,
}: {
  onAnswer(data: TOperatorSignInData): void;
  error: string | null;
  setError(message: string | null): void;
}) {
  const form = useForm({ resolver: zodResolver(ZOperatorSignInRequest), defaultValues: { email: '', password: '' } });
  const submit = form.handleSubmit(async (values) => {
    const result = await operatorCall('operator/signIn', values);
    if (result.status === 1) onAnswer(result.data);
    else setError(result.message);
  });
  return (
    <AdminCard title={t('Sign in')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('Email')}
          type="email"
          autoComplete="username"
          error={form.formState.errors.email?.message}
          registration={form.register('email')}
        />
        <PasswordField
          label={t('Password')}
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          registration={form.register('password')}
        />
        {error && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-danger">
            {t(error)}
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner size={18} className="text-white" /> : null}
          {t('Continue')}
        </button>
      </form>
    </AdminCard>
  );
}

function CodeStep({
  step,
  onAnswer,
  onRestart,
}: {
  step: Extract<TStep, { kind: 'code' | 'enrol' }>;
  onAnswer(data: TOperatorSignInData): void;
  onRestart(): void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [qr, setQr] = useState<string | null>(null);
  const otpauthUrl = step.kind === 'enrol' ? step.otpauthUrl : null;
  useEffect(() => {
    if (!otpauthUrl) return;
    void QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200 }).then(setQr);
  }, [otpauthUrl]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    const result = await operatorCall('operator/signInCode', { challenge: step.challenge, code });
    setIsBusy(false);
    if (result.status === 1) onAnswer(result.data);
    else setError(result.message);
  };

  return (
    <AdminCard title={step.kind === 'enrol' ? t('Set up two-factor sign-in') : t('Enter your code')}>
      {step.kind === 'enrol' && (
        <div className="mb-5 space-y-3 text-sm text-muted">
          <p>
            {t(
              'Your role signs in with a second factor. Scan this QR code with an authenticator app (Google Authenticator, 1Password, Aegis), or type the key, then enter the 6-digit code it shows.',
            )}
          </p>
          <div className="flex flex-col items-center gap-3 rounded-xl border border-line bg-white p-4">
            {qr ? (
              <img src={qr} alt={t('QR code for your authenticator app')} width={200} height={200} />
            ) : (
              <div className="size-[200px] animate-pulse rounded bg-line" />
            )}
            <p className="text-center">
              {t('Setup key')}: <code className="break-all font-mono text-ink">{step.secret}</code>
            </p>
          </div>
        </div>
      )}
      <form onSubmit={submit} className="space-y-4">
        <div>
          <label htmlFor="operator-code" className="field-label">
            {step.kind === 'enrol' ? t('6-digit code') : t('6-digit code or a recovery code')}
          </label>
          <input
            id="operator-code"
            className="field-input font-mono tracking-widest"
            inputMode={step.kind === 'enrol' ? 'numeric' : 'text'}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'operator-code-error' : undefined}
          />
          {error && (
            <p id="operator-code-error" role="alert" className="field-error">
              {t(error)}
            </p>
          )}
        </div>
        <button type="submit" className="btn-primary w-full" disabled={isBusy || code.trim().length < 6}>
          {isBusy ? <Spinner size={18} className="text-white" /> : <ShieldCheck size={18} aria-hidden="true" />}
          {t('Sign in')}
        </button>
        <button type="button" onClick={onRestart} className="w-full text-sm font-semibold text-brand-700 underline">
          {t('Start again')}
        </button>
      </form>
    </AdminCard>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  return (
    <AdminCard title={t('Your recovery codes')}>
      <p className="mb-4 text-sm text-muted">
        {t(
          'Keep these codes somewhere safe (a password manager, or printed). Each one signs you in once if you lose your phone. They are shown only now.',
        )}
      </p>
      <ul
        aria-label={t('Recovery codes')}
        className="grid grid-cols-2 gap-2 rounded-xl bg-surface p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" className="btn-primary mt-5 w-full" onClick={onDone}>
        <KeyRound size={18} aria-hidden="true" />
        {t('I have saved them')}
      </button>
    </AdminCard>
  );
}
