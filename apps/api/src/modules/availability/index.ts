// The front door of the availability module (decision 066): all that other modules and the rest of src/ may import.
export { availabilityRoutes } from './availability.routes.js';
export { listDepartures } from './availability.service.js';
