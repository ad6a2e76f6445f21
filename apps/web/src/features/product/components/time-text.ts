import { to12Hour } from '@rihla/shared/rules/time';

/** A 24-hour HH:mm time in 12-hour form; anything else is shown as the catalogue wrote it. */
export function safe12Hour(hhmm: string): string {
  try {
    return to12Hour(hhmm);
  } catch {
    return hhmm;
  }
}
