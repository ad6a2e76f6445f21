// /metrics in Prometheus' text format (decision 113), closed to the public: on the API's own port only with the
// bearer token METRICS_TOKEN, and on a port of its own (METRICS_PORT, bound to METRICS_HOST, 127.0.0.1 by
// default) without one. Neither set: no /metrics, and no request is counted.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Registry } from 'prom-client';
import { safeEqual } from '../../lib/signing.js';
import { createMetrics, type TMetrics } from './metrics.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's metrics, when METRICS_TOKEN or METRICS_PORT turned them on (metricsPlugin). */
    metrics?: TMetrics;
  }
}

/**
 * Counts every answered request of the app, and serves /metrics to the token's holder. Registered on the root
 * instance (fastify-plugin), so its hooks see every route; `app.metrics` is then what a metrics port serves.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, database, clock } = app.ctx;
    const metrics = createMetrics(config, database, clock);
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      // The call is the route's pattern (ids in URLs make no new series), `unmatched` for a path with no route.
      metrics.observeRequest(
        request.routeOptions.url ?? 'unmatched',
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
    const token = config.metrics.token;
    if (token) {
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!safeEqual(given, token)) {
          return reply
            .code(401)
            .header('www-authenticate', 'Bearer realm="metrics"')
            .send({ status: 0, message: 'The metrics need their bearer token' });
        }
        return reply.header('content-type', metrics.registry.contentType).send(await metrics.text());
      });
    }
  },
  { name: 'metrics' },
);

/**
 * Serves metrics on a port of their own (METRICS_PORT, or a lone messages worker's MESSAGES_WORKER_METRICS_PORT);
 * resolves once listening, with its closer.
 */
export async function startMetricsServer(
  metrics: { registry: Registry; text?: () => Promise<string> },
  where: { host: string; port: number },
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    (metrics.text ? metrics.text() : metrics.registry.metrics()).then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be read\n');
        server.emit('metricsError', error);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : where.port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
