import { describe, expect, it } from 'vitest';
import { categoryCrumbPath } from './category-crumb.js';

describe('categoryCrumbPath', () => {
  it('links each known category to its filter page', () => {
    expect(categoryCrumbPath('Entry ticket')).toBe('/ProductFilterPage?category=Entry%20ticket');
    expect(categoryCrumbPath('Picnic musandum')).toBe('/ProductFilterPage?category=Picnic%20Musandum');
    expect(categoryCrumbPath('Inbound')).toBe('/ProductFilterPage?category=Inbound');
    expect(categoryCrumbPath('Holiday')).toBe('/ProductFilterPage?category=Holidays');
  });

  it('sends any other category home', () => {
    expect(categoryCrumbPath('Visa change')).toBe('/');
    expect(categoryCrumbPath('')).toBe('/');
    expect(categoryCrumbPath('Holidays abroad')).toBe('/');
  });

  it('reads the catalogue spelling without regard to case or stray spaces', () => {
    expect(categoryCrumbPath(' holiday ')).toBe('/ProductFilterPage?category=Holidays');
  });
});
