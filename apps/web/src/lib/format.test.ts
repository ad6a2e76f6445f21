import { afterEach, describe, expect, it } from 'vitest';
import { arabicTranslator } from '../locales/ar';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatPoints,
  formatPrice,
  formatTimestamp,
  leftToRight,
} from './format';
import { INTL_LOCALES, setLocale } from './i18n';
import { formatDeadline } from './passenger-summary';

afterEach(() => {
  setLocale('en');
});

/** ICU writes a narrow no-break space before AM/PM in some versions: the test reads any space as one. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('formatting in English', () => {
  it('writes amounts, counts, dates and times as the spec’s texts do', () => {
    expect(formatPrice(1234.5)).toBe('AED 1,234.50');
    expect(formatCount(1250)).toBe('1,250');
    expect(formatPoints(1)).toBe('1 point');
    expect(formatPoints(1250)).toBe('1,250 points');
    expect(formatDate('2026-11-28')).toBe('Sat, 28 Nov 2026');
    expect(formatTimestamp('2026-11-21T22:00:00Z')).toBe('22 Nov 2026');
    expect(spaced(formatDateTime('2026-11-27T04:00:00Z'))).toBe('Fri, 27 Nov 2026, 8:00 AM');
    expect(formatDeadline('2026-12-04T05:00:00Z')).toBe('Fri, 4 Dec 2026, 09:00');
    expect(leftToRight('9:30 AM - 7:00 PM')).toBe('9:30 AM - 7:00 PM');
  });
});

describe('formatting in Arabic', () => {
  it('writes ar-AE’s dates and times with Western digits, and amounts in AED', () => {
    setLocale('ar', arabicTranslator(INTL_LOCALES.ar.number));
    expect(formatPrice(1234.5)).toBe('AED 1,234.50');
    expect(formatCount(1250)).toBe('1,250');
    expect(formatDate('2026-11-28')).toBe('السبت، 28 نوفمبر 2026');
    expect(spaced(formatDateTime('2026-11-27T04:00:00Z'))).toBe('الجمعة، 27 نوفمبر 2026، 8:00 ص');
    expect(formatDate('2026-11-28')).not.toMatch(/[٠-٩]/);
    // A departure's time range keeps its order inside an Arabic line.
    expect(leftToRight('9:30 AM - 7:00 PM')).toBe('\u20669:30 AM - 7:00 PM\u2069');
    expect(leftToRight('')).toBe('');
  });
});
