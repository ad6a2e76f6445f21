import { filsToAed, formatAedAmount } from '../rules/money.js';

// Where each part of a refund went (issue 32, decision 063), said in one way by the shopper's orders page, the
// cancellation email and text, and the in-app notification: a part paid in cash never "goes back to the card".

/** Where a part of a refund went; `voided`: a voided gift card's part, which is not refunded. */
export const REFUND_PART_DESTINATIONS = ['points', 'giftCard', 'wallet', 'card', 'cash', 'voided'] as const;
export type TRefundPartDestination = (typeof REFUND_PART_DESTINATIONS)[number];

/** One part of a refund: how much (fils) went where, and for the points part the points given back. */
export interface TRefundPart {
  to: TRefundPartDestination;
  fils: number;
  points?: number;
}

/**
 * Each destination's sentence, in English, the key of the web app's translation layer ({amount}: "AED 20.00";
 * {points}: "925 points"). The card's time is the Terms' (10 to 15 working days); the wallet and points are at once.
 */
export const REFUND_PART_TEXTS: Readonly<Record<TRefundPartDestination, string>> = {
  points: '{points} ({amount}) back to your points.',
  giftCard: '{amount} back to your gift card.',
  wallet: '{amount} to your wallet: it is in your wallet now.',
  card: '{amount} back to your card: it takes 10 to 15 working days to reach you.',
  cash: '{amount} in cash: it is paid back to you at our desk.',
  voided: '{amount} not refunded: the gift card was voided.',
};

type TVars = Record<string, string | number>;
/** The web app's t(), or (the default, for emails and texts) the English filled in. */
export type TTranslate = (english: string, vars?: TVars) => string;

const inEnglish: TTranslate = (english, vars) =>
  english.replace(/\{(\w+)\}/g, (match, name: string) => (vars && name in vars ? String(vars[name]) : match));

const pointsCount = new Intl.NumberFormat('en-US');

/** Where each part went, one sentence a part, in the order given; parts of nothing are left out. */
export function refundPartLines(parts: readonly TRefundPart[], translate: TTranslate = inEnglish): string[] {
  return parts
    .filter((part) => part.fils > 0 || (part.points ?? 0) > 0)
    .map((part) => {
      const points = part.points ?? 0;
      return translate(REFUND_PART_TEXTS[part.to], {
        amount: `AED ${formatAedAmount(filsToAed(part.fils))}`,
        points:
          points === 1 ? translate('1 point') : translate('{count} points', { count: pointsCount.format(points) }),
      });
    });
}

/** What the parts gave back (fils), leaving out a voided gift card's part, which is not refunded. */
export function refundedFilsOf(parts: readonly TRefundPart[]): number {
  return parts.reduce((sum, part) => (part.to === 'voided' ? sum : sum + part.fils), 0);
}
