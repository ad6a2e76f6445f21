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
