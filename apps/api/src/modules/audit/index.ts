export type { TAuditWrite } from './audit.repository.js';
export { insertAuditEntry, insertDownloadEntry, listAuditEntries } from './audit.repository.js';
export { changedFields } from './changed-fields.js';
