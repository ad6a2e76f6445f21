export { contentDeskRoutes } from './content-desk.routes.js';
