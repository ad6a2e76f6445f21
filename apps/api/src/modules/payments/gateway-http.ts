import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import { AppError } from '../../lib/app-error.js';

/**
 * One call to a gateway's API (decision 078): a time limit on every call; a retry only where the brief allows
 * (`isSafeToRetry`: a read, or a write the gateway de-duplicates by our own key), once, after a short pause; a
 * gateway that cannot be reached, times out, answers 5xx or with a body that is not what it says becomes one
 * refusal the shopper can read (503, `payment.gateway_unavailable`) that changes nothing here. A 4xx is the
 * gateway's answer, returned for the adapter to read. Credentials travel only in the request: never logged.
 */
export interface TGatewayRequest {
  provider: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  /** A string is sent as is (a form or XML); anything else as JSON. */
  body?: unknown;
  timeoutMs: number;
  isSafeToRetry?: boolean;
}

export interface TGatewayResponse {
  status: number;
  text: string;
  /** The body read as JSON, or undefined when it is not JSON. */
  json: unknown;
}

const RETRY_PAUSE_MS = 300;

export function gatewayUnavailable(provider: string, why: string): AppError {
  const error = new AppError('UNAVAILABLE', PAYMENT_MESSAGES.gatewayUnavailable, {
    refusal: 'payment.gateway_unavailable',
  });
  // For the log only (the shopper reads the message): which gateway and what went wrong, never a credential.
  Object.assign(error, { gateway: provider, why });
  return error;
}

export function gatewayRefused(provider: string, why: string): AppError {
  const error = new AppError('CONFLICT', PAYMENT_MESSAGES.gatewayRefused, { refusal: 'payment.gateway_refused' });
  Object.assign(error, { gateway: provider, why });
  return error;
}

export async function gatewayRequest(request: TGatewayRequest): Promise<TGatewayResponse> {
  const attempts = request.isSafeToRetry ? 2 : 1;
  const body =
    request.body === undefined
      ? undefined
      : typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body);
  let lastWhy = 'no answer';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    const answer = await send(request, body);
    if ('why' in answer) {
      lastWhy = answer.why;
      continue;
    }
    if (answer.status >= 500) {
      lastWhy = `answered ${answer.status}`;
      continue;
    }
    let json: unknown;
    try {
      json = answer.text === '' ? undefined : JSON.parse(answer.text);
    } catch {
      json = undefined;
    }
    return { status: answer.status, text: answer.text, json };
  }
  throw gatewayUnavailable(request.provider, lastWhy);
}

/**
 * The connections to the gateways, kept open between calls (a TLS handshake is the dearest part of a call) and
 * closed after 4 s unused, or sooner when the gateway's Keep-Alive header says it closes them sooner, so a call
 * seldom meets a connection the gateway has just closed. node:http's client rather than fetch: fetch costs about
 * 1 ms more of this server's CPU per call (decision 086).
 */
const KEEP_ALIVE = { keepAlive: true, timeout: 4_000, maxSockets: 64, maxFreeSockets: 16 };
const AGENTS: Record<string, http.Agent> = {
  'http:': new http.Agent(KEEP_ALIVE),
  'https:': new https.Agent(KEEP_ALIVE),
};
/** No gateway answer is this long: a longer one is not read to its end. */
const ANSWER_LIMIT_BYTES = 1024 * 1024;

type TSent = { status: number; text: string } | { why: string };

/** One HTTP exchange, within the time limit from connecting to the answer's last byte. Never throws. */
function send(request: TGatewayRequest, body: string | undefined): Promise<TSent> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      resolve({ why: 'could not connect' });
      return;
    }
    const agent = AGENTS[url.protocol];
    if (!agent) {
      resolve({ why: 'could not connect' });
      return;
    }
    const headers: Record<string, string> = { ...request.headers };
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    let settled = false;
    const finish = (answer: TSent) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const req = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: request.method, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        let length = 0;
        res.on('data', (chunk: Buffer) => {
          length += chunk.length;
          if (length > ANSWER_LIMIT_BYTES) {
            finish({ why: 'the answer was too long' });
            req.destroy();
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => {
          const text = decoded(Buffer.concat(chunks), res.headers['content-encoding']);
          finish(text === null ? { why: 'the answer could not be read' } : { status: res.statusCode ?? 0, text });
        });
        res.on('error', () => finish({ why: 'the answer broke off' }));
        res.on('close', () => {
          if (!res.complete) finish({ why: 'the answer broke off' });
        });
      },
    );
    const timer = setTimeout(() => {
      finish({ why: 'timed out' });
      req.destroy();
    }, request.timeoutMs);
    req.on('error', () => finish({ why: 'could not connect' }));
    req.end(body);
  });
}

/** An answer's text: a compressed one (we never ask for it, a gateway may send it anyway) uncompressed; no BOM. */
function decoded(raw: Buffer, encoding: string | undefined): string | null {
  let bytes = raw;
  try {
    const coding = (encoding ?? '').trim().toLowerCase();
    if (coding === 'gzip' || coding === 'x-gzip') bytes = zlib.gunzipSync(raw);
    else if (coding === 'deflate') bytes = zlib.inflateSync(raw);
    else if (coding === 'br') bytes = zlib.brotliDecompressSync(raw);
    else if (coding !== '' && coding !== 'identity') return null;
  } catch {
    return null;
  }
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
