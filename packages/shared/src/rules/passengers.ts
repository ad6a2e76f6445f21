import { getCountries, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { PASSENGER_MESSAGES as M } from '../messages/passengers.js';
import {
  LONG_ANSWER_MAX,
  SHORT_ANSWER_MAX,
  STANDARD_DETAIL_WORDS,
  type TAskedOf,
  type TPassengerDetails,
  type TPassengerEntry,
  type TPassengerForm,
  type TStandardDetail,
} from '../schemas/passengers.js';
import { isIsoDate, slotStartMs } from './time.js';

// What a given set of details must be (issue 36, decision 092), checked by the API with these very functions and
// usable by a form before it sends: names in any script, passport numbers by pattern, dates that exist, a passport
// valid for the product's rule after the trip, answers that match their questions.

/** Letters and marks of any script (Arabic included), with spaces, hyphens, apostrophes and dots between words. */
const FULL_NAME = /^[\p{L}\p{M}]+(?:[ '’.-]+[\p{L}\p{M}]+)*\.?$/u;
/** ICAO 9303: a document number is up to 9 letters and digits; no real passport has fewer than 6. */
const PASSPORT_NUMBER = /^[A-Z0-9]{6,9}$/;

/** The stored form of a passenger's details: spaces collapsed, codes and passport numbers in capitals. */
export function normalisedDetails(details: TPassengerDetails): TPassengerDetails {
  const out: TPassengerDetails = {};
  for (const [key, value] of Object.entries(details) as [keyof TPassengerDetails, string | undefined][]) {
    if (value === undefined || value === '') continue;
    if (key === 'passportNumber') out[key] = value.replace(/[\s-]+/g, '').toUpperCase();
    else if (key === 'nationality') out[key] = value.toUpperCase();
    else if (key === 'phone') out[key] = value.replace(/[\s()-]+/g, '');
    else out[key] = value.replace(/\s+/g, ' ');
  }
  return out;
}

/** The request fields a standard detail is given in. */
export const DETAIL_FIELDS: Readonly<Record<TStandardDetail, readonly (keyof TPassengerDetails)[]>> = {
  fullName: ['fullName'],
  nationality: ['nationality'],
  dateOfBirth: ['dateOfBirth'],
  passport: ['passportNumber', 'passportExpiry'],
  phone: ['phone'],
};

/** YYYY-MM-DD `months` later, on the month's last day when the day does not exist there (31 Aug + 6 = 28/29 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

export interface TEntryContext {
  form: TPassengerForm;
  askedOf: TAskedOf;
  /** 'Passenger 2' or 'The booking': how a refusal names whose details are wrong. */
  who: string;
  /** The trip's date and today, YYYY-MM-DD (Dubai). */
  tripDate: string;
  today: string;
}

export interface TEntryRefusal {
  message: string;
  /** The request field the refusal concerns: `details.<name>` or `answers.<id>`. */
  field: string;
}

/** Why a given entry cannot be kept, or null: the first thing wrong, in the form's order. */
export function entryRefusal(entry: TPassengerEntry, c: TEntryContext): TEntryRefusal | null {
  const asks = c.form.details.filter((ask) => ask.askedOf === c.askedOf);
  const askedFields = new Set(asks.flatMap((ask) => DETAIL_FIELDS[ask.detail]));
  const details = entry.details;
  for (const field of Object.keys(details) as (keyof TPassengerDetails)[]) {
    if (!askedFields.has(field)) return { message: M.notAsked(c.who, field), field: `details.${field}` };
  }
  for (const ask of asks) {
    for (const field of DETAIL_FIELDS[ask.detail]) {
      if (ask.required && details[field] === undefined) {
        return { message: M.missing(c.who, STANDARD_DETAIL_WORDS[ask.detail]), field: `details.${field}` };
      }
    }
  }
  const refusal = detailRefusal(details, c);
  if (refusal) return refusal;
  return answersRefusal(entry.answers, c);
}

function detailRefusal(d: TPassengerDetails, c: TEntryContext): TEntryRefusal | null {
  if (d.fullName !== undefined && !FULL_NAME.test(d.fullName)) {
    return { message: M.badName(c.who), field: 'details.fullName' };
  }
  if (d.nationality !== undefined && !(/^[A-Z]{2}$/.test(d.nationality) && isSupportedCountry(d.nationality))) {
    return { message: M.badNationality(c.who), field: 'details.nationality' };
  }
  if (d.dateOfBirth !== undefined) {
    if (!isIsoDate(d.dateOfBirth) || d.dateOfBirth < '1900-01-01') {
      return { message: M.badDate(c.who, 'the date of birth'), field: 'details.dateOfBirth' };
    }
    if (d.dateOfBirth > c.today) return { message: M.bornInFuture(c.who), field: 'details.dateOfBirth' };
  }
  if (d.passportNumber !== undefined && !PASSPORT_NUMBER.test(d.passportNumber)) {
    return { message: M.badPassportNumber(c.who), field: 'details.passportNumber' };
  }
  if (d.passportExpiry !== undefined) {
    if (!isIsoDate(d.passportExpiry)) {
      return { message: M.badDate(c.who, 'the passport’s expiry'), field: 'details.passportExpiry' };
    }
    if (d.passportExpiry <= c.tripDate) {
      return {
        message: M.passportExpiresBeforeTrip(c.who, d.passportExpiry, c.tripDate),
        field: 'details.passportExpiry',
      };
    }
    const months = c.form.passportValidityMonths;
    const until = addMonths(c.tripDate, months);
    if (months > 0 && d.passportExpiry < until) {
      return { message: M.passportTooShort(c.who, months, until), field: 'details.passportExpiry' };
    }
  }
  if (d.phone !== undefined && !parsePhoneNumberFromString(d.phone)?.isValid()) {
    return { message: M.badPhone(c.who), field: 'details.phone' };
  }
  return null;
}

function answersRefusal(answers: TPassengerEntry['answers'], c: TEntryContext): TEntryRefusal | null {
  const questions = c.form.questions.filter((question) => question.askedOf === c.askedOf);
  const ids = new Set(questions.map((question) => question.id));
  for (const id of Object.keys(answers)) {
    if (!ids.has(id)) return { message: M.notAsked(c.who, `an answer to “${id}”`), field: `answers.${id}` };
  }
  for (const question of questions) {
    const field = `answers.${question.id}`;
    const value = answers[question.id];
    if (value === undefined || value === '') {
      if (question.required) return { message: M.missing(c.who, `“${question.label}”`), field };
      continue;
    }
    const bad = (expected: string) => ({ message: M.badAnswer(c.who, question.label, expected), field });
    switch (question.kind) {
      case 'shortText':
        if (typeof value !== 'string' || value.length > SHORT_ANSWER_MAX)
          return bad(`text of at most ${SHORT_ANSWER_MAX} characters`);
        break;
      case 'longText':
        if (typeof value !== 'string' || value.length > LONG_ANSWER_MAX)
          return bad(`text of at most ${LONG_ANSWER_MAX} characters`);
        break;
      case 'choice':
        if (typeof value !== 'string' || !question.choices.includes(value))
          return { message: M.badChoice(c.who, question.label), field };
        break;
      case 'yesNo':
        if (typeof value !== 'boolean') return bad('yes or no (true or false)');
        break;
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value)) return bad('a number');
        break;
      case 'date':
        if (typeof value !== 'string' || !isIsoDate(value)) return bad('a date that exists, as YYYY-MM-DD');
        break;
    }
  }
  return null;
}

/** What the form requires of an entry (of the booking or a passenger) that it lacks, in words. */
export function missingOf(form: TPassengerForm, askedOf: TAskedOf, entry: TPassengerEntry | null): string[] {
  const missing: string[] = [];
  for (const ask of form.details) {
    if (ask.askedOf !== askedOf || !ask.required) continue;
    if (DETAIL_FIELDS[ask.detail].some((field) => entry?.details[field] === undefined)) {
      missing.push(STANDARD_DETAIL_WORDS[ask.detail]);
    }
  }
  for (const question of form.questions) {
    if (question.askedOf !== askedOf || !question.required) continue;
    const value = entry?.answers[question.id];
    if (value === undefined || value === '') missing.push(question.label);
  }
  return missing;
}

/** Whether the form asks anything of the booking itself, as opposed to of each passenger. */
export function asksOfBooking(form: TPassengerForm): boolean {
  return [...form.details, ...form.questions].some((ask) => ask.askedOf === 'booking');
}

/** A passport number as the back office shows it without the reveal permission: '•••••1234'. */
export function maskedPassportNumber(value: string): string {
  return `•••••${value.slice(-4)}`;
}
export const MASKED_DATE = '••••-••-••';

/** The nationalities a passenger may give: the ISO codes the server's check accepts (a form's country select). */
export function nationalityCodes(): string[] {
  return getCountries();
}

/** A full name as the rules above take it (letters of any script): a waiver's typed signature too (decision 096). */
export function isFullName(value: string): boolean {
  return FULL_NAME.test(value);
}

/**
 * Until when a trip's passengers' details may be given (epoch ms): its departure less the form's deadline hours
 * (decision 092). The travellers page, the reminders and the pick-up's choice all end there.
 */
export function detailsDeadlineMs(date: string, start: string, deadlineHours: number): number {
  return slotStartMs(date, start) - deadlineHours * 3_600_000;
}
