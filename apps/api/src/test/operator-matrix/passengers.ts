import { MUSANDAM_PASSENGER_FORM } from '@rihla/demo/passengers';
import type { PASSENGER_CALLS } from '@rihla/shared/operator-calls/passengers';
import type { TTestApp } from '../harness.js';
import type { TMatrixArea } from './fixture.js';

/** The product the matrix's allowed roles read and set the form of: the first of the seeded catalogue. */
let productId = '';

/** Who is travelling (issue 36, decision 092): forms of a seeded product; a booking that does not exist meets a 404. */
export const PASSENGER_MATRIX: TMatrixArea<typeof PASSENGER_CALLS> = {
  setup: async (t: TTestApp) => {
    const row = await t.app.ctx.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    productId = row.id;
  },
  fixtures: {
    'operator/getPassengerForm': () => ({ id: productId }),
    'operator/setPassengerForm': () => ({ id: productId, form: MUSANDAM_PASSENGER_FORM }),
    'operator/viewBookingPassengers': () => ({ reference: 'RH-NOSUCHREF' }),
    'operator/revealBookingPassengers': () => ({ reference: 'RH-NOSUCHREF' }),
    'operator/saveBookingPassengers': () => ({
      reference: 'RH-NOSUCHREF',
      lines: [{ line: 0, passengers: [{ number: 1, details: { fullName: 'Role Matrix' } }] }],
    }),
  },
  fuzzSeeds: {
    'operator/getPassengerForm': () => [{ id: 'no-such-product' }, { id: '' }],
    'operator/setPassengerForm': () => [
      { id: 'no-such-product', form: MUSANDAM_PASSENGER_FORM },
      { id: 'no-such-product', form: null },
      {
        id: 'no-such-product',
        form: {
          details: [{ detail: 'phone', required: false, askedOf: 'booking', help: '' }],
          questions: [
            {
              id: 'diet',
              kind: 'choice',
              label: 'Diet',
              required: true,
              askedOf: 'passenger',
              choices: ['Any', 'Veg'],
            },
            { id: 'weight', kind: 'number', label: 'Weight (kg)', required: false, askedOf: 'passenger', choices: [] },
          ],
          deadlineHours: 24,
          passportValidityMonths: 0,
        },
      },
    ],
    'operator/viewBookingPassengers': () => [{ reference: 'RH-AAAAAAAA' }],
    'operator/revealBookingPassengers': () => [{ reference: 'RH-AAAAAAAA' }],
    'operator/saveBookingPassengers': () => [
      { reference: 'RH-AAAAAAAA', lines: [{ line: 0, passengers: [{ number: 1, details: { fullName: 'A' } }] }] },
      { reference: 'RH-AAAAAAAA', lines: [{ line: 0, booking: { answers: { hotel: 'Atlantis' } }, passengers: [] }] },
      { reference: 'RH-AAAAAAAA', lines: [] },
    ],
  },
  tables: ['product_passenger_forms', 'order_passengers'],
};
