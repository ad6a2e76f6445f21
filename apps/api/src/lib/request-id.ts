// The id of a request in the log (decision 113): the proxy's X-Request-Id when it sends a well-formed one, so that
// one id follows a request from the proxy's log through the API's; otherwise one of our own.
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a proxy (Caddy, nginx, a load balancer) passes its request id in, and the API answers it in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from outside may be: a UUID, a hex or base64url token, a trace id; never a line break or a space. */
const WELL_FORMED = /^[A-Za-z0-9._:+/=-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : crypto.randomUUID();
}
