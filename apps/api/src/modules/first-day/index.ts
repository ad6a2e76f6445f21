// The front door of the first-day module (decision 066): all that other modules and the rest of src/ may import.
export { firstDayRoutes } from './first-day.routes.js';
