// The front door of the passengers module (decision 066): all that other modules and the rest of src/ may import.
export { passengersRoutes } from './passengers.routes.js';
export {
  NO_DETAILS,
  passengerDetailsLink,
  passengersOnDeparture,
  rotatePersonalData,
  seedPassengerForms,
  type TDepartureBookingDetails,
  type TDeparturePassenger,
} from './passengers.service.js';
