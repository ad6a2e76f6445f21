import type { TSendCodeRequest } from '@rihla/shared/schemas/auth';
import { useCallback, useEffect, useState } from 'react';
import { t } from '../../../lib/i18n';
import { showFailure } from '../../../lib/show-failure';
import { useSendCode } from '../api/send-code';
import { FailureAlert } from './form-notices';
import { LinkButton } from './link-button';

/**
 * A countdown to a deadline: one interval while it runs, stopped at 0 and on unmount. The seconds are read off the
 * clock rather than counted, since a phone slows the timers of a tab in the background.
 */
function useCountdown(firstSeconds: number) {
  const [clock, setClock] = useState(() => {
    const now = Date.now();
    return { now, deadline: now + firstSeconds * 1000 };
  });
  const { deadline } = clock;
  useEffect(() => {
    if (Date.now() >= deadline) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setClock((current) => ({ ...current, now }));
      if (now >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const restart = useCallback((seconds: number) => {
    const now = Date.now();
    setClock({ now, deadline: now + seconds * 1000 });
  }, []);
  return { seconds: Math.max(0, Math.ceil((clock.deadline - clock.now) / 1000)), restart };
}

/**
 * "Resend code in {n} s", then a "Resend code" button that texts a new code for the same number and purpose and
 * counts down again from the server's answer. Only the moment it becomes available is read out, not every second.
 */
export function ResendCode({ request, resendAfter }: { request: TSendCodeRequest; resendAfter: number }) {
  const { seconds, restart } = useCountdown(resendAfter);
  const sendCode = useSendCode();
  const [failure, setFailure] = useState('');

  async function resend() {
    setFailure('');
    const result = await sendCode.mutateAsync(request);
    if (result.status === 1) {
      restart(result.data.resend_after);
    } else {
      // A limit (429): "Please wait ..." or "Too many codes ...", with the seconds to wait, counted down.
      if (result.retry_after) restart(result.retry_after);
      // Under the link and as a toast, clear of the dialog (useFormCall's rule, decision 093).
      setFailure(result.message);
      if (!result.isNetworkError) showFailure(result);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="text-center text-sm text-muted">
        {seconds > 0 ? (
          <p>{t('Resend code in {n} s', { n: seconds })}</p>
        ) : (
          <LinkButton onClick={() => void resend()} disabled={sendCode.isPending}>
            {t('Resend code')}
          </LinkButton>
        )}
        <p aria-live="polite" className="sr-only">
          {seconds > 0 ? '' : t('You can ask for a new code now.')}
        </p>
      </div>
      <FailureAlert message={failure} />
    </div>
  );
}
