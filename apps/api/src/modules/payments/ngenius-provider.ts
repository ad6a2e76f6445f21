import { timingSafeEqual } from 'node:crypto';
import type { TNgeniusConfig } from '../../config-payments.js';
import {
  findGatewayTransaction,
  findGatewayTransactionByGatewayId,
  findGatewayTransactionByReference,
} from './gateway.repository.js';
import { minorUnitsToFils } from './gateway-amounts.js';
import { gatewayRefused, gatewayRequest, gatewayUnavailable, type TGatewayResponse } from './gateway-http.js';
import {
  GATEWAY_PAGE_PATH,
  openHostedPayment,
  recordedHostedPage,
  refundOnce,
  refundRefused,
  type THostedGatewayDeps,
} from './hosted-gateway.js';
import type { THostedPage, TPaymentProvider, TProviderPayment, TProviderPaymentStatus } from './payment-provider.js';

/**
 * Network International's N-Genius Online (decision 083): a hosted payment page. A bearer token from the identity
 * service (the API key as Basic; it lives 5 minutes: kept, renewed before it ends, and renewed once on a 401); an
 * order made with action PURCHASE (captured at once) under our reference; the payer sent to its
 * `_links.payment.href`; the outcome read from the order (`_embedded.payment[].state`); a whole refund before
 * settlement through the payment's `cnp:cancel` link (a reversal), any other through its `cnp:refund` link
 * (decision 088); webhooks checked by the header name and value set in the portal, and only ever a
 * reason to ask the order again.
 */
export const NGENIUS_NAME = 'ngenius';
export const NGENIUS_PREFIX = 'ngenius_';

const IDENTITY_TYPE = 'application/vnd.ni-identity.v1+json';
const PAYMENT_TYPE = 'application/vnd.ni-payment.v2+json';
/** A token is renewed this long before N-Genius says it ends, so a call never starts with one about to lapse. */
const TOKEN_MARGIN_MS = 30_000;

const STATES: Record<string, TProviderPaymentStatus> = {
  STARTED: 'pending',
  AWAIT_3DS: 'pending',
  AWAITING_PARTIAL_AUTH_APPROVAL: 'pending',
  POST_AUTH_REVIEW: 'pending',
  // An authorisation not yet captured (PURCHASE captures at once): not money the shop has.
  AUTHORISED: 'pending',
  PURCHASED: 'paid',
  CAPTURED: 'paid',
  PARTIALLY_REFUNDED: 'paid',
  FAILED: 'declined',
  DECLINED: 'declined',
  // An authorisation given back before capture: no money moved. (A PURCHASE reversed before settlement, our whole
  // refund of the same day, is told apart in paymentOfOrder: its money was given back.)
  REVERSED: 'declined',
  REFUNDED: 'refunded',
};

interface TNgeniusPayment {
  state?: unknown;
  amount?: { currencyCode?: unknown; value?: unknown };
  _links?: Record<string, { href?: unknown } | undefined>;
  _embedded?: Record<string, unknown>;
}

interface TNgeniusOrder {
  reference?: unknown;
  action?: unknown;
  merchantOrderReference?: unknown;
  amount?: { currencyCode?: unknown; value?: unknown };
  _links?: Record<string, { href?: unknown } | undefined>;
  _embedded?: { payment?: unknown };
}

export function createNgeniusProvider(config: TNgeniusConfig, deps: THostedGatewayDeps): TPaymentProvider {
  const apiOrigin = new URL(config.apiUrl).origin;
  const ordersUrl = `${config.apiUrl}/transactions/outlets/${encodeURIComponent(config.outletRef)}/orders`;
  let token: { value: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const res = await gatewayRequest({
      provider: NGENIUS_NAME,
      method: 'POST',
      url: `${config.apiUrl}/identity/auth/access-token`,
      headers: { authorization: `Basic ${config.apiKey}`, 'content-type': IDENTITY_TYPE, accept: IDENTITY_TYPE },
      timeoutMs: deps.timeoutMs,
      isSafeToRetry: true,
    });
    const body = res.json as { access_token?: unknown; expires_in?: unknown } | undefined;
    if (res.status !== 200 || typeof body?.access_token !== 'string' || body.access_token === '') {
      // A refused API key is the operator's to fix; the shopper reads that payments are unavailable for now.
      throw gatewayUnavailable(NGENIUS_NAME, `the access token was refused (${res.status})`);
    }
    const seconds = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 300;
    token = {
      value: body.access_token,
      renewAt: deps.clock.now().getTime() + Math.max(seconds * 1000 - TOKEN_MARGIN_MS, 0),
    };
    return body.access_token;
  }

  async function accessToken(): Promise<string> {
    if (token && deps.clock.now().getTime() < token.renewAt) return token.value;
    // Calls that need a token at the same moment share one request for it.
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  /** One API call with the bearer token; a 401 (the token ended early) renews it once and asks again. */
  async function api(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
    isSafeToRetry = method === 'GET',
  ): Promise<TGatewayResponse> {
    if (new URL(url).origin !== apiOrigin) throw gatewayUnavailable(NGENIUS_NAME, 'a link left the API host');
    for (let attempt = 1; ; attempt += 1) {
      const bearer = await accessToken();
      const res = await gatewayRequest({
        provider: NGENIUS_NAME,
        method,
        url,
        headers: {
          authorization: `Bearer ${bearer}`,
          accept: PAYMENT_TYPE,
          ...(body === undefined ? {} : { 'content-type': PAYMENT_TYPE }),
        },
        body,
        timeoutMs: deps.timeoutMs,
        isSafeToRetry,
      });
      if (res.status !== 401 || attempt > 1) return res;
      if (token?.value === bearer) token = null;
    }
  }

  async function readOrder(gatewayId: string): Promise<TNgeniusOrder | null> {
    const res = await api('GET', `${ordersUrl}/${encodeURIComponent(gatewayId)}`);
    if (res.status === 404) return null;
    if (res.status !== 200 || typeof res.json !== 'object' || res.json === null)
      throw gatewayUnavailable(NGENIUS_NAME, `the order could not be read (${res.status})`);
    return res.json as TNgeniusOrder;
  }

  async function gatewayIdOf(transactionId: string): Promise<string | null> {
    const row = await findGatewayTransaction(deps.db, transactionId);
    return row?.provider === NGENIUS_NAME ? row.gateway_id : null;
  }

  async function getPayment(transactionId: string): Promise<TProviderPayment | null> {
    const gatewayId = await gatewayIdOf(transactionId);
    if (!gatewayId) return null;
    const order = await readOrder(gatewayId);
    if (!order) return null;
    return paymentOfOrder(order);
  }

  return {
    name: NGENIUS_NAME,
    prefix: NGENIUS_PREFIX,
    async createPayment(input) {
      return openHostedPayment(deps, { name: NGENIUS_NAME, prefix: NGENIUS_PREFIX }, input, async (ref, returnUrl) => {
        const res = await api(
          'POST',
          ordersUrl,
          {
            action: 'PURCHASE',
            amount: { currencyCode: input.currency, value: input.amountFils },
            merchantOrderReference: ref,
            ...(input.email ? { emailAddress: input.email } : {}),
            language: 'en',
            merchantAttributes: { redirectUrl: returnUrl, cancelUrl: returnUrl, skipConfirmationPage: true },
          },
          false,
        );
        const order = res.json as TNgeniusOrder | undefined;
        if (res.status >= 400) throw gatewayRefused(NGENIUS_NAME, `the order was refused (${res.status})`);
        const href = order?._links?.payment?.href;
        if (
          (res.status !== 200 && res.status !== 201) ||
          typeof order?.reference !== 'string' ||
          typeof href !== 'string'
        )
          throw gatewayUnavailable(NGENIUS_NAME, `the order's answer is not readable (${res.status})`);
        return { gatewayId: order.reference, page: pageOf(href) };
      });
    },
    getPayment,
    async resumePayment(transactionId) {
      const payment = await getPayment(transactionId);
      if (payment?.status !== 'pending') return null;
      return { transactionId, paymentPageUrl: `${deps.publicUrl}${GATEWAY_PAGE_PATH}` };
    },
    async hostedPage(transactionId) {
      const page = await recordedHostedPage(deps.db, NGENIUS_NAME, transactionId);
      if (!page) return null;
      // A paid or declined order's page is not offered again; when N-Genius cannot be asked, its own page decides.
      const payment = await getPayment(transactionId).catch(() => undefined);
      return payment && payment.status !== 'pending' ? null : page;
    },
    async refund(transactionId, amountFils, refundKey = 'full') {
      await refundOnce(deps, NGENIUS_NAME, {
        transactionId,
        amountFils,
        refundKey,
        async send(gatewayId, amount) {
          const order = await readOrder(gatewayId);
          const payment = order ? paidPaymentOf(order) : null;
          if (!order || !payment) throw refundRefused();
          // Before settlement a PURCHASED payment offers only its reversal (`cnp:cancel`, a PUT without a body, the
          // whole amount: the official plugin's order); a part of it cannot be given back until it settles.
          const cancel = linkOf(payment, 'cnp:cancel');
          if (cancel && refundedOf(payment, order) === 0 && amount === minorUnitsToFils(payment.amount?.value)) {
            const res = await api('PUT', cancel, undefined, false);
            if (res.status >= 400) throw refundRefused();
            if ((res.json as TNgeniusPayment | undefined)?.state !== 'REVERSED') throw refundRefused();
            return null;
          }
          const link = refundLinkOf(payment);
          if (!link) throw refundRefused();
          const res = await api('POST', link, { amount: { currencyCode: 'AED', value: amount } }, false);
          if (res.status >= 400) throw refundRefused();
          const refunds = refundsOf(res.json as TNgeniusPayment);
          const last = refunds.at(-1);
          // REQUESTED: accepted, to be processed (the official plugin counts it as the refund just made).
          if (last && last.state !== 'SUCCESS' && last.state !== 'REQUESTED') throw refundRefused();
          return last?.reference ?? null;
        },
        async refundedAtGateway() {
          const gatewayId = await gatewayIdOf(transactionId);
          const order = gatewayId ? await readOrder(gatewayId) : null;
          const payment = order ? paidPaymentOf(order) : null;
          return order && payment ? refundedOf(payment, order) : null;
        },
      });
    },
    async readNotice(notice) {
      const name = config.webhookHeaderName?.toLowerCase();
      const expected = config.webhookHeaderValue;
      // Without the portal's header to check, no notice is believed: the return and the reconciler confirm.
      if (!name || !expected) return null;
      const given = notice.headers[name];
      if (typeof given !== 'string' || !sameText(given, expected)) return null;
      let body: { order?: TNgeniusOrder } | undefined;
      try {
        body = JSON.parse(notice.rawBody) as typeof body;
      } catch {
        return null;
      }
      const order = body?.order;
      const byGateway =
        typeof order?.reference === 'string'
          ? await findGatewayTransactionByGatewayId(deps.db, NGENIUS_NAME, order.reference)
          : undefined;
      const row =
        byGateway ??
        (typeof order?.merchantOrderReference === 'string'
          ? await findGatewayTransactionByReference(deps.db, NGENIUS_NAME, order.merchantOrderReference)
          : undefined);
      return row?.id ?? null;
    },
  };
}

/**
 * The payment page as a GET form: a form's own fields replace its action's query, so the link's query (the page's
 * `code`) travels as the form's fields.
 */
function pageOf(href: string): THostedPage {
  const url = new URL(href);
  const fields = Object.fromEntries(url.searchParams.entries());
  url.search = '';
  return { method: 'GET', url: url.toString(), fields };
}

function paymentsOf(order: TNgeniusOrder): TNgeniusPayment[] {
  const list = order._embedded?.payment;
  return Array.isArray(list) ? list.filter((p): p is TNgeniusPayment => typeof p === 'object' && p !== null) : [];
}

/** The payment that took the money, when one did (a payer may try again after a declined card). */
function paidPaymentOf(order: TNgeniusOrder): TNgeniusPayment | null {
  return (
    paymentsOf(order).find(
      (payment) =>
        STATES[String(payment.state)] === 'paid' || payment.state === 'REFUNDED' || isReversedPurchase(payment, order),
    ) ?? null
  );
}

/** A PURCHASE (captured at once) reversed before settlement: its money was taken and given back in full. */
function isReversedPurchase(payment: TNgeniusPayment, order: TNgeniusOrder): boolean {
  return payment.state === 'REVERSED' && order.action === 'PURCHASE';
}

function paymentOfOrder(order: TNgeniusOrder): TProviderPayment {
  const payment = paidPaymentOf(order) ?? paymentsOf(order)[0];
  if (!payment) throw gatewayUnavailable(NGENIUS_NAME, 'the order has no payment');
  const status = isReversedPurchase(payment, order) ? 'refunded' : STATES[String(payment.state)];
  const amount = payment.amount ?? order.amount;
  const amountFils = minorUnitsToFils(amount?.value);
  if (!status || amountFils === null || typeof amount?.currencyCode !== 'string') {
    // Never a guess: an unknown state stays pending here, for the reconciler to ask again.
    throw gatewayUnavailable(NGENIUS_NAME, `the payment's state is not readable (${String(payment.state)})`);
  }
  const refundedFils = refundedOf(payment, order);
  return {
    status,
    amountFils,
    currency: amount.currencyCode,
    // N-Genius lists every refund of the payment: what it gave back is always known, nothing listed is nothing.
    refundedFils,
  };
}

interface TRefundRecord {
  state: string;
  value: number;
  reference: string | null;
}

/** The refunds N-Genius lists under a payment (or under its capture, for a captured SALE). */
function refundsOf(payment: TNgeniusPayment | undefined): TRefundRecord[] {
  const embedded = payment?._embedded ?? {};
  const captures = Array.isArray(embedded['cnp:capture']) ? (embedded['cnp:capture'] as TNgeniusPayment[]) : [];
  const lists = [embedded['cnp:refund'], ...captures.map((capture) => capture?._embedded?.['cnp:refund'])];
  return lists.flatMap((list) =>
    (Array.isArray(list) ? list : []).map((entry: TNgeniusPayment) => {
      const self = entry?._links?.self?.href;
      return {
        state: String(entry?.state),
        value: minorUnitsToFils(entry?.amount?.value) ?? 0,
        reference: typeof self === 'string' ? (self.split('/').at(-1) ?? null) : null,
      };
    }),
  );
}

/** What N-Genius says it gave back: its refunds that succeeded, or the whole of a reversed PURCHASE. */
function refundedOf(payment: TNgeniusPayment, order: TNgeniusOrder): number {
  if (isReversedPurchase(payment, order)) return minorUnitsToFils((payment.amount ?? order.amount)?.value) ?? 0;
  return refundsOf(payment)
    .filter((refund) => refund.state === 'SUCCESS')
    .reduce((sum, refund) => sum + refund.value, 0);
}

function linkOf(payment: TNgeniusPayment, rel: string): string | null {
  const href = payment._links?.[rel]?.href;
  return typeof href === 'string' ? href : null;
}

function refundLinkOf(payment: TNgeniusPayment): string | null {
  const own = linkOf(payment, 'cnp:refund');
  if (own) return own;
  const captures = payment._embedded?.['cnp:capture'];
  const capture = Array.isArray(captures) ? (captures.at(-1) as TNgeniusPayment | undefined) : undefined;
  const ofCapture = capture?._links?.['cnp:refund']?.href;
  return typeof ofCapture === 'string' ? ofCapture : null;
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
