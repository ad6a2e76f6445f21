export { profileRoutes, uploadsFileRoutes } from './profile.routes.js';
