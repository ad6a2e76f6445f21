export { availabilityRoutes } from './availability.routes.js';
export { listDepartures } from './availability.service.js';
