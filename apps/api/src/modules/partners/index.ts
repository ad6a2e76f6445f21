// The front door of the partners module (decision 066): all that other modules and the rest of src/ may import.
export {
  hashPartnerKey,
  isPartnerKeyShaped,
  makePartnerKey,
  PARTNER_KEY_PREFIX,
  PARTNER_KEY_PREFIX_LENGTH,
} from './api-keys.js';
export { findPartnerRow, insertPartner, type TPartnerValues } from './partners.repository.js';
export { partnersRoutes } from './partners.routes.js';
export { partnerWebhooksPlugin, queuePartnerEvent, sendDueDeliveries, signWebhookBody } from './webhooks.js';
