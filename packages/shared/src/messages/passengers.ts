/** Texts of who is travelling (issue 36, decision 092): what a product asks and the passengers' details. */
export const PASSENGER_MESSAGES = {
  saved: 'Passenger details saved',
  formSaved: 'Passenger questions saved',
  orderNotFound: 'This booking was not found among your orders',
  orderNotConfirmed: 'Details can only be given for a confirmed booking',
  lineNotFound: (line: number) => `This booking has no trip number ${line + 1}`,
  nothingAsked: (title: string) => `${title} asks no passenger details`,
  pastDeadline: (title: string, deadline: string) =>
    `The details for ${title} were due by ${deadline}: please contact us to change them`,
  passengerNotFound: (number: number, count: number) =>
    `Passenger ${number} is not on this booking: it has ${count} passenger${count === 1 ? '' : 's'}`,
  passengerTwice: (number: number) => `Passenger ${number} is given twice`,
  lineTwice: (line: number) => `Trip number ${line + 1} is given twice`,
  notAsked: (who: string, what: string) => `${who}: ${what} is not asked for here`,
  missing: (who: string, what: string) => `${who}: ${what} is required`,
  badName: (who: string) => `${who}: the full name must be letters (any script), spaces, hyphens or apostrophes`,
  badNationality: (who: string) => `${who}: nationality must be a country code such as AE or IN`,
  badDate: (who: string, what: string) => `${who}: ${what} must be a date that exists, as YYYY-MM-DD`,
  bornInFuture: (who: string) => `${who}: the date of birth cannot be in the future`,
  badPassportNumber: (who: string) => `${who}: a passport number is 6 to 9 letters and digits`,
  passportExpiresBeforeTrip: (who: string, expiry: string, trip: string) =>
    `${who}: the passport expires on ${expiry}, before the trip on ${trip}`,
  passportTooShort: (who: string, months: number, until: string) =>
    `${who}: the passport must be valid for ${months} month${months === 1 ? '' : 's'} after the trip (until ${until})`,
  badPhone: (who: string) => `${who}: the phone number must be in international form, such as +971501234567`,
  badAnswer: (who: string, label: string, expected: string) => `${who}: “${label}” must be ${expected}`,
  badChoice: (who: string, label: string) => `${who}: “${label}” must be one of its choices`,
  productNotFound: 'This product is not available',
  bookingNotFound: 'No booking has this reference',
  departed: (title: string, departure: string) =>
    `${title} departed on ${departure}: its passengers’ details can no longer be changed`,
} as const;
