import { vi } from 'vitest';

/** One call the app made: its name (the path after /api/) and its body (parsed JSON; a FormData as it was sent). */
export interface TRecordedCall {
  name: string;
  body: unknown;
}

/**
 * Canned answers per call name. An answer is an envelope; a list is answered in turn (the last one repeats); a
 * function gets the request body and returns the envelope.
 */
export type TCannedAnswers = Record<string, unknown | unknown[]>;

/** The success envelope of a call. */
export function ok<T>(data: T, message = 'Success') {
  return { status: 1 as const, data, message };
}

/** The failure envelope of a call; a refusal a program reads also has its code and field (decision 069). */
export function fail(message: string, refusal: { code: string; field?: string } | Record<string, never> = {}) {
  return { status: 0 as const, message, ...refusal };
}

function readBody(body: RequestInit['body']): unknown {
  if (body instanceof FormData) return body;
  return body == null ? undefined : JSON.parse(String(body));
}

/**
 * Stubs global fetch with canned API answers and returns the list of calls made, in order. A call without a canned
 * answer is answered `{ status: 0, message: 'No canned answer for <name>' }`.
 */
export function stubApi(answers: TCannedAnswers = {}): TRecordedCall[] {
  const calls: TRecordedCall[] = [];
  // Copies, so that answering in turn never empties the caller's lists.
  const queues = new Map<string, unknown[]>();
  const answerFor = (name: string, body: unknown): unknown => {
    const canned = answers[name];
    if (canned === undefined) return fail(`No canned answer for ${name}`);
    if (typeof canned === 'function') return canned(body);
    if (!Array.isArray(canned)) return canned;
    const queue = queues.get(name) ?? [...canned];
    queues.set(name, queue);
    return queue.length > 1 ? queue.shift() : queue[0];
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const name = String(url).replace(/^\/api\//, '');
      const body = readBody(init.body);
      calls.push({ name, body });
      // An answer may be a promise, for a test that holds a call open (what the page shows while it loads).
      return new Response(JSON.stringify(await answerFor(name, body)), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Stubs global fetch so that every call fails as when the network is down. */
export function stubNetworkDown(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}
