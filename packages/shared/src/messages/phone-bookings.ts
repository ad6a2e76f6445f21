/** Texts of phone and walk-in bookings (issue 18, decision 042). */
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
} as const;
