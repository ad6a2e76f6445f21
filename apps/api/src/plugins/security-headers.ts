import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config.js';

/** Hosts whose pages a product's embedded map (`map_location`) may come from. */
export const MAP_EMBED_SOURCES = ['https://www.openstreetmap.org', 'https://www.google.com/maps/'];

type TDirectives = Record<string, string[]>;

/**
 * The Content-Security-Policy of every response. Scripts only from this origin, never inline (the built web
 * app and the Swagger UI load every script from a file). Styles allow 'unsafe-inline': React Router,
 * Radix's scroll lock and react-toastify insert <style> elements at run time and the sandbox gateway page
 * carries its own; a style cannot run script, and the HTML we render is sanitised. See decision 008.
 */
export function contentSecurityPolicy(config: TConfig, frameAncestors: string[] = ["'none'"]): TDirectives {
  const directives: TDirectives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", ...MAP_EMBED_SOURCES],
    'frame-ancestors': frameAncestors,
    // The gateway's card form posts to this origin, then redirects to PUBLIC_URL/transactionStatus.
    'form-action': unique(["'self'", new URL(config.publicUrl).origin]),
    'manifest-src': ["'self'"],
  };
  if (config.env === 'production') directives['upgrade-insecure-requests'] = [];
  return directives;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function helmetOptions(config: TConfig, frameAncestors: "'none'" | "'self'"): FastifyHelmetOptions {
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
 * The route options of a page that the app's own pages may frame (the sandbox gateway's payment page,
 * shown inside the web app's /gateway route); every other response may be framed by nobody.
 */
export function frameableBySameOrigin(config: TConfig): { helmet: FastifyHelmetOptions } {
  return { helmet: helmetOptions(config, "'self'") };
}

/**
 * Security headers on every response of the server, the API's answers and errors, the 404s, the web app's
 * files and index.html, the Swagger UI, uploads, vouchers and pictures: helmet runs in an onRequest hook of
 * the root instance, so every route and the not-found handler get them before anything can fail.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, { global: true, ...helmetOptions(app.ctx.config, "'none'") });
});
