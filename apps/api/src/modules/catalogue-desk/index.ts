export { productsDeskRoutes } from './products-desk.routes.js';
export { timetablesDeskRoutes } from './timetables-desk.routes.js';
