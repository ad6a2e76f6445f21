// The front door of the passengers module (decision 066): all that other modules and the rest of src/ may import.
export {
  eraseExpiredPassengers,
  erasePassengersOfUser,
  PASSENGER_DATA_ERASERS,
  type TPassengerDataEraser,
} from './erasure.service.js';
export { passengersRoutes } from './passengers.routes.js';
export {
  CHECKOUT_PASSENGERS,
  detailsDeadlineHoursOf,
  givenTravellersOf,
  keepGivenTravellers,
  NO_DETAILS,
  passengerDetailsLink,
  passengerFormsOf,
  passengerFormTextsOf,
  passengersOnDeparture,
  rotatePersonalData,
  seedPassengerForms,
  type TDepartureBookingDetails,
  type TDeparturePassenger,
  travellersUrl,
} from './passengers.service.js';
export { detailsMissingOf, queueDetailsReminders, reminderSlotMs } from './reminders.service.js';
