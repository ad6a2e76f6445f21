// The front door of the departures-desk module (decision 066): all that other modules and the rest of src/ may import.
export { departuresDeskRoutes } from './departures-desk.routes.js';
