import { describe, expect, it } from 'vitest';
import { dubaiDateOfUtcHour, dubaiDateTime, dubaiRangeUtc, periodOf, periodsOf } from './reports.js';

describe('the dashboard periods (decision 044)', () => {
  it('reads a UTC hour as the Dubai date it falls in (UTC+4)', () => {
    expect(dubaiDateOfUtcHour('2026-11-24T19')).toBe('2026-11-24');
    expect(dubaiDateOfUtcHour('2026-11-24T20')).toBe('2026-11-25');
    expect(dubaiDateTime('2026-12-31T20:30:00.000Z')).toEqual({ date: '2027-01-01', clock: '00:30' });
  });

  it('bounds a range of Dubai dates by the UTC instants of its midnights', () => {
    expect(dubaiRangeUtc('2026-11-01', '2026-11-30')).toEqual({
      startIso: '2026-10-31T20:00:00.000Z',
      endIso: '2026-11-30T20:00:00.000Z',
    });
  });

  it('starts weeks on Monday and months on the first, and lists every period the range meets', () => {
    expect(periodOf('2026-11-29', 'week')).toBe('2026-11-23');
    expect(periodOf('2026-11-30', 'week')).toBe('2026-11-30');
    expect(periodOf('2026-11-30', 'month')).toBe('2026-11-01');
    expect(periodsOf('2026-11-28', '2026-12-01', 'day')).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(periodsOf('2026-11-28', '2026-12-01', 'week')).toEqual(['2026-11-23', '2026-11-30']);
    expect(periodsOf('2026-11-28', '2027-01-02', 'month')).toEqual(['2026-11-01', '2026-12-01', '2027-01-01']);
  });
});
