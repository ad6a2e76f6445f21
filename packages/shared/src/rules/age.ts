import { MIN_AGE_YEARS } from '../constants.js';

/**
 * Whether someone born on `dob` (YYYY-MM-DD) is at least `years` old on `today` (YYYY-MM-DD, Dubai). Compared
 * as text against the same day `years` earlier, so someone born on 29 February comes of age on 1 March in a
 * year without one.
 */
export function isAtLeastAge(dob: string, today: string, years: number = MIN_AGE_YEARS): boolean {
  const cutoff = `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
  return dob <= cutoff;
}
