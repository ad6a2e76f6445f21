import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number in E.164 form ('+971501234567') when it is a valid number of the country (ISO code 'AE'),
 * else null. The same number written two ways ('050 123 4567', '+971 50 123 4567') gives one answer.
 */
/** A number in E.164 form written the international way, with the country's grouping: '+971 50 123 4567'. */
export function phoneInternational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

export function phoneInE164(countryCode: string, phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, countryCode as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}
