import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { TClock } from '../../lib/clock.js';
import { safeEqual, sign } from '../../lib/signing.js';

/**
 * The sandbox gateway's server-to-server callback, as real gateways send one: a JSON body signed with
 * HMAC-SHA256 over `${timestamp}.${rawBody}` under a key derived from APP_SECRET. The body only says which
 * transaction changed: its state is always asked of the gateway, never taken from the body.
 */
export const SANDBOX_CALLBACK_PATH = '/api/payments/callback/sandbox';
export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-timestamp';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** A callback signed longer ago (or further ahead) than this is refused as a possible replay. */
export const SANDBOX_CALLBACK_TOLERANCE_MS = 5 * 60_000;
const CALLBACK_BODY_LIMIT = 8 * 1024;
const SIGNING_PURPOSE = 'sandbox-webhook';

export type TSandboxNotify = (transactionId: string, status: 'paid' | 'declined') => Promise<void>;

const ZCallbackBody = z.object({ transactionId: z.string().min(1).max(200), status: z.enum(['paid', 'declined']) });

export function signSandboxCallback(appSecret: string, timestamp: string, rawBody: string): string {
  return sign(appSecret, SIGNING_PURPOSE, `${timestamp}.${rawBody}`);
}

/** The signed request the gateway sends: its body, timestamp and signature headers. */
export function buildSandboxCallback(
  appSecret: string,
  clock: TClock,
  transactionId: string,
  status: 'paid' | 'declined',
) {
  const body = JSON.stringify({ transactionId, status });
  const timestamp = String(clock.now().getTime());
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_TIMESTAMP_HEADER]: timestamp,
      [SANDBOX_SIGNATURE_HEADER]: signSandboxCallback(appSecret, timestamp, body),
    },
  };
}

/**
 * The default notifier: the sandbox gateway lives in this process, so it hands its signed callback to the
 * callback route in-process (Fastify's inject: the same route, parser, signature check and handler a real
 * gateway's POST meets, without a loopback socket). Off when SANDBOX_CALLBACKS=false.
 */
export function createSandboxNotifier(app: FastifyInstance): TSandboxNotify {
  const ctx = app.ctx;
  if (!ctx.config.sandboxCallbacks) return async () => {};
  return async (transactionId, status) => {
    const request = buildSandboxCallback(ctx.config.appSecret, ctx.clock, transactionId, status);
    try {
      const response = await app.inject({
        method: 'POST',
        url: SANDBOX_CALLBACK_PATH,
        headers: request.headers,
        payload: request.body,
      });
      if (response.statusCode >= 400) {
        app.log.warn({ transactionId, statusCode: response.statusCode }, 'sandbox callback refused');
      }
    } catch (error) {
      app.log.warn({ transactionId, err: error }, 'sandbox callback not delivered');
    }
  };
}

function header(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export interface TSandboxCallbackOptions {
  /** Acts on a verified notice that a transaction changed; answers what was done, for the gateway's log. */
  onNotice: (transactionId: string) => Promise<string>;
}

/**
 * POST /api/payments/callback/sandbox, in a scope of its own whose JSON parser keeps the exact bytes. This
 * file checks that the gateway sent it; what the shop then does is the caller's (the booking core's).
 */
export async function sandboxCallbackRoutes(app: FastifyInstance, options: TSandboxCallbackOptions): Promise<void> {
  const ctx = app.ctx;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/payments/callback/sandbox',
    { schema: { hide: true }, bodyLimit: CALLBACK_BODY_LIMIT },
    async (request) => {
      const timestamp = header(request.headers[SANDBOX_TIMESTAMP_HEADER]);
      const signature = header(request.headers[SANDBOX_SIGNATURE_HEADER]);
      if (!timestamp || !signature || !/^\d{1,16}$/.test(timestamp)) {
        throw new AppError('UNAUTHENTICATED', 'The callback is not signed');
      }
      if (Math.abs(ctx.clock.now().getTime() - Number(timestamp)) > SANDBOX_CALLBACK_TOLERANCE_MS) {
        throw new AppError('UNAUTHENTICATED', 'The callback timestamp is outside the allowed window');
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const text = raw.toString('utf8');
      // Only bytes that survive the round trip are verified, so two bodies can never share one signature.
      if (!Buffer.from(text, 'utf8').equals(raw)) throw new AppError('BAD_REQUEST', 'The callback body is not valid');
      if (!safeEqual(signature, signSandboxCallback(ctx.config.appSecret, timestamp, text))) {
        throw new AppError('UNAUTHENTICATED', 'The callback signature is not valid');
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new AppError('BAD_REQUEST', 'The callback body is not valid');
      }
      const parsed = ZCallbackBody.safeParse(json);
      if (!parsed.success) throw new AppError('BAD_REQUEST', 'The callback body is not valid');

      return { status: 1, message: await options.onNotice(parsed.data.transactionId) };
    },
  );
}
