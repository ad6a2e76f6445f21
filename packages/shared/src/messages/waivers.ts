/** Texts of waivers (issue 36, decision 096): the product's waiver and its acceptance by passengers. */
export const WAIVER_MESSAGES = {
  saved: 'Waiver saved: shoppers accept this version from now on',
  unchanged: 'The waiver is as it was: no new version',
  removed: 'The product no longer asks a waiver (its versions are kept)',
  accepted: 'Waiver accepted',
  textRequired: 'Write the waiver’s text',
  textTooShort: 'A waiver needs at least 20 characters',
  textTooLong: 'A waiver is at most 20,000 characters',
  badAskedOf: 'Choose who accepts the waiver: each passenger or the lead',
  nameRequired: 'Type the passenger’s full name',
  nameTooLong: 'A name is at most 100 characters',
  badName: 'The name must be letters (any script), spaces, hyphens or apostrophes',
  notTicked: 'Tick “I have read and accept” to accept the waiver',
  noPassenger: 'Name at least one passenger who accepts',
  productNotFound: 'This product is not available',
  orderNotFound: 'This booking was not found among your orders',
  orderNotConfirmed: 'A waiver can only be accepted for a confirmed booking',
  lineNotFound: (line: number) => `This booking has no trip number ${line + 1}`,
  noWaiver: (title: string) => `${title} asks no waiver`,
  changed: (title: string, version: number) =>
    `The waiver of ${title} has changed (now version ${version}): please read it again before accepting`,
  departed: (title: string) => `${title} has left: its waiver can no longer be accepted`,
  passengerNotFound: (number: number, count: number) =>
    `Passenger ${number} is not on this booking: it has ${count} passenger${count === 1 ? '' : 's'}`,
  leadOnly: (title: string) => `The waiver of ${title} is accepted by the lead passenger (passenger 1) only`,
  passengerTwice: (number: number) => `Passenger ${number} is named twice`,
} as const;
