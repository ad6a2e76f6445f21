import { formatPrice } from './format';
import { t } from './i18n';

/**
 * What refunds that kept a booking and tickets our team cancelled did (decision 062), in the shopper's words, as the
 * back office and the orders page both say it: '1 of 3 tickets cancelled', 'AED 100.00 of AED 700.00 refunded'.
 * Amounts in AED; `refunded` null when the caller says what came back otherwise.
 */
export function orderChangeWords(change: {
  ticketsCancelled: { cancelled: number; of: number } | null;
  refunded: number | null;
  paid: number;
}): string[] {
  const words: string[] = [];
  if (change.ticketsCancelled) {
    words.push(
      t('{cancelled} of {of} tickets cancelled', {
        cancelled: change.ticketsCancelled.cancelled,
        of: change.ticketsCancelled.of,
      }),
    );
  }
  if (change.refunded !== null && change.refunded > 0) {
    words.push(
      t('{amount} of {paid} refunded', { amount: formatPrice(change.refunded), paid: formatPrice(change.paid) }),
    );
  }
  return words;
}
