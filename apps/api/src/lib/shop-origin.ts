// The address a shopper's browser opened the shop at, against PUBLIC_URL (issue 32 item 17, decision 055). Links the
// browser follows from a request (the payment page, the return page) must be on that address: the web app posts to
// a payment page of its own origin only, and the shopper's session lives in that origin's storage.
import type { FastifyRequest } from 'fastify';

interface TShopAddressConfig {
  env: 'development' | 'production' | 'test';
  publicUrl: string;
}

function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/** The origin the request was made to (its protocol and Host), or null when it names none. */
function openedAt(request: FastifyRequest): URL | null {
  try {
    return request.host ? new URL(`${request.protocol}://${request.host}`) : null;
  } catch {
    return null;
  }
}

/**
 * PUBLIC_URL, or, outside production, the address the shop was opened at when it is a loopback alias of PUBLIC_URL
 * (http://127.0.0.1:3000 for http://localhost:3000: same protocol and port, both on this machine).
 */
export function shopUrlFor(config: TShopAddressConfig, request: FastifyRequest): string {
  if (config.env === 'production') return config.publicUrl;
  const opened = openedAt(request);
  const publicUrl = new URL(config.publicUrl);
  if (!opened || opened.origin === publicUrl.origin) return config.publicUrl;
  const isAlias =
    opened.protocol === publicUrl.protocol &&
    opened.port === publicUrl.port &&
    isLoopback(opened.hostname) &&
    isLoopback(publicUrl.hostname);
  return isAlias ? `${opened.origin}${config.publicUrl.slice(publicUrl.origin.length)}` : config.publicUrl;
}

/** A link of the shop (starting with PUBLIC_URL) moved to shopUrlFor's address; other links as they are. */
export function atShopUrl(config: TShopAddressConfig, request: FastifyRequest, url: string): string {
  const shopUrl = shopUrlFor(config, request);
  return shopUrl !== config.publicUrl && url.startsWith(config.publicUrl)
    ? `${shopUrl}${url.slice(config.publicUrl.length)}`
    : url;
}

/**
 * In development, when the shop was opened at an address its links cannot follow (neither PUBLIC_URL nor a loopback
 * alias of it), what to set instead; null otherwise.
 */
export function wrongShopAddress(config: TShopAddressConfig, request: FastifyRequest): string | null {
  if (config.env !== 'development') return null;
  const opened = openedAt(request);
  if (!opened || new URL(shopUrlFor(config, request)).origin === opened.origin) return null;
  return (
    `This shop is open at ${opened.origin} but PUBLIC_URL is ${config.publicUrl}, so the payment page cannot open ` +
    `here. Set PUBLIC_URL=${opened.origin} (in .env) and restart the server, or open the shop at ${config.publicUrl}.`
  );
}
