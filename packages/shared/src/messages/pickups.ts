/** Texts of hotel pick-ups (issue 36, decision 095). */
export const PICKUP_MESSAGES = {
  pointCreated: 'Pick-up point added',
  pointSaved: 'Pick-up point saved',
  pointNotFound: 'This pick-up point was not found',
  productPickupsSaved: 'Pick-ups saved',
  productNotFound: 'This product is not available',
  unknownPoints: (names: string) => `No such pick-up point: ${names}`,
  retiredPoints: (names: string) => `Retired pick-up points cannot be chosen: ${names}`,
  chosen: (text: string) => `${text}: saved`,
  orderNotFound: 'This booking was not found among your orders',
  orderNotConfirmed: 'A pick-up can only be chosen for a confirmed booking',
  lineNotFound: (line: number) => `This booking has no trip number ${line + 1}`,
  noPickups: (title: string) => `${title} does not collect guests: please make your own way to the start`,
  pointNotOffered: (title: string) => `${title} does not collect from this point: choose one of its list`,
  pastDeadline: (title: string, deadline: string) =>
    `The pick-up for ${title} could be chosen until ${deadline}: please contact us to change it`,
  bookingNotFound: 'No booking has this reference',
  departed: (title: string, departure: string) =>
    `${title} departed on ${departure}: its pick-up can no longer be changed`,
} as const;
