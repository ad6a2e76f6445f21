import { filsToAed } from '@rihla/shared/rules/money';
import type { TAgencyAccountData } from '@rihla/shared/schemas/agency';
import { Building2, LoaderCircle } from 'lucide-react';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';

const aed = (fils: number) => formatPrice(filsToAed(fils));

/**
 * A partner's travel agent's choice at checkout (decision 126), loaded only for an agent: the agency named, the retail
 * price the traveller's voucher shows, what the agency owes for it on account and the credit left; a suspended
 * agency's agent is told why it pays by card.
 */
export default function PayOnAccount({
  account,
  isDisabled,
  isPending,
  onPay,
}: {
  account: NonNullable<TAgencyAccountData>;
  isDisabled: boolean;
  isPending: boolean;
  onPay(): void;
}) {
  const { checkout } = account;
  return (
    <section
      aria-labelledby="on-account-title"
      className="mt-5 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-ink"
      data-testid="pay-on-account"
    >
      <h3 id="on-account-title" className="flex items-center gap-2 font-bold">
        <Building2 size={18} aria-hidden="true" className="shrink-0 text-brand-700" />
        {t('Pay on account: {agency}', { agency: account.partnerName })}
      </h3>
      {checkout && (
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt className="text-muted">{t('Retail')}</dt>
          <dd className="text-end">{aed(checkout.retailFils)}</dd>
          <dt className="font-semibold">{t('You owe on account')}</dt>
          <dd className="text-end font-semibold" data-testid="owed-on-account">
            {aed(checkout.owedFils)}
          </dd>
          <dt className="text-muted">{t('Available credit')}</dt>
          <dd className="text-end">{aed(account.availableFils)}</dd>
        </dl>
      )}
      {checkout?.refusal ? (
        <p className="mt-3 text-danger" role="status">
          {t(checkout.refusal)}
        </p>
      ) : (
        <button
          type="button"
          className="btn-primary mt-3 w-full py-3"
          onClick={onPay}
          disabled={isDisabled || isPending || !checkout}
        >
          {isPending && <LoaderCircle size={18} className="animate-spin" aria-hidden="true" />}
          {t('Book on account')}
        </button>
      )}
    </section>
  );
}
