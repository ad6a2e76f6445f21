import { filsToAed, formatAedAmount } from '@rihla/shared/rules/money';
import type { TGiftCardEntry, TGiftCardRow } from '@rihla/shared/schemas/gift-cards';

export const aed = (fils: number) => `AED ${formatAedAmount(filsToAed(fils))}`;

/** A card as the desk names it: its code's last four only (decision 057). */
export const maskedCode = (codeEnd: string) => `\u2022\u2022\u2022\u2022 ${codeEnd}`;

/** What each entry of a card is called on its page. */
export const ENTRY_LABELS: Record<TGiftCardEntry['reason'], string> = {
  issued: 'Issued',
  spent: 'Spent at checkout',
  refund: 'Refunded to the card',
  redeemed: 'Added to a wallet',
  voided: 'Voided',
  adjustment: 'Adjusted',
};

/** A card's state as the desk shows it: void, expired (still `active` in the table) or active. */
export function statusText(card: Pick<TGiftCardRow, 'status' | 'isExpired'>): string {
  if (card.status === 'void') return 'Void';
  return card.isExpired ? 'Expired' : 'Active';
}
