import { API_CALLS, type TApiCalls, type TCallName } from '@rihla/shared/api-calls';
import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import { success, ZFailure } from '@rihla/shared/schemas/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { TAuthUser } from '../context.js';
import { loadUser, loginRequired, requireUser, sessionTokenOf } from '../plugins/auth.js';
import { AppError } from './app-error.js';
import { requestLanguage, VARY_LANGUAGE } from './language.js';
import { messageInLanguage } from './message-language.js';
import { type CachedAnswer, negotiateEncoding } from './response-cache.js';
import type { TCacheTag } from './tagged-cache.js';

type TUserOf<N extends TCallName> = TApiCalls[N]['access'] extends 'user' ? TAuthUser : TAuthUser | null;

export interface TCallInput<N extends TCallName> {
  body: z.output<TApiCalls[N]['request']>;
  user: TUserOf<N>;
  request: FastifyRequest;
  /** The request's language (Accept-Language, decision 102): content answers in it, English where it is missing. */
  language: TContentLanguage;
  /** For a header of the answer (the sign-up cookie); the handler still returns its data. */
  reply: FastifyReply;
}

export interface TCallResult<N extends TCallName> {
  data: z.output<TApiCalls[N]['data']>;
  message?: string;
}

/** True when a string or key anywhere in a parsed JSON body holds U+0000 (walked without recursion). */
/** NOTE: PostgreSQL text cannot hold U+0000 (the query fails); no field has a use for it, so it is refused. */
export function nulCharacterRefusal(): AppError {
  return new AppError('BAD_REQUEST', 'The request contains a character that is not allowed (U+0000)');
}

export function hasNulCharacter(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

type TCacheInput<N extends TCallName> = { body: z.output<TApiCalls[N]['request']>; user: TUserOf<N> };

export type TCallOptions<N extends TCallName> =
  | { cacheKey?: undefined; cacheTags?: undefined }
  | {
      /**
       * Makes the answer cacheable (decision 013): returns the part of the cache key that the answer depends on
       * beyond the call's name (usually the validated body), or null when this request must not be cached
       * (e.g. an answer that differs per signed-in user).
       */
      cacheKey: (input: TCacheInput<N>) => string | null;
      /** What the answer shows, so that the writes that change it drop it (decision 017). */
      cacheTags: readonly TCacheTag[] | ((input: TCacheInput<N>) => readonly TCacheTag[]);
    };

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * A cached answer goes out as its bytes, compressed as the client accepts (br, gzip): no validation,
 * serialisation or compression again. A Buffer with a JSON content type is sent by Fastify as it is.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const { body, encoding } = answer.encoded(negotiateEncoding(request.headers['accept-encoding']));
  reply.type(JSON_CONTENT_TYPE).header('vary', `accept-encoding, ${VARY_LANGUAGE}`);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
}

/**
 * A visitor's cacheable call is also filed under its body exactly as it was parsed, before validation (an
 * alias of the validated form's key): a body identical to one validated and answered before gets that answer
 * without being validated again. Keys of the raw form carry their own prefix.
 */
const rawCacheKeys = new WeakMap<FastifyRequest, string>();
function rawCacheKeyOf(name: string, language: TContentLanguage, body: unknown): string | null {
  try {
    return `${name}\n${language}\nraw\n${JSON.stringify(body)}`;
  } catch {
    // Nested deeper than the stack allows: validation refuses such a body anyway.
    return null;
  }
}

function envelopeOf<N extends TCallName>(result: TCallResult<N>, language: TContentLanguage) {
  return { status: 1 as const, data: result.data, message: messageInLanguage(result.message ?? 'Success', language) };
}

const FAILURE_RESPONSES = { 400: ZFailure, 401: ZFailure, 403: ZFailure, 404: ZFailure, 409: ZFailure, 429: ZFailure };

/**
 * The OpenAPI and validation schema of a call's route: its body, the success envelope of its data and the
 * failure envelope of every refusal; `security` names the token scheme, none for a public call.
 */
export function callRouteSchema(definition: {
  summary: string;
  tag: string;
  security: 'accessToken' | 'operatorToken' | null;
  request: z.ZodType;
  data: z.ZodType;
}) {
  return {
    summary: definition.summary,
    tags: [definition.tag],
    ...(definition.security === null ? {} : { security: [{ [definition.security]: [] }] }),
    body: definition.request,
    response: { 200: success(definition.data), ...FAILURE_RESPONSES },
  };
}

/**
 * Registers one call of the shared call table at POST /api/<name>: its request and response schemas, its
 * access rule and the `{ status: 1, data, message }` envelope. Handlers return data and stay short.
 */
export function defineCall<N extends TCallName>(
  app: FastifyInstance,
  name: N,
  handler: (input: TCallInput<N>) => Promise<TCallResult<N>>,
  options: TCallOptions<N> = {},
): void {
  const definition = API_CALLS[name];
  const authenticate = async (request: FastifyRequest) => {
    await loadUser(app, request);
    if (definition.access === 'user') requireUser(request);
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: `/${name}`,
    config: { jsonAnswer: true },
    schema: callRouteSchema({
      summary: definition.summary,
      tag: name.split('/')[0] ?? 'users',
      security: definition.access === 'public' ? null : 'accessToken',
      request: definition.request,
      data: definition.data,
    }),
    // Who is asking is settled before the body is read: a visitor hears "log in", not a validation detail.
    // A visitor (no token) is settled at once, without a promise: most catalogue reads are visitors'.
    ...(definition.access === 'public'
      ? {}
      : {
          onRequest: (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
            if (sessionTokenOf(request) === null) {
              done(definition.access === 'user' ? loginRequired() : undefined);
              return;
            }
            authenticate(request).then(() => done(), done);
          },
        }),
    // A call without fields may come with no body at all; it then means the same as {}. A callback hook, not
    // an async one: it runs on every call and needs no promise.
    // Rate limits counted by address run before this hook (plugins/rate-limit.ts), so an answer served here
    // has been counted.
    preValidation: (request, reply, done) => {
      request.body ??= {};
      const language = requestLanguage(request);
      // Every answer says its language; the same call answers differently per Accept-Language (decision 102).
      reply.header('content-language', language).header('vary', VARY_LANGUAGE);
      if (options.cacheKey && request.user === null) {
        const rawKey = rawCacheKeyOf(name, language, request.body);
        const cached = rawKey === null ? undefined : app.ctx.caches.responses.getByAlias(rawKey);
        // Answering from a hook ends the request here (done is not called).
        if (cached) return void sendCached(request, reply as FastifyReply, cached);
        if (rawKey !== null) rawCacheKeys.set(request, rawKey);
      }
      if (hasNulCharacter(request.body)) {
        done(nulCharacterRefusal());
        return;
      }
      done();
    },
    handler: async (request, typedReply) => {
      // The typed reply only takes the envelope; a cached answer is its serialised bytes.
      const reply = typedReply as unknown as FastifyReply;
      const language = requestLanguage(request);
      const input = {
        body: request.body as TCallInput<N>['body'],
        user: request.user as TUserOf<N>,
        request,
        language,
        reply,
      };
      const keyPart = options.cacheKey?.(input) ?? null;
      // The language is part of every key: an Arabic answer is never served to an English request, or the reverse.
      const cacheKey = keyPart === null ? null : `${name}\n${language}\n${keyPart}`;
      // A raw form that validated to a cacheable key is filed as its alias, whether the answer was cached
      // already (another raw form of the same body) or is made now: its next request skips validation.
      const fileRawForm = (key: string) => {
        const rawKey = rawCacheKeys.get(request);
        if (rawKey !== undefined) app.ctx.caches.responses.alias(rawKey, key);
      };
      if (cacheKey === null) return envelopeOf(await handler(input), language);
      const { responses } = app.ctx.caches;
      const cached = responses.get(cacheKey);
      if (cached) {
        fileRawForm(cacheKey);
        return sendCached(request, reply, cached);
      }
      const tags = typeof options.cacheTags === 'function' ? options.cacheTags(input) : (options.cacheTags ?? []);
      // Requests missing the same answer at the same time wait for one handler run (a refusal reaches them all
      // and is not kept). The route's own serializer checks the answer against the response schema once.
      const answer = await responses.answer(cacheKey, tags, async () =>
        Buffer.from(reply.serialize(envelopeOf(await handler(input), language)) as string),
      );
      fileRawForm(cacheKey);
      return sendCached(request, reply, answer);
    },
  });
}
