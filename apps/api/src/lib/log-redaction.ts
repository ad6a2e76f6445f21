// What the request log may say of a request. The signed voucher link's signature and the payment page's
// transaction id travel in query strings and work as keys: the log keeps their names, never their values,
// as it does for the x-access-token header.
import type { FastifyRequest } from 'fastify';

/** Query parameters whose values open something (lower case). */
const SECRET_QUERY_PARAMETERS = new Set(['sig', 'transactionid', 'token', 'code', 'password']);
export const REDACTED = '[Redacted]';

/** The URL with the values of secret query parameters replaced; everything else as it came. */
export function redactUrl(url: string): string {
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
