import { describe, expect, it } from 'vitest';
import { pickupMatches, pickupMissingArabic } from './pickups.js';

// A pick-up point is searched in both languages (decision 117): its English words, and its Arabic name and area
// normalised as the shop's search normalises Arabic.
const HILTON = {
  name: 'Hilton Dubai Jumeirah',
  area: 'Dubai Marina',
  address: 'The Walk, JBR',
  ar: { name: 'هيلتون دبي جميرا', area: 'دبي مارينا' },
};

describe('pickupMatches', () => {
  it('finds a point by its English words in any case, every word needed', () => {
    expect(pickupMatches(HILTON, 'hilton MARINA')).toBe(true);
    expect(pickupMatches(HILTON, 'the walk')).toBe(true);
    expect(pickupMatches(HILTON, 'hilton deira')).toBe(false);
    expect(pickupMatches(HILTON, '  ')).toBe(true);
  });

  it('finds a point by its Arabic name or area, diacritics, tatweel and letter forms ignored', () => {
    expect(pickupMatches(HILTON, 'هيلتون')).toBe(true);
    expect(pickupMatches(HILTON, 'مـارينـا')).toBe(true);
    expect(pickupMatches(HILTON, 'دُبَيّ')).toBe(true);
    expect(pickupMatches({ ...HILTON, ar: { name: 'أتلانتس النخلة', area: 'نخلة جميرا' } }, 'اتلانتس نخله')).toBe(true);
    expect(pickupMatches(HILTON, 'ديرة')).toBe(false);
    expect(pickupMatches({ ...HILTON, ar: undefined }, 'هيلتون')).toBe(false);
  });

  it('finds an offer by the other language’s words it carries', () => {
    const offer = { name: 'هيلتون دبي جميرا', area: 'دبي مارينا', address: 'The Walk, JBR' };
    expect(pickupMatches(offer, 'hilton')).toBe(false);
    expect(
      pickupMatches({ ...offer, searchText: 'Hilton Dubai Jumeirah Dubai Marina هيلتون دبي جميرا' }, 'hilton'),
    ).toBe(true);
  });
});

describe('pickupMissingArabic', () => {
  it('lists the English fields with no Arabic', () => {
    expect(pickupMissingArabic(HILTON)).toEqual([]);
    expect(pickupMissingArabic({ ...HILTON, ar: { name: ' ', area: 'دبي مارينا' } })).toEqual(['name']);
    expect(pickupMissingArabic({ ...HILTON, ar: { name: '', area: '' } })).toEqual(['name', 'area']);
  });
});
