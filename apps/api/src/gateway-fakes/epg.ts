// The local fake of the Etisalat payment gateway (EPG, "Comtrust"), decision 082. It speaks EPG's REST interface
// as public integrations show it: one JSON POST to the API host per operation, the body `{ "<Operation>": {...} }`
// (Registration, Finalization, Refund) with the merchant's Customer, UserName and Password inside, the answer
// `{ "Transaction": { ResponseCode, ResponseDescription, ... } }` with HTTP 200 even for a refusal. Its hosted page
// takes the hidden field TransactionID by POST and sends the payer back by POSTing TransactionID to the ReturnPath.
// Response codes marked "fake" are this fake's choice where no public source names the real one (decision 082).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeText, FAKE_CARDS, fakePageLayout, type TFakeGateway, type TFakeGatewayOptions } from './fake-gateway.js';

export const EPG_CODES = {
  approved: '0',
  /** Accepted, settled later (an offline or bank-side payment): ask again. Documented (GiveWP plugin). */
  pendingSettlement: '210',
  /** The payer has not finished on the payment page yet: ask again (fake; one of the in-flight codes a public connector lists). */
  inFlight: '199',
  /** The card's bank refused (fake: the ISO 8583 "insufficient funds" code). */
  declined: '51',
  /** The payer cancelled on the payment page (fake: the ISO 8583 "customer cancellation" code). */
  cancelled: '17',
  /** Customer, UserName or Password wrong (fake). */
  authenticationFailed: '6001',
  /** A required field missing or malformed (fake). */
  invalidRequest: '6500',
  /** OrderID longer than 16 characters or not letters and digits (documented by a public connector). */
  invalidOrderId: '6515',
  /** OrderName longer than 25 characters (documented by a public connector). */
  orderNameTooLong: '6517',
  /** This OrderID was registered before (fake). */
  duplicateOrderId: '6520',
  /** ReturnPath longer than 256 characters (documented: the GiveWP plugin and GATEWAYS.md). */
  returnPathTooLong: '6560',
  /** No such TransactionID for this merchant (fake). */
  unknownTransaction: '6101',
  /** Finalization asked again of a transaction it already answered (fake: the real gateway may answer once). */
  alreadyFinalized: '6102',
  /** Refunds not enabled on this account by the bank (fake). */
  refundsNotEnabled: '6887',
  /** More asked back than is left captured (documented by a public connector: "Not enough captured amount"). */
  notEnoughCaptured: '6888',
} as const;

const DESCRIPTIONS: Record<string, string> = {
  [EPG_CODES.approved]: 'Request Processed Successfully',
  [EPG_CODES.pendingSettlement]: 'Transaction pending settlement',
  [EPG_CODES.inFlight]: 'Transaction in progress',
  [EPG_CODES.declined]: 'Declined by the card issuer',
  [EPG_CODES.cancelled]: 'Cancelled by the customer',
  [EPG_CODES.authenticationFailed]: 'Authentication failed',
  [EPG_CODES.invalidRequest]: 'Invalid request',
  [EPG_CODES.invalidOrderId]: 'OrderID length limit is 16 digits or it contains special characters',
  [EPG_CODES.orderNameTooLong]: 'OrderName length limit is 25 digits',
  [EPG_CODES.duplicateOrderId]: 'Duplicate OrderID',
  [EPG_CODES.returnPathTooLong]: 'ReturnPath length limit is 256 characters',
  [EPG_CODES.unknownTransaction]: 'Transaction not found',
  [EPG_CODES.alreadyFinalized]: 'Transaction already finalized',
  [EPG_CODES.refundsNotEnabled]: 'Refund is not enabled for this merchant',
  [EPG_CODES.notEnoughCaptured]: 'Not enough captured amount',
};

type TOperation = 'Registration' | 'Finalization' | 'Refund';
/** A test's next answer to one operation: too slow, a 5xx, the connection dropped, or a given response code. */
export type TEpgFault = 'slow' | 'error500' | 'drop' | { code: string };

export interface TEpgFakeTransaction {
  transactionId: string;
  orderId: string;
  orderName: string;
  amountFils: number;
  currency: string;
  returnPath: string;
  state: 'registered' | 'approved' | 'declined' | 'cancelled';
  /** Finalization gave its final answer (0, a decline, a cancellation): asked again, it answers alreadyFinalized. */
  isFinalized: boolean;
  finalizations: number;
  /** While set, Finalization of an approved payment answers 210 (pending settlement). */
  isHeldPending: boolean;
  /** The amount Finalization reports, when a test makes it lie. */
  reportedFils: number | null;
  refundedFils: number;
  cardLast4: string | null;
}

export interface TEpgFake extends TFakeGateway {
  credentials: { customer: string; userName: string; password: string };
  /** Every transaction, by EPG's TransactionID. */
  transactions: Map<string, TEpgFakeTransaction>;
  /** Every API request's body as it arrived (for tests that check what was sent). */
  requests: Array<{ operation: string; body: Record<string, unknown>; accept: string | undefined }>;
  /** The next call of `operation` fails this way (once). */
  failNext(operation: TOperation, fault: TEpgFault): void;
  /** Refunds not enabled on the account until set back to false. */
  refundsRefused: boolean;
  /** How long a 'slow' answer waits. */
  slowMs: number;
}

interface TEpgFakeOptions extends TFakeGatewayOptions {
  slowMs?: number;
  /** As an instance that answers only to this Accept header (an HTML error page otherwise). */
  onlyAccept?: string;
}

const MAX_BODY = 64 * 1024;

export async function startEpgFake(options: TEpgFakeOptions = {}): Promise<TEpgFake> {
  const credentials = {
    customer: 'RihlaFakeMerchant',
    userName: 'rihla_api',
    password: `fake-${crypto.randomBytes(12).toString('hex')}`,
  };
  const transactions = new Map<string, TEpgFakeTransaction>();
  const orderIds = new Set<string>();
  const faults = new Map<TOperation, TEpgFault>();
  const requests: TEpgFake['requests'] = [];
  let baseUrl = '';

  const answer = (res: http.ServerResponse, code: string, fields: Record<string, unknown> = {}) => {
    const body = JSON.stringify({
      Transaction: {
        ResponseCode: code,
        ResponseClass: code === EPG_CODES.approved ? '0' : code.length >= 4 ? '6' : '5',
        ResponseDescription: DESCRIPTIONS[code] ?? 'Error',
        ResponseClassDescription: code === EPG_CODES.approved ? 'Success' : 'Error',
        UniqueID: crypto.randomUUID(),
        ...fields,
      },
    });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  };

  const isAuthentic = (request: Record<string, unknown>) =>
    request.Customer === credentials.customer &&
    request.UserName === credentials.userName &&
    request.Password === credentials.password;

  const register = (res: http.ServerResponse, request: Record<string, unknown>) => {
    const text = (name: string) => (typeof request[name] === 'string' ? (request[name] as string) : '');
    const amountFils = decimalToFils(request.Amount);
    if (amountFils === null || amountFils <= 0 || text('Currency') === '' || text('ReturnPath') === '') {
      return answer(res, EPG_CODES.invalidRequest);
    }
    if (!/^[A-Za-z0-9]{1,16}$/.test(text('OrderID'))) return answer(res, EPG_CODES.invalidOrderId);
    if (text('OrderName').length > 25) return answer(res, EPG_CODES.orderNameTooLong);
    if (text('ReturnPath').length > 256) return answer(res, EPG_CODES.returnPathTooLong);
    if (orderIds.has(text('OrderID'))) return answer(res, EPG_CODES.duplicateOrderId);
    orderIds.add(text('OrderID'));
    const transactionId = String(100_000_000_000 + crypto.randomInt(899_999_999_999));
    transactions.set(transactionId, {
      transactionId,
      orderId: text('OrderID'),
      orderName: text('OrderName'),
      amountFils,
      currency: text('Currency'),
      returnPath: text('ReturnPath'),
      state: 'registered',
      isFinalized: false,
      finalizations: 0,
      isHeldPending: false,
      reportedFils: null,
      refundedFils: 0,
      cardLast4: null,
    });
    const paymentPage = `${baseUrl}/PaymentEx/MerchantPay/Payment`;
    return answer(res, EPG_CODES.approved, {
      TransactionID: transactionId,
      PaymentPage: paymentPage,
      PaymentPortal: paymentPage,
    });
  };

  const finalize = (res: http.ServerResponse, request: Record<string, unknown>) => {
    const txn = transactions.get(String(request.TransactionID ?? ''));
    if (!txn) return answer(res, EPG_CODES.unknownTransaction);
    txn.finalizations += 1;
    if (txn.isFinalized) return answer(res, EPG_CODES.alreadyFinalized, { TransactionID: txn.transactionId });
    if (txn.state === 'registered') return answer(res, EPG_CODES.inFlight, { TransactionID: txn.transactionId });
    if (txn.state === 'approved' && txn.isHeldPending) {
      return answer(res, EPG_CODES.pendingSettlement, { TransactionID: txn.transactionId });
    }
    txn.isFinalized = true;
    const reported = txn.reportedFils ?? txn.amountFils;
    const amount = { Value: filsToDecimal(reported), Printable: `${txn.currency} ${filsToDecimal(reported)}` };
    if (txn.state === 'declined')
      return answer(res, EPG_CODES.declined, { TransactionID: txn.transactionId, Amount: amount });
    if (txn.state === 'cancelled') return answer(res, EPG_CODES.cancelled, { TransactionID: txn.transactionId });
    return answer(res, EPG_CODES.approved, {
      TransactionID: txn.transactionId,
      OrderID: txn.orderId,
      Amount: amount,
      Currency: txn.currency,
      ApprovalCode: String(crypto.randomInt(100_000, 999_999)),
      CardNumber: `411111******${txn.cardLast4 ?? '1111'}`,
      CardBrand: 'VISA',
      CardType: 'Credit',
    });
  };

  const refund = (res: http.ServerResponse, request: Record<string, unknown>) => {
    const txn = transactions.get(String(request.TransactionID ?? ''));
    if (!txn) return answer(res, EPG_CODES.unknownTransaction);
    const amountFils = decimalToFils(request.Amount);
    if (amountFils === null || amountFils <= 0 || request.Currency !== txn.currency) {
      return answer(res, EPG_CODES.invalidRequest);
    }
    if (fake.refundsRefused) return answer(res, EPG_CODES.refundsNotEnabled);
    if (txn.state !== 'approved' || amountFils > txn.amountFils - txn.refundedFils) {
      return answer(res, EPG_CODES.notEnoughCaptured);
    }
    txn.refundedFils += amountFils;
    return answer(res, EPG_CODES.approved, {
      TransactionID: txn.transactionId,
      Amount: { Value: filsToDecimal(amountFils) },
    });
  };

  const api = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse((await readBody(req)).toString('utf8'));
    } catch {
      return answer(res, EPG_CODES.invalidRequest);
    }
    const [operation, request] = Object.entries((parsed ?? {}) as Record<string, unknown>)[0] ?? [];
    if (typeof request !== 'object' || request === null) return answer(res, EPG_CODES.invalidRequest);
    const body = request as Record<string, unknown>;
    requests.push({ operation: String(operation), body, accept: req.headers.accept });
    if (options.onlyAccept && req.headers.accept !== options.onlyAccept) {
      return res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Not Acceptable</body></html>');
    }
    const fault = faults.get(operation as TOperation);
    if (fault) {
      faults.delete(operation as TOperation);
      if (fault === 'drop') return req.socket.destroy();
      if (fault === 'error500') return res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Server Error</h1>');
      if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, fake.slowMs));
      else return answer(res, fault.code);
    }
    if (!isAuthentic(body)) return answer(res, EPG_CODES.authenticationFailed);
    if (operation === 'Registration') return register(res, body);
    if (operation === 'Finalization') return finalize(res, body);
    if (operation === 'Refund') return refund(res, body);
    return answer(res, EPG_CODES.invalidRequest);
  };

  /** The hosted payment page: the browser POSTs TransactionID here; the payer pays or cancels. */
  const paymentPage = async (req: http.IncomingMessage, res: http.ServerResponse, action: string) => {
    const form = new URLSearchParams((await readBody(req)).toString('utf8'));
    const txn = transactions.get(form.get('TransactionID') ?? '');
    if (!txn) return page(res, 404, 'Transaction not found', '<p class="error">This transaction is not known.</p>');
    if (txn.state !== 'registered') return sendBack(res, txn);
    if (action === 'cancel') {
      txn.state = 'cancelled';
      return sendBack(res, txn);
    }
    if (action === 'pay') {
      const card = (form.get('CardNumber') ?? '').replace(/\s+/g, '');
      if (card !== FAKE_CARDS.approve && card !== FAKE_CARDS.decline)
        return cardForm(res, txn, 'This card is not a test card.');
      txn.cardLast4 = card.slice(-4);
      txn.state = card === FAKE_CARDS.approve ? 'approved' : 'declined';
      return sendBack(res, txn);
    }
    return cardForm(res, txn, null);
  };

  const cardForm = (res: http.ServerResponse, txn: TEpgFakeTransaction, error: string | null) =>
    page(
      res,
      200,
      'Payment',
      `<p class="muted">${escapeText(credentials.customer)} · Order ${escapeText(txn.orderId)}</p>
<div class="amount">${escapeText(txn.currency)} ${filsToDecimal(txn.amountFils)}</div>
${error ? `<p class="error">${escapeText(error)}</p>` : ''}
<form method="post" action="${baseUrl}/PaymentEx/MerchantPay/Payment/Pay">
<input type="hidden" name="TransactionID" value="${escapeText(txn.transactionId)}">
<label for="card">Card number</label><input id="card" name="CardNumber" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="Expiry" value="12/30" required></div>
<div><label for="cvv">CVV</label><input id="cvv" name="CVV" value="123" required></div></div>
<label for="holder">Name on card</label><input id="holder" name="CardHolder" value="Test Payer">
<button type="submit">Pay ${escapeText(txn.currency)} ${filsToDecimal(txn.amountFils)}</button>
<button type="submit" class="secondary" formaction="${baseUrl}/PaymentEx/MerchantPay/Payment/Cancel" formnovalidate>Cancel</button>
</form>
<p class="muted">Test cards: ${FAKE_CARDS.approve} pays, ${FAKE_CARDS.decline} is declined.</p>`,
    );

  /** EPG sends the payer back by POSTing TransactionID to the ReturnPath the merchant registered. */
  const sendBack = (res: http.ServerResponse, txn: TEpgFakeTransaction) =>
    page(
      res,
      200,
      'Returning to the merchant',
      `<p>Returning to the merchant…</p>
<form id="return-form" method="post" action="${escapeText(txn.returnPath)}">
<input type="hidden" name="TransactionID" value="${escapeText(txn.transactionId)}">
<button type="submit">Return to the merchant</button></form>
<script>document.getElementById('return-form').submit();</script>`,
    );

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const handle = async () => {
      if (req.method === 'GET' && path === '/favicon.ico') return res.writeHead(204).end();
      if (req.method !== 'POST') return page(res, 405, 'Not allowed', '<p>POST only.</p>');
      if (path === '/' || path === '') return api(req, res);
      if (path === '/PaymentEx/MerchantPay/Payment') return paymentPage(req, res, 'show');
      if (path === '/PaymentEx/MerchantPay/Payment/Pay') return paymentPage(req, res, 'pay');
      if (path === '/PaymentEx/MerchantPay/Payment/Cancel') return paymentPage(req, res, 'cancel');
      return page(res, 404, 'Not found', '<p>Not found.</p>');
    };
    handle().catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: TEpgFake = {
    url: baseUrl,
    env: {
      PAYMENT_PROVIDER: 'epg',
      EPG_API_URL: baseUrl,
      EPG_CUSTOMER: credentials.customer,
      EPG_USERNAME: credentials.userName,
      EPG_PASSWORD: credentials.password,
      ...(options.onlyAccept ? { EPG_ACCEPT: options.onlyAccept } : {}),
    },
    credentials,
    transactions,
    requests,
    refundsRefused: false,
    slowMs: options.slowMs ?? 2_000,
    failNext(operation, fault) {
      faults.set(operation, fault);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

function page(res: http.ServerResponse, status: number, title: string, body: string) {
  res
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .end(fakePageLayout('Etisalat Payment Gateway', title, body));
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

// The fake imports nothing of the app: its own reading of EPG's decimal amounts.
function decimalToFils(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

function filsToDecimal(fils: number): string {
  return `${Math.trunc(fils / 100)}.${String(fils % 100).padStart(2, '0')}`;
}
