import { Gift } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useRedeemGiftCard } from '../api/redeem-gift-card';

/** The Wallet and Points page's box: a gift card's code, whose whole balance goes into the wallet. */
export function RedeemGiftCardBox() {
  const headingId = useId();
  const inputId = useId();
  const redeem = useRedeemGiftCard();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError('Enter the gift card code');
      return;
    }
    const result = await redeem.mutateAsync(code);
    if (result.status !== 1) {
      setError(result.message);
      return;
    }
    setError(null);
    setCode('');
    toast.success(t(result.message));
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-3 flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Gift size={22} aria-hidden="true" />
        </span>
        <h2 id={headingId} className="font-semibold text-ink">
          {t('Redeem a gift card')}
        </h2>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="sr-only">
            {t('Gift card code')}
          </label>
          <input
            id={inputId}
            className="field-input font-mono uppercase"
            placeholder="XXXX-XXXX-XXXX-XXXX"
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
          {error && (
            <p id={`${inputId}-error`} role="alert" className="field-error">
              {t(error)}
            </p>
          )}
        </div>
        <button type="submit" className="btn-primary shrink-0" disabled={redeem.isPending}>
          {t('Add to wallet')}
        </button>
      </form>
      <p className="mt-2 text-xs text-muted">{t('The whole balance of the card is added to your wallet.')}</p>
    </section>
  );
}
