import type { TCheckInRefusal } from '../schemas/operator-manifests.js';

/** The manifests' and check-in's messages (issue 18). */
export const MANIFEST_MESSAGES = {
  productNotFound: 'No such product',
  notYourDeparture: 'You are not assigned to this departure',
  guideNotFound: 'Some of these operators are not active guides',
  scanTimeOutOfRange: 'The scan time must lie within the last 7 days and not in the future',
  /** An offline scan dated before it could have been made (decision 041, issue 32). */
  scanBeforeBooking: 'The scan time is before this booking was made',
  scanBeforeDeparture: 'The scan time is more than 48 hours before this departure',
  valid: 'Valid: checked in',
  /** A check-in of some of a booking's tickets: the rest may come later. */
  validPartly: (checked: number, of: number) => `Valid: ${checked} of ${of} checked in`,
  nothingToUndo: 'No ticket of this booking is checked in at this departure',
  undone: (checked: number, of: number) => `Check-in undone: ${checked} of ${of} checked in`,
  scanRace: 'Other scans of this booking came at the same moment: scan it again',
  tooMany: (left: number, of: number) =>
    left === 1 ? `Only 1 of ${of} tickets is left to check in` : `Only ${left} of ${of} tickets are left to check in`,
  /** Check-in per passenger (decision 097). */
  passengerIn: (name: string) => `${name} is already checked in`,
  /** An offline check-in of a passenger another scan checked in first (decision 100): kept as a repeat. */
  passengerCheckedInBy: (name: string, clock: string, by: string) =>
    `${name} was already checked in at ${clock} by ${by}`,
  noSuchPassenger: 'This booking has no such passenger on this departure',
  passengerTwice: 'A passenger is named twice',
  ticketsOrPassengers: 'Check in a number of tickets or named passengers, not both',
  /** The border list (decision 097). */
  borderListForbidden: 'Only roles allowed to see passport details may download the border list',
  missingDetails: (count: number) => (count === 1 ? '1 booking missing details' : `${count} bookings missing details`),
  /** Who has not accepted the trip's waiver (decision 096), on the manifest and its downloads. */
  waiverNeeded: (names: readonly string[]) => `Waiver not accepted: ${names.join(', ')}`,
  waiverAccepted: 'Waiver accepted',
  alreadyCheckedIn: (clock: string, name: string) => `Already checked in at ${clock} by ${name}`,
  refusals: {
    unknown: 'Unknown voucher: no booking has this reference',
    cancelled: 'Refused: this booking was cancelled',
    refunded: 'Refused: this booking was refunded',
    unpaid: 'Refused: this booking was never paid',
    otherDay: 'Refused: this voucher is for another day',
    otherDeparture: 'Refused: this voucher is for another departure',
    otherProduct: 'Refused: this voucher is for another trip',
  } satisfies Record<TCheckInRefusal, string>,
} as const;
