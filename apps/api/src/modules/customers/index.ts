// The front door of the customers module (decision 066): all that other modules and the rest of src/ may import.
export { customersRoutes } from './customers.routes.js';
