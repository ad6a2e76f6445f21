export { ordersRoutes } from './orders.routes.js';
