// The front door of the phone-bookings module (decision 066): all that other modules and the rest of src/ may import.
export { phoneBookingsRoutes } from './phone-bookings.routes.js';
