import { filsToAed } from '@rihla/shared/rules/money';
import type { TLedgerEntry, TLedgerReason } from '@rihla/shared/schemas/ledger';
import { formatPrice } from '../../../lib/format';
import { intlLocale, t } from '../../../lib/i18n';

/** What each kind of entry is called on the desk. */
export const REASON_LABELS: Record<TLedgerReason, string> = {
  pointsEarned: 'Points earned',
  pointsReversed: 'Points taken back',
  adjustment: 'Adjustment',
  inviteBonus: 'Invite bonus',
  spent: 'Spent',
  refund: 'Refund',
  giftCard: 'Gift card',
};

// NOTE: a real minus sign, not a hyphen, so that "−AED 25.00" reads as a negative amount.
const MINUS = '\u2212';

export const aed = (fils: number) => formatPrice(filsToAed(fils));

/** "1 point", "1,250 points". */
export function pointsText(points: number): string {
  const count = new Intl.NumberFormat(intlLocale('number')).format(points);
  return points === 1 ? t('1 point') : t('{count} points', { count });
}

/** An entry's amount with its sign: "+925 points", "−AED 25.00" (wallet amounts are fils). */
export function signedAmountText({ kind, amount }: Pick<TLedgerEntry, 'kind' | 'amount'>): string {
  const size = Math.abs(amount);
  return `${amount < 0 ? MINUS : '+'}${kind === 'wallet' ? aed(size) : pointsText(size)}`;
}

/** Newest first, whatever order the answer had (ISO timestamps sort as text). */
export function newestFirst(entries: readonly TLedgerEntry[]): TLedgerEntry[] {
  return [...entries].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}
