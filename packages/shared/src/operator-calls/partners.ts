import { ZEmptyRequest } from '../schemas/common.js';
import * as partners from '../schemas/operator-partners.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

/**
 * The partners desk (issue 39, decision 122): resellers, hotels and travel agents, their rates, keys, webhooks and
 * statements, for those who run the business's sales (owner and manager). Reading needs the same permission: a
 * partner's rates and its webhooks' secrets are the business's own.
 */
export const PARTNER_CALLS = {
  'operator/listPartners': read(
    'partners.manage',
    ZEmptyRequest,
    partners.ZListPartnersData,
    'Every partner with its kind, status, rate and keys',
  ),
  'operator/viewPartner': read(
    'partners.manage',
    partners.ZPartnerRequest,
    partners.ZPartnerData,
    'One partner: its fields, API keys (prefixes), products and net prices, webhooks',
  ),
  'operator/createPartner': write(
    'partners.manage',
    partners.ZCreatePartnerRequest,
    partners.ZPartnerData,
    'Create a partner (kind, contact, rate, rate limit, widget sites, credit limit)',
  ),
  'operator/updatePartner': write(
    'partners.manage',
    partners.ZUpdatePartnerRequest,
    partners.ZPartnerData,
    'Edit a partner, suspend or reactivate it',
  ),
  'operator/setPartnerProducts': write(
    'partners.manage',
    partners.ZSetPartnerProductsRequest,
    partners.ZPartnerData,
    'The products a partner may sell, with its net prices per ticket type',
  ),
  'operator/createPartnerKey': write(
    'partners.manage',
    partners.ZCreatePartnerKeyRequest,
    partners.ZCreatePartnerKeyData,
    'Make an API key for a partner: the whole key is answered this once',
  ),
  'operator/revokePartnerKey': write(
    'partners.manage',
    partners.ZRevokePartnerKeyRequest,
    partners.ZPartnerData,
    'Revoke a partner’s API key: it is refused from then on',
  ),
  'operator/createPartnerWebhook': write(
    'partners.manage',
    partners.ZCreatePartnerWebhookRequest,
    partners.ZPartnerData,
    'Add a webhook endpoint for a partner (its events; a signing secret is made)',
  ),
  'operator/revokePartnerWebhook': write(
    'partners.manage',
    partners.ZRevokePartnerWebhookRequest,
    partners.ZPartnerData,
    'Remove a partner’s webhook endpoint: nothing more is sent to it',
  ),
  'operator/listPartnerDeliveries': read(
    'partners.manage',
    partners.ZPartnerDeliveriesRequest,
    partners.ZPartnerDeliveriesData,
    'A webhook endpoint’s latest deliveries: status, attempts, last answer',
  ),
  'operator/resendPartnerDelivery': write(
    'partners.manage',
    partners.ZResendPartnerDeliveryRequest,
    partners.ZPartnerDeliveriesData,
    'Send a webhook delivery again now',
  ),
  'operator/partnerStatement': read(
    'partners.manage',
    partners.ZPartnerStatementRequest,
    partners.ZPartnerStatementData,
    'A partner’s statement of a month: bookings, cancellations, gross, commission or net, what is owed',
  ),
  'operator/addPartnerAgent': write(
    'partners.manage',
    partners.ZAddPartnerAgentRequest,
    partners.ZPartnerData,
    'Make a storefront account (by email or phone) a travel agent of the partner, booking on its account',
  ),
  'operator/removePartnerAgent': write(
    'partners.manage',
    partners.ZRemovePartnerAgentRequest,
    partners.ZPartnerData,
    'Remove a travel agent: the account books as an ordinary shopper from then on',
  ),
  'operator/recordPartnerPayment': write(
    'partners.manage',
    partners.ZRecordPartnerPaymentRequest,
    partners.ZPartnerData,
    'Record money a partner paid against its statements: it raises the available credit',
  ),
} as const satisfies Record<string, TOperatorCallDefinition>;
