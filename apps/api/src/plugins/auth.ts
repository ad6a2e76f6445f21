import { AUTH_MESSAGES } from '@rihla/shared/messages/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TAppContext, TAuthUser } from '../context.js';
import { AppError } from '../lib/app-error.js';

export const TOKEN_HEADER = 'x-access-token';

export interface TAuthPluginOptions {
  /**
   * The auth module's session lookup, passed by app.ts: every call (lib/define-call.ts) loads its user through this
   * plugin, the auth module's own calls among them, so importing the module here would be a cycle (decision 066).
   */
  resolveSession: (ctx: TAppContext, token: string) => Promise<TAuthUser | null>;
}

/**
 * Reads the x-access-token header into request.user when it names a live session. Routes outside the call
 * table (the multipart upload) guard themselves with `app.requireShopper`, so no module imports this plugin.
 */
export const authPlugin = fp(async (app: FastifyInstance, { resolveSession }: TAuthPluginOptions) => {
  app.decorateRequest('user', null);
  app.decorate('resolveSession', resolveSession);
  app.decorate('requireShopper', async (request: FastifyRequest): Promise<TAuthUser> => {
    if (!request.user) await loadUser(app, request);
    return requireUser(request);
  });
});

/** The session token a request carries, or null for a visitor (none, empty, or too long to be one of ours). */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const header = request.headers[TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  // A visitor's web app may send an empty or stale token: that is a visitor, not an error.
  return !token || token.length > 200 ? null : token;
}

export async function loadUser(app: FastifyInstance, request: FastifyRequest): Promise<TAuthUser | null> {
  const token = sessionTokenOf(request);
  if (token === null) return null;
  request.user = await app.resolveSession(app.ctx, token);
  return request.user;
}

/** The refusal of a call that needs a signed-in shopper. */
export function loginRequired(): AppError {
  return new AppError('UNAUTHENTICATED', AUTH_MESSAGES.loginRequired);
}

export function requireUser(request: FastifyRequest): TAuthUser {
  if (!request.user) throw loginRequired();
  return request.user;
}
