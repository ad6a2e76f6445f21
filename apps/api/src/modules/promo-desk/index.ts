export { promoDeskRoutes } from './promo-desk.routes.js';
