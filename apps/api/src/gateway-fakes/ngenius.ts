// The local fake of Network International's N-Genius Online (issue 35, decision 083): the identity service's access
// token (POST /identity/auth/access-token, Basic API key, application/vnd.ni-identity.v1+json, a 5-minute bearer
// token), orders (POST/GET /transactions/outlets/{outlet}/orders[/{ref}], application/vnd.ni-payment.v2+json), the
// hosted payment page at the order's `_links.payment.href` (a card form with FAKE_CARDS and a Cancel link to the
// order's cancelUrl; back to redirectUrl with ?ref=<order reference>), a PURCHASED payment's reversal before
// settlement (`cnp:cancel`, PUT without a body: the whole amount, the payment then REVERSED) and its refunds after
// settlement (`cnp:refund`, decision 088), and webhooks (a JSON POST carrying the header name and value set in the
// portal). It speaks the protocol as decisions 083 and 088 record it; it imports nothing of the app.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeText, FAKE_CARDS, fakePageLayout, type TFakeGateway, type TFakeGatewayOptions } from './fake-gateway.js';

export const NGENIUS_FAKE_CREDENTIALS = {
  apiKey: 'ZmFrZS1zZXJ2aWNlLWFjY291bnQ6ZmFrZS1zZWNyZXQ=',
  outletRef: 'f1e2d3c4-0000-4000-8000-0000000000a1',
  webhookHeaderName: 'X-Rihla-Webhook',
  webhookHeaderValue: 'fake-webhook-shared-value',
} as const;

const IDENTITY_TYPE = 'application/vnd.ni-identity.v1+json';
const PAYMENT_TYPE = 'application/vnd.ni-payment.v2+json';
const TOKEN_SECONDS = 300;

export type TNgeniusPaymentState =
  | 'STARTED'
  | 'AWAIT_3DS'
  | 'PURCHASED'
  | 'FAILED'
  | 'PARTIALLY_REFUNDED'
  | 'REFUNDED'
  | 'REVERSED'
  | (string & {});

interface TFakeRefund {
  reference: string;
  state: 'SUCCESS' | 'FAILURE';
  value: number;
  createdAt: string;
}

export interface TFakeNgeniusOrder {
  reference: string;
  paymentReference: string;
  merchantOrderReference: string | null;
  action: string;
  currencyCode: string;
  value: number;
  emailAddress: string | null;
  redirectUrl: string;
  cancelUrl: string | null;
  code: string;
  state: TNgeniusPaymentState;
  /** Settled by the acquirer (overnight at N-Genius): refunds are offered only then, a reversal only before. */
  isSettled: boolean;
  refunds: TFakeRefund[];
  createdAt: string;
  /** What the fake reports instead of the real amount (a test control). */
  reportedValue: number | null;
}

/** One scripted answer of the next call of a kind, instead of the real one. */
export type TNgeniusScripted = { status: number; body?: unknown } | { delayMs: number };
export type TNgeniusCallKind = 'token' | 'create' | 'status' | 'refund' | 'cancel';

export interface TNgeniusFake extends TFakeGateway {
  /** Every order by its N-Genius reference. */
  readonly orders: Map<string, TFakeNgeniusOrder>;
  /** How many access tokens the fake has issued. */
  tokensIssued: number;
  /** Every API call's method, path and Authorization scheme (never the credential itself is needed by a test). */
  readonly calls: { method: string; path: string; authorization: string }[];
  /** The next call of this kind answers so (a 5xx, a 4xx with a body, or a delay past the shop's time limit). */
  script(kind: TNgeniusCallKind, answer: TNgeniusScripted): void;
  /** Every token issued so far stops working at once (as after its 5 minutes): the next call gets a 401. */
  expireTokens(): void;
  /** Refunds are refused (422, as the gateway refuses a refund it will not make). */
  refuseRefunds: boolean;
  orderByMerchantReference(reference: string): TFakeNgeniusOrder | undefined;
  /** The acquirer settles an order's payment (as N-Genius does overnight): from now on it is refunded, not reversed. */
  settle(orderReference: string): void;
  /** The webhook N-Genius would post about an order: its JSON and the header set in the portal. */
  webhookFor(orderReference: string, headerValue?: string): { headers: Record<string, string>; payload: string };
}

export interface TNgeniusFakeOptions extends TFakeGatewayOptions {
  apiKey?: string;
  outletRef?: string;
  webhookHeaderName?: string;
  webhookHeaderValue?: string;
  /** A paid order settles this long after it is paid (the CLI's minute); never when absent: a test calls settle(). */
  settleAfterMs?: number;
}

export async function startNgeniusFake(options: TNgeniusFakeOptions = {}): Promise<TNgeniusFake> {
  const apiKey = options.apiKey ?? NGENIUS_FAKE_CREDENTIALS.apiKey;
  const outletRef = options.outletRef ?? NGENIUS_FAKE_CREDENTIALS.outletRef;
  const headerName = options.webhookHeaderName ?? NGENIUS_FAKE_CREDENTIALS.webhookHeaderName;
  const headerValue = options.webhookHeaderValue ?? NGENIUS_FAKE_CREDENTIALS.webhookHeaderValue;
  const orders = new Map<string, TFakeNgeniusOrder>();
  const tokens = new Map<string, number>();
  const scripted = new Map<TNgeniusCallKind, TNgeniusScripted[]>();
  let base = '';

  const fake: TNgeniusFake = {
    url: '',
    env: {},
    orders,
    tokensIssued: 0,
    calls: [],
    refuseRefunds: false,
    script(kind, answer) {
      scripted.set(kind, [...(scripted.get(kind) ?? []), answer]);
    },
    expireTokens() {
      tokens.clear();
    },
    orderByMerchantReference(reference) {
      return [...orders.values()].find((order) => order.merchantOrderReference === reference);
    },
    settle(orderReference) {
      const order = orders.get(orderReference);
      if (!order) throw new Error(`no order ${orderReference}`);
      order.isSettled = true;
    },
    webhookFor(orderReference, value = headerValue) {
      const order = orders.get(orderReference);
      if (!order) throw new Error(`no order ${orderReference}`);
      return {
        headers: { 'content-type': 'application/json', [headerName.toLowerCase()]: value },
        payload: JSON.stringify({ eventId: randomUUID(), eventName: order.state, order: orderJson(order) }),
      };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const orderPath = (order: TFakeNgeniusOrder) => `${base}/transactions/outlets/${outletRef}/orders/${order.reference}`;

  function paymentJson(order: TFakeNgeniusOrder) {
    const self = `${orderPath(order)}/payments/${order.paymentReference}`;
    const isPurchased = order.state === 'PURCHASED' || order.state === 'PARTIALLY_REFUNDED';
    const refundable = isPurchased && order.isSettled;
    const reversible = order.state === 'PURCHASED' && !order.isSettled;
    return {
      _id: `urn:payment:${order.paymentReference}`,
      _links: {
        self: { href: self },
        ...(order.state === 'STARTED' ? { 'payment:card': { href: `${self}/card` } } : {}),
        ...(refundable ? { 'cnp:refund': { href: `${self}/refund` } } : {}),
        ...(reversible ? { 'cnp:cancel': { href: `${self}/cancel` } } : {}),
        curies: [{ name: 'cnp', href: `${base}/docs/rels/{rel}`, templated: true }],
      },
      reference: order.paymentReference,
      state: order.state,
      amount: { currencyCode: order.currencyCode, value: order.reportedValue ?? order.value },
      updateDateTime: new Date().toISOString(),
      outletId: outletRef,
      orderReference: order.reference,
      merchantOrderReference: order.merchantOrderReference ?? undefined,
      ...(order.refunds.length > 0
        ? {
            _embedded: {
              'cnp:refund': order.refunds.map((refund) => ({
                _links: { self: { href: `${self}/refund/${refund.reference}` } },
                type: 'REFUND',
                state: refund.state,
                amount: { currencyCode: order.currencyCode, value: refund.value },
                createdTime: refund.createdAt,
              })),
            },
          }
        : {}),
    };
  }

  function orderJson(order: TFakeNgeniusOrder) {
    return {
      _id: `urn:order:${order.reference}`,
      _links: {
        self: { href: orderPath(order) },
        'cnp:payment-link': { href: `${orderPath(order)}/payment-link` },
        payment: { href: `${base}/paypage?code=${order.code}` },
        curies: [{ name: 'cnp', href: `${base}/docs/rels/{rel}`, templated: true }],
      },
      type: 'SINGLE_REQUEST',
      merchantDefinedData: {},
      action: order.action,
      amount: { currencyCode: order.currencyCode, value: order.reportedValue ?? order.value },
      language: 'en',
      merchantAttributes: {
        redirectUrl: order.redirectUrl,
        ...(order.cancelUrl ? { cancelUrl: order.cancelUrl } : {}),
      },
      emailAddress: order.emailAddress ?? '',
      reference: order.reference,
      outletId: outletRef,
      createDateTime: order.createdAt,
      paymentMethods: { card: ['VISA', 'MASTERCARD'] },
      ...(order.merchantOrderReference ? { merchantOrderReference: order.merchantOrderReference } : {}),
      formattedAmount: `AED ${(order.value / 100).toFixed(2)}`,
      _embedded: { payment: [paymentJson(order)] },
    };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        if (!res.headersSent) send(res, 500, { message: String(error) });
      });
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    const url = new URL(req.url ?? '/', base);
    const method = req.method ?? 'GET';
    const path = url.pathname;
    if (path === '/paypage' && method === 'GET') return payPage(res, url.searchParams.get('code') ?? '');
    if (path === '/paypage/pay' && method === 'POST') return pay(res, new URLSearchParams(body));
    fake.calls.push({ method, path, authorization: String(req.headers.authorization ?? '').split(' ')[0] ?? '' });

    if (path === '/identity/auth/access-token' && method === 'POST') {
      if (await scriptedAnswer('token', res)) return;
      if (req.headers.authorization !== `Basic ${apiKey}`)
        return send(res, 401, error(401, 'Unauthorized', 'Bad credentials'));
      if (!String(req.headers['content-type'] ?? '').startsWith(IDENTITY_TYPE))
        return send(res, 415, error(415, 'Unsupported Media Type', 'Unsupported media type'));
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
      fake.tokensIssued += 1;
      return send(
        res,
        200,
        { access_token: token, expires_in: TOKEN_SECONDS, refresh_expires_in: 1800, token_type: 'bearer' },
        IDENTITY_TYPE,
      );
    }

    const ordersPath = `/transactions/outlets/${outletRef}/orders`;
    if (!path.startsWith(ordersPath)) return send(res, 404, error(404, 'Not Found', 'Not found'));
    const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';
    const expires = tokens.get(bearer);
    const kind: TNgeniusCallKind =
      method === 'POST' && path === ordersPath
        ? 'create'
        : path.endsWith('/refund')
          ? 'refund'
          : path.endsWith('/cancel')
            ? 'cancel'
            : 'status';
    if (await scriptedAnswer(kind, res)) return;
    if (!expires || expires < Date.now()) return send(res, 401, error(401, 'Unauthorized', 'Access token is invalid'));

    if (method === 'POST' && path === ordersPath) {
      if (!String(req.headers['content-type'] ?? '').startsWith(PAYMENT_TYPE))
        return send(res, 415, error(415, 'Unsupported Media Type', 'Unsupported media type'));
      return createOrder(res, body);
    }
    const match = /^\/([0-9a-f-]{36})(?:\/payments\/([0-9a-f-]{36})\/(refund|cancel))?$/.exec(
      path.slice(ordersPath.length),
    );
    const order = match?.[1] ? orders.get(match[1]) : undefined;
    if (!match || !order) return send(res, 404, error(404, 'Not Found', 'Order not found'));
    if (method === 'GET' && !match[2]) return send(res, 200, orderJson(order));
    const isPayment = match[2] === order.paymentReference;
    if (method === 'POST' && isPayment && match[3] === 'refund') return refund(res, order, body);
    if (method === 'PUT' && isPayment && match[3] === 'cancel') return reverse(res, order);
    return send(res, 405, error(405, 'Method Not Allowed', 'Method not allowed'));
  }

  async function scriptedAnswer(kind: TNgeniusCallKind, res: http.ServerResponse): Promise<boolean> {
    const next = scripted.get(kind)?.shift();
    if (!next) return false;
    if ('delayMs' in next) {
      await new Promise((resolve) => setTimeout(resolve, next.delayMs));
      return false;
    }
    send(res, next.status, next.body ?? error(next.status, 'Scripted', 'Scripted answer'));
    return true;
  }

  function createOrder(res: http.ServerResponse, body: string) {
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return send(res, 400, error(400, 'Bad Request', 'Malformed JSON'));
    }
    const amount = input.amount as { currencyCode?: unknown; value?: unknown } | undefined;
    const attributes = input.merchantAttributes as { redirectUrl?: unknown; cancelUrl?: unknown } | undefined;
    const problems: string[] = [];
    if (!['AUTH', 'SALE', 'PURCHASE'].includes(String(input.action))) problems.push('action');
    if (amount?.currencyCode !== 'AED') problems.push('amount.currencyCode');
    if (typeof amount?.value !== 'number' || !Number.isSafeInteger(amount.value) || amount.value <= 0)
      problems.push('amount.value');
    if (typeof attributes?.redirectUrl !== 'string' || !/^https?:\/\//.test(attributes.redirectUrl))
      problems.push('merchantAttributes.redirectUrl');
    if (problems.length > 0)
      return send(res, 400, {
        message: 'Bad Request',
        code: 400,
        errors: problems.map((field) => ({
          message: `${field} is invalid`,
          localizedMessage: `${field} is invalid`,
          errorCode: 'invalidRequest',
          domain: 'payment',
        })),
      });
    const reference = randomUUID();
    const order: TFakeNgeniusOrder = {
      reference,
      paymentReference: randomUUID(),
      merchantOrderReference: typeof input.merchantOrderReference === 'string' ? input.merchantOrderReference : null,
      action: String(input.action),
      currencyCode: 'AED',
      value: amount?.value as number,
      emailAddress: typeof input.emailAddress === 'string' ? input.emailAddress : null,
      redirectUrl: attributes?.redirectUrl as string,
      cancelUrl: typeof attributes?.cancelUrl === 'string' ? attributes.cancelUrl : null,
      code: randomBytes(12).toString('hex'),
      state: 'STARTED',
      isSettled: false,
      refunds: [],
      createdAt: new Date().toISOString(),
      reportedValue: null,
    };
    orders.set(reference, order);
    return send(res, 201, orderJson(order));
  }

  function refund(res: http.ServerResponse, order: TFakeNgeniusOrder, body: string) {
    let input: { amount?: { currencyCode?: unknown; value?: unknown } };
    try {
      input = JSON.parse(body) as typeof input;
    } catch {
      return send(res, 400, error(400, 'Bad Request', 'Malformed JSON'));
    }
    const value = input.amount?.value;
    const refunded = order.refunds.filter((r) => r.state === 'SUCCESS').reduce((sum, r) => sum + r.value, 0);
    if ((order.state !== 'PURCHASED' && order.state !== 'PARTIALLY_REFUNDED') || !order.isSettled)
      return send(res, 409, error(409, 'Conflict', 'The payment cannot be refunded in its state'));
    if (input.amount?.currencyCode !== order.currencyCode || typeof value !== 'number' || !Number.isSafeInteger(value))
      return send(res, 400, error(400, 'Bad Request', 'amount is invalid'));
    if (value <= 0 || value > order.value - refunded)
      return send(res, 422, error(422, 'Unprocessable Entity', 'The refund amount exceeds what is left'));
    if (fake.refuseRefunds)
      return send(res, 422, error(422, 'Unprocessable Entity', 'Refund declined by the acquirer'));
    order.refunds.push({ reference: randomUUID(), state: 'SUCCESS', value, createdAt: new Date().toISOString() });
    order.state = refunded + value === order.value ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    notify(order);
    return send(res, 201, paymentJson(order));
  }

  /** The reversal of a PURCHASED payment not yet settled: the whole amount, no body (the docs' authorisation reversal). */
  function reverse(res: http.ServerResponse, order: TFakeNgeniusOrder) {
    if (order.state !== 'PURCHASED' || order.isSettled)
      return send(res, 409, error(409, 'Conflict', 'The payment cannot be reversed in its state'));
    if (fake.refuseRefunds)
      return send(res, 422, error(422, 'Unprocessable Entity', 'Reversal declined by the acquirer'));
    order.state = 'REVERSED';
    notify(order);
    return send(res, 200, paymentJson(order));
  }

  function payPage(res: http.ServerResponse, code: string) {
    const order = [...orders.values()].find((candidate) => candidate.code === code);
    if (!order)
      return sendHtml(res, 404, fakePageLayout('N-Genius', 'Not found', '<p>This payment link is not valid.</p>'));
    if (order.state !== 'STARTED')
      return sendHtml(res, 200, fakePageLayout('N-Genius', 'Done', '<p>This order has already been processed.</p>'));
    const cancel = order.cancelUrl
      ? `<a class="muted" id="cancel" href="${escapeText(order.cancelUrl)}">Cancel and return to the merchant</a>`
      : '';
    return sendHtml(
      res,
      200,
      fakePageLayout(
        'N-Genius',
        'Pay by card',
        `<p class="muted">Pay the merchant</p><div class="amount">AED ${(order.value / 100).toFixed(2)}</div>
<form method="post" action="/paypage/pay"><input type="hidden" name="code" value="${escapeText(order.code)}">
<label for="pan">Card number</label><input id="pan" name="pan" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" placeholder="12/30" required></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" required></div></div>
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name">
<button type="submit">Pay now</button></form>
<p class="muted">Test cards: ${FAKE_CARDS.approve} (approved), ${FAKE_CARDS.decline} (declined).</p>${cancel}`,
      ),
    );
  }

  function pay(res: http.ServerResponse, form: URLSearchParams) {
    const order = [...orders.values()].find((candidate) => candidate.code === form.get('code'));
    if (order?.state !== 'STARTED')
      return sendHtml(res, 409, fakePageLayout('N-Genius', 'Done', '<p>This order has already been processed.</p>'));
    const pan = (form.get('pan') ?? '').replace(/\s+/g, '');
    order.state = pan === FAKE_CARDS.approve ? 'PURCHASED' : 'FAILED';
    if (order.state === 'PURCHASED' && options.settleAfterMs !== undefined) {
      setTimeout(() => {
        order.isSettled = true;
      }, options.settleAfterMs).unref();
    }
    notify(order);
    const back = new URL(order.redirectUrl);
    back.searchParams.set('ref', order.reference);
    res.writeHead(303, { location: back.toString(), 'cache-control': 'no-store' });
    res.end();
  }

  function notify(order: TFakeNgeniusOrder) {
    if (!options.notifyUrl) return;
    const hook = fake.webhookFor(order.reference);
    void fetch(options.notifyUrl, { method: 'POST', headers: hook.headers, body: hook.payload }).catch(() => undefined);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = base;
  fake.env = {
    PAYMENT_PROVIDER: 'ngenius',
    NGENIUS_API_URL: base,
    NGENIUS_API_KEY: apiKey,
    NGENIUS_OUTLET_REF: outletRef,
    NGENIUS_WEBHOOK_HEADER_NAME: headerName,
    NGENIUS_WEBHOOK_HEADER_VALUE: headerValue,
  };
  return fake;
}

function error(code: number, message: string, detail: string) {
  return {
    message,
    code,
    errors: [{ message: detail, localizedMessage: detail, errorCode: message.replace(/\s+/g, ''), domain: 'payment' }],
  };
}

function send(res: http.ServerResponse, status: number, body: unknown, type = PAYMENT_TYPE) {
  res.writeHead(status, { 'content-type': status < 300 ? type : 'application/json' });
  res.end(JSON.stringify(body));
}

function sendHtml(res: http.ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}
