import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

/**
 * One HTTP exchange with another service's API: the payment gateways' (decision 078) and Twilio's (decision 138).
 * node:http's client rather than fetch: fetch costs about 1 ms more of this process's CPU per call (decision 086),
 * the messages worker's dearest part of a text (decision 138).
 */
export interface THttpExchange {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** From connecting to the answer's last byte. */
  timeoutMs: number;
}

/** The answer, or why there is none (never thrown). */
export type THttpAnswer = { status: number; text: string } | { why: string };

/**
 * The connections, kept open between calls (a TLS handshake is the dearest part of a call) and closed after 4 s
 * unused, or sooner when the service's Keep-Alive header says it closes them sooner, so a call seldom meets a
 * connection the service has just closed.
 */
const KEEP_ALIVE = { keepAlive: true, timeout: 4_000, maxSockets: 64, maxFreeSockets: 16 };
const AGENTS: Record<string, http.Agent> = {
  'http:': new http.Agent(KEEP_ALIVE),
  'https:': new https.Agent(KEEP_ALIVE),
};
/** No answer of these APIs is this long: a longer one is not read to its end. */
const ANSWER_LIMIT_BYTES = 1024 * 1024;

/** One HTTP exchange, within the time limit from connecting to the answer's last byte. Never throws. */
export function httpExchange(request: THttpExchange): Promise<THttpAnswer> {
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
    const { body } = request;
    const headers: Record<string, string> = { ...request.headers };
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    let settled = false;
    const finish = (answer: THttpAnswer) => {
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

/** An answer's text: a compressed one (we never ask for it, a service may send it anyway) uncompressed; no BOM. */
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
