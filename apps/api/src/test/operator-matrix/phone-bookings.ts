import type { PHONE_BOOKING_CALLS } from '@rihla/shared/operator-calls/phone-bookings';
import type { TMatrixArea } from './fixture.js';

/** A UAE mobile number nobody has signed up with yet (each allowed role makes its own customer). */
export function freshUaeMobile(): string {
  return `050${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** The phone bookings' fixtures (issue 18, decision 042): unknown customers, products and checkouts meet a 404. */
export const PHONE_BOOKING_MATRIX: TMatrixArea<typeof PHONE_BOOKING_CALLS> = {
  fixtures: {
    'operator/findCustomer': () => ({ phone: '050 000 0001' }),
    'operator/createCustomer': () => ({ firstName: 'Matrix', lastName: 'Caller', phone: freshUaeMobile() }),
    'operator/phoneDepartures': () => ({ productId: 'no-such-product', date: '2026-12-01' }),
    'operator/bookByPhone': () => ({
      customerId: 'no-such-customer',
      productId: 'no-such-product',
      date: '2026-12-01',
      departure: '09:00',
      tickets: { adult: 2 },
    }),
    'operator/quotePhoneBooking': () => ({
      productId: 'no-such-product',
      date: '2026-12-01',
      departure: '09:00',
      tickets: { adult: 2 },
    }),
    'operator/getPhoneBooking': () => ({ checkoutId: 'no-such-checkout' }),
    'operator/sendPaymentLink': () => ({ checkoutId: 'no-such-checkout', channel: 'sms' }),
    'operator/recordCashPayment': () => ({ checkoutId: 'no-such-checkout' }),
    'operator/sendPassengerLink': () => ({ checkoutId: 'no-such-checkout', channel: 'email' }),
  },
  fuzzSeeds: {
    'operator/findCustomer': () => [{ phone: '+971 50 123 4567' }, { phone: '0044 20 7946 0958', country: 'GB' }],
    'operator/createCustomer': () => [
      { firstName: 'Fuzz', lastName: 'Caller', phone: '050 999 0000', email: 'fuzz@example.com' },
      { firstName: 'Fuzz', lastName: 'Caller', phone: '12', country: 'AE', email: '' },
    ],
    'operator/phoneDepartures': () => [{ productId: 'no-such-product', date: '2026-12-01' }],
    'operator/bookByPhone': () => [
      { customerId: 'x', productId: 'y', date: '2026-12-01', departure: '09:00', tickets: { adult: 1, child: 1 } },
    ],
    'operator/quotePhoneBooking': () => [
      { productId: 'y', date: '2026-12-01', departure: '09:00', tickets: { adult: 1, child: 1 } },
    ],
    'operator/getPhoneBooking': () => [{ checkoutId: 'no-such-checkout' }],
    'operator/sendPaymentLink': () => [
      { checkoutId: 'no-such-checkout', channel: 'sms' },
      { checkoutId: 'no-such-checkout', channel: 'email' },
    ],
    'operator/recordCashPayment': () => [{ checkoutId: 'no-such-checkout' }],
    'operator/sendPassengerLink': () => [
      { checkoutId: 'no-such-checkout', channel: 'sms' },
      { checkoutId: 'no-such-checkout', channel: 'email' },
    ],
  },
  tables: [
    'users',
    'phone_bookings',
    'payment_link_sends',
    'outbox',
    'cart_lines',
    'checkouts',
    'seat_holds',
    'payments',
    'orders',
    'order_events',
  ],
};
