// The front door of the pickups module (decision 066): all that other modules and the rest of src/ may import.
export { pickupsRoutes } from './pickups.routes.js';
export { PICKUP_DATA_ERASER, pickupOnDeparture, pickupsOfOrders, seedPickups } from './pickups.service.js';
