// The front door of the partners module (decision 066): all that other modules and the rest of src/ may import.

export { agencyPartnerOf } from './agency.service.js';
export {
  hashPartnerKey,
  isPartnerKeyShaped,
  makePartnerKey,
  PARTNER_KEY_PREFIX,
  PARTNER_KEY_PREFIX_LENGTH,
} from './api-keys.js';
export { findPartnerRow, insertPartner, type TPartnerValues } from './partners.repository.js';
export { partnersRoutes } from './partners.routes.js';
export { seedPartner } from './partners.service.js';
export { partnerTermsOf } from './terms.js';
export { isPublicAddress, refusalOfWebhookUrl, type TWebhookAddressRefusal } from './webhook-address.js';
export {
  createOctoWebhook,
  deleteOctoWebhook,
  hasAvailabilityWebhooks,
  listAvailabilitySubscribers,
  listOctoWebhooks,
  partnerWebhooksPlugin,
  queueAvailabilityDelivery,
  queuePartnerEvent,
  sendDueDeliveries,
  signWebhookBody,
  type TOctoWebhook,
} from './webhooks.js';
