import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.js';
import { newToken } from '../../lib/ids.js';

// The browser a sign-up was made in (issue 32, decision 060). users/userRegister gives the browser a random id
// in an HttpOnly, SameSite=Strict cookie; a sign-up's code is kept with that browser's id, and only a request
// carrying it can enter the code or have it sent again. A script on the page cannot read it, and no other site
// can make the browser send it.

const SIGNUP_COOKIE = 'rihla_signup';
/** As long as a sign-up's code rows are kept (a day); a new sign-up from the browser renews it. */
const SIGNUP_COOKIE_SECONDS = 86_400;
/** newToken(): 32 random bytes in base64url. Anything else in the cookie is ignored. */
const SIGNUP_ID = /^[A-Za-z0-9_-]{43}$/;

/** The sign-up id the request's browser holds, or null when it holds none (or something we never set). */
export function signupBrowserOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === SIGNUP_COOKIE && value !== undefined && SIGNUP_ID.test(value)) return value;
  }
  return null;
}

/** The browser's sign-up id, given one first if it has none. */
export function signupBrowserOrNew(request: FastifyRequest): string {
  return signupBrowserOf(request) ?? newToken();
}

/** Sets (or renews) the browser's sign-up cookie; only the sign-up calls under /api/users receive it. */
export function keepSignupBrowser(reply: FastifyReply, config: Pick<TConfig, 'publicUrl'>, id: string): void {
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${SIGNUP_COOKIE}=${id}; Max-Age=${SIGNUP_COOKIE_SECONDS}; Path=/api/users; HttpOnly; SameSite=Strict${secure}`,
  );
}
