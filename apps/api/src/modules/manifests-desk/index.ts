// The front door of the manifests-desk module (decision 066): all that other modules and the rest of src/ may import.
export { manifestsDeskRoutes } from './manifests-desk.routes.js';
export { listDepartures } from './manifests-desk.service.js';
