// The front door of the content-desk module (decision 066): all that other modules and the rest of src/ may import.
export { contentDeskRoutes } from './content-desk.routes.js';
