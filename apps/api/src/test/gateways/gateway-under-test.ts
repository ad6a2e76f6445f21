// The payment gateways' conformance suite's harness (issue 35, decision 078): what a gateway under test must let the
// suite do, as a shopper's browser and as the gateway itself would, and the sandbox's own implementation. Each real
// gateway's (epg.ts, ngenius.ts, telr.ts) drives its local fake, which speaks that gateway's documented protocol.
import { expect } from 'vitest';
import { buildSandboxCallback } from '../../modules/payments/sandbox-callback.js';
import { SANDBOX_CARDS } from '../../modules/payments/sandbox-provider.js';
import { TEST_PUBLIC_URL, type TTestApp } from '../harness.js';
import { payOnSandbox } from '../shopping.js';

/** What the browser does next: the request it makes to this shop once the gateway's page is done with it. */
export interface TBrowserReturn {
  method: 'GET' | 'POST';
  /** An absolute URL on the shop's PUBLIC_URL. */
  url: string;
  /** A POSTed form (EPG posts TransactionID back). */
  form?: Record<string, string>;
}

/** A request as the gateway (or a forger) sends it to the shop's notice address. */
export interface TNoticeRequest {
  url: string;
  headers: Record<string, string>;
  payload: string;
}

export type TGatewayRecordStatus = 'pending' | 'paid' | 'declined' | 'cancelled' | 'refunded';

export interface TRunningGateway {
  /** The environment that points the app at this gateway (PAYMENT_PROVIDER and its credentials). */
  env: Record<string, string>;
  /**
   * As the shopper's browser: from the shop's payment page through the gateway's hosted page, paying with an
   * approving or a declining test card, or cancelling there. Answers the request the browser would then make to the
   * shop (not made: the suite decides whether it arrives).
   */
  payAsBrowser(
    t: TTestApp,
    payment: { transactionId: string; paymentPage: string },
    outcome: 'approve' | 'decline' | 'cancel',
  ): Promise<TBrowserReturn>;
  /** A genuine server-to-server notice about a transaction; null for a gateway that sends none (EPG). */
  notice(t: TTestApp, transactionId: string): Promise<TNoticeRequest | null>;
  /** The same notice as a forger would make it (a wrong signature or shared header); null when there is none. */
  forgedNotice(t: TTestApp, transactionId: string): Promise<TNoticeRequest | null>;
  /** The gateway's own record of a transaction, as its merchant portal would show it. */
  record(
    t: TTestApp,
    transactionId: string,
  ): Promise<{ status: TGatewayRecordStatus; amountFils: number; refundedFils: number }>;
  /**
   * The acquirer settles a paid transaction (overnight at a real gateway): a gateway that refunds only settled
   * payments (N-Genius: before, it only reverses the whole) refunds in part from now on.
   */
  settle?(t: TTestApp, transactionId: string): Promise<void>;
  /** From now on the gateway reports this transaction with another amount (a tampered or mistaken record). */
  misreportAmount?(t: TTestApp, transactionId: string, amountFils: number): Promise<void>;
  close(): Promise<void>;
}

export interface TGatewayUnderTest {
  name: string;
  start(): Promise<TRunningGateway>;
}

/** Makes the browser's request to the shop (the return address), as the browser would; answers the response. */
export async function followReturn(t: TTestApp, ret: TBrowserReturn) {
  expect(ret.url.startsWith(TEST_PUBLIC_URL), ret.url).toBe(true);
  const url = ret.url.slice(TEST_PUBLIC_URL.length) || '/';
  if (!url.startsWith('/api/')) return null; // the web app's own page: nothing reaches the server until it calls
  return t.app.inject({
    method: ret.method,
    url,
    ...(ret.form
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(ret.form).toString(),
        }
      : {}),
  });
}

/** Sends a notice to the shop as the gateway's server would. */
export async function sendNotice(t: TTestApp, notice: TNoticeRequest) {
  const url = notice.url.startsWith(TEST_PUBLIC_URL) ? notice.url.slice(TEST_PUBLIC_URL.length) : notice.url;
  return t.app.inject({ method: 'POST', url, headers: notice.headers, payload: notice.payload });
}

/**
 * The shop's own payment page for a real gateway (/api/payments/go, posted to by the web app's /gateway page): the
 * form it submits at the top level to the gateway's hosted page.
 */
export async function gatewayFormOf(t: TTestApp, payment: { transactionId: string; paymentPage: string }) {
  const path = payment.paymentPage.slice(TEST_PUBLIC_URL.length);
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ TransactionID: payment.transactionId }).toString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const form = /<form id="gateway-form" method="(get|post)" action="([^"]+)" target="_top">/.exec(res.body);
  if (!form) throw new Error(`no gateway form in: ${res.body}`);
  const fields = hiddenFieldsOf(res.body);
  return {
    method: (form[1] ?? 'get').toUpperCase() as 'GET' | 'POST',
    url: unescapeHtml(form[2] ?? ''),
    fields,
    csp: String(res.headers['content-security-policy'] ?? ''),
  };
}

/** The hidden fields of a form's HTML, by name, their values unescaped. */
export function hiddenFieldsOf(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[unescapeHtml(match[1] ?? '')] = unescapeHtml(match[2] ?? '');
  }
  return fields;
}

export function unescapeHtml(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** The sandbox: the gateway inside the server, the default. */
export const sandboxUnderTest: TGatewayUnderTest = {
  name: 'sandbox',
  async start() {
    return {
      env: { PAYMENT_PROVIDER: 'sandbox' },
      async payAsBrowser(t, payment, outcome) {
        if (outcome === 'cancel') return { method: 'GET', url: `${TEST_PUBLIC_URL}/transactionStatus` };
        const card = outcome === 'approve' ? SANDBOX_CARDS.approve : SANDBOX_CARDS.decline;
        const res = await payOnSandbox(t, payment.transactionId, card);
        expect(res.statusCode).toBe(303);
        return { method: 'GET', url: String(res.headers.location) };
      },
      async notice(t, transactionId) {
        const request = buildSandboxCallback(t.app.ctx.config.appSecret, t.clock, transactionId, 'paid');
        return { url: '/api/payments/callback/sandbox', headers: request.headers, payload: request.body };
      },
      async forgedNotice(t, transactionId) {
        const request = buildSandboxCallback('not-the-app-secret', t.clock, transactionId, 'paid');
        return { url: '/api/payments/callback/sandbox', headers: request.headers, payload: request.body };
      },
      async record(t, transactionId) {
        const row = await t.app.ctx.db
          .selectFrom('sandbox_transactions')
          .select(['status', 'amount_fils', 'refunded_fils'])
          .where('id', '=', transactionId)
          .executeTakeFirstOrThrow();
        return { status: row.status, amountFils: row.amount_fils, refundedFils: row.refunded_fils };
      },
      async misreportAmount(t, transactionId, amountFils) {
        await t.app.ctx.db
          .updateTable('sandbox_transactions')
          .set({ amount_fils: amountFils })
          .where('id', '=', transactionId)
          .execute();
      },
      async close() {},
    };
  },
};
