import { filsToAed, formatAedAmount } from '@rihla/shared/rules/money';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/html.js';
import { FRAMEABLE_BY_SAME_ORIGIN } from '../../lib/route-config.js';
import { findSandboxTransaction, settleSandboxTransaction } from './sandbox.repository.js';
import { createSandboxNotifier, type TSandboxNotify } from './sandbox-callback.js';
import { SANDBOX_CARDS } from './sandbox-provider.js';

type TForm = Record<string, string | undefined>;

/** The shape of the ids this gateway makes; anything else (a list, a NUL byte PostgreSQL refuses) is unknown. */
const TRANSACTION_ID = /^sbx_[A-Za-z0-9_-]{22}$/;
const isTransactionId = (value: unknown): value is string => typeof value === 'string' && TRANSACTION_ID.test(value);
type TSandboxTransaction = NonNullable<Awaited<ReturnType<typeof findSandboxTransaction>>>;

export interface TSandboxRoutesOptions {
  /** The shop the payer goes back to (app.ts asks the shop module). */
  shopName: () => Promise<string>;
  /** Sends the gateway's server-to-server callback; by default the signed POST, delivered in-process. */
  notify?: TSandboxNotify;
}

/**
 * The sandbox gateway's hosted payment page: GET or POST with TransactionID shows it; the form pays, then
 * the gateway notifies the shop (without waiting for it) and sends the shopper back.
 */
export async function sandboxRoutes(app: FastifyInstance, options: TSandboxRoutesOptions): Promise<void> {
  const { db, clock } = app.ctx;
  const notify = options.notify ?? createSandboxNotifier(app);

  // The web app's /gateway page posts a plain HTML form here, as it would to a real gateway.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const showPage = async (transactionId: string | undefined, reply: FastifyReply) => {
    const transaction = isTransactionId(transactionId) ? await findSandboxTransaction(db, transactionId) : undefined;
    if (!transaction) return sendPage(reply, 404, unknownTransactionPage());
    if (transaction.status === 'pending') return sendPage(reply, 200, paymentPage(transaction));
    return sendPage(reply, 200, settledPage(transaction, await options.shopName()));
  };

  // The web app's /gateway page shows these pages in a frame; nobody else may frame them.
  const framed = FRAMEABLE_BY_SAME_ORIGIN;
  app.get('/sandbox/pay', { schema: { hide: true }, ...framed }, async (request, reply) =>
    showPage((request.query as TForm).TransactionID, reply),
  );
  app.post('/sandbox/pay', { schema: { hide: true }, ...framed }, async (request, reply) =>
    showPage(((request.body ?? {}) as TForm).TransactionID, reply),
  );

  app.post('/sandbox/pay/submit', { schema: { hide: true }, ...framed }, async (request, reply) => {
    const form = (request.body ?? {}) as TForm;
    const transaction = isTransactionId(form.TransactionID)
      ? await findSandboxTransaction(db, form.TransactionID)
      : undefined;
    if (!transaction) return sendPage(reply, 404, unknownTransactionPage());
    if (transaction.status !== 'pending') return reply.redirect(transaction.return_url, 303);
    const card = readCard(form, clock.now());
    if ('error' in card) return sendPage(reply, 400, paymentPage(transaction, card.error));
    await settleSandboxTransaction(db, clock, transaction.id, card.outcome, card.number.slice(-4));
    notify(transaction.id, card.outcome).catch((error: unknown) => {
      request.log.warn({ err: error, transactionId: transaction.id }, 'sandbox callback failed');
    });
    return reply.redirect(transaction.return_url, 303);
  });
}

function readCard(form: TForm, now: Date): { outcome: 'paid' | 'declined'; number: string } | { error: string } {
  const number = (form.card_number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return { error: 'Enter a valid card number' };
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec((form.expiry ?? '').trim());
  if (!expiry) return { error: 'Enter the expiry date as MM/YY' };
  const expiryEnd = Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1);
  if (expiryEnd <= now.getTime()) return { error: 'This card has expired' };
  if (!/^\d{3,4}$/.test((form.cvv ?? '').trim())) return { error: 'Enter the 3 or 4 digit CVV' };
  if (number === SANDBOX_CARDS.approve) return { outcome: 'paid', number };
  if (number === SANDBOX_CARDS.decline) return { outcome: 'declined', number };
  return { error: 'The sandbox accepts only the test cards listed below' };
}

function sendPage(reply: FastifyReply, code: number, html: string) {
  return reply.code(code).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f3f5f9; color: #1b2333; }
  main { max-inline-size: 26rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 16px;
    box-shadow: 0 8px 30px rgba(20, 30, 60, .08); }
  .brand { display: flex; align-items: center; gap: .5rem; font-weight: 700; color: #0f766e; margin-block-end: 1rem; }
  .badge { font-size: .7rem; font-weight: 600; background: #fef3c7; color: #92400e; padding: .15rem .5rem; border-radius: 999px; }
  h1 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .amount { font-size: 2rem; font-weight: 800; margin: .25rem 0 1.25rem; }
  .muted { color: #5b6474; font-size: .9rem; }
  label { display: block; font-size: .85rem; font-weight: 600; margin-block: .9rem .35rem; }
  input { box-sizing: border-box; inline-size: 100%; padding: .7rem .8rem; font-size: 1rem; border: 1px solid #c9d0dc; border-radius: 10px; }
  input:focus { outline: 2px solid #14b8a6; border-color: #14b8a6; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
  button, .button { display: block; box-sizing: border-box; inline-size: 100%; margin-block-start: 1.25rem; padding: .85rem; font-size: 1rem; font-weight: 700;
    color: #fff; background: #0f766e; border: 0; border-radius: 10px; cursor: pointer; text-align: center; text-decoration: none; }
  button:hover, .button:hover { background: #115e59; }
  .error { background: #fee2e2; color: #991b1b; padding: .6rem .8rem; border-radius: 10px; margin-block: .5rem; }
  .cards { margin-block-start: 1.25rem; font-size: .8rem; color: #5b6474; border-block-start: 1px solid #e5e8ef; padding-block-start: .75rem; }
  code { font-size: .8rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

// NOTE: the sandbox is this product's own test gateway, not the shop: it names itself, and the shop only as where
// the payer goes back to (decision 071).
const BRAND = '<div class="brand">Sandbox gateway <span class="badge">TEST</span></div>';

function amountText(transaction: TSandboxTransaction): string {
  return `AED ${formatAedAmount(filsToAed(transaction.amount_fils))}`;
}

function paymentPage(transaction: TSandboxTransaction, error?: string): string {
  const amount = amountText(transaction);
  return layout(
    'Pay securely - Sandbox gateway',
    `${BRAND}
<h1>${escapeHtml(transaction.description)}</h1>
<p class="muted">Amount to pay</p>
<p class="amount">${escapeHtml(amount)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/api/sandbox/pay/submit" target="_top" autocomplete="off">
  <input type="hidden" name="TransactionID" value="${escapeHtml(transaction.id)}">
  <label for="card_number">Card number</label>
  <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4111 1111 1111 1111" required>
  <div class="row">
    <div><label for="expiry">Expiry (MM/YY)</label>
    <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12/30" required></div>
    <div><label for="cvv">CVV</label>
    <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div>
  </div>
  <button type="submit">Pay ${escapeHtml(amount)}</button>
</form>
<div class="cards">Test cards: <code>4111 1111 1111 1111</code> approves, <code>4000 0000 0000 0002</code> declines. Any future expiry, any CVV.</div>`,
  );
}

function settledPage(transaction: TSandboxTransaction, shopName: string): string {
  const done =
    transaction.status === 'paid' ? 'This payment has been completed.' : `This payment was ${transaction.status}.`;
  return layout(
    'Payment - Sandbox gateway',
    `${BRAND}<h1>${escapeHtml(done)}</h1><p class="amount">${escapeHtml(amountText(transaction))}</p>
<a class="button" href="${escapeHtml(transaction.return_url)}" target="_top">Return to ${escapeHtml(shopName)}</a>`,
  );
}

function unknownTransactionPage(): string {
  return layout(
    'Payment not found - Sandbox gateway',
    `${BRAND}<h1>This payment was not found.</h1><p class="muted">Start the payment again from your cart.</p>`,
  );
}
