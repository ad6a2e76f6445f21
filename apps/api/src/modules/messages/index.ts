// The front door of the messages module (decision 066): all that other modules and the rest of src/ may import.
export type { TMailer } from './mailer.js';
export { createMailer } from './mailer.js';
export { outboxWorkerPlugin } from './outbox-worker.js';
export type { TSmsSender } from './sms.js';
export { createSmsSender } from './sms.js';
