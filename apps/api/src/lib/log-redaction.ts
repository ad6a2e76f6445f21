// What the request log may say of a request. The signed voucher link's signature and the payment page's
// transaction id travel in query strings and work as keys: the log keeps their names, never their values,
// as it does for the x-access-token header.
import type { FastifyRequest } from 'fastify';

/** Query parameters whose values open something (lower case). */
const SECRET_QUERY_PARAMETERS = new Set(['sig', 'transactionid', 'token', 'code', 'password']);
export const REDACTED = '[Redacted]';

/**
 * Paths whose segment after the prefix is a key: the web app's payment page and a real gateway's return address
 * (decision 078) carry the transaction id.
 */
const SECRET_PATH_SEGMENT = /^(\/gateway\/|\/api\/payments\/return\/[a-z]+\/)[^/?]+/i;

/** The URL with secret path segments and the values of secret query parameters replaced; the rest as it came. */
export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`);
  const question = url.indexOf('?');
  if (question < 0) return url;
  const parts = url
    .slice(question + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const rawName = equals < 0 ? part : part.slice(0, equals);
      let name: string;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' ')).toLowerCase();
      } catch {
        name = rawName.toLowerCase();
      }
      return SECRET_QUERY_PARAMETERS.has(name) && equals >= 0 ? `${rawName}=${REDACTED}` : part;
    });
  return `${url.slice(0, question)}?${parts.join('&')}`;
}

/** The fields Fastify's default request serializer logs, with the URL redacted. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: typeof request.headers?.['accept-version'] === 'string' ? request.headers['accept-version'] : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
