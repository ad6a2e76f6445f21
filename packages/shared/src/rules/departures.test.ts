import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, DEPARTURE_MESSAGES } from '../messages/booking.js';
import {
  cancellationText,
  DEFAULT_CANCELLATION_TIERS,
  departureNamedBy,
  departureStatus,
  departuresOn,
  lastCancellationAt,
  pickupWindow,
  priceBooking,
  scheduleText,
  type TPricingTerms,
  tierAt,
  whereToBeText,
} from './departures.js';

const HOUR = 3_600_000;
const DAILY = { schedule: [], start: '09:00', end: '17:00', capacity: 30 };

describe('departuresOn', () => {
  it('runs one departure a day from start to end when the schedule is empty', () => {
    expect(departuresOn(DAILY, '2027-01-04')).toEqual([
      { start: '09:00', end: '17:00', capacity: 30, isClosed: false },
    ]);
  });

  it('keeps weekdays and seasons, including one that wraps over the new year', () => {
    const terms = {
      ...DAILY,
      schedule: [{ start: '15:00', end: '21:00', weekdays: [4, 5], season: { from: '10-01', until: '04-30' } }],
    };
    expect(departuresOn(terms, '2027-01-07')).toHaveLength(1); // a Thursday in January
    expect(departuresOn(terms, '2027-01-08')).toHaveLength(1); // Friday
    expect(departuresOn(terms, '2027-01-09')).toEqual([]); // Saturday
    expect(departuresOn(terms, '2027-06-10')).toEqual([]); // a Thursday in June
    expect(departuresOn(terms, '2026-10-01')).toHaveLength(1); // Thursday 1 October
    const dated = {
      ...DAILY,
      schedule: [{ start: '10:00', end: '11:00', season: { from: '2027-03-01', until: '2027-03-31' } }],
    };
    expect(departuresOn(dated, '2027-03-31')).toHaveLength(1);
    expect(departuresOn(dated, '2028-03-15')).toEqual([]);
  });

  it('sorts by start, lets the first rule of a start win, and applies day and departure exceptions', () => {
    const terms = {
      ...DAILY,
      schedule: [
        { start: '14:00', end: '16:00', capacity: 12 },
        { start: '09:00', end: '11:00' },
        { start: '14:00', end: '18:00' },
      ],
    };
    expect(departuresOn(terms, '2027-01-04').map((d) => [d.start, d.end, d.capacity])).toEqual([
      ['09:00', '11:00', 30],
      ['14:00', '16:00', 12],
    ]);
    const withExceptions = departuresOn(terms, '2027-01-04', { capacity: 5, isClosed: false }, [
      { start: '09:00', end: null, capacity: null, isClosed: true, isExtra: false },
      { start: '18:00', end: '19:00', capacity: 4, isClosed: false, isExtra: true },
      { start: '20:00', end: null, capacity: 9, isClosed: false, isExtra: false },
    ]);
    expect(withExceptions).toEqual([
      { start: '09:00', end: '11:00', capacity: 5, isClosed: true },
      { start: '14:00', end: '16:00', capacity: 5, isClosed: false },
      { start: '18:00', end: '19:00', capacity: 4, isClosed: false },
    ]);
    expect(departuresOn(terms, '2027-01-04', { capacity: null, isClosed: true }).every((d) => d.isClosed)).toBe(true);
  });
});

describe('departureNamedBy and departureStatus', () => {
  const departures = [
    { start: '09:00', end: '11:00' },
    { start: '14:00', end: '16:00' },
  ];
  it('finds a departure by its label, its 24-hour range or its start, whatever the spacing and case', () => {
    expect(departureNamedBy(departures, '2:00 pm-4:00 PM')?.start).toBe('14:00');
    expect(departureNamedBy(departures, '09:00 - 11:00')?.start).toBe('09:00');
    expect(departureNamedBy(departures, '14:00')?.start).toBe('14:00');
    expect(departureNamedBy(departures, '9:00 AM')?.start).toBe('09:00');
    expect(departureNamedBy(departures, '10:00 - 11:00')).toBeNull();
  });

  it('ignores spacing and letter case, takes a range past midnight, and refuses anything else', () => {
    const day = [{ start: '09:00', end: '17:00' }];
    for (const asked of ['  9:00   am -  5:00 pm ', '9:00 AM-5:00 PM', '9:00\tAM\n- 5:00 PM', '09:00-17:00']) {
      expect(departureNamedBy(day, asked)?.start, asked).toBe('09:00');
    }
    expect(departureNamedBy([{ start: '21:30', end: '00:15' }], '21:30 - 00:15')?.start).toBe('21:30');
    for (const asked of [
      'VIP BACKSTAGE ALL DAY',
      '10:00 AM - 11:00 AM',
      '9:00 AM - 5:00 PM extra',
      '09:00 AM - 05:00 PM',
      '9:00 - 17:00',
      '17:00 - 09:00',
      '',
    ]) {
      expect(departureNamedBy(day, asked), asked).toBeNull();
    }
  });

  it('orders closed, past cut-off, sold out, limited and available', () => {
    const base = { capacity: 50, seatsLeft: 20, isClosed: false, isPastCutoff: false };
    expect(departureStatus(base)).toBe('available');
    expect(departureStatus({ ...base, seatsLeft: 10 })).toBe('limited');
    expect(departureStatus({ ...base, seatsLeft: 0 })).toBe('soldOut');
    expect(departureStatus({ ...base, seatsLeft: 0, isPastCutoff: true })).toBe('pastCutoff');
    expect(departureStatus({ ...base, isClosed: true, isPastCutoff: true })).toBe('closed');
    expect(departureStatus({ ...base, capacity: 3, seatsLeft: 3 })).toBe('available');
  });
});

describe('priceBooking', () => {
  const family: TPricingTerms = {
    title: 'Aquarium',
    pricing: 'perPerson',
    adultPriceFils: 10_000,
    extraTypes: [
      { kind: 'child', priceFils: 6_000, minAge: 3, maxAge: 11, takesSeat: true, requiresAdult: true },
      { kind: 'infant', priceFils: 0, minAge: 0, maxAge: 2, takesSeat: false, requiresAdult: true, maxPerAdult: 1 },
    ],
    minPeople: 1,
    maxPeople: 8,
    maxTicketsPerOrder: 6,
  };

  it('prices each type, counts seats without lap infants and people with them', () => {
    expect(priceBooking(family, { adult: 2, child: 1, infant: 1 })).toEqual({
      ok: true,
      rows: [
        { kind: 'adult', label: 'Adult', count: 2, unitFils: 10_000, totalFils: 20_000 },
        { kind: 'child', label: 'Child (3-11 years)', count: 1, unitFils: 6_000, totalFils: 6_000 },
        { kind: 'infant', label: 'Infant (0-2 years)', count: 1, unitFils: 0, totalFils: 0 },
      ],
      totalFils: 26_000,
      seats: 3,
      people: 4,
    });
  });

  it('refuses what the rules do not allow', () => {
    const refusal = (counts: { adult: number; child: number; infant: number }, terms = family) => {
      const price = priceBooking(terms, counts);
      return price.ok ? null : price.message;
    };
    expect(refusal({ adult: 0, child: 0, infant: 0 })).toBe(DEPARTURE_MESSAGES.noTickets);
    expect(refusal({ adult: 0, child: 1, infant: 0 })).toBe(DEPARTURE_MESSAGES.needsAdult('child'));
    expect(refusal({ adult: 1, child: 0, infant: 2 })).toBe(DEPARTURE_MESSAGES.perAdult('infant', 1));
    expect(refusal({ adult: 7, child: 0, infant: 0 })).toBe(BOOKING_MESSAGES.tooManyTickets(6, 'Aquarium'));
    expect(refusal({ adult: 4, child: 2, infant: 3 })).toBe(DEPARTURE_MESSAGES.tooManyPeople(8, 'Aquarium'));
    expect(refusal({ adult: 1, child: 0, infant: 0 }, { ...family, minPeople: 2 })).toBe(
      DEPARTURE_MESSAGES.tooFewPeople(2, 'Aquarium'),
    );
    expect(refusal({ adult: 1, child: 1, infant: 0 }, { ...family, extraTypes: [] })).toBe(
      DEPARTURE_MESSAGES.typeNotSold('Aquarium', 'child'),
    );
  });

  it('prices a group once for its guests, up to the most it takes', () => {
    const boat: TPricingTerms = {
      ...family,
      title: 'Dhow',
      pricing: 'perGroup',
      adultPriceFils: 150_000,
      maxPeople: 20,
    };
    expect(priceBooking(boat, { adult: 10, child: 0, infant: 0 })).toMatchObject({
      ok: true,
      totalFils: 150_000,
      seats: 1,
      people: 10,
      rows: [{ label: 'Private group (up to 20 guests)', count: 1 }],
    });
    expect(priceBooking(boat, { adult: 21, child: 0, infant: 0 })).toEqual({
      ok: false,
      message: DEPARTURE_MESSAGES.tooManyPeople(20, 'Dhow'),
    });
    expect(priceBooking(boat, { adult: 2, child: 1, infant: 0 })).toEqual({
      ok: false,
      message: DEPARTURE_MESSAGES.groupHasNoTypes('Dhow'),
    });
  });
});

describe('cancellation tiers', () => {
  const terms = {
    refundable: true,
    tiers: [
      { hoursBefore: 24, refundPercent: 50 },
      { hoursBefore: 72, refundPercent: 100 },
    ],
  };
  it('applies the tier with the most hours that still applies, and none past the last', () => {
    expect(tierAt(terms, 100 * HOUR)?.refundPercent).toBe(100);
    expect(tierAt(terms, 72 * HOUR)?.refundPercent).toBe(100);
    expect(tierAt(terms, 71 * HOUR)?.refundPercent).toBe(50);
    expect(tierAt(terms, 24 * HOUR)?.refundPercent).toBe(50);
    expect(tierAt(terms, 23 * HOUR)).toBeNull();
    expect(tierAt({ ...terms, refundable: false }, 100 * HOUR)).toBeNull();
    const start = new Date('2027-01-10T10:00:00.000Z');
    expect(lastCancellationAt(terms, start)?.toISOString()).toBe('2027-01-09T10:00:00.000Z');
  });

  it('says the terms in words', () => {
    expect(cancellationText(terms)).toBe(
      'Full refund if cancelled at least 72 hours before; 50% refund between 72 and 24 hours before; no cancellation later than 24 hours before the departure.',
    );
    expect(cancellationText({ refundable: true, tiers: DEFAULT_CANCELLATION_TIERS })).toBe(
      'Full refund if cancelled at least 24 hours before; no cancellation later than 24 hours before the departure.',
    );
    expect(cancellationText({ refundable: false, tiers: [] })).toBe(
      'Non-refundable: this booking cannot be cancelled.',
    );
  });
});

describe('where to be and the schedule in words', () => {
  it('puts the pick-up window before the departure, across midnight too', () => {
    const pickup = { kind: 'pickup' as const, zone: 'Dubai hotels', minutesBefore: 150, windowMinutes: 30, note: '' };
    expect(pickupWindow(pickup, '09:00')).toEqual({ from: '06:30', to: '07:00' });
    expect(pickupWindow(pickup, '01:00')).toEqual({ from: '22:30', to: '23:00' });
    expect(whereToBeText(pickup, '09:00')).toBe('Hotel pick-up (Dubai hotels) between 6:30 AM and 7:00 AM');
    expect(whereToBeText({ kind: 'meetingPoint', place: 'Dibba harbour, gate 2', note: '' }, '09:00')).toBe(
      'Meeting point: Dibba harbour, gate 2',
    );
    expect(whereToBeText(null, '09:00')).toBeNull();
  });

  it('names the days, the season and the times', () => {
    expect(scheduleText(DAILY)).toBe('Daily at 9:00 AM');
    expect(
      scheduleText({
        ...DAILY,
        schedule: [
          { start: '09:00', end: '11:00', weekdays: [0, 2, 3, 4, 5, 6] },
          { start: '14:00', end: '16:00', weekdays: [0, 2, 3, 4, 5, 6] },
        ],
      }),
    ).toBe('Daily except Monday at 9:00 AM and 2:00 PM');
    expect(
      scheduleText({
        ...DAILY,
        schedule: [{ start: '15:00', end: '21:00', weekdays: [4, 5], season: { from: '10-01', until: '04-30' } }],
      }),
    ).toBe('Thursday and Friday, October to April at 3:00 PM');
    const deck = Array.from({ length: 30 }, (_, index) => {
      const minute = 8 * 60 + 30 + index * 30;
      const hhmm = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      return { start: hhmm, end: hhmm };
    });
    expect(scheduleText({ ...DAILY, schedule: deck })).toBe('Daily, 30 departures from 8:30 AM to 11:00 PM');
  });
});
