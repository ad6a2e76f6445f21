// The front door of the catalogue-desk module (decision 066): all that other modules and the rest of src/ may import.
export { productsDeskRoutes } from './products-desk.routes.js';
export { timetablesDeskRoutes } from './timetables-desk.routes.js';
export { setDeparture } from './timetables-desk.service.js';
