export type { TMailer } from './mailer.js';
export { createMailer } from './mailer.js';
export { outboxWorkerPlugin } from './outbox-worker.js';
export type { TSmsSender } from './sms.js';
export { createSmsSender } from './sms.js';
