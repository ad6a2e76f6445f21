// The front door of the profile module (decision 066): all that other modules and the rest of src/ may import.

export { erasePersonalData } from './account.service.js';
export { profileRoutes, uploadsFileRoutes } from './profile.routes.js';
