// The local fake of Telr (decision 084): its hosted payment page API (POST /gateway/order.json, form fields
// ivp_method=create|check), its hosted page (/gateway/process.html?o=REF, with a Cancel button as Telr's has), its
// remote API's refunds (POST /gateway/remote.xml, <remote><store><key><tran>...</tran></remote>) and its transaction
// advice service (a form POST signed with tran_check: SHA-1 over the secret and the documented fields joined with ':').
// Amounts are decimals in the order's currency; order status codes 1 pending, 2 authorised, 3 paid, -1 expired,
// -2 cancelled, -3 declined; transaction status letters A, H, D, E, C, X.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeText, FAKE_CARDS, fakePageLayout, type TFakeGateway, type TFakeGatewayOptions } from './fake-gateway.js';

export interface TTelrFakeOptions extends TFakeGatewayOptions {
  storeId?: string;
  authKey?: string;
  remoteKey?: string;
  /** The secret of the transaction advice service (set in Telr's merchant administration). */
  notifySecret?: string;
}

export type TTelrOrderStatusCode = 1 | 2 | 3 | -1 | -2 | -3;

export interface TTelrFakeOrder {
  ref: string;
  cartid: string;
  /** As sent: a decimal string. */
  amount: string;
  currency: string;
  test: string;
  description: string;
  returnAuth: string;
  returnDecl: string;
  returnCan: string;
  statusCode: TTelrOrderStatusCode;
  transaction: { ref: string; type: string; status: string; code: string; message: string } | null;
  /** Fils given back by remote refunds. */
  refundedFils: number;
  /** What check reports instead of the real amount (a test control). */
  misreportedAmount: string | null;
}

export interface TTelrFake extends TFakeGateway {
  orders: Map<string, TTelrFakeOrder>;
  /** Every API request's form (order.json) or XML fields (remote.xml), credentials included: for the tests' eyes. */
  requests: { path: string; fields: Record<string, string> }[];
  /** The next order.json answer: slow (past any time limit), a 5xx, or a documented error code. */
  failNext(kind: 'slow' | '5xx' | { error: string; note?: string }): void;
  /** Every order.json call answers 503 until told otherwise (Telr down or unreachable). */
  setDown(isDown: boolean): void;
  /** The next approved card is held for the bank's review (transaction H, order status 2). */
  holdNextPayment(): void;
  /** A held payment cleared by the review: authorised and captured (A, status 3). */
  releaseHold(cartid: string): void;
  /** The order ran out of time before it was paid (order status -1, transaction X). */
  expire(cartid: string): void;
  refuseRefunds(isRefused: boolean): void;
  misreportAmount(cartid: string, amount: string): void;
  byCart(cartid: string): TTelrFakeOrder | undefined;
  /** A transaction advice message about an order's payment as the service sends it (form body), signed with `secret`. */
  advice(cartid: string, secret?: string): string;
}

const SLOW_MS = 60_000;

/** The fields tran_check covers, in order, after the secret (docs.telr.com "Transaction advice"; decision 084). */
export const TELR_ADVICE_CHECK_FIELDS = [
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

export function telrAdviceCheck(secret: string, fields: Record<string, string>): string {
  const joined = [secret, ...TELR_ADVICE_CHECK_FIELDS.map((name) => fields[name] ?? '')].join(':');
  return createHash('sha1').update(joined, 'utf8').digest('hex');
}

export async function startTelrFake(options: TTelrFakeOptions = {}): Promise<TTelrFake> {
  const storeId = options.storeId ?? '15996';
  const authKey = options.authKey ?? 'fake-telr-auth-key';
  const remoteKey = options.remoteKey ?? 'fake-telr-remote-key';
  const notifySecret = options.notifySecret ?? 'fake-telr-advice-secret';
  const orders = new Map<string, TTelrFakeOrder>();
  const requests: TTelrFake['requests'] = [];
  let nextFailure: Parameters<TTelrFake['failNext']>[0] | null = null;
  let isNextHeld = false;
  let isDown = false;
  let areRefundsRefused = false;
  let baseUrl = '';
  const byCart = (cartid: string) => [...orders.values()].find((order) => order.cartid === cartid);

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', baseUrl);
    const body = await readBody(req);
    if (url.pathname === '/gateway/order.json' && req.method === 'POST') return orderApi(body, req, res);
    if (url.pathname === '/gateway/remote.xml' && req.method === 'POST') return remoteApi(body, res);
    if (url.pathname === '/gateway/process.html' && req.method === 'GET') return processPage(url, res);
    if (url.pathname === '/gateway/process.html' && req.method === 'POST') return processForm(body, res);
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  }

  async function orderApi(body: string, req: IncomingMessage, res: ServerResponse) {
    const fields = formOrJson(body, String(req.headers['content-type'] ?? ''));
    requests.push({ path: '/gateway/order.json', fields });
    const method = fields.ivp_method ?? '';
    if (isDown) return sendText(res, 503, 'text/html', '<html><body>Service unavailable</body></html>');
    const failure = nextFailure;
    nextFailure = null;
    if (failure === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS).unref());
    if (failure === '5xx') return sendText(res, 502, 'text/html', '<html><body>Bad gateway</body></html>');
    if (failure && typeof failure === 'object')
      return sendJson(res, { method, error: { ...failure, note: failure.note ?? '' } });
    if (fields.ivp_store !== storeId || fields.ivp_authkey !== authKey) {
      return sendJson(res, { method, error: { message: 'E01:Invalid store or authentication key', note: '' } });
    }
    if (method === 'create') return create(fields, res);
    if (method === 'check') return check(fields, res);
    return sendJson(res, { method, error: { message: 'E02:Invalid request method', note: '' } });
  }

  function create(fields: Record<string, string>, res: ServerResponse) {
    const required = ['ivp_amount', 'ivp_currency', 'ivp_cart', 'ivp_desc', 'ivp_test', 'return_auth'] as const;
    const missing = required.find((name) => !fields[name]);
    if (missing) return sendJson(res, { method: 'create', error: { message: `E03:Missing ${missing}`, note: '' } });
    if (!/^\d{1,12}(\.\d{1,2})?$/.test(fields.ivp_amount ?? '')) {
      return sendJson(res, {
        method: 'create',
        error: { message: 'E05:Transaction cost or currency not valid', note: '' },
      });
    }
    if (byCart(fields.ivp_cart ?? '')) {
      return sendJson(res, {
        method: 'create',
        error: { message: 'E56:Duplicate transaction', note: 'Cart ID must be unique' },
      });
    }
    const ref = randomBytes(32).toString('hex').toUpperCase();
    orders.set(ref, {
      ref,
      cartid: fields.ivp_cart ?? '',
      amount: fields.ivp_amount ?? '',
      currency: fields.ivp_currency ?? '',
      test: fields.ivp_test ?? '0',
      description: fields.ivp_desc ?? '',
      returnAuth: fields.return_auth ?? '',
      returnDecl: fields.return_decl || (fields.return_auth ?? ''),
      returnCan: fields.return_can || (fields.return_auth ?? ''),
      statusCode: 1,
      transaction: null,
      refundedFils: 0,
      misreportedAmount: null,
    });
    return sendJson(res, {
      method: 'create',
      trace: trace(),
      order: { ref, url: `${baseUrl}/gateway/process.html?o=${ref}` },
    });
  }

  function check(fields: Record<string, string>, res: ServerResponse) {
    const order = orders.get(fields.order_ref ?? '');
    if (!order) return sendJson(res, { method: 'check', error: { message: 'E06:Order not found', note: '' } });
    const statusText: Record<string, string> = {
      '1': 'Pending',
      '2': 'Authorised',
      '3': 'Paid',
      '-1': 'Expired',
      '-2': 'Cancelled',
      '-3': 'Declined',
    };
    return sendJson(res, {
      method: 'check',
      trace: trace(),
      order: {
        ref: order.ref,
        cartid: order.cartid,
        test: Number(order.test),
        amount: order.misreportedAmount ?? order.amount,
        currency: order.currency,
        description: order.description,
        status: { code: order.statusCode, text: statusText[String(order.statusCode)] },
        ...(order.transaction
          ? {
              transaction: {
                ref: order.transaction.ref,
                type: order.transaction.type,
                class: 'ECom',
                status: order.transaction.status,
                code: order.transaction.code,
                message: order.transaction.message,
              },
              paymethod: 'Card',
              card: { type: 'Visa Credit', last4: '1111', country: 'AE', first6: '411111' },
            }
          : {}),
      },
    });
  }

  function remoteApi(body: string, res: ServerResponse) {
    const fields = {
      store: xmlText(body, 'store'),
      key: xmlText(body, 'key'),
      type: xmlText(body, 'type'),
      class: xmlText(body, 'class'),
      amount: xmlText(body, 'amount'),
      currency: xmlText(body, 'currency'),
      ref: xmlText(body, 'ref'),
      test: xmlText(body, 'test'),
      cartid: xmlText(body, 'cartid'),
    };
    requests.push({ path: '/gateway/remote.xml', fields });
    const auth = (status: string, code: string, message: string, tranref = '000000000000') =>
      sendText(
        res,
        200,
        'text/xml;charset=UTF-8',
        `<?xml version="1.0" encoding="UTF-8"?>\n<remote><auth><status>${status}</status><code>${code}</code><message>${escapeText(message)}</message><tranref>${tranref}</tranref><cvv>X</cvv><avs>X</avs><trace>${trace()}</trace></auth></remote>\n`,
      );
    if (fields.store !== storeId || fields.key !== remoteKey) return auth('E', '01', 'Invalid authentication');
    if (fields.type !== 'refund') return auth('E', '03', 'Invalid transaction type');
    const order = [...orders.values()].find((candidate) => candidate.transaction?.ref === fields.ref);
    if (order?.statusCode !== 3) return auth('E', '22', 'Invalid transaction reference');
    const fils = decimalToFils(fields.amount);
    if (fils === null || fils <= 0 || fields.currency !== order.currency) {
      return auth('E', '05', 'Transaction cost or currency not valid');
    }
    if (areRefundsRefused) return auth('D', '31', 'Not authorised');
    const paid = decimalToFils(order.amount) ?? 0;
    if (order.refundedFils + fils > paid) return auth('E', '05', 'Transaction cost or currency not valid');
    order.refundedFils += fils;
    return auth('A', String(100000 + Math.floor(Math.random() * 900000)), 'Accepted', tranRef());
  }

  function processPage(url: URL, res: ServerResponse) {
    const order = orders.get(url.searchParams.get('o') ?? '');
    if (!order)
      return sendText(
        res,
        404,
        'text/html; charset=utf-8',
        fakePageLayout('Telr', 'Payment', '<p class="error">This order was not found.</p>'),
      );
    if (order.statusCode !== 1) {
      return sendText(
        res,
        200,
        'text/html; charset=utf-8',
        fakePageLayout('Telr', 'Payment', '<p class="error">This order can no longer be paid.</p>'),
      );
    }
    const body = `<p class="muted">${escapeText(order.description)}</p>
<div class="amount">${escapeText(order.currency)} ${escapeText(order.amount)}</div>
${order.test === '1' ? '<p class="muted">Test mode: no money moves.</p>' : ''}
<form method="post" action="/gateway/process.html">
<input type="hidden" name="o" value="${escapeText(order.ref)}">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="${FAKE_CARDS.approve}" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" placeholder="12/30" required></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" placeholder="123" required></div></div>
<button type="submit" name="action" value="pay">Pay now</button>
</form>
<form method="post" action="/gateway/process.html"><input type="hidden" name="o" value="${escapeText(order.ref)}">
<button type="submit" name="action" value="cancel" class="secondary">Cancel</button></form>
<p class="muted">Test cards: ${FAKE_CARDS.approve} approves, ${FAKE_CARDS.decline} is declined.</p>`;
    return sendText(res, 200, 'text/html; charset=utf-8', fakePageLayout('Telr', 'Secure payment', body));
  }

  function processForm(body: string, res: ServerResponse) {
    const form = Object.fromEntries(new URLSearchParams(body));
    const order = orders.get(form.o ?? '');
    if (order?.statusCode !== 1) return sendText(res, 409, 'text/plain', 'This order can no longer be paid');
    let back: string;
    if (form.action === 'cancel') {
      order.statusCode = -2;
      order.transaction = null;
      back = order.returnCan;
    } else if ((form.card ?? '').replace(/\s+/g, '') === FAKE_CARDS.approve) {
      if (isNextHeld) {
        isNextHeld = false;
        order.statusCode = 2;
        order.transaction = { ref: tranRef(), type: 'sale', status: 'H', code: '000001', message: 'Held for review' };
      } else {
        order.statusCode = 3;
        order.transaction = { ref: tranRef(), type: 'sale', status: 'A', code: '911424', message: 'Authorised' };
      }
      back = order.returnAuth;
    } else {
      order.statusCode = -3;
      order.transaction = { ref: tranRef(), type: 'sale', status: 'D', code: '31', message: 'Not authorised' };
      back = order.returnDecl;
    }
    if (options.notifyUrl && order.transaction) void sendAdvice(order);
    res.writeHead(303, { location: back, 'cache-control': 'no-store' });
    res.end();
  }

  function adviceOf(order: TTelrFakeOrder, secret: string): string {
    const fields: Record<string, string> = {
      tran_store: storeId,
      tran_type: '1', // a sale
      tran_class: 'ecom',
      tran_test: order.test,
      tran_ref: order.transaction?.ref ?? '',
      tran_prevref: '',
      tran_firstref: order.transaction?.ref ?? '',
      tran_currency: order.currency,
      tran_amount: order.amount,
      tran_cartid: order.cartid,
      tran_desc: order.description,
      tran_status: order.transaction?.status ?? '',
      tran_authcode: order.transaction?.code ?? '',
      tran_authmessage: order.transaction?.message ?? '',
    };
    // Telr's own WooCommerce and PrestaShop plugins read the letter as `tran_authstatus` (decision 088); it is not
    // among the fields tran_check covers, so it travels beside them.
    const authStatus = order.transaction?.status ?? '';
    return new URLSearchParams({
      ...fields,
      tran_authstatus: authStatus,
      tran_check: telrAdviceCheck(secret, fields),
    }).toString();
  }

  async function sendAdvice(order: TTelrFakeOrder) {
    try {
      await fetch(options.notifyUrl ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: adviceOf(order, notifySecret),
        signal: AbortSignal.timeout(5_000),
      });
    } catch {
      // The advice service tries again later at a real Telr; the fake gives up (the shop's reconciler confirms).
    }
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    env: {
      PAYMENT_PROVIDER: 'telr',
      TELR_API_URL: baseUrl,
      TELR_STORE_ID: storeId,
      TELR_AUTH_KEY: authKey,
      TELR_TEST_MODE: '1',
      TELR_REMOTE_KEY: remoteKey,
      TELR_NOTIFY_SECRET: notifySecret,
    },
    orders,
    requests,
    failNext(kind) {
      nextFailure = kind;
    },
    setDown(value) {
      isDown = value;
    },
    holdNextPayment() {
      isNextHeld = true;
    },
    releaseHold(cartid) {
      const order = byCart(cartid);
      if (order?.transaction?.status !== 'H') throw new Error(`no held payment for ${cartid}`);
      order.statusCode = 3;
      order.transaction = { ...order.transaction, status: 'A', message: 'Authorised' };
    },
    expire(cartid) {
      const order = byCart(cartid);
      if (!order) throw new Error(`no order for ${cartid}`);
      order.statusCode = -1;
      // A held authorisation that was never released expires with it (transaction status X).
      order.transaction = order.transaction
        ? { ...order.transaction, status: 'X', code: '53', message: 'Authorisation expired' }
        : null;
    },
    refuseRefunds(isRefused) {
      areRefundsRefused = isRefused;
    },
    misreportAmount(cartid, amount) {
      const order = byCart(cartid);
      if (!order) throw new Error(`no order for ${cartid}`);
      order.misreportedAmount = amount;
    },
    byCart,
    advice(cartid, secret = notifySecret) {
      const order = byCart(cartid);
      if (!order) throw new Error(`no order for ${cartid}`);
      return adviceOf(order, secret);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** order.json takes a form (as the integrations send it) or JSON with the same field names. */
function formOrJson(body: string, contentType: string): Record<string, string> {
  if (contentType.includes('json')) {
    try {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(body));
}

function xmlText(xml: string, tag: string): string {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return (match?.[1] ?? '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&')
    .trim();
}

function decimalToFils(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

function sendJson(res: ServerResponse, value: unknown) {
  sendText(res, 200, 'application/json', JSON.stringify(value));
}

function sendText(res: ServerResponse, status: number, type: string, text: string) {
  res.writeHead(status, { 'content-type': type });
  res.end(text);
}

function trace(): string {
  return `4000/${Math.floor(Math.random() * 90000) + 10000}/${randomBytes(4).toString('hex')}`;
}

function tranRef(): string {
  return String(Math.floor(Math.random() * 9e11) + 1e11);
}
