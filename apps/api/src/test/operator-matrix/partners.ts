import type { PARTNER_CALLS } from '@rihla/shared/operator-calls/partners';
import type { TMatrixArea } from './fixture.js';

const fields = () => ({
  name: 'Matrix Travel',
  kind: 'ota',
  contactEmail: 'ops@matrix.example',
  status: 'active',
  rateKind: 'commission',
  commissionBp: 1500,
  rateLimitPerMinute: 60,
  widgetOrigins: ['https://matrix.example'],
  creditLimitFils: 500_000,
});

/** The partners desk (issue 39, decision 122): a partner that does not exist meets a 404. */
export const PARTNER_MATRIX: TMatrixArea<typeof PARTNER_CALLS> = {
  fixtures: {
    'operator/listPartners': () => ({}),
    'operator/viewPartner': () => ({ id: 'no-such-partner' }),
    'operator/createPartner': () => ({ fields: fields() }),
    'operator/updatePartner': () => ({ id: 'no-such-partner', fields: fields() }),
    'operator/setPartnerProducts': () => ({ id: 'no-such-partner', products: [] }),
    'operator/createPartnerKey': () => ({ id: 'no-such-partner', label: 'Matrix key' }),
    'operator/revokePartnerKey': () => ({ id: 'no-such-partner', keyId: 'no-such-key' }),
    'operator/createPartnerWebhook': () => ({
      id: 'no-such-partner',
      url: 'https://matrix.example/hooks',
      events: ['booking_update'],
    }),
    'operator/revokePartnerWebhook': () => ({ id: 'no-such-partner', webhookId: 'no-such-webhook' }),
    'operator/listPartnerDeliveries': () => ({ id: 'no-such-partner', webhookId: 'no-such-webhook' }),
    'operator/resendPartnerDelivery': () => ({ id: 'no-such-partner', deliveryId: 'no-such-delivery' }),
    'operator/partnerStatement': () => ({ id: 'no-such-partner', month: '2026-11' }),
    'operator/addPartnerAgent': () => ({ id: 'no-such-partner', contact: 'agent@matrix.example' }),
    'operator/removePartnerAgent': () => ({ id: 'no-such-partner', userId: 'no-such-agent' }),
    'operator/recordPartnerPayment': () => ({ id: 'no-such-partner', amountFils: 10_000, receivedOn: '2026-11-01' }),
  },
  fuzzSeeds: {
    'operator/listPartners': () => [{}],
    'operator/viewPartner': () => [{ id: 'no-such-partner' }, { id: '' }],
    'operator/createPartner': () => [
      { fields: fields() },
      { fields: { ...fields(), rateKind: 'net', commissionBp: 1000, widgetOrigins: ['http://hotel.example/path'] } },
      { fields: { ...fields(), commissionBp: 10_001, creditLimitFils: -1, contactEmail: 'not-an-email' } },
    ],
    'operator/updatePartner': () => [
      { id: 'no-such-partner', fields: fields() },
      { id: 'no-such-partner', fields: { ...fields(), status: 'closed' } },
    ],
    'operator/setPartnerProducts': () => [
      { id: 'no-such-partner', products: [{ productId: 'desert-safari', netPrices: { adult: 10_000 } }] },
      { id: 'no-such-partner', products: [{ productId: 'a' }, { productId: 'a' }] },
    ],
    'operator/createPartnerKey': () => [{ id: 'no-such-partner', label: '' }],
    'operator/revokePartnerKey': () => [{ id: 'no-such-partner', keyId: 'no-such-key' }],
    'operator/createPartnerWebhook': () => [
      { id: 'no-such-partner', url: 'http://matrix.example/hooks', events: ['booking_update'] },
      { id: 'no-such-partner', url: 'https://matrix.example/hooks', events: [] },
    ],
    'operator/revokePartnerWebhook': () => [{ id: 'no-such-partner', webhookId: 'no-such-webhook' }],
    'operator/listPartnerDeliveries': () => [{ id: 'no-such-partner', webhookId: 'no-such-webhook' }],
    'operator/resendPartnerDelivery': () => [{ id: 'no-such-partner', deliveryId: 'no-such-delivery' }],
    'operator/partnerStatement': () => [
      { id: 'no-such-partner', month: '2026-13' },
      { id: 'no-such-partner', month: '2026-11' },
    ],
    'operator/addPartnerAgent': () => [
      { id: 'no-such-partner', contact: '' },
      { id: 'no-such-partner', contact: 'agent@matrix.example' },
    ],
    'operator/removePartnerAgent': () => [{ id: 'no-such-partner', userId: '' }],
    'operator/recordPartnerPayment': () => [
      { id: 'no-such-partner', amountFils: 0, receivedOn: '2026-11-01' },
      { id: 'no-such-partner', amountFils: -5, receivedOn: 'yesterday' },
      { id: 'no-such-partner', amountFils: 1e12, receivedOn: '2026-11-01' },
    ],
  },
  tables: [
    'partners',
    'partner_api_keys',
    'partner_products',
    'partner_webhooks',
    'partner_webhook_deliveries',
    'partner_agents',
    'partner_payments',
  ],
};
