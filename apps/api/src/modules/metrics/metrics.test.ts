// Issue 38, "Numbers to watch" (decision 113): /metrics in Prometheus' text format, closed to the public, counting
// the calls this process answered and reading the shop's counts (orders, payments, refunds, holds, the outbox)
// from the database; the proxy's request id carried through.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { addLine, payAndConfirm, productsOf, type TCatalogueCard } from '../../test/shopping.js';
import { createWorkerMetrics, startMetricsServer } from './index.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';

/** The value of one series of a Prometheus text answer (`name{labels} value`), or null when absent. */
function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => given[key] === value)) return Number(match[3]);
  }
  return null;
}

async function scrape(t: TTestApp): Promise<string> {
  const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.body;
}

describe('metrics closed to the public', () => {
  let plain: TTestApp;
  let closed: TTestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    closed = await createTestApp({ shareDatabaseWith: plain, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await closed?.close();
    await plain?.close();
  });

  it('has no /metrics and keeps no metrics when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const answer = await plain.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(404);
    expect(plain.app.metrics).toBeUndefined();
  });

  it('refuses a scrape without the bearer token, or with another, in the envelope', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const answer = await closed.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(answer.statusCode, String(authorization)).toBe(401);
      expect(answer.json()).toEqual({ status: 0, message: 'The metrics need their bearer token' });
      expect(answer.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it("still answers the process's metrics when the shop's counts cannot be read, and says so", async () => {
    const broken = await createTestApp({ seed: false, env: { METRICS_TOKEN: TOKEN } });
    try {
      // A real failure of the reading: a table it counts is gone.
      await sql`drop table payment_mismatches`.execute(broken.app.ctx.db);
      const text = await scrape(broken);
      expect(seriesValue(text, 'rihla_shop_counts_read_ok')).toBe(0);
      expect(seriesValue(text, 'rihla_orders', { status: 'confirmed' })).toBeNull();
      expect(seriesValue(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    } finally {
      await broken.close();
    }
  });

  it('rejects a METRICS_TOKEN too short to be secret', async () => {
    await expect(createTestApp({ shareDatabaseWith: plain, env: { METRICS_TOKEN: 'short' } })).rejects.toThrow(
      /METRICS_TOKEN/,
    );
  });
});

describe('metrics of a purchase', () => {
  let t: TTestApp;
  let picnic: TCatalogueCard;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    [picnic] = (await productsOf(t, 'Picnic Musandum')) as [TCatalogueCard];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts the calls, and reads the orders, payments, holds and outbox the purchase made', async () => {
    const before = await scrape(t);
    const confirmedBefore = seriesValue(before, 'rihla_orders', { status: 'confirmed' }) ?? 0;
    const paidBefore = seriesValue(before, 'rihla_payments', { provider: 'sandbox', status: 'paid' }) ?? 0;
    const pendingBefore = seriesValue(before, 'rihla_outbox_pending') ?? 0;

    const { token } = await t.newShopper();
    expect((await addLine(t, token, picnic, 2)).body.status).toBe(1);
    const { order } = await payAndConfirm(t, token);
    // The counts are read at most every 5 s: a new process's first scrape after the purchase reads them afresh.
    const fresh = await createTestApp({ shareDatabaseWith: t, env: { METRICS_TOKEN: TOKEN } });
    try {
      const after = await scrape(fresh);
      expect(seriesValue(after, 'rihla_orders', { status: 'confirmed' })).toBe(confirmedBefore + 1);
      expect(seriesValue(after, 'rihla_payments', { provider: 'sandbox', status: 'paid' })).toBe(paidBefore + 1);
      expect(seriesValue(after, 'rihla_orders_paid_fils', { status: 'confirmed' })).toBeGreaterThanOrEqual(
        order.amount_paid_fils,
      );
      // The confirmation's email and text wait in the outbox (no worker polls in tests).
      expect(seriesValue(after, 'rihla_outbox_pending')).toBeGreaterThan(pendingBefore);
      expect(seriesValue(after, 'rihla_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
      expect(seriesValue(after, 'rihla_holds', { status: 'booked' })).toBeGreaterThanOrEqual(1);
      expect(seriesValue(after, 'rihla_payment_mismatches_open')).toBe(0);
      expect(seriesValue(after, 'rihla_shop_counts_read_ok')).toBe(1);
      const poolMax = seriesValue(after, 'rihla_db_pool_connections', { state: 'max' }) ?? 0;
      const poolTotal = seriesValue(after, 'rihla_db_pool_connections', { state: 'total' }) ?? -1;
      if (t.dialect === 'sqlite') expect([poolMax, poolTotal]).toEqual([1, 1]);
      else expect(poolTotal >= 1 && poolTotal <= poolMax, `${poolTotal} of ${poolMax}`).toBe(true);
    } finally {
      await fresh.close();
    }

    // This process counted each call it answered, by its route's pattern, with its latency.
    const own = await scrape(t);
    expect(seriesValue(own, 'rihla_http_requests_total', { call: '/api/users/confirmBooking', status: '200' })).toBe(1);
    expect(
      seriesValue(own, 'rihla_http_request_duration_seconds_count', {
        call: '/api/users/confirmBooking',
        status_class: '2xx',
      }),
    ).toBe(1);
    expect(seriesValue(own, 'rihla_http_requests_total', { call: '/metrics', status: '200' })).toBeGreaterThanOrEqual(
      1,
    );
    // The Node process's own: the event loop's delay, CPU and memory (prom-client's default metrics).
    expect(seriesValue(own, 'nodejs_eventloop_lag_p99_seconds')).not.toBeNull();
    expect(seriesValue(own, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('counts an unknown path as unmatched, not by its URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/no-such-call/123' });
    const text = await scrape(t);
    expect(seriesValue(text, 'rihla_http_requests_total', { call: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(text).not.toContain('no-such-call');
  });

  it("names in deploy/'s dashboard and alert rules only metrics a scrape has", async () => {
    const deploy = path.resolve(import.meta.dirname, '../../../../../deploy');
    const dashboard = JSON.parse(fs.readFileSync(path.join(deploy, 'grafana/rihla-dashboard.json'), 'utf8')) as {
      panels: { targets: { expr: string }[] }[];
    };
    const texts = [
      ...dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)),
      fs.readFileSync(path.join(deploy, 'prometheus/alerts.yml'), 'utf8'),
    ];
    const named = new Set(texts.flatMap((text) => text.match(/\b(rihla|nodejs|process)_[a-z0-9_]+/g) ?? []));
    expect(named.size).toBeGreaterThan(10);
    // A server that started its messages worker carries the worker's metrics in its scrape (decision 119): here the
    // worker's registry is read in this process, as the worker answers it over IPC.
    const worker = createWorkerMetrics();
    // A histogram by channel has no buckets until its first message.
    worker.observeMessage('email', 'sent', 0.02);
    t.app.metrics?.readWorker(() => worker.registry.metrics());
    const text = await scrape(t);
    expect(seriesValue(text, 'rihla_messages_worker_up')).toBe(1);
    const scraped = new Set(text.split('\n').map((line) => /^[a-z_:][a-z0-9_:]*/i.exec(line)?.[0]));
    expect([...named].filter((name) => !scraped.has(name))).toEqual([]);
  });

  it('serves the same metrics on a port of their own, without a token', async () => {
    // Another process on the same database, as a second API server with METRICS_PORT would be.
    const other = await createTestApp({ shareDatabaseWith: t, env: { METRICS_PORT: '0' } });
    const metrics = other.app.metrics;
    if (!metrics) throw new Error('METRICS_PORT turns the metrics on');
    const server = await startMetricsServer(metrics, { host: '127.0.0.1', port: 0 });
    try {
      // No token opens /metrics on the API's own port.
      expect((await other.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const answer = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(answer.status).toBe(200);
      expect(seriesValue(await answer.text(), 'rihla_orders', { status: 'confirmed' })).toBeGreaterThanOrEqual(1);
      expect((await fetch(`http://127.0.0.1:${server.port}/other`)).status).toBe(404);
    } finally {
      await server.close();
      await other.close();
    }
  });
});

describe('request ids', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("carries the proxy's well-formed X-Request-Id through and answers it; makes one otherwise", async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'caddy-4f2a9c' },
    });
    expect(given.headers['x-request-id']).toBe('caddy-4f2a9c');
    for (const bad of ['has space', 'x'.repeat(129), 'line\u2028break']) {
      const made = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
