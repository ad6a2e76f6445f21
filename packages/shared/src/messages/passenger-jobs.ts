/**
 * Texts of the passengers' timed work (issue 36, decision 098): the reminder to give missing details, and details
 * erased after the retention days or with their account.
 */
const guests = (count: number) => `${count} guest${count === 1 ? '' : 's'}`;

export const PASSENGER_JOBS_MESSAGES = {
  /** What is missing, in a few words: "the details of 2 guests" (or the booking's own questions alone). */
  missingWhat: (missingGuests: number) =>
    missingGuests > 0 ? `the details of ${guests(missingGuests)}` : 'some details of your booking',
  reminderSubject: (reference: string) => `Who is travelling? Details still missing for booking ${reference}`,
  reminderIntro: (missingGuests: number, deadline: string) =>
    `We still need ${PASSENGER_JOBS_MESSAGES.missingWhat(missingGuests)} for your booking, by ${deadline}. ` +
    'The border post and our crew need them before the trip.',
  reminderButton: 'Give the details',
  reminderText: (sender: string, reference: string, missingGuests: number, deadline: string, link: string) =>
    `${sender}: booking ${reference} still needs ${PASSENGER_JOBS_MESSAGES.missingWhat(missingGuests)} by ${deadline}. Give them here: ${link}`,
  /** How an erased line's details read, to the operator and to the shopper. */
  erasedOn: (date: string) => `Erased on ${date}`,
  retentionDays: 'Passenger details are kept 1 to 3650 days after the trip',
  erasedRun: (count: number) => `Erased the details of ${count} passenger entr${count === 1 ? 'y' : 'ies'}`,
} as const;
