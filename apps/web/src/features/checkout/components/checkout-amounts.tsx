import { VAT_RATE_PERCENT } from '@rihla/shared/rules/money';
import type { TViewCheckoutData } from '@rihla/shared/schemas/booking';
import { formatPoints, formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';

// NOTE: a real minus sign, not a hyphen, so that "− AED 25.00" reads as an amount taken off.
const MINUS = '\u2212';

function Line({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd className={value.startsWith(MINUS) ? 'text-end font-medium text-brand-700' : 'text-end font-medium text-ink'}>
        {value}
        {detail && <span className="block text-xs font-normal text-muted">{detail}</span>}
      </dd>
    </div>
  );
}

/**
 * The checkout's amounts: Subtotal, Discount and To Be Paid always (the spec's lines), and between them what points,
 * the wallet and a gift card pay (decision 049), each only when it pays something, and under the total the VAT it
 * includes. '…' while the checkout loads.
 */
export function CheckoutAmounts({
  checkout,
  totalLabel,
}: {
  checkout: TViewCheckoutData | undefined;
  totalLabel: string;
}) {
  const amount = (value: number | undefined) => (value === undefined ? '…' : formatPrice(value));
  const taken = (value: number) => `${MINUS} ${formatPrice(value)}`;
  const discount = checkout?.discount;
  return (
    <dl className="mt-5 space-y-2.5 border-t border-line pt-4 text-sm">
      <Line label={t('Subtotal')} value={amount(checkout?.actual_amount)} />
      <Line label={t('Discount')} value={discount ? taken(discount) : amount(discount)} />
      {checkout && checkout.points_amount > 0 && (
        <Line label={t('Points')} value={taken(checkout.points_amount)} detail={formatPoints(checkout.points_used)} />
      )}
      {checkout && checkout.wallet_amount > 0 && <Line label={t('Wallet')} value={taken(checkout.wallet_amount)} />}
      {checkout && checkout.gift_card_amount > 0 && (
        <Line label={t('Gift card')} value={taken(checkout.gift_card_amount)} />
      )}
      <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
        <dt className="font-semibold text-ink">{totalLabel}</dt>
        <dd className="text-2xl font-bold text-ink">{amount(checkout?.to_be_paid)}</dd>
      </div>
      {/* The VAT the price contains, as the receipt and the orders page will state it (decision 028). */}
      <div className="flex justify-between gap-4 text-xs">
        <dt className="text-muted">{t('VAT ({rate}%) included', { rate: VAT_RATE_PERCENT })}</dt>
        <dd className="text-end text-muted">{amount(checkout?.vat)}</dd>
      </div>
    </dl>
  );
}
