// Drives one endpoint with autocannon and reduces its result to the figures the tables show.
import autocannon from 'autocannon';

/**
 * `bodies` is a list of JSON bodies sent in turn (so reads spread over many products and filters);
 * `headers` are added to every request.
 */
export async function measure({ url, path, bodies, headers = {}, connections = 64, seconds = 10, warmupSeconds = 2 }) {
  const requests = bodies.map((body) => ({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }));
  const options = { url, connections, requests, pipelining: 1, timeout: 20 };
  if (warmupSeconds > 0) await run({ ...options, duration: warmupSeconds });
  const result = await run({ ...options, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytesPerRequest: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    requests: result.requests.total,
  };
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}
