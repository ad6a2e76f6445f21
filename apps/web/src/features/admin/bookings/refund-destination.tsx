import type { TRefundPartDestination } from '@rihla/shared/messages/refunds';
import { filsToAed } from '@rihla/shared/rules/money';
import type { TDeskOrder } from '@rihla/shared/schemas/operator-bookings';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';

// Where an operator's refund goes, said one way by every desk dialog that refunds: the cancellations of an order,
// the date change's difference and the departure's cancellation (preview and results).

type TOrderPaidBy = Pick<TDeskOrder, 'payment' | 'balancesFils'>;
/** A part of a planned or made refund: how much (fils) goes to one destination. */
type TRefundPartFils = { to: TRefundPartDestination; fils: number };

/**
 * Where an operator's refund of this order goes, for the refund dialogs (decision 063): what points, a gift card and
 * the wallet paid goes back there first; the rest to the card (the Terms' 10 to 15 working days) or, for a booking
 * paid in cash at the desk (decision 042), in cash, handed back there. Never "the card" for cash.
 */
export function refundDestinationText(order: TOrderPaidBy): string {
  const { points, giftCard, wallet } = order.balancesFils;
  const hasBalances = points + giftCard + wallet > 0;
  if (order.payment.provider === 'balance') {
    return t('The refund goes back to the points, gift card and wallet that paid the order.');
  }
  if (order.payment.provider === 'cash') {
    return hasBalances
      ? t(
          'Points, gift card and wallet parts go back there first; the rest is cash to hand back to the customer at the desk.',
        )
      : t('The refund is cash to hand back to the customer at the desk.');
  }
  return hasBalances
    ? t(
        'Points, gift card and wallet parts go back there first; the rest goes back to the card (10 to 15 working days).',
      )
    : t('The refund goes back to the card (10 to 15 working days).');
}

/** Where a part of a refund goes, as a preview's and a result's lines name it. */
export function refundPartText(to: TRefundPartDestination): string {
  switch (to) {
    case 'points':
      return t('Back to points');
    case 'giftCard':
      return t('Back to gift cards');
    case 'wallet':
      return t('To wallets');
    case 'card':
      return t('Back to cards (10 to 15 working days)');
    case 'cash':
      return t('In cash, to hand back at the desk');
    case 'voided':
      return t('Not refunded: a voided gift card');
  }
}

/** The parts of a made refund on one line: "Back to cards (10 to 15 working days): AED 50.00 · To wallets: …". */
export function refundPartsLine(parts: readonly TRefundPartFils[]): string {
  return parts.map((part) => `${refundPartText(part.to)}: ${formatPrice(filsToAed(part.fils))}`).join(' · ');
}

/**
 * The refund preview of a desk dialog: where the money will go, before the operator confirms. With the parts the
 * server planned (a departure's cancellation, every booking together), each destination and its amount; for one
 * order whose parts are planned only when it is refunded (a date change's difference), the order's sentence.
 */
export function RefundPreview(props: { parts: readonly TRefundPartFils[] } | { order: TOrderPaidBy }) {
  const isParts = 'parts' in props;
  if (isParts && props.parts.length === 0) return null;
  return (
    <div data-testid="refund-preview">
      <h3 className="font-semibold text-ink">{isParts ? t('Where the refunds go') : t('Where the refund goes')}</h3>
      {isParts ? (
        <ul className="mt-1 space-y-1 text-sm">
          {props.parts.map((part) => (
            <li key={part.to} className="flex justify-between gap-3">
              <span>{refundPartText(part.to)}</span>
              <span className="font-semibold tabular-nums">{formatPrice(filsToAed(part.fils))}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm">{refundDestinationText(props.order)}</p>
      )}
    </div>
  );
}
