import { createRequire } from 'node:module';
import type { TCountry } from '@rihla/shared/schemas/auth';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import type { Country } from 'world-countries';

/**
 * The independent countries of the world (about 195) from the maintained world-countries data set, with
 * dial codes from libphonenumber-js, sorted by name. Built once at start-up.
 */
// NOTE: the package's type declarations and its CommonJS entry disagree about the default export under
// NodeNext; reading its JSON data file directly sidesteps that.
const worldCountries = createRequire(import.meta.url)('world-countries/countries.json') as Country[];

export const COUNTRIES: readonly TCountry[] = worldCountries
  .filter((country) => country.independent && isSupportedCountry(country.cca2))
  .map((country) => ({
    name: country.name.common,
    code: country.cca2,
    dialCode: `+${getCountryCallingCode(country.cca2 as Parameters<typeof getCountryCallingCode>[0])}`,
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const BY_KEY = new Map<string, TCountry>();
for (const country of COUNTRIES) {
  BY_KEY.set(country.code.toLowerCase(), country);
  BY_KEY.set(country.name.toLowerCase(), country);
}

/** A country by its ISO code ('AE') or its name ('United Arab Emirates'), ignoring case. */
export function findCountry(value: string): TCountry | undefined {
  return BY_KEY.get(value.trim().toLowerCase());
}
