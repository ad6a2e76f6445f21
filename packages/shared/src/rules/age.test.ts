import { describe, expect, it } from 'vitest';
import { MIN_AGE_YEARS } from '../constants.js';
import { ZUserInfoRequest } from '../schemas/profile.js';
import { isAtLeastAge } from './age.js';
import { todayInDubai } from './time.js';

describe('isAtLeastAge', () => {
  it('is 18 on the 18th birthday, not the day before', () => {
    expect(MIN_AGE_YEARS).toBe(18);
    expect(isAtLeastAge('2008-11-25', '2026-11-25')).toBe(true);
    expect(isAtLeastAge('2008-11-26', '2026-11-25')).toBe(false);
    expect(isAtLeastAge('1990-05-17', '2026-11-25')).toBe(true);
  });

  it('makes someone born on 29 February of age on 1 March in a year without one', () => {
    expect(isAtLeastAge('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAtLeastAge('2008-02-29', '2026-03-01')).toBe(true);
    expect(isAtLeastAge('2010-02-28', '2028-02-29')).toBe(true);
  });
});

describe('ZUserInfoRequest dob', () => {
  const yearsAgo = (years: number, dayShift = 0) => {
    const today = todayInDubai();
    const date = new Date(`${String(Number(today.slice(0, 4)) - years)}${today.slice(4)}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + dayShift);
    return date.toISOString().slice(0, 10);
  };

  it("refuses a date of birth under 18 with 'You must be at least 18 years old'", () => {
    const result = ZUserInfoRequest.safeParse({ gender: '', dob: yearsAgo(18, 1) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['You must be at least 18 years old']);
  });

  it('accepts an 18th birthday today, an older shopper and an empty date', () => {
    for (const dob of [yearsAgo(18), yearsAgo(40), '']) {
      expect(ZUserInfoRequest.safeParse({ gender: '', dob }).success).toBe(true);
    }
  });

  it('leaves a date after today to the check that says so, and reports a malformed date once', () => {
    expect(ZUserInfoRequest.safeParse({ gender: '', dob: '2999-01-01' }).success).toBe(true);
    const malformed = ZUserInfoRequest.safeParse({ gender: '', dob: '2001-13-40' });
    expect(malformed.error?.issues.map((issue) => issue.message)).toEqual([
      'Date of birth must be a date (YYYY-MM-DD)',
    ]);
  });
});
