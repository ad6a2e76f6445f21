// The front door of the OCTO module (decision 066): all that other modules and the rest of src/ may import.
export { OCTO_PREFIX, octoRoutes } from './octo.routes.js';
