import { FILS_PER_AED } from '../constants.js';

/** Money is integer fils inside the system; the API shows AED amounts with at most two decimals. */
export function filsToAed(fils: number): number {
  return Math.round(fils) / FILS_PER_AED;
}

export function aedToFils(aed: number): number {
  return Math.round(aed * FILS_PER_AED);
}

/** The fils an AED amount typed in a form stands for ("12.50" is 1250); NaN when it is not a number. */
export function filsOfTyped(amount: string): number {
  const value = Number(amount);
  return amount.trim() !== '' && Number.isFinite(value) ? aedToFils(value) : Number.NaN;
}

let aedFormat: Intl.NumberFormat | undefined;

/** "1,234.50" for 123450 fils. */
export function formatAedAmount(aed: number): string {
  // NOTE: toLocaleString with options builds a formatter on every call, which costs far more than formatting.
  aedFormat ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return aedFormat.format(aed);
}

/** UAE VAT, in percent; every price of the catalogue already includes it (decision 028). */
export const VAT_RATE_PERCENT = 5;

/**
 * The VAT contained in a VAT-inclusive amount, in whole fils: total * 5 / 105, rounded to the nearest fils.
 * NOTE: a tie cannot happen (it would need total * 10 to be an odd multiple of 105, and total * 10 is even).
 */
export function vatIncludedFils(totalFils: number): number {
  if (!Number.isSafeInteger(totalFils) || totalFils < 0) {
    throw new RangeError(`Not a whole, non-negative amount of fils: ${totalFils}`);
  }
  return Math.round((totalFils * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
}

/**
 * What paid an order, or will pay a checkout, in fils: the part paid by card (or in cash at the desk) and what the
 * balances paid (points, a gift card, the wallet; decision 049).
 */
export interface TPaymentParts {
  cardFils: number;
  pointsFils: number;
  giftCardFils: number;
  walletFils: number;
}

/**
 * The taxable value of a supply: the whole price after discounts, whatever paid it. UAE VAT is due on the supply,
 * and the wallet, points and gift cards are means of payment, not discounts (decision 080), so the checkout, the
 * orders page, every email, voucher and tax invoice state the VAT of this amount.
 */
export function supplyValueFils(parts: TPaymentParts): number {
  return parts.cardFils + parts.pointsFils + parts.giftCardFils + parts.walletFils;
}

/** The VAT a supply's whole price contains (supplyValueFils), whatever paid it. */
export function supplyVatFils(parts: TPaymentParts): number {
  return vatIncludedFils(supplyValueFils(parts));
}

/**
 * The VAT contained in a VAT-inclusive amount as integer arithmetic, for the reports' SQL (decision 091): the same
 * rounding as vatIncludedFils, written floor((total * multiplier + offset) / divisor), which both databases compute
 * exactly with integers (total * 5 / 105 + 1/2 = (total * 10 + 105) / 210).
 */
export const VAT_INCLUDED_INTEGER = {
  multiplier: 2 * VAT_RATE_PERCENT,
  offset: 100 + VAT_RATE_PERCENT,
  divisor: 2 * (100 + VAT_RATE_PERCENT),
} as const;
