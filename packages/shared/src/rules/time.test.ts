import { describe, expect, it } from 'vitest';
import { dubaiMomentInWords, slotStartUtc } from './time.js';

describe('slotStartUtc', () => {
  it('reads a slot date and time in Dubai, four hours ahead of UTC', () => {
    expect(slotStartUtc('2026-12-01', '09:30').toISOString()).toBe('2026-12-01T05:30:00.000Z');
  });

  it('starts a slot before 4 AM in Dubai on the previous UTC day', () => {
    expect(slotStartUtc('2027-01-01', '02:00').toISOString()).toBe('2026-12-31T22:00:00.000Z');
  });

  it('keeps the same offset in summer, since Dubai has no daylight saving', () => {
    expect(slotStartUtc('2026-07-15', '18:00').toISOString()).toBe('2026-07-15T14:00:00.000Z');
  });

  it('refuses what is not a date or an HH:mm time', () => {
    expect(() => slotStartUtc('2026-02-30', '09:00')).toThrow(RangeError);
    expect(() => slotStartUtc('2026-12-01', '9:00')).toThrow(RangeError);
  });
});

describe('slotStartMs', () => {
  it('is slotStartUtc in milliseconds, and refuses what slotStartUtc refuses', async () => {
    const { slotStartMs, slotStartUtc } = await import('./time.js');
    for (const [date, time] of [
      ['2026-11-25', '09:30'],
      ['2026-12-31', '23:59'],
      ['2027-01-01', '00:00'],
      ['2028-02-29', '12:15'],
    ] as const) {
      expect(slotStartMs(date, time)).toBe(slotStartUtc(date, time).getTime());
    }
    expect(() => slotStartMs('2026-1-5', '09:00')).toThrow(RangeError);
    expect(() => slotStartMs('2026-11-25', '9:00')).toThrow(RangeError);
  });
});

describe('dubaiMomentInWords', () => {
  it("writes an instant as Dubai's date and time, across Dubai's midnight", () => {
    expect(dubaiMomentInWords(Date.parse('2026-12-05T04:00:00Z'))).toBe('Sat 5 Dec 2026, 08:00 (Dubai)');
    expect(dubaiMomentInWords(Date.parse('2026-12-05T20:30:00Z'))).toBe('Sun 6 Dec 2026, 00:30 (Dubai)');
  });
});
