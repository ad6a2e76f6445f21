// The front door of the waivers module (decision 066): all that other modules and the rest of src/ may import.

export { waiversRoutes } from './waivers.routes.js';
export { seedProductWaivers } from './waivers.service.js';
