export { insertNotification } from './notifications.repository.js';
export { notificationsRoutes } from './notifications.routes.js';
