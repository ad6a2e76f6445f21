import { describe, expect, it } from 'vitest';
import {
  filsOfTyped,
  supplyValueFils,
  supplyVatFils,
  VAT_INCLUDED_INTEGER,
  VAT_RATE_PERCENT,
  vatIncludedFils,
} from './money.js';

describe('vatIncludedFils', () => {
  it('finds the 5% VAT inside a VAT-inclusive total', () => {
    expect(VAT_RATE_PERCENT).toBe(5);
    expect(vatIncludedFils(52_500)).toBe(2_500);
    expect(vatIncludedFils(10_500)).toBe(500);
    expect(vatIncludedFils(0)).toBe(0);
  });

  it('rounds to the nearest fils', () => {
    // 100.00 AED holds 4.7619... AED of VAT; 1 fils holds 0.0476 fils; 11 fils hold 0.5238 fils.
    expect(vatIncludedFils(10_000)).toBe(476);
    expect(vatIncludedFils(1)).toBe(0);
    expect(vatIncludedFils(11)).toBe(1);
    expect(vatIncludedFils(46_350)).toBe(2_207);
  });

  it('gives a VAT that is 5% of the net price (total less VAT), but for the rounding of one fils', () => {
    for (let total = 0; total < 50_000; total += 7) {
      const vat = vatIncludedFils(total);
      // |net * 5% - vat| = 21/20 * |total * 5/105 - vat| <= 21/20 * 1/2.
      expect(Math.abs((total - vat) * 0.05 - vat)).toBeLessThanOrEqual(21 / 40);
    }
  });

  it("is the integer arithmetic the reports' SQL does, fils for fils", () => {
    const { multiplier, offset, divisor } = VAT_INCLUDED_INTEGER;
    const differing: number[] = [];
    for (let total = 0; total < 100_000; total += 1) {
      if (Math.floor((total * multiplier + offset) / divisor) !== vatIncludedFils(total)) differing.push(total);
    }
    expect(differing).toEqual([]);
  });

  it('refuses an amount that is not whole fils', () => {
    expect(() => vatIncludedFils(10.5)).toThrow(RangeError);
    expect(() => vatIncludedFils(-105)).toThrow(RangeError);
  });
});

describe('filsOfTyped', () => {
  it('reads an AED amount typed in a form as fils, and anything else as NaN', () => {
    expect(filsOfTyped('12.50')).toBe(1250);
    expect(filsOfTyped(' 7 ')).toBe(700);
    expect(filsOfTyped('0.1')).toBe(10);
    expect(filsOfTyped('')).toBeNaN();
    expect(filsOfTyped('  ')).toBeNaN();
    expect(filsOfTyped('ten')).toBeNaN();
    expect(filsOfTyped('Infinity')).toBeNaN();
  });
});

describe('supplyVatFils', () => {
  it('takes the VAT of the whole price, whatever paid it: card, points, gift card and wallet alike', () => {
    // AED 210 after discounts: AED 50 by gift card, AED 30 from the wallet, AED 10 in points, AED 120 by card.
    const parts = { cardFils: 12_000, pointsFils: 1_000, giftCardFils: 5_000, walletFils: 3_000 };
    expect(supplyValueFils(parts)).toBe(21_000);
    expect(supplyVatFils(parts)).toBe(1_000);
    expect(supplyVatFils({ ...parts, cardFils: 0, walletFils: 15_000 })).toBe(1_000);
    expect(supplyVatFils({ cardFils: 0, pointsFils: 0, giftCardFils: 0, walletFils: 0 })).toBe(0);
  });
});
