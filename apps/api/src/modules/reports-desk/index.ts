// The front door of the reports-desk module (decision 066): all that other modules and the rest of src/ may import.
export { reportsDeskRoutes } from './reports-desk.routes.js';
