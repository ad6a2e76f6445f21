import { priceBooking } from '@rihla/shared/rules/departures';
import { describe, expect, it } from 'vitest';
import { bookingTerms, familyTicketTypes } from '../test/fixtures';
import { clampCounts, countLimits, initialCounts, pricingTermsOf, seatCap, soldKinds } from './ticket-choice';

const FAMILY = bookingTerms(185, {
  minPeople: 2,
  maxPeople: 6,
  maxTicketsPerOrder: 5,
  ticketTypes: familyTicketTypes(185, 95.5),
});
const GROUP = bookingTerms(1200, { pricing: 'perGroup', maxPeople: 8 });

describe('pricingTermsOf', () => {
  it('turns the detail prices into fils and keeps each extra type, so priceBooking totals as the server does', () => {
    const terms = pricingTermsOf('Dhow', 185, FAMILY);
    expect(terms.adultPriceFils).toBe(18_500);
    expect(terms.extraTypes.map((type) => [type.kind, type.priceFils, type.maxPerAdult])).toEqual([
      ['child', 9_550, undefined],
      ['infant', 0, 1],
    ]);
    const price = priceBooking(terms, { adult: 2, child: 1, infant: 1 });
    expect(price).toMatchObject({ ok: true, totalFils: 46_550, seats: 3, people: 4 });
  });
});

describe('ticket limits', () => {
  it('draws Adult, Child and Infant when sold, and only the guests of a private group', () => {
    expect(soldKinds(FAMILY)).toEqual(['adult', 'child', 'infant']);
    expect(soldKinds(bookingTerms(100))).toEqual(['adult']);
    expect(soldKinds(GROUP)).toEqual(['adult']);
  });

  it('caps the seats at the seats left within the per-order limit', () => {
    expect(seatCap(FAMILY, undefined)).toBe(5);
    expect(seatCap(FAMILY, 3)).toBe(3);
    expect(seatCap(FAMILY, 40)).toBe(5);
  });

  it('counts seat-taking tickets against the seats, everyone against max_ppl, and infants per adult', () => {
    const limits = countLimits(FAMILY, { adult: 2, child: 1, infant: 0 }, 4);
    expect(limits.adult).toEqual({ min: 1, max: 3 });
    expect(limits.child).toEqual({ min: 0, max: 2 });
    expect(limits.infant).toEqual({ min: 0, max: 2 });
    // max_ppl 6: with four seated, two infants at most, and never more than one per adult.
    expect(countLimits(FAMILY, { adult: 4, child: 0, infant: 0 }, 10).infant).toEqual({ min: 0, max: 2 });
    expect(countLimits(FAMILY, { adult: 1, child: 0, infant: 0 }, 10).infant).toEqual({ min: 0, max: 1 });
  });

  it('lets a group have 1 to max_ppl guests', () => {
    expect(countLimits(GROUP, { adult: 3, child: 0, infant: 0 }, 1).adult).toEqual({ min: 1, max: 8 });
  });

  it('brings counts inside their limits, giving up infants before children before adults', () => {
    expect(clampCounts(FAMILY, { adult: 2, child: 2, infant: 2 }, 3)).toEqual({ adult: 2, child: 1, infant: 2 });
    expect(clampCounts(FAMILY, { adult: 1, child: 0, infant: 2 }, 10)).toEqual({ adult: 1, child: 0, infant: 1 });
  });

  it('starts at the fewest people the product takes', () => {
    expect(initialCounts(FAMILY)).toEqual({ adult: 2, child: 0, infant: 0 });
    expect(initialCounts(GROUP)).toEqual({ adult: 1, child: 0, infant: 0 });
  });
});
