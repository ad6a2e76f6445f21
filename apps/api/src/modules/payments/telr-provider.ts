import { createHash, timingSafeEqual } from 'node:crypto';
import type { TTelrConfig } from '../../config-payments.js';
import {
  findGatewayTransaction,
  findGatewayTransactionByReference,
  sumConfirmedGatewayRefunds,
} from './gateway.repository.js';
import { decimalToFils, filsToDecimal } from './gateway-amounts.js';
import { gatewayRefused, gatewayRequest, gatewayUnavailable } from './gateway-http.js';
import {
  GATEWAY_PAGE_PATH,
  openHostedPayment,
  recordedHostedPage,
  refundOnce,
  refundRefused,
  type THostedGatewayDeps,
} from './hosted-gateway.js';
import type {
  TCreatePaymentInput,
  TGatewayNotice,
  THostedPage,
  TPaymentProvider,
  TProviderPayment,
  TProviderPaymentStatus,
} from './payment-provider.js';

/**
 * Telr's hosted payment page (decision 084). Create and check are form POSTs to {TELR_API_URL}/gateway/order.json
 * (ivp_method=create|check, the store id and authentication key in the body); the payer goes to the order's url (GET);
 * refunds are follow-up transactions of the remote API (XML POST to /gateway/remote.xml with the store's remote key,
 * referring to the payment's transaction ref); the transaction advice service posts forms signed with tran_check.
 * The cart id Telr is given is our reference, so a duplicate (E56) is refused at Telr and a notice names our payment.
 */
export const TELR = { name: 'telr', prefix: 'telr_' } as const;

/** The fields tran_check covers, in this order, after the secret, joined with ':' (docs.telr.com "Transaction advice"). */
const ADVICE_CHECK_FIELDS = [
  'tran_store',
  'tran_type',
  'tran_class',
  'tran_test',
  'tran_ref',
  'tran_prevref',
  'tran_firstref',
  'tran_currency',
  'tran_amount',
  'tran_cartid',
  'tran_desc',
  'tran_status',
  'tran_authcode',
  'tran_authmessage',
] as const;

/** ivp_desc: Telr takes up to 63 characters. */
const DESCRIPTION_LIMIT = 63;

interface TTelrOrder {
  ref: string;
  amountFils: number;
  currency: string;
  statusCode: number;
  transactionStatus: string | null;
  transactionRef: string | null;
}

export function createTelrProvider(deps: THostedGatewayDeps, config: TTelrConfig): TPaymentProvider {
  const orderUrl = `${config.apiUrl}/gateway/order.json`;
  const remoteUrl = `${config.apiUrl}/gateway/remote.xml`;
  const test = config.testMode ? '1' : '0';

  /** One order.json call; answers its `order` object, or throws: Telr's error E56 and the like -> refused. */
  async function orderCall(fields: Record<string, string>, isSafeToRetry: boolean): Promise<Record<string, unknown>> {
    const response = await gatewayRequest({
      provider: TELR.name,
      method: 'POST',
      url: orderUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ivp_store: config.storeId, ivp_authkey: config.authKey, ...fields }).toString(),
      timeoutMs: deps.timeoutMs,
      isSafeToRetry,
    });
    const answer = objectOf(response.json);
    const error = objectOf(answer?.error);
    if (response.status === 200 && error) {
      // Telr's own words about the refusal (e.g. "E56:Duplicate transaction") go to the log, never a credential.
      throw gatewayRefused(TELR.name, `${fields.ivp_method}: ${textOf(error.message) ?? 'an error'}`);
    }
    const order = objectOf(answer?.order);
    if (response.status !== 200 || !order) {
      throw gatewayUnavailable(TELR.name, `${fields.ivp_method} answered ${response.status} without an order`);
    }
    return order;
  }

  /** Telr's record of an order, read strictly: anything unreadable is the gateway unavailable, never a guess. */
  async function checkOrder(gatewayId: string): Promise<TTelrOrder> {
    const order = await orderCall({ ivp_method: 'check', order_ref: gatewayId }, true);
    const status = objectOf(order.status);
    const transaction = objectOf(order.transaction);
    const statusCode = Number(status?.code);
    const amountFils = decimalToFils(order.amount);
    const currency = textOf(order.currency);
    if (textOf(order.ref) !== gatewayId || !Number.isInteger(statusCode) || amountFils === null || !currency) {
      throw gatewayUnavailable(TELR.name, 'check answered an order it could not read');
    }
    return {
      ref: gatewayId,
      amountFils,
      currency,
      statusCode,
      transactionStatus: textOf(transaction?.status) ?? null,
      transactionRef: textOf(transaction?.ref) ?? null,
    };
  }

  async function recorded(transactionId: string) {
    const row = await findGatewayTransaction(deps.db, transactionId);
    return row?.provider === TELR.name ? row : undefined;
  }

  return {
    ...TELR,

    createPayment(input: TCreatePaymentInput) {
      return openHostedPayment(deps, TELR, input, async (reference, returnUrl) => {
        // Not retried: a create whose answer was lost would be refused as a duplicate cart (E56) when asked again.
        const order = await orderCall(
          {
            ivp_method: 'create',
            ivp_amount: filsToDecimal(input.amountFils),
            ivp_currency: input.currency,
            ivp_test: test,
            ivp_cart: reference,
            ivp_desc: shortDescription(input.description),
            return_auth: returnUrl,
            return_decl: returnUrl,
            return_can: returnUrl,
            ...(input.email ? { bill_email: input.email } : {}),
          },
          false,
        );
        const ref = textOf(order.ref);
        const page = ref ? hostedPageOf(textOf(order.url)) : null;
        if (!ref || !page) throw gatewayUnavailable(TELR.name, 'create answered without an order ref and url');
        return { gatewayId: ref, page };
      });
    },

    async getPayment(transactionId: string): Promise<TProviderPayment | null> {
      const row = await recorded(transactionId);
      if (!row) return null;
      const order = await checkOrder(row.gateway_id);
      const status = statusOf(order);
      const state = {
        status,
        amountFils: order.amountFils,
        currency: order.currency,
        // -2: the payer cancelled on Telr's page (Telr's order status codes, decision 084).
        ...(order.statusCode === TELR_CANCELLED ? { isCancelledByPayer: true } : {}),
      };
      // Check answers the order, not its follow-up transactions: what Telr gave back is what its remote API's
      // refund answers confirmed (auth status A), kept per refund (decision 088).
      if (status !== 'paid') return state;
      return { ...state, refundedFils: await sumConfirmedGatewayRefunds(deps.db, transactionId) };
    },

    async resumePayment(transactionId: string) {
      const row = await recorded(transactionId);
      if (!row) return null;
      const order = await checkOrder(row.gateway_id);
      if (order.statusCode !== 1) return null;
      return { transactionId, paymentPageUrl: `${deps.publicUrl}${GATEWAY_PAGE_PATH}` };
    },

    async hostedPage(transactionId: string): Promise<THostedPage | null> {
      const row = await recorded(transactionId);
      if (!row) return null;
      try {
        if ((await checkOrder(row.gateway_id)).statusCode !== 1) return null;
      } catch {
        // Telr's page itself refuses an order that can no longer be paid: the payer is not stopped by a slow check.
      }
      return recordedHostedPage(deps.db, TELR.name, transactionId);
    },

    async refund(transactionId: string, amountFils?: number, refundKey = 'full') {
      await refundOnce(deps, TELR.name, {
        transactionId,
        amountFils,
        refundKey,
        send: async (gatewayId, amount) => {
          // Telr's remote API is the documented refund; without the store's remote key it is refunded in Telr's
          // merchant administration instead.
          if (!config.remoteKey) throw refundRefused();
          const order = await checkOrder(gatewayId);
          if (statusOf(order) !== 'paid' || !order.transactionRef) throw refundRefused();
          return sendRefund(order, amount);
        },
      });
    },

    async readNotice(notice: TGatewayNotice): Promise<string | null> {
      if (!config.notifySecret) return null;
      const fields = new URLSearchParams(notice.rawBody);
      const check = fields.get('tran_check') ?? '';
      const values = Object.fromEntries(ADVICE_CHECK_FIELDS.map((name) => [name, fields.get(name) ?? '']));
      const expected = createHash('sha1')
        .update([config.notifySecret, ...ADVICE_CHECK_FIELDS.map((name) => values[name])].join(':'), 'utf8')
        .digest('hex');
      if (!isSameText(check.toLowerCase(), expected) || values.tran_store !== config.storeId) return null;
      const row = await findGatewayTransactionByReference(deps.db, TELR.name, values.tran_cartid ?? '');
      return row?.id ?? null;
    },
  };

  async function sendRefund(order: TTelrOrder, amountFils: number): Promise<string | null> {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<remote><store>${escapeXml(config.storeId)}</store><key>${escapeXml(config.remoteKey ?? '')}</key><tran><type>refund</type><class>ecom</class><currency>${escapeXml(order.currency)}</currency><amount>${filsToDecimal(amountFils)}</amount><ref>${escapeXml(order.transactionRef ?? '')}</ref><test>${test}</test></tran></remote>`;
    // Not retried: Telr takes no idempotency key, so a refund whose answer was lost is settled by refundOnce's key.
    const response = await gatewayRequest({
      provider: TELR.name,
      method: 'POST',
      url: remoteUrl,
      headers: { 'content-type': 'text/xml' },
      body: xml,
      timeoutMs: deps.timeoutMs,
    });
    const status = xmlText(response.text, 'status');
    if (response.status !== 200 || !status) throw gatewayUnavailable(TELR.name, 'the refund answer could not be read');
    if (status !== 'A') throw refundRefused();
    return xmlText(response.text, 'tranref');
  }
}

/**
 * Telr's order status code and transaction status letter as ours: paid only when the order is paid (3: the sale
 * authorised and captured) and its transaction authorised (A); pending while it is open (1) or authorised but not
 * captured, e.g. held for review (2, H); declined when it expired (-1, X), was cancelled (-2, C) or declined (-3, D/E).
 */
const TELR_CANCELLED = -2;

function statusOf(order: TTelrOrder): TProviderPaymentStatus {
  if (order.statusCode === 3 && order.transactionStatus === 'A') return 'paid';
  if (order.statusCode === 1 || order.statusCode === 2) return 'pending';
  if (order.statusCode === -1 || order.statusCode === -2 || order.statusCode === -3) return 'declined';
  throw gatewayUnavailable(TELR.name, `check answered an unknown order status ${order.statusCode}`);
}

/** The hosted page is a GET of the order's url: its query becomes the form's fields (a GET form replaces the query). */
function hostedPageOf(url: string | undefined): THostedPage | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const fields = Object.fromEntries(parsed.searchParams);
  parsed.search = '';
  return { method: 'GET', url: parsed.toString(), fields };
}

/** Cut at a word to Telr's limit, so the hosted page never shows half a date ("Wed 2 Dec 2"). ASCII dots: Telr
 * accepts only Latin characters. */
function shortDescription(text: string): string {
  if (text.length <= DESCRIPTION_LIMIT) return text;
  const cut = text.slice(0, DESCRIPTION_LIMIT - 3);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > 20 ? cut.slice(0, atWord) : cut).replace(/[\s,;:-]+$/, '')}...`;
}

function isSameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

function objectOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function xmlText(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match?.[1]?.trim() || null;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
