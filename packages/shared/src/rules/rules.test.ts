import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '../constants.js';
import { inDurationBucket, inPriceBucket, inTimeBucket } from './filters.js';
import { aedToFils, filsToAed, formatAedAmount } from './money.js';
import { itemPath } from './navigation.js';
import { computeDiscountFils } from './promo.js';
import { addDays, isIsoDate, minutesOfDay, timeRange12Hour, to12Hour, todayInDubai } from './time.js';

describe('time', () => {
  it('converts 24-hour times to the 12-hour form the shopper sees', () => {
    expect(to12Hour('00:00')).toBe('12:00 AM');
    expect(to12Hour('00:30')).toBe('12:30 AM');
    expect(to12Hour('09:05')).toBe('9:05 AM');
    expect(to12Hour('12:00')).toBe('12:00 PM');
    expect(to12Hour('23:59')).toBe('11:59 PM');
    expect(timeRange12Hour('15:30', '21:00')).toBe('3:30 PM - 9:00 PM');
  });

  it('refuses what is not an HH:mm time', () => {
    expect(() => minutesOfDay('24:00')).toThrow(RangeError);
    expect(() => to12Hour('9:00')).toThrow(RangeError);
  });

  it('knows real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('reads today in Dubai, four hours ahead of UTC', () => {
    expect(todayInDubai(new Date('2026-11-21T19:59:00Z'))).toBe('2026-11-21');
    expect(todayInDubai(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
  });

  it("reads today in Dubai as the time zone's own rules do, every 7 hours and 13 minutes from 2000 to 2040", () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    let compared = 0;
    for (let ms = Date.UTC(2000, 0, 1); ms < Date.UTC(2040, 0, 1); ms += 433 * 60_000) {
      const now = new Date(ms);
      expect(todayInDubai(now), now.toISOString()).toBe(zone.format(now));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(48_000);
  });
});

describe('money', () => {
  it('keeps fils whole and shows AED with two decimals', () => {
    expect(aedToFils(99.99)).toBe(9999);
    expect(filsToAed(12345)).toBe(123.45);
    expect(formatAedAmount(1234.5)).toBe('1,234.50');
  });
});

describe('promo discounts', () => {
  it('rounds a percentage down to whole fils and caps it', () => {
    expect(computeDiscountFils(24_550, { kind: 'percent', value: 1000, maxDiscountFils: null })).toBe(2455);
    expect(computeDiscountFils(999, { kind: 'percent', value: 1000, maxDiscountFils: null })).toBe(99);
    expect(computeDiscountFils(500_000, { kind: 'percent', value: 1500, maxDiscountFils: 15_000 })).toBe(15_000);
  });

  it('never gives more than the subtotal', () => {
    expect(computeDiscountFils(3000, { kind: 'fixed', value: 5000, maxDiscountFils: null })).toBe(3000);
  });
});

describe('filter buckets', () => {
  it('reads price buckets with inclusive upper bounds', () => {
    expect(inPriceBucket(10_000, 'Up to 100 AED')).toBe(true);
    expect(inPriceBucket(10_001, '100 - 200 AED')).toBe(true);
    expect(inPriceBucket(30_000, '200 - 300 AED')).toBe(true);
    expect(inPriceBucket(30_000, 'Above 300 AED')).toBe(false);
  });

  it('reads the time labels as a 12-hour clock, the night wrapping past midnight', () => {
    expect(inTimeBucket(minutesOfDay('05:00'), '05:00 - 12:00 (Morning)')).toBe(true);
    expect(inTimeBucket(minutesOfDay('12:00'), '12:00 - 05:00 (Afternoon)')).toBe(true);
    expect(inTimeBucket(minutesOfDay('18:30'), '05:00 - 09:00 (Evening)')).toBe(true);
    expect(inTimeBucket(minutesOfDay('22:00'), '09:00 - 05:00 (Night)')).toBe(true);
    expect(inTimeBucket(minutesOfDay('04:30'), '09:00 - 05:00 (Night)')).toBe(true);
    expect(inTimeBucket(minutesOfDay('04:30'), '05:00 - 12:00 (Morning)')).toBe(false);
  });

  it('reads duration buckets in minutes', () => {
    expect(inDurationBucket(45, 'less than 1 hour')).toBe(true);
    expect(inDurationBucket(60, '1 to 4 hours')).toBe(true);
    expect(inDurationBucket(240, '1 to 4 hours')).toBe(true);
    expect(inDurationBucket(241, '4 hours to 1 day')).toBe(true);
    expect(inDurationBucket(1441, 'More than 1 day')).toBe(true);
  });
});

describe('navigation rule', () => {
  it('opens picnic and inBound on /detail and every other module on /package', () => {
    expect(itemPath('picnic', 'a')).toBe('/detail/picnic/a');
    expect(itemPath('inBound', 'b')).toBe('/detail/inBound/b');
    expect(itemPath('holidays', 'c')).toBe('/package/holidays/c');
    expect(itemPath('entryTicket', 'd e')).toBe('/package/entryTicket/d%20e');
  });
});
