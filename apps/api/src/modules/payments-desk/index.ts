// The front door of the payments-desk module (decision 066): all that other modules and the rest of src/ may import.
export { paymentsDeskRoutes } from './payments-desk.routes.js';
