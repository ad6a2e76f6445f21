// The front door of the promo-desk module (decision 066): all that other modules and the rest of src/ may import.
export { promoDeskRoutes } from './promo-desk.routes.js';
