// The front door of the notifications module (decision 066): all that other modules and the rest of src/ may import.
export { insertNotification } from './notifications.repository.js';
export { notificationsRoutes } from './notifications.routes.js';
