// The process's Prometheus registry (decision 113, prom-client): the HTTP calls this process answered, the Node
// process itself (event loop delay, CPU, memory, garbage collection: prom-client's default metrics), the database
// pool, and the shop's counts read from the database when scraped (metrics.repository.ts).
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { TConfig } from '../../config.js';
import type { TDatabaseHandle } from '../../db/database.js';
import type { TClock } from '../../lib/clock.js';
import { readShopCounts, type TCountRow, type TShopCounts } from './metrics.repository.js';

/** How long one reading of the shop's counts serves scrapes (two scrapers, or a scrape and a dashboard, share it). */
const COUNTS_FRESH_MS = 5_000;

/** Seconds: from a cached answer (under a millisecond) to a slow gateway call. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface TMetrics {
  registry: Registry;
  /** Counts one answered request: its call (the route's pattern, or `unmatched`), method, status and seconds. */
  observeRequest(call: string, method: string, status: number, seconds: number): void;
  /** What a scrape answers: this process's metrics, then its messages worker's when it has one (`readWorker`). */
  text(): Promise<string>;
  /**
   * The messages worker this process started (decision 119): each scrape asks it for its metrics (null: it did not
   * answer in time) and says whether it did (`rihla_messages_worker_up`).
   */
  readWorker(read: () => Promise<string | null>): void;
}

/** A messages worker's own metrics (decision 119): its process's, prefixed, and the messages it sent. */
export interface TWorkerMetrics {
  registry: Registry;
  /** Counts one message the worker finished with: its channel, how it ended and the seconds it took. */
  observeMessage(channel: string, result: 'sent' | 'failed' | 'skipped', seconds: number): void;
}

/** Seconds to compose and send a message: from a text (milliseconds) to an email with its voucher PDF. */
const MESSAGE_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Where the worker's metrics are named apart from the API server's it is scraped with. */
export const WORKER_METRICS_PREFIX = 'rihla_messages_worker_';

export function createWorkerMetrics(): TWorkerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: WORKER_METRICS_PREFIX });
  const messages = new Counter({
    name: `${WORKER_METRICS_PREFIX}messages_total`,
    help: 'Messages this worker process finished with, by channel and result (sent, failed: retried later or given up, skipped).',
    labelNames: ['channel', 'result'] as const,
    registers: [registry],
  });
  for (const channel of ['email', 'sms']) {
    for (const result of ['sent', 'failed', 'skipped']) messages.inc({ channel, result }, 0);
  }
  const seconds = new Histogram({
    name: `${WORKER_METRICS_PREFIX}message_seconds`,
    help: 'Seconds this worker took to compose and send a message, by channel.',
    labelNames: ['channel'] as const,
    buckets: MESSAGE_BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    observeMessage(channel, result, took) {
      messages.inc({ channel, result });
      seconds.observe({ channel }, took);
    },
  };
}

export function createMetrics(config: TConfig, database: TDatabaseHandle, clock: TClock): TMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'rihla_http_requests_total',
    help: 'HTTP requests this process answered, by call (route pattern), method and status.',
    labelNames: ['call', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'rihla_http_request_duration_seconds',
    help: 'Seconds from a request arriving to its answer being sent, by call, method and status class.',
    labelNames: ['call', 'method', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  // The shop's counts: one database reading per COUNTS_FRESH_MS, whichever gauge a scrape collects first.
  // A reading that fails (the database away) answers no counts, and `rihla_shop_counts_read_ok` 0: the scrape itself
  // still answers the process's metrics, never a 500.
  let counts: { at: number; value: Promise<TShopCounts | null> } | null = null;
  const shopCounts = (): Promise<TShopCounts | null> => {
    const now = Date.now();
    if (!counts || now - counts.at > COUNTS_FRESH_MS) {
      const value = readShopCounts(database.db, clock.now().toISOString()).catch(() => {
        // Not kept: the next scrape asks again.
        counts = null;
        return null;
      });
      counts = { at: now, value };
    }
    return counts.value;
  };
  new Gauge({
    name: 'rihla_shop_counts_read_ok',
    help: "1 when this scrape read the shop's counts from the database, 0 when the reading failed.",
    registers: [registry],
    async collect() {
      this.set((await shopCounts()) ? 1 : 0);
    },
  });
  /** A gauge whose rows (label values in labelNames' order, and a value) are read from the shop's counts. */
  const shopGauge = (
    name: string,
    help: string,
    labelNames: string[],
    rows: (counts: TShopCounts) => [string[], number][],
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const read = await shopCounts();
        this.reset();
        if (!read) return;
        for (const [values, value] of rows(read)) {
          this.set(Object.fromEntries(labelNames.map((label, index) => [label, values[index] ?? ''])), value);
        }
      },
    });
  /**
   * Rows for every expected label set (0 where the database has none, so a series exists from the start and
   * delta() and alerts see it appear), then the rows the database has beyond them.
   */
  const withZeros = (rows: TCountRow[], expected: string[][], pick: (row: TCountRow) => number) => {
    const key = (labels: string[]) => labels.join('\u0000');
    const found = new Map(rows.map((row) => [key(row.labels), row]));
    const out: [string[], number][] = expected.map((labels) => {
      const row = found.get(key(labels));
      return [labels, row ? pick(row) : 0];
    });
    const known = new Set(expected.map(key));
    for (const row of rows) if (!known.has(key(row.labels))) out.push([row.labels, pick(row)]);
    return out;
  };
  const counted = (rows: TCountRow[], expected: string[][] = []) => withZeros(rows, expected, (row) => row.count);
  const fils = (rows: TCountRow[], expected: string[][] = []) => withZeros(rows, expected, (row) => row.fils ?? 0);
  const each = (...lists: readonly (readonly string[])[]): string[][] =>
    lists.reduce<string[][]>((sets, list) => sets.flatMap((set) => list.map((value) => [...set, value])), [[]]);
  const ORDER_STATUSES = each(['confirmed', 'cancelled', 'refunded', 'failed']);
  const PAYMENTS = each([config.payments.provider], ['pending', 'paid', 'declined', 'refunded']);
  const REFUND_KINDS = each(['amount', 'tickets']);
  const HOLD_STATUSES = each(['held', 'booked', 'released']);
  const OUTBOX = each(['email', 'sms'], ['pending', 'sent', 'failed', 'skipped']);
  const one = (value: number): [string[], number][] => [[[], value]];

  shopGauge('rihla_orders', 'Orders in the database, by status.', ['status'], (c) =>
    counted(c.ordersByStatus, ORDER_STATUSES),
  );
  shopGauge('rihla_orders_paid_fils', 'Fils paid for the orders of each status.', ['status'], (c) =>
    fils(c.ordersByStatus, ORDER_STATUSES),
  );
  shopGauge('rihla_phone_orders', 'Orders a desk operator took by phone.', [], (c) => one(c.phoneOrders));
  shopGauge('rihla_payments', 'Card payments, by provider and state.', ['provider', 'status'], (c) =>
    counted(c.paymentsByProviderAndStatus, PAYMENTS),
  );
  shopGauge('rihla_refunds', 'Refunds given, by kind (an amount, or tickets taken off).', ['kind'], (c) =>
    counted(c.refundsByKind, REFUND_KINDS),
  );
  shopGauge('rihla_refunds_fils', 'Fils given back (card, points, gift card and wallet), by kind.', ['kind'], (c) =>
    fils(c.refundsByKind, REFUND_KINDS),
  );
  shopGauge('rihla_holds', 'Seat holds by status (held: including expired ones not yet released).', ['status'], (c) =>
    counted(c.holdsByStatus, HOLD_STATUSES),
  );
  shopGauge('rihla_live_hold_seats', 'Seats held now by checkouts not yet paid (holds not expired).', [], (c) =>
    one(c.liveHolds.seats),
  );
  shopGauge('rihla_outbox_messages', 'Messages in the outbox, by channel and status.', ['channel', 'status'], (c) =>
    counted(c.outboxByChannelAndStatus, OUTBOX),
  );
  shopGauge('rihla_outbox_pending', 'Messages waiting to be sent (the backlog).', [], (c) =>
    one(c.outboxByChannelAndStatus.filter((row) => row.labels[1] === 'pending').reduce((n, row) => n + row.count, 0)),
  );
  shopGauge('rihla_outbox_oldest_pending_seconds', 'Age of the oldest message waiting to be sent (0: none).', [], (c) =>
    one(c.oldestPendingAt ? Math.max(0, (clock.now().getTime() - Date.parse(c.oldestPendingAt)) / 1000) : 0),
  );
  shopGauge('rihla_payment_mismatches_open', 'Payments whose gateway disagrees with our record, unresolved.', [], (c) =>
    one(c.openMismatches),
  );
  shopGauge(
    'rihla_reconciliation_last_mismatches',
    'Mismatches the last finished daily reconciliation found (labelled by its day).',
    ['day'],
    (c) => (c.lastReconciliation ? [[[c.lastReconciliation.day], c.lastReconciliation.mismatches]] : []),
  );

  new Gauge({
    name: 'rihla_db_pool_connections',
    help: 'Database connections of this process, by state (PostgreSQL pool; SQLite: one, in use).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = database.poolStats();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
      this.set({ state: 'max' }, pool.max);
    },
  });

  let readWorker: (() => Promise<string | null>) | null = null;
  const workerUp = new Gauge({
    name: `${WORKER_METRICS_PREFIX}up`,
    help: 'Whether the messages worker this server started answered the scrape (1) or not (0: stopped, starting or gone).',
    // Registered in this process's registry once a worker is started (readWorker), never in prom-client's global one.
    registers: [],
  });

  return {
    registry,
    readWorker(read) {
      if (!readWorker) registry.registerMetric(workerUp);
      readWorker = read;
    },
    async text() {
      const worker = readWorker ? await readWorker() : null;
      workerUp.set(worker === null ? 0 : 1);
      const own = await registry.metrics();
      return worker === null ? own : `${own}${worker}`;
    },
    observeRequest(call, method, status, seconds) {
      requests.inc({ call, method, status: String(status) });
      latency.observe({ call, method, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    },
  };
}
