import { FILS_PER_AED } from '../constants.js';

/** Money is integer fils inside the system; the API shows AED amounts with at most two decimals. */
export function filsToAed(fils: number): number {
  return Math.round(fils) / FILS_PER_AED;
}

export function aedToFils(aed: number): number {
  return Math.round(aed * FILS_PER_AED);
}

let aedFormat: Intl.NumberFormat | undefined;

/** "1,234.50" for 123450 fils. */
export function formatAedAmount(aed: number): string {
  // NOTE: toLocaleString with options builds a formatter on every call, which costs far more than formatting.
  aedFormat ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return aedFormat.format(aed);
}
