export { reportsDeskRoutes } from './reports-desk.routes.js';
