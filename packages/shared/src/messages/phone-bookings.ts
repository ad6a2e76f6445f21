/** Texts of phone and walk-in bookings (issue 18, decision 042). */
/** How a payment link went, in the desk's words. */
const LINK_CHANNEL_NAMES = { sms: 'text', email: 'email', whatsapp: 'WhatsApp' } as const;

export const PHONE_BOOKING_MESSAGES = {
  invalidPhone: 'This is not a valid phone number for that country',
  phoneTaken: 'A customer with this phone number already exists: find them instead',
  customerCreated: 'Customer account created',
  customerNotFound: 'No such customer',
  productNotFound: 'No such product',
  bookingNotFound: 'No such phone booking',
  booked: 'Seats held: send the customer the payment link',
  cashRecorded: 'Paid in cash: the order is confirmed',
  alreadyPaid: 'This booking is already paid',
  notOpen: 'This booking can no longer be paid: book again',
  // Decision 075: the link sent from the desk, and its limits.
  linkSent: (channel: 'sms' | 'email' | 'whatsapp', recipient: string) =>
    `Payment link sent by ${LINK_CHANNEL_NAMES[channel]} to ${recipient}`,
  /** The order timeline's line under 'Payment link sent'. */
  linkSentTo: (channel: 'sms' | 'email' | 'whatsapp', recipient: string) =>
    `By ${LINK_CHANNEL_NAMES[channel]} to ${recipient}`,
  channelNotSetUp: 'This shop cannot send the link that way: it is not set up',
  noEmail: 'This customer has no email address: send the link by text, or copy it',
  linkNotLive: 'This booking has no payment link to send: it is paid, or it can no longer be paid',
  sentMomentAgo: 'The link was sent this way less than a minute ago: give it a moment to arrive',
  tooManySends: 'The link has been sent five times already: copy it and read it out instead',
  // Decision 094: the travellers page's link, once a booking whose trips ask each guest's details is paid.
  passengerLinkSent: (channel: 'sms' | 'email', recipient: string) =>
    `Details link sent by ${LINK_CHANNEL_NAMES[channel]} to ${recipient}`,
  passengerLinkNotPaid: 'The details link can be sent once the booking is paid',
  passengerLinkNothingAsked: 'This booking’s trips ask no guests’ details, or their deadline has passed',
} as const;
