import { AUTH_MESSAGES } from './auth.js';
import { CATALOGUE_MESSAGES } from './catalogue.js';
import { PROFILE_MESSAGES } from './profile.js';

/**
 * Exact texts of the specification, shown to people by the web app and returned by the API, as one object for
 * the files that still read MESSAGES (constants.ts re-exports it). Each area's texts live in
 * messages/<area>.ts; the ones written here are the booking path's (cart, checkout, orders), which the
 * booking-core refactor moves into messages/booking.ts, after which this file goes.
 */
export const MESSAGES = {
  ...AUTH_MESSAGES,
  ...PROFILE_MESSAGES,
  ...CATALOGUE_MESSAGES,
  selectDateAndTime: 'Please select date and time',
  addPackageBeforeCheckout: 'Add Package before checkout',
  addedToCart: 'Added to cart',
  cartEmpty: 'Your cart is empty',
  orderFailed: 'Your Order Failed',
  noOrders: 'No orders found in your booking history. Place an order to check the details!',
  noVoucher: 'No voucher available',
  transactionProcessing: 'Transaction processing. Please dont refresh the page.....',
  // A text of our own where the specification leaves the server's words open.
  invalidPromo: 'This promo code is not valid',
} as const;
