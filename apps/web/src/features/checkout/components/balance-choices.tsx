import { LEDGER_MESSAGES } from '@rihla/shared/messages/ledger';
import { filsToAed } from '@rihla/shared/rules/money';
import type { TViewWalletData } from '@rihla/shared/schemas/ledger';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { formatPoints, formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';

const BLOCKED = 'The use of your wallet and points is paused. Please contact support.';

/** Which balance a choice spends. */
export type TBalanceChoice = 'points' | 'wallet';

/**
 * "Use my points" and "Use my wallet" at checkout (decision 049), each with its balance. A choice that cannot be
 * made says why under it (blocked, nothing to use, a discount code applied); the server's refusal of the last
 * change is said there too.
 */
export function BalanceChoices({
  balances,
  isUsingPoints,
  isUsingWallet,
  hasCouponCode,
  isNothingLeft,
  pending,
  errors,
  onToggle,
}: {
  balances: Pick<TViewWalletData, 'walletFils' | 'points' | 'pointsValueFils' | 'isBlocked'>;
  isUsingPoints: boolean;
  isUsingWallet: boolean;
  hasCouponCode: boolean;
  /** Nothing is left to pay before this choice: adding the wallet would change nothing. */
  isNothingLeft: boolean;
  pending: TBalanceChoice | null;
  errors: Partial<Record<TBalanceChoice, string>>;
  onToggle: (choice: TBalanceChoice, isOn: boolean) => void;
}) {
  const legendId = useId();
  const pointsOffReason = isUsingPoints
    ? ''
    : balances.isBlocked
      ? t(BLOCKED)
      : hasCouponCode
        ? t(LEDGER_MESSAGES.codeOrPoints)
        : balances.points <= 0
          ? t(LEDGER_MESSAGES.noPoints)
          : '';
  const walletOffReason = isUsingWallet
    ? ''
    : balances.isBlocked
      ? t(BLOCKED)
      : balances.walletFils === 0
        ? t(LEDGER_MESSAGES.emptyWallet)
        : isNothingLeft
          ? t('Nothing is left to pay.')
          : '';
  return (
    <fieldset className="mt-5" aria-labelledby={legendId}>
      <legend id={legendId} className="field-label">
        {t('Pay with your balance')}
      </legend>
      <div className="flex flex-col gap-2">
        <BalanceChoice
          label={t('Use my points')}
          balance={t('{points} (worth {amount})', {
            points: formatPoints(balances.points),
            amount: formatPrice(filsToAed(balances.pointsValueFils)),
          })}
          isChecked={isUsingPoints}
          offReason={pointsOffReason}
          error={errors.points ?? ''}
          isPending={pending === 'points'}
          isBusy={pending !== null}
          onChange={(isOn) => onToggle('points', isOn)}
        />
        <BalanceChoice
          label={t('Use my wallet')}
          balance={t('Balance {amount}', { amount: formatPrice(filsToAed(balances.walletFils)) })}
          isChecked={isUsingWallet}
          offReason={walletOffReason}
          error={errors.wallet ?? ''}
          isPending={pending === 'wallet'}
          isBusy={pending !== null}
          onChange={(isOn) => onToggle('wallet', isOn)}
        />
      </div>
    </fieldset>
  );
}

function BalanceChoice({
  label,
  balance,
  isChecked,
  offReason,
  error,
  isPending,
  isBusy,
  onChange,
}: {
  label: string;
  balance: string;
  isChecked: boolean;
  offReason: string;
  error: string;
  isPending: boolean;
  isBusy: boolean;
  onChange: (isOn: boolean) => void;
}) {
  const id = useId();
  const isOff = offReason !== '';
  const describedBy = [`${id}-balance`, isOff ? `${id}-reason` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label
        htmlFor={id}
        className={`flex min-h-11 items-center gap-3 rounded-xl border px-3 py-2 text-sm ${
          isChecked ? 'border-brand-600 bg-brand-50' : isOff ? 'border-line bg-surface' : 'border-line bg-white'
        } ${isOff ? 'cursor-not-allowed' : 'cursor-pointer'}`}
      >
        <input
          id={id}
          type="checkbox"
          checked={isChecked}
          disabled={isOff || isBusy}
          onChange={(event) => onChange(event.target.checked)}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="size-5 shrink-0 cursor-[inherit] rounded accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        />
        <span className="min-w-0 flex-1">
          <span id={`${id}-label`} className={`block font-semibold ${isOff ? 'text-muted' : 'text-ink'}`}>
            {label}
          </span>
          <span id={`${id}-balance`} className="block text-xs text-muted">
            {balance}
          </span>
        </span>
        {isPending ? (
          <LoaderCircle size={16} className="shrink-0 animate-spin text-brand-700" aria-hidden="true" />
        ) : null}
      </label>
      {isOff && (
        <p id={`${id}-reason`} className="mt-1 text-xs text-muted">
          {offReason}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
