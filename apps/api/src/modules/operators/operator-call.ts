import { OPERATOR_MESSAGES } from '@rihla/shared/messages/operators';
import { OPERATOR_CALLS, type TOperatorCallName, type TOperatorCalls } from '@rihla/shared/operator-calls';
import { roleCan, type TOperatorPermission } from '@rihla/shared/rules/operator-roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { callRouteSchema, hasNulCharacter, nulCharacterRefusal } from '../../lib/define-call.js';
import { resolveOperatorSession, type TOperatorAuth } from './operator-auth.service.js';

/** The header that carries an operator's session token: apart from the shoppers' x-access-token. */
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

type TOperatorOf<N extends TOperatorCallName> = TOperatorCalls[N]['access'] extends 'public' ? null : TOperatorAuth;

export interface TOperatorCallInput<N extends TOperatorCallName> {
  body: z.output<TOperatorCalls[N]['request']>;
  operator: TOperatorOf<N>;
  request: FastifyRequest;
}

const operators = new WeakMap<FastifyRequest, TOperatorAuth>();

function operatorTokenOf(request: FastifyRequest): string | null {
  const header = request.headers[OPERATOR_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  return !token || token.length > 200 ? null : token;
}

/** The signed-in operator of a request that passed an operator call's access check. */
export function operatorOf(request: FastifyRequest): TOperatorAuth | null {
  return operators.get(request) ?? null;
}

/**
 * The operator of a GET download (a manifest, an export, a tax invoice): fetched by the back office with the
 * operator's token header, never a link that works without one, and checked like the calls' access.
 */
export async function downloadOperator(
  app: FastifyInstance,
  request: FastifyRequest,
  permission: TOperatorPermission,
): Promise<TOperatorAuth> {
  const token = operatorTokenOf(request);
  const operator = token ? await resolveOperatorSession(app.ctx, token) : null;
  if (!operator) throw new AppError('UNAUTHENTICATED', OPERATOR_MESSAGES.signInRequired);
  if (!roleCan(operator.role, permission)) throw new AppError('FORBIDDEN', OPERATOR_MESSAGES.forbidden);
  return operator;
}

const BODY_LIMITS = new Map<TOperatorCallName, number>();

/** The body limit a registered call was given, when it is not the app's (the fuzz test sends more than it). */
export function operatorBodyLimit(name: TOperatorCallName): number | undefined {
  return BODY_LIMITS.get(name);
}

export interface TOperatorCallOptions {
  /** This call's largest body in bytes, when it is not the app's (a picture sent as base64). */
  bodyLimit?: number;
}

/**
 * Registers one call of the operator call table at POST /api/operator/<name>. Who is asking is settled before
 * the body is read: no operator session answers 401, a role without the call's permission 403 (decision 031).
 */
export function defineOperatorCall<N extends TOperatorCallName>(
  app: FastifyInstance,
  name: N,
  handler: (input: TOperatorCallInput<N>) => Promise<{ data: z.output<TOperatorCalls[N]['data']>; message?: string }>,
  options: TOperatorCallOptions = {},
): void {
  const definition = OPERATOR_CALLS[name];
  const { access } = definition;
  const { bodyLimit } = options;
  if (bodyLimit !== undefined) BODY_LIMITS.set(name, bodyLimit);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: `/${name}`,
    config: { jsonAnswer: true },
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    schema: callRouteSchema({
      summary: definition.summary,
      tag: 'operator',
      security: access === 'public' ? null : 'operatorToken',
      request: definition.request,
      data: definition.data,
    }),
    onRequest: async (request) => {
      if (access === 'public') return;
      const token = operatorTokenOf(request);
      const operator = token === null ? null : await resolveOperatorSession(app.ctx, token);
      if (!operator) throw new AppError('UNAUTHENTICATED', OPERATOR_MESSAGES.signInRequired);
      if (access !== 'signedIn' && !roleCan(operator.role, access)) {
        throw new AppError('FORBIDDEN', OPERATOR_MESSAGES.forbidden);
      }
      operators.set(request, operator);
    },
    preValidation: (request, _reply, done) => {
      request.body ??= {};
      done(hasNulCharacter(request.body) ? nulCharacterRefusal() : undefined);
    },
    handler: async (request) => {
      const operator = (access === 'public' ? null : operatorOf(request)) as TOperatorOf<N>;
      const body = request.body as z.output<TOperatorCalls[N]['request']>;
      const result = await handler({ body, operator, request });
      return { status: 1 as const, data: result.data, message: result.message ?? 'Success' };
    },
  });
}
