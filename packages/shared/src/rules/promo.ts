export const PROMO_KINDS = ['percent', 'fixed'] as const;
export type TPromoKind = (typeof PROMO_KINDS)[number];

export interface TPromoTerms {
  kind: TPromoKind;
  /** Basis points (1000 = 10%) for 'percent', fils for 'fixed'. */
  value: number;
  /** Largest discount in fils for a percentage code; null for no cap. */
  maxDiscountFils: number | null;
}

/**
 * The discount a code gives on a subtotal, in whole fils, never more than the subtotal. Percentages round
 * down so the shopper is never charged a fraction of a fils less than the rule says.
 */
export function computeDiscountFils(subtotalFils: number, terms: TPromoTerms): number {
  const raw = terms.kind === 'percent' ? Math.floor((subtotalFils * terms.value) / 10_000) : terms.value;
  const capped = terms.maxDiscountFils === null ? raw : Math.min(raw, terms.maxDiscountFils);
  return Math.max(0, Math.min(capped, subtotalFils));
}
