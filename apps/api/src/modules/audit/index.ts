// The front door of the audit module (decision 066): all that other modules and the rest of src/ may import.
export type { TAuditWrite } from './audit.repository.js';
export { insertAuditEntry, insertDownloadEntry, listAuditEntries } from './audit.repository.js';
export { changedFields } from './changed-fields.js';
