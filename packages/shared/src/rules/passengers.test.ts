import { describe, expect, it } from 'vitest';
import type { TPassengerForm } from '../schemas/passengers.js';
import { ZPassengerForm } from '../schemas/passengers.js';
import {
  addMonths,
  detailsDeadlineMs,
  entryRefusal,
  maskedPassportNumber,
  missingOf,
  normalisedDetails,
} from './passengers.js';

const FORM: TPassengerForm = {
  details: [
    { detail: 'fullName', required: true, askedOf: 'passenger', help: '' },
    { detail: 'passport', required: true, askedOf: 'passenger', help: '' },
  ],
  questions: [
    {
      id: 'diet',
      kind: 'choice',
      label: 'Diet',
      help: '',
      required: false,
      askedOf: 'passenger',
      choices: ['Any', 'Veg'],
    },
  ],
  deadlineHours: 48,
  passportValidityMonths: 6,
};
const at = {
  form: FORM,
  askedOf: 'passenger' as const,
  who: 'Passenger 1',
  tripDate: '2026-12-10',
  today: '2026-11-28',
};
const entry = (details: Record<string, string>, answers = {}) => ({ details: normalisedDetails(details), answers });

describe('passengers’ rules (issue 36)', () => {
  it('takes names in any script, and refuses digits', () => {
    for (const name of ['محمد بن راشد', 'Zoë Ångström-Łukasz', "Seán O'Brien", 'Анна Петрова', '山田 太郎']) {
      expect(
        entryRefusal(entry({ fullName: name, passportNumber: 'N1234567', passportExpiry: '2030-01-01' }), at),
      ).toBeNull();
    }
    expect(
      entryRefusal(entry({ fullName: 'Agent 007', passportNumber: 'N1234567', passportExpiry: '2030-01-01' }), at)
        ?.field,
    ).toBe('details.fullName');
  });

  it('refuses a passport within the rule, and counts months to the month’s last day', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-12-10', 6)).toBe('2027-06-10');
    const short = entryRefusal(
      entry({ fullName: 'A B', passportNumber: 'N1234567', passportExpiry: '2027-06-09' }),
      at,
    );
    expect(short?.message).toBe(
      'Passenger 1: the passport must be valid for 6 months after the trip (until 2027-06-10)',
    );
    expect(
      entryRefusal(entry({ fullName: 'A B', passportNumber: 'N1234567', passportExpiry: '2027-06-10' }), at),
    ).toBeNull();
  });

  it('says what a required entry still lacks, masks passport numbers and refuses a choice question of one choice', () => {
    expect(missingOf(FORM, 'passenger', null)).toEqual(['full name', 'passport number and expiry']);
    expect(missingOf(FORM, 'passenger', entry({ fullName: 'A B' }))).toEqual(['passport number and expiry']);
    expect(maskedPassportNumber('N1234567')).toBe('•••••4567');
    const broken = { ...FORM, questions: [{ ...FORM.questions[0], choices: ['Only'] }] };
    expect(ZPassengerForm.safeParse(broken).success).toBe(false);
  });
});

describe('detailsDeadlineMs', () => {
  it("ends the details the form's hours before the departure in Dubai; none asked ends at the departure", () => {
    expect(new Date(detailsDeadlineMs('2026-12-07', '09:00', 48)).toISOString()).toBe('2026-12-05T05:00:00.000Z');
    expect(new Date(detailsDeadlineMs('2026-12-07', '09:00', 0)).toISOString()).toBe('2026-12-07T05:00:00.000Z');
  });
});
