// The front door of the pages module (decision 066): all that other modules and the rest of src/ may import.
export { pagesRoutes } from './pages.routes.js';
