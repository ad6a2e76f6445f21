import * as pax from '../schemas/passengers.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

/** Who is travelling (issue 36, decision 092): what a product asks, and a booking's passengers. */
export const PASSENGER_CALLS = {
  'operator/getPassengerForm': read(
    'catalogue.read',
    pax.ZProductPassengerFormRequest,
    pax.ZProductPassengerFormData,
    'What a product asks of each booking and passenger, and until when',
  ),
  'operator/setPassengerForm': write(
    'catalogue.write',
    pax.ZSetPassengerFormRequest,
    pax.ZProductPassengerFormData,
    'Set what a product asks (null: nothing)',
  ),
  'operator/viewBookingPassengers': read(
    'bookings.read',
    pax.ZReferenceRequest,
    pax.ZBookingPassengersData,
    'A booking’s passengers and answers, passport numbers and dates of birth masked',
  ),
  'operator/revealBookingPassengers': read(
    'passengers.reveal',
    pax.ZReferenceRequest,
    pax.ZBookingPassengersData,
    'A booking’s passengers in full; the showing is audited',
  ),
  'operator/saveBookingPassengers': write(
    'bookings.write',
    pax.ZSavePassengersRequest,
    pax.ZBookingPassengersData,
    'Give or change a booking’s passengers’ details for the customer, until departure; answered masked, audited',
  ),
} satisfies Record<string, TOperatorCallDefinition>;
