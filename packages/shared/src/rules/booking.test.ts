import { describe, expect, it } from 'vitest';
import { offeredTimeOf } from './booking.js';

const DAY_TRIP = { start: '09:00', end: '17:00' };

describe('offeredTimeOf', () => {
  it('answers the offered range in its 12-hour text, as the booking panel sends it', () => {
    expect(offeredTimeOf(DAY_TRIP, '9:00 AM - 5:00 PM')).toBe('9:00 AM - 5:00 PM');
  });

  it('ignores spacing and letter case', () => {
    expect(offeredTimeOf(DAY_TRIP, '  9:00   am -  5:00 pm ')).toBe('9:00 AM - 5:00 PM');
    expect(offeredTimeOf(DAY_TRIP, '9:00 AM-5:00 PM')).toBe('9:00 AM - 5:00 PM');
    expect(offeredTimeOf(DAY_TRIP, '9:00\tAM\n- 5:00 PM')).toBe('9:00 AM - 5:00 PM');
  });

  it('takes the same range written in 24-hour form', () => {
    expect(offeredTimeOf(DAY_TRIP, '09:00 - 17:00')).toBe('9:00 AM - 5:00 PM');
    expect(offeredTimeOf(DAY_TRIP, '09:00-17:00')).toBe('9:00 AM - 5:00 PM');
    expect(offeredTimeOf({ start: '21:30', end: '00:15' }, '21:30 - 00:15')).toBe('9:30 PM - 12:15 AM');
  });

  it('refuses any other time', () => {
    for (const asked of [
      'VIP BACKSTAGE ALL DAY',
      '10:00 AM - 11:00 AM',
      '9:00 AM',
      '9:00 AM - 5:00 PM extra',
      '09:00 AM - 05:00 PM',
      '9:00 - 17:00',
      '17:00 - 09:00',
      '',
    ]) {
      expect(offeredTimeOf(DAY_TRIP, asked), asked).toBeNull();
    }
  });
});
