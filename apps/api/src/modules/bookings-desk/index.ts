export { listOrderNotes } from './bookings-desk.repository.js';
export { bookingsDeskRoutes } from './bookings-desk.routes.js';
export { toDeskLine } from './bookings-desk.service.js';
