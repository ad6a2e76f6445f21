// The front door of the bookings-desk module (decision 066): all that other modules and the rest of src/ may import.
export type { TOrderMatch } from './bookings-desk.repository.js';
export { listOrderNotes, listPaymentLinkSendsOfCheckout, matchingUsers } from './bookings-desk.repository.js';
export { bookingsDeskRoutes } from './bookings-desk.routes.js';
export { orderMatchOf, toDeskLine } from './bookings-desk.service.js';
