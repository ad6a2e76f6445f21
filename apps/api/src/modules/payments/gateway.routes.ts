import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { contentSecurityPolicyHeader } from '../../lib/content-security-policy.js';
import { escapeHtml } from '../../lib/html.js';
import { FRAMEABLE_BY_SAME_ORIGIN } from '../../lib/route-config.js';
import { findGatewayTransaction } from './gateway.repository.js';
import { GATEWAY_PAGE_PATH } from './hosted-gateway.js';
import type { THostedPage } from './payment-provider.js';

/**
 * The real gateways' doors into this server (decision 078):
 * - `/api/payments/go`: the web app's /gateway page posts `TransactionID` here inside its frame (the spec's payment
 *   seam); this page sends the whole window on to the gateway's own hosted page (a gateway's card page is never
 *   framed), by the method and form fields the gateway asked for.
 * - `/api/payments/return/:provider/:transactionId`: where a gateway sends the payer back (GET, or EPG's POST);
 *   the payment is confirmed from the gateway's own record (never from what the browser brings), then the payer
 *   goes on to where the payment started (the return page, a phone booking's paid page, the gift cards page).
 * - `/api/payments/callback/:provider`: a gateway's server-to-server notice, its exact bytes checked by the gateway's
 *   adapter (signature, shared header); a verified notice only says which payment to ask the gateway about.
 */
export interface TGatewayRoutesOptions {
  /** Acts on a transaction the gateway says changed: asks the gateway, confirms a paid one. Answers what was done. */
  onNotice: (provider: string, transactionId: string) => Promise<string>;
}

const NOTICE_BODY_LIMIT = 64 * 1024;
const TRANSACTION_ID = /^[a-z]{2,10}_[A-Za-z0-9_-]{8,64}$/;

export async function gatewayRoutes(app: FastifyInstance, options: TGatewayRoutesOptions): Promise<void> {
  const ctx = app.ctx;
  // Forms (the browser's, EPG's return, Telr's notices) and JSON (N-Genius's notices) arrive as their exact bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: NOTICE_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  const goPage = async (transactionId: string | undefined, reply: FastifyReply) => {
    const page =
      transactionId && TRANSACTION_ID.test(transactionId) ? await ctx.payments.hostedPage(transactionId) : null;
    if (!page) return sendPage(reply, 404, notPayablePage(ctx.config.publicUrl));
    // This page's form goes to the gateway: its origin joins the page's form-action, for this answer only.
    reply.raw.setHeader(
      'content-security-policy',
      contentSecurityPolicyHeader(ctx.config, ["'self'"], [new URL(page.url).origin]),
    );
    return sendPage(reply, 200, onToGatewayPage(page));
  };
  const framed = FRAMEABLE_BY_SAME_ORIGIN;
  app.get('/payments/go', { schema: { hide: true }, ...framed }, async (request, reply) =>
    goPage(textField(request.query, 'TransactionID'), reply),
  );
  app.post('/payments/go', { schema: { hide: true }, ...framed }, async (request, reply) =>
    goPage(formField(request.body, 'TransactionID'), reply),
  );
  app.get('/payments/go.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send('document.getElementById("gateway-form").submit();\n'),
  );

  const back = async (provider: string, transactionId: string, reply: FastifyReply) => {
    const row = TRANSACTION_ID.test(transactionId) ? await findGatewayTransaction(ctx.db, transactionId) : undefined;
    if (row?.provider !== provider) return sendPage(reply, 404, notPayablePage(ctx.config.publicUrl));
    try {
      await options.onNotice(provider, transactionId);
    } catch (error) {
      // The return page asks again, and the reconciler after it: the payer is sent on whatever happened here.
      app.log.warn({ provider, err: error }, 'confirming a gateway return failed');
    }
    return reply.header('cache-control', 'no-store').redirect(row.return_url, 303);
  };
  app.get('/payments/return/:provider/:transactionId', { schema: { hide: true } }, async (request, reply) => {
    const params = request.params as { provider: string; transactionId: string };
    return back(params.provider, params.transactionId, reply);
  });
  app.post('/payments/return/:provider/:transactionId', { schema: { hide: true } }, async (request, reply) => {
    const params = request.params as { provider: string; transactionId: string };
    return back(params.provider, params.transactionId, reply);
  });

  app.post(
    '/payments/callback/:provider',
    { schema: { hide: true }, bodyLimit: NOTICE_BODY_LIMIT },
    async (request) => {
      const { provider: name } = request.params as { provider: string };
      const provider = ctx.payments.byName(name);
      if (!provider?.readNotice) throw new AppError('NOT_FOUND', 'This gateway sends no notices here');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const rawBody = raw.toString('utf8');
      if (!Buffer.from(rawBody, 'utf8').equals(raw)) throw new AppError('BAD_REQUEST', 'The notice is not valid');
      const transactionId = await provider.readNotice({ headers: request.headers, rawBody });
      if (!transactionId) throw new AppError('UNAUTHENTICATED', 'The notice is not signed by the gateway');
      return { status: 1, message: await options.onNotice(name, transactionId) };
    },
  );
}

function textField(source: unknown, name: string): string | undefined {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** A field of a urlencoded form body (kept as bytes by this scope's parser). */
function formField(body: unknown, name: string): string | undefined {
  if (!Buffer.isBuffer(body) || body.length > 4096) return undefined;
  return new URLSearchParams(body.toString('utf8')).get(name) ?? undefined;
}

function sendPage(reply: FastifyReply, code: number, html: string) {
  return reply.code(code).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f9;color:#1b2333}
main{max-inline-size:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:16px;text-align:center}
button,a.button{display:inline-block;margin-top:1rem;padding:.8rem 1.2rem;font-size:1rem;font-weight:700;color:#fff;background:#0f766e;border:0;border-radius:10px;text-decoration:none;cursor:pointer}`;

function layout(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main>${script}</body></html>`;
}

/** The form that takes the whole window to the gateway's hosted page, submitted at once by go.js. */
function onToGatewayPage(page: THostedPage): string {
  const fields = Object.entries(page.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return layout(
    'Opening the secure payment page',
    `<p>Opening the bank's secure payment page…</p>
<form id="gateway-form" method="${page.method.toLowerCase()}" action="${escapeHtml(page.url)}" target="_top">${fields}
<button type="submit">Continue to the secure payment page</button></form>`,
    `<script src="${GATEWAY_PAGE_PATH}.js"></script>`,
  );
}

function notPayablePage(publicUrl: string): string {
  return layout(
    'Payment not found',
    `<h1>This payment can no longer be paid here.</h1><p>Nothing more has been charged. Start the payment again from your cart.</p>
<a class="button" href="${escapeHtml(`${publicUrl}/cart`)}" target="_top">Back to the cart</a>`,
  );
}
