export { phoneBookingsRoutes } from './phone-bookings.routes.js';
