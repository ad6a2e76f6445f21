import type { TDeskOrder } from '@rihla/shared/schemas/operator-bookings';
import { t } from '../../../lib/i18n';

/**
 * Where an operator's refund of this order goes, for the refund dialogs (decision 063): what points, a gift card and
 * the wallet paid goes back there first; the rest to the card (the Terms' 10 to 15 working days) or, for a booking
 * paid in cash at the desk (decision 042), in cash, handed back there. Never "the card" for cash.
 */
export function refundDestinationText(order: Pick<TDeskOrder, 'payment' | 'balancesFils'>): string {
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
