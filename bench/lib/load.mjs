// Drives one endpoint with autocannon and reduces its result to the figures the tables show.
import autocannon from 'autocannon';

/** What a browser sends with every call: the web app's answers arrive compressed when the server offers it. */
export const BROWSER_HEADERS = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' };

/** What a browser sends when it loads a page: the server's HTML, compressed when it offers it. */
export const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': BROWSER_HEADERS['accept-encoding'] };

/**
 * `bodies` is a list of JSON bodies sent in turn (so reads spread over many products and filters); each
 * connection goes through the list from its start. `nextBody`, instead, makes each request's body when it is sent,
 * for calls whose bodies must all differ (a code to a number no other request uses). `headers` are added to
 * every request. `method: 'GET'` loads `path` as a browser loads a page, without a body.
 */
export async function measure({
  url,
  path,
  method = 'POST',
  bodies,
  nextBody,
  headers = {},
  connections = 64,
  seconds = 10,
  warmupSeconds = 2,
}) {
  const base = { method: 'POST', path, headers: { ...BROWSER_HEADERS, ...headers } };
  const requests =
    method === 'GET'
      ? [{ method, path, headers: { ...PAGE_HEADERS, ...headers } }]
      : nextBody
        ? [{ ...base, setupRequest: (request) => ({ ...request, body: JSON.stringify(nextBody()) }) }]
        : bodies.map((body) => ({ ...base, body: JSON.stringify(body) }));
  const options = { url, connections, requests, pipelining: 1, timeout: 20 };
  const warmup = warmupSeconds > 0 ? await run({ ...options, duration: warmupSeconds }) : null;
  const result = await run({ ...options, duration: seconds });
  // Requests autocannon gave up on are still being answered: the next measurement starts once they are done.
  await waitUntilIdle(url);
  const finished = result.requests.total > 0;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    // No request finished inside the window: latency is at least the window itself.
    p50Ms: finished ? result.latency.p50 : null,
    p99Ms: finished ? result.latency.p99 : null,
    errors: result.errors + result.timeouts + result.non2xx,
    bytesPerRequest: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    requests: result.requests.total,
    warmupRequests: warmup?.requests.total ?? 0,
  };
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Waits until the server answers its health check quickly three times in a row (at most a minute). */
export async function waitUntilIdle(url, { quickMs = 25, deadlineMs = 60_000 } = {}) {
  const deadline = Date.now() + deadlineMs;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    try {
      await (await fetch(`${url}/api/health`)).arrayBuffer();
    } catch {
      quick = 0;
      continue;
    }
    quick = performance.now() - started < quickMs ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
