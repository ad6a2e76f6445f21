import { CreditCard } from 'lucide-react';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';

export type TPaymentMode = 'card';

/**
 * The payment-mode chooser. The spec says it exists but is unused: Pay Now goes straight to the card
 * gateway, so nothing opens this yet. It is kept ready for when a second mode (wallet, points) arrives.
 */
export function PaymentModeModal({
  open,
  onOpenChange,
  onChoose,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onChoose(mode: TPaymentMode): void;
}) {
  const [mode, setMode] = useState<TPaymentMode>('card');
  const name = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('Choose how to pay')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onChoose(mode);
        }}
      >
        <fieldset>
          <legend className="sr-only">{t('Payment mode')}</legend>
          <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-brand-600 bg-brand-50 p-4">
            <input
              type="radio"
              name={name}
              value="card"
              checked={mode === 'card'}
              onChange={() => setMode('card')}
              className="accent-brand-700"
            />
            <CreditCard size={20} className="text-brand-700" aria-hidden="true" />
            <span className="font-semibold text-ink">{t('Credit or debit card (Visa, MasterCard)')}</span>
          </label>
        </fieldset>
        <button type="submit" className="btn-primary mt-5 w-full">
          {t('Continue')}
        </button>
      </form>
    </Dialog>
  );
}
