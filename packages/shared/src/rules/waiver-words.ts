// The manifest's words for a booking's waiver (issue 36, decision 096): the screen, the CSV and the PDF say the same.
import { MANIFEST_MESSAGES } from '../messages/manifests.js';
import type { TManifestBooking } from '../schemas/operator-manifests.js';

type TWaiverOf = Pick<TManifestBooking, 'waiver' | 'passengers' | 'leadName'>;

/**
 * Who has not accepted the booking's waiver, by number and name as the manifest lists them ('3. Sara Haddad'; a
 * passenger not named yet is 'Passenger 3'; the lead of a booking whose product asks no passenger details is named
 * by the booking's lead name). [] when all have, or the trip asks none.
 */
export function waiverNotAccepted(booking: TWaiverOf): string[] {
  const passengers = booking.passengers ?? [];
  return (booking.waiver?.needed ?? []).map((number) => {
    const name = passengers.find((each) => each.number === number)?.fullName;
    if (name) return `${number}. ${name}`;
    return number === 1 && passengers.length === 0 ? booking.leadName : `Passenger ${number}`;
  });
}

/** 'Waiver not accepted: 3. Sara Haddad', 'Waiver accepted', or '' when the trip asks none. */
export function waiverWords(booking: TWaiverOf): string {
  if (!booking.waiver) return '';
  const names = waiverNotAccepted(booking);
  return names.length > 0 ? MANIFEST_MESSAGES.waiverNeeded(names) : MANIFEST_MESSAGES.waiverAccepted;
}
