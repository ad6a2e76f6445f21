// The demo's passenger forms (issue 36, decision 092): every Musandam trip crosses into Oman, so each asks every
// passenger's name, nationality, date of birth and passport, 48 hours before departure, the passport valid for
// six months after the trip.
import type { TPassengerForm } from '@rihla/shared/schemas/passengers';
import { DEMO_PRODUCTS } from './catalogue.js';

export const MUSANDAM_PASSENGER_FORM: TPassengerForm = {
  details: [
    { detail: 'fullName', required: true, askedOf: 'passenger', help: 'As written in the passport' },
    { detail: 'nationality', required: true, askedOf: 'passenger', help: '' },
    { detail: 'dateOfBirth', required: true, askedOf: 'passenger', help: '' },
    {
      detail: 'passport',
      required: true,
      askedOf: 'passenger',
      help: 'The border post at Dibba or Tibat needs it 48 hours before the trip',
    },
  ],
  questions: [],
  deadlineHours: 48,
  passportValidityMonths: 6,
};

/** The demo products that ask for passengers' details, with their forms. */
export function demoPassengerForms(): Array<{ productId: string; form: TPassengerForm }> {
  return DEMO_PRODUCTS.filter((product) => product.location.includes('Musandam')).map((product) => ({
    productId: product.id,
    form: MUSANDAM_PASSENGER_FORM,
  }));
}
