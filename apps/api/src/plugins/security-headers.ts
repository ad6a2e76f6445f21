import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { TConfig } from '../config.js';
import { contentSecurityPolicy } from '../lib/content-security-policy.js';
import '../lib/route-config.js';

function helmetOptions(config: TConfig, frameAncestors: "'none'" | "'self'"): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, [frameAncestors]) },
    // For browsers that predate frame-ancestors.
    xFrameOptions: { action: frameAncestors === "'self'" ? 'sameorigin' : 'deny' },
    // Paths carry checkout and transaction ids (/checkout/:id, /gateway/:id/...): other sites see the origin only.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS pins the host to HTTPS for a year: only when the server really is behind HTTPS, in production.
    strictTransportSecurity:
      config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true, preload: false } : false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * A JSON answer of an API call is never a document: nothing in it may load or run (`default-src 'none'`),
 * frame it, be sniffed as another type or be read by another site's page, as OWASP's REST guidance has it.
 * The document-only headers (the page policy, COOP, Origin-Agent-Cluster, DNS prefetch, download and
 * cross-domain options, the legacy XSS filter, the referrer policy of a page's links) say nothing for it.
 */
function jsonAnswerHelmetOptions(config: TConfig): HelmetOptions {
  const everywhere = helmetOptions(config, "'none'");
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    xFrameOptions: everywhere.xFrameOptions,
    xContentTypeOptions: true,
    crossOriginResourcePolicy: everywhere.crossOriginResourcePolicy,
    strictTransportSecurity: everywhere.strictTransportSecurity,
    referrerPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

/**
 * The headers helmet sets for these options, worked out once. Helmet's middleware only sets (and removes)
 * fixed headers when no directive is a function, so its output is the same for every request; running it per
 * request parsed the whole policy again each time (decision 013).
 */
export function securityHeadersOf(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return [...headers];
}

/**
 * Security headers on every response of the server, the API's answers and errors, the 404s, the web app's
 * files and index.html, the Swagger UI, uploads, vouchers and pictures: an onRequest hook of the root
 * instance sets them on the raw response, so every route and the not-found handler get them before anything
 * can fail, whatever way the answer is then written. The JSON answers of API calls (answers and refusals
 * alike) get the JSON answer's set, every other response the page set.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const everywhere = securityHeadersOf(helmetOptions(app.ctx.config, "'none'"));
  const framedBySelf = securityHeadersOf(helmetOptions(app.ctx.config, "'self'"));
  const jsonAnswer = securityHeadersOf(jsonAnswerHelmetOptions(app.ctx.config));
  app.addHook('onRequest', (request, reply, done) => {
    const { config } = request.routeOptions;
    const headers = config.jsonAnswer ? jsonAnswer : config.frameableBySameOrigin ? framedBySelf : everywhere;
    // Helmet's removal of X-Powered-By is already in the list's making; Fastify never sets that header.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});
