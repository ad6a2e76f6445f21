export { manifestsDeskRoutes } from './manifests-desk.routes.js';
export { listDepartures } from './manifests-desk.service.js';
