// The front door of the orders module (decision 066): all that other modules and the rest of src/ may import.
export { ordersRoutes } from './orders.routes.js';
