import { describe, expect, it } from 'vitest';
import { phoneInE164 } from './phone.js';

describe('phoneInE164', () => {
  it('writes a valid number of the country in E.164 form', () => {
    expect(phoneInE164('AE', '050 123 4567')).toBe('+971501234567');
    expect(phoneInE164('AE', '501234567')).toBe('+971501234567');
  });

  it('gives one answer for the same number written two ways', () => {
    expect(phoneInE164('AE', '+971 50 123 4567')).toBe(phoneInE164('AE', '0501234567'));
  });

  it('refuses a number that is not valid for the country', () => {
    expect(phoneInE164('AE', '123')).toBeNull();
    expect(phoneInE164('AE', 'not a number')).toBeNull();
  });
});
