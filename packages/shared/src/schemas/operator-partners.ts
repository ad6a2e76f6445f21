// The partners desk (issue 39, decision 122): resellers, hotels and travel agents that sell our products, their
// rates, API keys, webhooks and monthly statements, as the back office reads and writes them. Money in fils; a
// commission in basis points (1000 = 10%) of the retail price; a month as YYYY-MM in Dubai. The web form validates
// with these schemas and the API with the same ones, so the messages beside the fields are the server's.
import { z } from 'zod';
import { ZIsoDate, ZOpaqueId } from './common.js';

export const PARTNER_KINDS = ['ota', 'hotel', 'agent'] as const;
export type TPartnerKind = (typeof PARTNER_KINDS)[number];
export const PARTNER_KIND_LABELS: Record<TPartnerKind, string> = {
  ota: 'Online travel agency',
  hotel: 'Hotel',
  agent: 'Travel agent',
};

export const PARTNER_STATUSES = ['active', 'suspended'] as const;
export type TPartnerStatus = (typeof PARTNER_STATUSES)[number];
export const PARTNER_STATUS_LABELS: Record<TPartnerStatus, string> = { active: 'Active', suspended: 'Suspended' };

/** A commission on retail, or net prices per product and ticket type. */
export const PARTNER_RATE_KINDS = ['commission', 'net'] as const;
export type TPartnerRateKind = (typeof PARTNER_RATE_KINDS)[number];

export const PARTNER_WEBHOOK_EVENTS = ['booking_update', 'availability_update'] as const;
export type TPartnerWebhookEvent = (typeof PARTNER_WEBHOOK_EVENTS)[number];
export const PARTNER_WEBHOOK_EVENT_LABELS: Record<TPartnerWebhookEvent, string> = {
  booking_update: 'Booking changes',
  availability_update: 'Availability changes',
};

export const PARTNER_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type TPartnerDeliveryStatus = (typeof PARTNER_DELIVERY_STATUSES)[number];
export const PARTNER_DELIVERY_STATUS_LABELS: Record<TPartnerDeliveryStatus, string> = {
  pending: 'Waiting',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** 100% in basis points. */
export const PARTNER_COMMISSION_MAX = 10_000;
/** A credit limit or a net price: at most AED 10,000,000. */
export const PARTNER_FILS_MAX = 1_000_000_000;
/** The origins a partner's widget may be framed by, at most. */
export const PARTNER_ORIGINS_MAX = 20;
/** The webhooks a partner may have, at most (revoked ones aside). */
export const PARTNER_WEBHOOKS_MAX = 10;
/** The deliveries a webhook's log shows, newest first. */
export const PARTNER_DELIVERIES_SHOWN = 50;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
// NOTE: written without URL, which the shared package's build (no DOM, no Node types) does not know.
const ORIGIN =
  /^(https?):\/\/([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[::1\])(?::(\d{1,5}))?\/?$/i;
const ADDRESS = /^(https?):\/\/([a-z0-9.-]+|\[::1\])(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

const isAllowedScheme = (scheme: string, host: string) =>
  scheme === 'https' || (scheme === 'http' && LOCAL_HOSTS.has(host));

/**
 * An origin a widget may be framed by: https (or http for this machine while developing), with no path, query,
 * fragment or credentials; answered as the browser writes it (`https://hotel.example`).
 */
export function originOf(text: string): string | null {
  const match = ORIGIN.exec(text.trim());
  if (!match) return null;
  const scheme = (match[1] ?? '').toLowerCase();
  const host = (match[2] ?? '').toLowerCase();
  const port = match[3];
  if (!isAllowedScheme(scheme, host)) return null;
  const isDefaultPort = port === undefined || (scheme === 'https' ? port === '443' : port === '80');
  if (port !== undefined && Number(port) > 65_535) return null;
  return `${scheme}://${host}${isDefaultPort ? '' : `:${Number(port)}`}`;
}

/** A webhook's address: https (or http on this machine), no credentials. */
export function isWebhookUrl(text: string): boolean {
  const match = ADDRESS.exec(text);
  return match !== null && isAllowedScheme((match[1] ?? '').toLowerCase(), (match[2] ?? '').toLowerCase());
}

const ZFils = (label: string) =>
  z
    .number({ error: `${label} must be a number of fils` })
    .int(`${label} must be a whole number of fils`)
    .min(0, `${label} cannot be negative`)
    .max(PARTNER_FILS_MAX, `${label} is too large`);

export const ZPartnerOrigin = z
  .string({ error: 'An origin must be text' })
  .max(300, 'An origin is too long')
  .transform((text, ctx) => {
    const origin = originOf(text);
    if (origin === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'Write each site as https://name.example (http only for localhost), without a path',
      });
      return z.NEVER;
    }
    return origin;
  });

/** Everything of a partner an operator writes. */
export const ZPartnerFields = z
  .strictObject({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(2, 'Name: at least 2 characters')
      .max(120, 'Name is too long (at most 120 characters)'),
    kind: z.enum(PARTNER_KINDS, { error: 'Kind must be an online travel agency, a hotel or a travel agent' }),
    contactEmail: z
      .string({ error: 'Contact email must be text' })
      .trim()
      .max(200, 'Contact email is too long')
      .refine((text) => text === '' || z.email().safeParse(text).success, 'Write a valid contact email')
      .default(''),
    status: z.enum(PARTNER_STATUSES, { error: 'Status must be active or suspended' }).default('active'),
    rateKind: z.enum(PARTNER_RATE_KINDS, { error: 'Rate must be a commission or net prices' }),
    /** The partner's commission in basis points of the retail price (1000 = 10%); 0 for net prices. */
    commissionBp: z
      .number({ error: 'Commission must be a number' })
      .int('Commission must be a whole number of basis points')
      .min(0, 'Commission cannot be negative')
      .max(PARTNER_COMMISSION_MAX, 'Commission cannot be more than 100%')
      .default(0),
    rateLimitPerMinute: z
      .number({ error: 'Rate limit must be a number' })
      .int('Rate limit must be a whole number')
      .min(1, 'Rate limit: at least 1 request a minute')
      .max(10_000, 'Rate limit: at most 10,000 requests a minute')
      .default(120),
    widgetOrigins: z
      .array(ZPartnerOrigin, { error: 'Sites must be a list' })
      .max(PARTNER_ORIGINS_MAX, `At most ${PARTNER_ORIGINS_MAX} sites`)
      .default([]),
    creditLimitFils: ZFils('Credit limit').default(0),
  })
  .superRefine((fields, ctx) => {
    if (fields.rateKind === 'net' && fields.commissionBp !== 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['commissionBp'],
        message: 'A partner on net prices has no commission',
      });
    }
  });
export type TPartnerFields = z.output<typeof ZPartnerFields>;
export type TPartnerFieldsInput = z.input<typeof ZPartnerFields>;

export const ZPartnerId = ZOpaqueId('Partner');

/** operator/createPartner. */
export const ZCreatePartnerRequest = z.strictObject({ fields: ZPartnerFields });
/** operator/updatePartner. */
export const ZUpdatePartnerRequest = z.strictObject({ id: ZPartnerId, fields: ZPartnerFields });
export type TUpdatePartnerRequest = z.output<typeof ZUpdatePartnerRequest>;
/** operator/addPartnerAgent: an existing storefront account, by its email or phone number. */
export const ZAddPartnerAgentRequest = z.strictObject({
  id: ZPartnerId,
  contact: z
    .string({ error: 'Email or phone number is required' })
    .trim()
    .min(3, 'Email or phone number is required')
    .max(200, 'Email or phone number is too long'),
});
export type TAddPartnerAgentRequest = z.output<typeof ZAddPartnerAgentRequest>;
/** operator/removePartnerAgent. */
export const ZRemovePartnerAgentRequest = z.strictObject({ id: ZPartnerId, userId: ZOpaqueId('Agent') });
/** A payment received is at most this much (fils): a typo of a few zeros is refused. */
export const PARTNER_PAYMENT_MAX_FILS = 100_000_000;
/** operator/recordPartnerPayment. */
export const ZRecordPartnerPaymentRequest = z.strictObject({
  id: ZPartnerId,
  amountFils: z
    .number({ error: 'Amount must be a number of fils' })
    .int('Amount must be a whole number of fils')
    .min(1, 'Amount must be more than zero')
    .max(PARTNER_PAYMENT_MAX_FILS, 'Amount is too large (at most AED 1,000,000)'),
  receivedOn: ZIsoDate('Received on must be a date (YYYY-MM-DD)'),
  reference: z.string({ error: 'Reference must be text' }).trim().max(100, 'Reference is too long').default(''),
  note: z.string({ error: 'Note must be text' }).trim().max(500, 'Note is too long').default(''),
});
export type TRecordPartnerPaymentRequest = z.output<typeof ZRecordPartnerPaymentRequest>;

/** operator/viewPartner. */
export const ZPartnerRequest = z.strictObject({ id: ZPartnerId });

/** Net prices of a product by ticket type (fils); a type without one is paid at retail. */
export const ZNetPrices = z
  .strictObject({
    adult: ZFils('Adult net price').optional(),
    child: ZFils('Child net price').optional(),
    infant: ZFils('Infant net price').optional(),
  })
  .nullable()
  .default(null);
export type TNetPrices = z.output<typeof ZNetPrices>;

/** operator/setPartnerProducts: the products a partner may sell (all of them replaced), with net prices if any. */
export const ZSetPartnerProductsRequest = z.strictObject({
  id: ZPartnerId,
  products: z
    .array(
      z.strictObject({
        productId: z
          .string({ error: 'Product is required' })
          .trim()
          .min(1, 'Product is required')
          .max(120, 'Product is too long'),
        netPrices: ZNetPrices,
      }),
      { error: 'Products must be a list' },
    )
    .max(500, 'At most 500 products')
    .refine(
      (products) => new Set(products.map((product) => product.productId)).size === products.length,
      'A product is named twice',
    ),
});
export type TSetPartnerProductsRequest = z.output<typeof ZSetPartnerProductsRequest>;

const ZLabel = z
  .string({ error: 'Label is required' })
  .trim()
  .min(1, 'Label is required')
  .max(80, 'Label is too long (at most 80 characters)');

/** operator/createPartnerKey. */
export const ZCreatePartnerKeyRequest = z.strictObject({ id: ZPartnerId, label: ZLabel });
/** operator/revokePartnerKey. */
export const ZRevokePartnerKeyRequest = z.strictObject({ id: ZPartnerId, keyId: ZOpaqueId('Key') });

/** operator/createPartnerWebhook. */
export const ZCreatePartnerWebhookRequest = z.strictObject({
  id: ZPartnerId,
  url: z
    .string({ error: 'Address is required' })
    .trim()
    .max(500, 'Address is too long')
    .refine(isWebhookUrl, 'Write the address as https://… (http only for localhost)'),
  events: z
    .array(z.enum(PARTNER_WEBHOOK_EVENTS, { error: 'Unknown event' }), { error: 'Events must be a list' })
    .min(1, 'Choose at least one event')
    .max(PARTNER_WEBHOOK_EVENTS.length, 'An event is named twice')
    .refine((events) => new Set(events).size === events.length, 'An event is named twice'),
});
export type TCreatePartnerWebhookRequest = z.output<typeof ZCreatePartnerWebhookRequest>;
/** operator/revokePartnerWebhook. */
export const ZRevokePartnerWebhookRequest = z.strictObject({ id: ZPartnerId, webhookId: ZOpaqueId('Webhook') });
/** operator/listPartnerDeliveries. */
export const ZPartnerDeliveriesRequest = z.strictObject({ id: ZPartnerId, webhookId: ZOpaqueId('Webhook') });
/** operator/resendPartnerDelivery. */
export const ZResendPartnerDeliveryRequest = z.strictObject({ id: ZPartnerId, deliveryId: ZOpaqueId('Delivery') });

export const PARTNER_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const ZPartnerMonth = z
  .string({ error: 'Month is required' })
  .regex(PARTNER_MONTH_PATTERN, 'Write a month as YYYY-MM');
/** operator/partnerStatement and the statement's CSV. */
export const ZPartnerStatementRequest = z.strictObject({ id: ZPartnerId, month: ZPartnerMonth });
export type TPartnerStatementRequest = z.output<typeof ZPartnerStatementRequest>;

export const ZOperatorPartnerKey = z.object({
  id: z.string(),
  label: z.string(),
  /** The key's first characters, to tell keys apart (the key itself is never shown again). */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TOperatorPartnerKey = z.infer<typeof ZOperatorPartnerKey>;

export const ZOperatorPartnerProduct = z.object({
  productId: z.string(),
  title: z.string(),
  /** The retail prices by ticket type the product sells (fils), beside the partner's net prices. */
  retailFils: z.object({
    adult: z.number().int(),
    child: z.number().int().nullable(),
    infant: z.number().int().nullable(),
  }),
  netPrices: z
    .object({
      adult: z.number().int().optional(),
      child: z.number().int().optional(),
      infant: z.number().int().optional(),
    })
    .nullable(),
});
export type TOperatorPartnerProduct = z.infer<typeof ZOperatorPartnerProduct>;

export const ZOperatorPartnerWebhook = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(PARTNER_WEBHOOK_EVENTS)),
  /** The signing secret, shown so the partner can check each body's signature. */
  secret: z.string(),
  createdAt: z.string(),
  /** Deliveries that are still waiting, and those given up, of this endpoint. */
  pendingCount: z.number().int(),
  failedCount: z.number().int(),
});
export type TOperatorPartnerWebhook = z.infer<typeof ZOperatorPartnerWebhook>;

export const ZOperatorPartner = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PARTNER_KINDS),
  contactEmail: z.string(),
  status: z.enum(PARTNER_STATUSES),
  rateKind: z.enum(PARTNER_RATE_KINDS),
  commissionBp: z.number().int(),
  rateLimitPerMinute: z.number().int(),
  widgetOrigins: z.array(z.string()),
  creditLimitFils: z.number().int(),
  productCount: z.number().int(),
  activeKeyCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOperatorPartner = z.infer<typeof ZOperatorPartner>;

export const ZListPartnersData = z.object({ partners: z.array(ZOperatorPartner) });

/** A partner's travel agent: a storefront account that books on the partner's account (decision 126). */
export const ZOperatorPartnerAgent = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
});
export type TOperatorPartnerAgent = z.infer<typeof ZOperatorPartnerAgent>;

/** Money the partner paid us against its statements. */
export const ZOperatorPartnerPayment = z.object({
  id: z.string(),
  amountFils: z.number().int(),
  receivedOn: z.string(),
  reference: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type TOperatorPartnerPayment = z.infer<typeof ZOperatorPartnerPayment>;

/**
 * What the partner owes on account: its on-account orders by the statement's rule, less its payments; and what of
 * its credit limit that leaves (never below 0).
 */
export const ZPartnerBalance = z.object({ outstandingFils: z.number().int(), availableFils: z.number().int() });
export type TPartnerBalance = z.infer<typeof ZPartnerBalance>;

export const ZPartnerData = z.object({
  partner: ZOperatorPartner,
  keys: z.array(ZOperatorPartnerKey),
  products: z.array(ZOperatorPartnerProduct),
  webhooks: z.array(ZOperatorPartnerWebhook),
  agents: z.array(ZOperatorPartnerAgent),
  payments: z.array(ZOperatorPartnerPayment),
  balance: ZPartnerBalance,
});
export type TPartnerData = z.infer<typeof ZPartnerData>;

/** A new key, shown this once: the whole key, then only its prefix. */
export const ZCreatePartnerKeyData = z.object({ key: z.string(), apiKey: ZOperatorPartnerKey });

export const ZPartnerDelivery = z.object({
  id: z.string(),
  event: z.string(),
  status: z.enum(PARTNER_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type TPartnerDelivery = z.infer<typeof ZPartnerDelivery>;
export const ZPartnerDeliveriesData = z.object({
  webhook: ZOperatorPartnerWebhook,
  deliveries: z.array(ZPartnerDelivery),
});

export const ZPartnerStatementLine = z.object({
  reference: z.string(),
  partnerReference: z.string().nullable(),
  bookedAt: z.string(),
  status: z.enum(['confirmed', 'cancelled', 'refunded']),
  products: z.string(),
  tickets: z.number().int(),
  /** The retail price it was sold at (after any discount). */
  grossFils: z.number().int(),
  /** What of it was cancelled (the whole of a cancelled order; tickets cancelled of a kept one). */
  cancelledFils: z.number().int(),
  commissionFils: z.number().int(),
  /** What the partner owes for it: the kept retail less its commission, less what the shopper paid us directly. */
  owedFils: z.number().int(),
});
export type TPartnerStatementLine = z.infer<typeof ZPartnerStatementLine>;

export const ZPartnerStatementTotals = z.object({
  bookings: z.number().int(),
  cancellations: z.number().int(),
  grossFils: z.number().int(),
  cancelledFils: z.number().int(),
  commissionFils: z.number().int(),
  paidDirectFils: z.number().int(),
  owedFils: z.number().int(),
});
export type TPartnerStatementTotals = z.infer<typeof ZPartnerStatementTotals>;

export const ZPartnerStatementData = z.object({
  partner: z.object({
    id: z.string(),
    name: z.string(),
    rateKind: z.enum(PARTNER_RATE_KINDS),
    commissionBp: z.number().int(),
  }),
  month: z.string(),
  lines: z.array(ZPartnerStatementLine),
  totals: ZPartnerStatementTotals,
  /** The payments received in the month, and what is outstanding on account now (decision 126). */
  payments: z.array(ZOperatorPartnerPayment),
  balance: ZPartnerBalance,
});
export type TPartnerStatementData = z.infer<typeof ZPartnerStatementData>;

/** The partner's rate when an order was made (orders.partner_terms, decision 126). */
export const ZPartnerTerms = z.object({
  rateKind: z.enum(PARTNER_RATE_KINDS),
  commissionBp: z.number().int(),
  /** The net prices of the order's products, by product id (null: paid at retail less nothing). */
  netPrices: z.record(z.string(), ZNetPrices),
});
export type TPartnerTerms = z.infer<typeof ZPartnerTerms>;
