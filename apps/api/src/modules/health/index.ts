// The front door of the health module (decision 066): all that other modules and the rest of src/ may import.
export { healthRoutes } from './health.routes.js';
